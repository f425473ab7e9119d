import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import { memo, useMemo, useRef, useState, type ReactNode } from 'react';
import { FieldTitle, InputHelperText, useI18nProvider, useInput, useTranslate, type InputProps } from 'react-admin';
import { DATE_FORMAT, DATE_TIME_FORMAT, PAYLOAD_DATE_TIME, PAYLOAD_DAY, SHOP_TIME_ZONE, parseShop, type Dayjs } from '../../domain/dayjs';
import { shopDayOf } from '../../domain/shopDay';
import { ShopDateAdapter } from './ShopDateAdapter';

/**
 * Date and date-time inputs: MUI X pickers that show the shop's formats (product.md §9) in
 * Asia/Colombo whatever the browser's locale and zone, typed section by section or chosen in
 * the calendar, while the form holds what the API takes (product.md §7): `YYYY-MM-DD`, or
 * `YYYY-MM-DD HH:mm:ss`. They load with the screens that use them, not with the sign-in page.
 */

/** The form value of a half-typed or impossible date: the domain rules refuse it with their own message. */
export const INVALID_DATE = 'Invalid Date';

export interface DateFieldProps extends Omit<InputProps, 'format' | 'parse'> {
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  helperText?: ReactNode | false;
  readOnly?: boolean;
  /** Read by react-admin's filter form, not by the input. */
  alwaysOn?: boolean;
  /** A filter keeps its last whole day while a new one is being typed, rather than filtering on a half-typed one. */
  keepWhileTyping?: boolean;
  sx?: object;
}

interface Kind {
  Picker: typeof DatePicker | typeof DateTimePicker;
  display: string;
  payload: string;
  /** The stored value as a payload: a date input also shows a stored instant as the Colombo day it falls on. */
  toPayload: (value: unknown) => string | undefined;
  /** What the picker's own views need beyond the format. */
  pickerProps?: { ampm: boolean };
}

const DATE: Kind = {
  Picker: DatePicker,
  display: DATE_FORMAT,
  payload: PAYLOAD_DAY,
  toPayload: (value) => shopDayOf(value),
};

const DATE_TIME: Kind = {
  Picker: DateTimePicker,
  display: DATE_TIME_FORMAT,
  payload: PAYLOAD_DATE_TIME,
  toPayload: (value) => (typeof value === 'string' ? value : undefined),
  // The time lists follow the field's 12-hour `hh:mm A` in every language. MUI X takes the hour
  // cycle from dayjs's locale otherwise, and Tamil's is 24-hour: its lists showed 00–23 and no
  // AM/PM beside a field that says 04:30 பிற்பகல்.
  pickerProps: { ampm: true },
};

/**
 * The pickers' words, from src/i18n/en/app.ts `app.pickers`: every MUI X `localeText` these date and
 * date-time pickers meet, on a desk (a calendar, lists of hours, minutes and AM/PM) or a phone
 * (tabs for the day and the time, Next). Not met, so not given: the range pickers', week
 * numbers', seconds', the analogue clock's and the time picker's own words.
 */
function useLocaleText(): Partial<PickersLocaleText> {
  const translate = useTranslate();
  return useMemo(() => {
    const word = (key: string, options?: object) => translate(`app.pickers.${key}`, options);
    return {
      openDatePickerDialogue: (date: string | null) => (date ? word('chooseDateSelected', { date }) : word('chooseDate')),
      datePickerToolbarTitle: word('selectDate'),
      dateTimePickerToolbarTitle: word('selectDateTime'),
      fieldDayPlaceholder: () => word('day'),
      fieldMonthPlaceholder: () => word('month'),
      fieldYearPlaceholder: () => word('year'),
      fieldHoursPlaceholder: () => word('hours'),
      fieldMinutesPlaceholder: () => word('minutes'),
      fieldMeridiemPlaceholder: () => word('meridiem'),
      day: word('sections.day'),
      month: word('sections.month'),
      year: word('sections.year'),
      hours: word('sections.hours'),
      minutes: word('sections.minutes'),
      meridiem: word('sections.meridiem'),
      empty: word('empty'),
      previousMonth: word('previousMonth'),
      nextMonth: word('nextMonth'),
      calendarViewSwitchingButtonAriaLabel: (view) => word(view === 'year' ? 'toCalendarView' : 'toYearView'),
      selectViewText: (view) => word(`select.${view}`),
      hoursClockNumberText: (hours) => word('hoursOption', { hours }),
      minutesClockNumberText: (minutes) => word('minutesOption', { minutes }),
      dateTableLabel: word('dateTab'),
      timeTableLabel: word('timeTab'),
      nextStepButtonLabel: word('next'),
      okButtonLabel: word('ok'),
      cancelButtonLabel: word('cancel'),
      clearButtonLabel: word('clear'),
      todayButtonLabel: word('today'),
    };
  }, [translate]);
}

