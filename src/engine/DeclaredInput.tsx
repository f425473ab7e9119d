import {
  BooleanInput,
  DateInput,
  NumberInput,
  PasswordInput,
  SelectInput,
  TextInput,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { FormMode, InputDeclaration } from '../resources/types';
import { toValidators } from './ruleValidators';

interface Props {
  resource: string;
  input: InputDeclaration<any>;
  mode: FormMode;
}

/** One form input rendered from its declaration: kind, rules, modes, read-only and access. */
export function DeclaredInput({ resource, input, mode }: Props) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource, action: input.access ?? 'list' });
  if (input.modes && !input.modes.includes(mode)) return null;
  if (input.access && (isPending || !canAccess)) return null;

  const common = {
    source: input.source,
    validate: toValidators(input.rules),
    readOnly: input.readOnlyIn?.includes(mode) ?? false,
    disabled: mode === 'edit' && record ? (input.disabledFor?.(record) ?? false) : false,
    defaultValue: mode === 'create' ? input.defaultValue : undefined,
    fullWidth: true,
  };

  switch (input.kind) {
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'email':
      // inputMode, not type="email": the browser's own check would hide the spec's message.
      return <TextInput {...common} inputMode="email" autoComplete="off" />;
    case 'phone':
      return <TextInput {...common} inputMode="tel" autoComplete="off" />;
    case 'money':
      return <NumberInput {...common} min={0} step={0.01} />;
    case 'integer':
      return <NumberInput {...common} min={0} step={1} />;
    case 'date':
      return <DateInput {...common} />;
    case 'enum':
      return (
        <SelectInput
          {...common}
          choices={(input.choices ?? []).map((value) => ({
            id: value,
            name: translate(`resources.${resource}.choices.${input.source}.${value}`, { _: value }),
          }))}
        />
      );
    case 'switch': {
      const { on, off } = input.switchValues ?? { on: 'true', off: 'false' };
      return (
        <BooleanInput
          {...common}
          format={(value: unknown) => (value === undefined || value === null ? true : value === on)}
          parse={(checked: boolean) => (checked ? on : off)}
        />
      );
    }
    default:
      return <TextInput {...common} />;
  }
}
