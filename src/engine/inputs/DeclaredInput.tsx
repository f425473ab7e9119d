import { Grid } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NumberInput, PasswordInput, TextInput, useCanAccess, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { PAYLOAD_DATE_TIME, PAYLOAD_DAY, shopNow } from '../../domain/dayjs';
import { shopDayOf } from '../../domain/shopDay';
import { isBlank, normalisePhone, type Rule } from '../../domain/validation';
import type { FormMode, InputDeclaration } from '../../resources/types';
import { offeredByBackend } from '../features';
import { ChoiceSelect } from './ChoiceSelect';
import { DateField, DateTimeField } from './DateFields';
import { LanguageSelect } from './LanguageSelect';
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
  /** The form starts empty, so defaults apply (default: on create; a row form's new entry says so too). */
  fresh?: boolean;
}

/**
 * What a fresh form starts with: the declared default, else for a required date today and for a
 * required date-time now, on the shop's clock (Asia/Colombo; a minute's start, so never ahead).
 * Most such dates record what happens as the shop fills the form in (a top-up, an expense, a status change).
 */
function startingValue(input: InputDeclaration): unknown {
  if (input.defaultValue !== undefined) return input.defaultValue;
  const required = input.rules?.some((rule) => 'isRequired' in rule) ?? false;
  if (required && input.kind === 'date') return shopNow().format(PAYLOAD_DAY);
  if (required && input.kind === 'datetime') return shopNow().startOf('minute').format(PAYLOAD_DATE_TIME);
  return undefined;
}

/** A phone number as people type it is kept as the shop stores it ('+94 77 123 4567' → 0771234567), once it is whole. */
const parsePhone = (value: string) => (value === '' ? null : normalisePhone(value));

/**
 * Keeps `source` a copy of `from` until the user makes it differ (a WhatsApp number is most
 * often the phone number): each change of `from` is copied while `source` is blank or still
 * holds the last copy.
 */
function FollowWhileUntouched({ source, from }: { source: string; from: string }) {
  const { getValues, setValue, getFieldState } = useFormContext();
  const followed = useWatch({ name: from });
  const copied = useRef<unknown>(getValues(from));
  useEffect(() => {
    if (followed === copied.current) return;
    const current = getValues(source);
    if (isBlank(current) || current === copied.current) {
      setValue(source, followed ?? null, { shouldDirty: true, shouldValidate: Boolean(getFieldState(source).error) });
    }
    copied.current = followed;
  }, [followed, source, getValues, setValue, getFieldState]);
  return null;
}

/** A date input's rules see the day it shows, also while it still holds the stored instant (an untouched edit). */
const onShopDay = (rule: Rule): Rule =>
  Object.assign((value: unknown, record?: Record<string, unknown>) => rule(typeof value === 'string' ? (shopDayOf(value) ?? value) : value, record), {
    ...('isRequired' in rule ? { isRequired: true } : {}),
  });

/** One form input rendered from its declaration: kind, rules, modes, read-only and access. */
export function DeclaredInput({ resource, input, mode, validate = [], perLine = false, fresh = mode === 'create' }: Props) {
  const { canAccess, isPending } = useCanAccess({ resource, action: input.access ?? 'list' });
  // Worked out once: "now" must not move while the form is open.
  const [defaultValue] = useState(() => (fresh ? startingValue(input) : undefined));
  if (input.modes && !input.modes.includes(mode)) return null;
  if (input.access && (isPending || !canAccess)) return null;
  if (!offeredByBackend(input)) return null;

  const common = {
    source: input.source,
    label: `resources.${resource}.fields.${input.source}`,
    validate: [...toValidators(input.kind === 'date' ? input.rules?.map(onShopDay) : input.rules, { perLine }), ...validate],
    readOnly: input.readOnlyIn?.includes(mode) ?? false,
    defaultValue,
    fullWidth: !perLine,
  };

  switch (input.kind) {
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'email':
      // inputMode, not type="email": the browser's own check would hide the shop's message.
      return <TextInput {...common} inputMode="email" autoComplete="off" />;
    case 'phone':
      return (
        <>
          <TextInput {...common} inputMode="tel" autoComplete="off" parse={parsePhone} />
          {input.follows && mode === 'create' && <FollowWhileUntouched source={input.source} from={input.follows} />}
        </>
      );
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
      return <ReferencePicker {...common} reference={input.reference!} builtIns={input.builtIns} />;
    case 'enum':
      return <ChoiceSelect {...common} resource={resource} choices={input.choices ?? []} />;
    case 'language':
      return <LanguageSelect {...common} />;
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