function PickerInput({ kind, ...props }: DateFieldProps & { kind: Kind }) {
  const { label, helperText, fullWidth, size, readOnly, disabled, sx, alwaysOn: _alwaysOn, keepWhileTyping, ...inputProps } = props;
  const { field, fieldState, id, isRequired } = useInput(inputProps);
  const { error, invalid } = fieldState;
  // The picker's own value while the user types: a half-typed date is kept as typed, not reset
  // from the form's INVALID_DATE.
  const last = useRef<{ text: unknown; value: Dayjs | null }>({ text: undefined, value: null });
  let value: Dayjs | null;
  if (field.value === last.current.text) value = last.current.value;
  else {
    const payload = kind.toPayload(field.value);
    value = (payload && parseShop(payload, kind.payload)) || null;
  }
  const onChange = (next: Dayjs | null) => {
    if (next !== null && !next.isValid() && keepWhileTyping) {
      last.current = { text: field.value, value: next };
      return;
    }
    const text = next === null ? null : next.isValid() ? next.tz(SHOP_TIME_ZONE).format(kind.payload) : INVALID_DATE;
    last.current = { text, value: next };
    field.onChange(text);
  };
  const Picker = kind.Picker;
  const localeText = useLocaleText();
  // The calendar's month and day names in the chosen language (its dayjs locale is loaded with it).
  const adapterLocale = useI18nProvider().getLocale();
  return (
    <LocalizationProvider dateAdapter={ShopDateAdapter} localeText={localeText} adapterLocale={adapterLocale}>
      <Picker
        value={value}
        onChange={onChange}
        timezone={SHOP_TIME_ZONE}
        format={kind.display}
        name={field.name}
        inputRef={field.ref}
        readOnly={readOnly}
        disabled={disabled}
        label={label === false || label === '' ? undefined : <FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />}
        className={`ra-input ra-input-${props.source}`}
        sx={sx}
        {...kind.pickerProps}
        slotProps={{
          textField: {
            id,
            onBlur: field.onBlur,
            fullWidth,
            size,
            error: invalid,
            helperText: helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null,
          },
        }}
      />
    </LocalizationProvider>
  );
}

// Both memoised: a list's filter form draws every input again at each change of the filters (a
// search, another filter, a page size); a picker whose own props did not change need not. Its own
// value and state still reach it (useInput). Each render of a focused MUI X field also places the
// text selection in a layout effect, which makes the browser lay the whole page out there and then.

/** A day: the form holds `YYYY-MM-DD` (a Colombo day); shown as `12 Mar 2026`. */
export const DateField = memo(function DateField(props: DateFieldProps) {
  return <PickerInput {...props} kind={DATE} />;
});

/** A day and time: the form holds `YYYY-MM-DD HH:mm:ss` (Colombo time); shown as `12 Mar 2026 04:30 PM`. */
export const DateTimeField = memo(function DateTimeField(props: DateFieldProps) {
  return <PickerInput {...props} kind={DATE_TIME} />;
});

/**
 * A day outside a form (a report's range): `value` and `onChange` carry `YYYY-MM-DD`, or ''
 * while it is empty or not yet a whole day. A year being typed is one digit at a time, and the
 * picker already reads 0002, 0020, 0202 as days on the way to 2026: outside its range (its
 * validation error), they are not yet a whole day either.
 */
export function DayPicker({ label, value, onChange, required }: { label: string; value: string; onChange: (day: string) => void; required?: boolean }) {
  // The picker's own value as it last gave it, handed back to it at once (a state, so it redraws
  // even when `value` stays ''): a day it gave that is not given back, it clears a moment later.
  const [last, setLast] = useState<{ text: string; value: Dayjs | null }>({ text: '', value: null });
  const shown = value === last.text ? last.value : (value && parseShop(value, PAYLOAD_DAY)) || null;
  const localeText = useLocaleText();
  // The calendar's month and day names in the chosen language (its dayjs locale is loaded with it).
  const adapterLocale = useI18nProvider().getLocale();
  return (
    <LocalizationProvider dateAdapter={ShopDateAdapter} localeText={localeText} adapterLocale={adapterLocale}>
      <DatePicker
        label={label}
        value={shown}
        onChange={(next, { validationError }) => {
          const text = next?.isValid() && !validationError ? next.tz(SHOP_TIME_ZONE).format(PAYLOAD_DAY) : '';
          setLast({ text, value: next });
          onChange(text);
        }}
        timezone={SHOP_TIME_ZONE}
        format={DATE_FORMAT}
        slotProps={{ textField: { required, fullWidth: true } }}
      />
    </LocalizationProvider>
  );
}
