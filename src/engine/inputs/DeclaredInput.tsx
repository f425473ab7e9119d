import { Grid } from '@mui/material';
import type { ReactNode } from 'react';
import { NumberInput, PasswordInput, TextInput, useCanAccess, type Validator } from 'react-admin';
import { shopDayOf } from '../../domain/shopDay';
import type { Rule } from '../../domain/validation';
import type { FormMode, InputDeclaration } from '../../resources/types';
import { ChoiceSelect } from './ChoiceSelect';
import { DateField, DateTimeField } from './DateFields';
import { ReferencePicker } from './ReferencePicker';
import { toValidators } from './ruleValidators';
import { TextArea } from './TextArea';

interface Props {
  resource: string;
  input: InputDeclaration;
  mode: FormMode;
  /** Validators of the screen's own, run after the declared rules (a sale within its provider's balance). */
  validate?: readonly Validator[];
  /** Inside a line-items group: rules see the line as their record. */
  perLine?: boolean;
}

/** A date input's rules see the day it shows, also while it still holds the stored instant (an untouched edit). */
const onShopDay = (rule: Rule): Rule =>
  Object.assign((value: unknown, record?: Record<string, unknown>) => rule(typeof value === 'string' ? (shopDayOf(value) ?? value) : value, record), {
    ...('isRequired' in rule ? { isRequired: true } : {}),
  });

/** One form input rendered from its declaration: kind, rules, modes, read-only and access. */
export function DeclaredInput({ resource, input, mode, validate = [], perLine = false }: Props) {
  const { canAccess, isPending } = useCanAccess({ resource, action: input.access ?? 'list' });
  if (input.modes && !input.modes.includes(mode)) return null;
  if (input.access && (isPending || !canAccess)) return null;

  const common = {
    source: input.source,
    label: `resources.${resource}.fields.${input.source}`,
    validate: [...toValidators(input.kind === 'date' ? input.rules?.map(onShopDay) : input.rules, { perLine }), ...validate],
    readOnly: input.readOnlyIn?.includes(mode) ?? false,
    defaultValue: mode === 'create' ? input.defaultValue : undefined,
    fullWidth: !perLine,
  };

  switch (input.kind) {
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'email':
      // inputMode, not type="email": the browser's own check would hide the shop's message.
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
      return <DateField {...common} />;
    case 'datetime':
      return <DateTimeField {...common} />;
    case 'reference':
      return <ReferencePicker {...common} reference={input.reference!} />;
    case 'enum':
      return <ChoiceSelect {...common} resource={resource} choices={input.choices ?? []} />;
    default:
      return <TextInput {...common} />;
  }
}

/** The dialog's two-column grid of inputs. */
export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <Grid container columnSpacing={2} sx={{ pt: 1 }}>
      {children}
    </Grid>
  );
}

/** One input in the grid: half a row, or a whole one when it is `fullWidth`. */
export function FormCell({ input, wide, children }: { input?: InputDeclaration; wide?: boolean; children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: wide || input?.fullWidth ? 12 : 6 }}>{children}</Grid>;
}

/** The declared inputs of a resource, in order, in the dialog's grid. */
export function DeclaredInputs({ resource, inputs, mode }: { resource: string; inputs: readonly InputDeclaration[]; mode: FormMode }) {
  return (
    <FormGrid>
      {inputs.map((input) => (
        <FormCell key={input.source} input={input}>
          <DeclaredInput resource={resource} input={input} mode={mode} />
        </FormCell>
      ))}
    </FormGrid>
  );
}
