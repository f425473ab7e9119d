import {
  ArrayInput,
  BooleanInput,
  DateInput,
  NumberInput,
  PasswordInput,
  SimpleFormIterator,
  TextInput,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { shopDayOf } from '../../domain/shopDay';
import type { Rule } from '../../domain/validation';
import type { FormMode, InputDeclaration } from '../../resources/types';
import { ChoiceSelect } from './ChoiceSelect';
import { LiveCheck, useFormData } from './formData';
import { ReferencePicker } from './ReferencePicker';
import { toContextValidators, toValidators } from './ruleValidators';
import { TextArea } from './TextArea';

interface Props {
  resource: string;
  input: InputDeclaration<any>;
  mode: FormMode;
  /** Inside a line-items group: rules see the line as their record. */
  perLine?: boolean;
}

/** `2026-03-12T14:30` (the browser's picker) ↔ `2026-03-12 14:30:00` (spec §7's payload). */
const toPayloadDateTime = (value: string) => (value ? `${value.replace('T', ' ')}:00`.slice(0, 19) : value);
const toPickerDateTime = (value: unknown) => (typeof value === 'string' ? value.replace(' ', 'T').slice(0, 16) : '');
/** A stored instant ('2026-03-11T18:30:00.000Z') shows as the Asia/Colombo day it starts (2026-03-12), whatever the browser's zone. */
const toPickerDay = (value: unknown) => (value === undefined || value === null ? '' : (shopDayOf(value) ?? value));

/** A date input's rules see the day it shows, also while it still holds the stored instant (an untouched edit). */
const onShopDay = (rule: Rule): Rule =>
  Object.assign((value: unknown, record?: Record<string, unknown>) => rule(typeof value === 'string' ? (shopDayOf(value) ?? value) : value, record), {
    ...('isRequired' in rule ? { isRequired: true } : {}),
  });

/** One declared input, with its live check when it declares one. */
export function DeclaredInput(props: Props) {
  const { input } = props;
  return (
    <>
      <DeclaredField {...props} />
      {input.liveCheck && (!input.modes || input.modes.includes(props.mode)) && (
        <LiveCheck source={input.source} recheckOn={input.liveCheck.recheckOn} />
      )}
    </>
  );
}

/** One form input rendered from its declaration: kind, rules, modes, read-only and access. */
function DeclaredField({ resource, input, mode, perLine = false }: Props) {
  const record = useRecordContext();
  const formData = useFormData();
  const { canAccess, isPending } = useCanAccess({ resource, action: input.access ?? 'list' });
  if (input.modes && !input.modes.includes(mode)) return null;
  if (input.access && (isPending || !canAccess)) return null;

  const common = {
    source: input.source,
    label: `resources.${resource}.fields.${input.source}`,
    validate: [...toValidators(input.kind === 'date' ? input.rules?.map(onShopDay) : input.rules, { perLine }), ...toContextValidators(input.contextRules, formData.read)],
    readOnly: input.readOnlyIn?.includes(mode) ?? false,
    disabled: mode === 'edit' && record ? (input.disabledFor?.(record) ?? false) : false,
    defaultValue: mode === 'create' ? input.defaultValue : undefined,
    fullWidth: !perLine,
  };

  switch (input.kind) {
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'email':
      // inputMode, not type="email": the browser's own check would hide the spec's message.
      return <TextInput {...common} inputMode="email" autoComplete="off" />;
    case 'phone':
      return <TextInput {...common} inputMode="tel" autoComplete="off" />;
    case 'textarea':
      return <TextArea {...common} maxLength={input.maxLength} />;
    case 'money':
      return <NumberInput {...common} min={0} step={0.01} />;
    case 'integer':
      return <NumberInput {...common} min={0} step={1} />;
    case 'date':
      return <DateInput {...common} format={toPickerDay} />;
    case 'datetime':
      return <TextInput {...common} type="datetime-local" parse={toPayloadDateTime} format={toPickerDateTime} InputLabelProps={{ shrink: true }} />;
    case 'reference':
      return <ReferencePicker {...common} input={input} />;
    case 'lines':
      return (
        <ArrayInput source={input.source} label={common.label} validate={common.validate} defaultValue={common.defaultValue}>
          {/* Remove stays visible (react-admin shows it on hover only): a seller should see how to drop a line. */}
          <SimpleFormIterator
            inline
            disableReordering
            disableClear
            getItemLabel={(index) => `${index + 1}.`}
            sx={{
              '& .RaSimpleFormIterator-action': { visibility: 'visible' },
              // A picker in a line needs room for what it shows (name, stock, price).
              '& .MuiAutocomplete-root': { minWidth: 320 },
              '& .MuiAutocomplete-root .MuiFormControl-root': { width: '100%' },
            }}
          >
            {(input.lines ?? []).map((line) => (
              <DeclaredInput key={line.source} resource={resource} input={line} mode={mode} perLine />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      );
    case 'enum':
      return <ChoiceSelect {...common} resource={resource} choices={input.choices ?? []} multiple={input.multiple} />;
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
