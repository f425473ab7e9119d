import { BooleanInput, NumberInput, SearchInput, useTranslate } from 'react-admin';
import type { ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import { formatDate } from '../../domain/format';
import type { ResourceName } from '../../domain/permissions';
import type { FilterDeclaration, ResourceDeclaration } from '../../resources/types';
import { offeredByBackend } from '../features';
import { ChoiceSelect, isFixedChoices } from '../inputs/ChoiceSelect';
import { DateField, type DateFieldProps } from '../inputs/DateFields';
import { textWidth } from './textWidth';

type Translate = (key: string, options?: object) => string;

/**
 * The URL filter keys of a declared filter: an enum or a flag filters on its source; a day on
 * `<source>_day`; a range on `<source>_from` and `<source>_to` (matched as Colombo days by
 * src/api/listQuery.ts); an upper bound on `<source>_lte`. The keys hold what the user chose,
 * so a shared link (the dashboard's) reads the same.
 */
export function filterKeys(filter: FilterDeclaration): string[] {
  switch (filter.kind) {
    case 'enum':
    case 'flag':
      return [filter.source];
    case 'atMost':
      return [`${filter.source}_lte`];
    case 'day':
      return [`${filter.source}_day`];
    case 'dateRange':
      return [`${filter.source}_from`, `${filter.source}_to`];
  }
}

/** A day filter is as wide as the browser's date input was, room for `12 Mar 2026` and the calendar button. */
const DAY_WIDTH = { width: 190 } as const;
const dayFilter = { keepWhileTyping: true, sx: DAY_WIDTH } as const;
const ENUM_WIDTH = 210;
const NUMBER_WIDTH = 150;

const filterLabel = (resource: string, filter: FilterDeclaration) => `resources.${resource}.filters.${filter.label ?? filter.source}`;

/**
 * A day or range filter's date input that steps aside while the other kind of date filter on
 * the same field is set: one day and a range of days would contradict each other (a day
 * outside the range shows nothing, without saying why). Disabled, it says what to clear.
 * Both set (a link made by hand) leaves both usable, so either can be cleared.
 */
function ExclusiveDateField({ otherKeys, ownKeys, reason, ...props }: DateFieldProps & { otherKeys: string[]; ownKeys: string[]; reason: string }) {
  const translate = useTranslate();
  const other = (useWatch({ name: otherKeys }) as unknown[]).some(isSet);
  const own = (useWatch({ name: ownKeys }) as unknown[]).some(isSet);
  const blocked = other && !own;
  return <DateField {...props} disabled={blocked} helperText={blocked ? translate(reason) : false} />;
}

/** The URL keys of the other kind of date filter on the same field (a day's range, a range's day). */
function rivalKeys(declaration: ResourceDeclaration<any>, filter: FilterDeclaration): string[] {
  const rival = filter.kind === 'day' ? 'dateRange' : filter.kind === 'dateRange' ? 'day' : undefined;
  return (declaration.list?.filters ?? []).filter((other) => other.kind === rival && other.source === filter.source).flatMap(filterKeys);
}

const SEARCH_MAX_WIDTH = 640;

/**
 * react-admin filter inputs for the list's toolbar: the search box, then each declared filter,
 * always shown. `phone`: the search box says 'Search' alone; what it covers stays in its title.
 */
export function filterInputs(
  declaration: ResourceDeclaration<any>,
  translate: Translate,
  { locale, phone, searchWords = 'search', granted = {} }: { locale: string; phone: boolean; searchWords?: string; granted?: Partial<Record<string, boolean>> },
): ReactElement[] {
  const resource = declaration.name;
  const inputs: ReactElement[] = [];
  if (declaration.list?.search?.length) {
    const covers = translate(`resources.${resource}.${searchWords}`);
    // A phone's box is a third of the words a desk shows ('Search by customer, phone, NIC or …' was cut after 'Search by').
    const placeholder = phone ? translate('ra.action.search') : covers;
    // As wide as its placeholder (and the icon), so the words the search covers show whole; at
    // most SEARCH_MAX_WIDTH, which leaves the list's buttons room beside it at 1366 px.
    const width = Math.min(SEARCH_MAX_WIDTH, Math.max(320, textWidth(placeholder, locale) + 80));
    inputs.push(<SearchInput key="q" source="q" alwaysOn placeholder={placeholder} title={covers} sx={{ width, maxWidth: '100%' }} />);
  }
  const compact = { alwaysOn: true, helperText: false, size: 'small' } as const;
  // A filter is at least as wide as its label with the room its box keeps (the select's arrow, the
  // field's padding), so a long label ('அதிகபட்ச கையிருப்பு', 'வாடிக்கையாளர் / முகவர்') shows whole.
  const fitting = (label: string, width: number, room: number) => ({ width: Math.max(width, Math.ceil(textWidth(translate(label), locale)) + room), maxWidth: '100%' });
  // A filter of our server's additions shows only where the backend offers them (product.md §10).
  // One with an access action (what is owed) only for roles granted it.
  for (const filter of (declaration.list?.filters ?? []).filter((filter) => offeredByBackend(filter) && (!filter.access || granted[filter.access]))) {
    const label = filterLabel(resource, filter);
    if (filter.kind === 'enum') {
      inputs.push(
        // One width loading and loaded (react-admin draws a loading select as a wider text field),
        // so the filters beside it do not move when its choices arrive; room for 'Returned from Company'.
        <ChoiceSelect key={filter.source} resource={resource} source={filter.source} label={label} choices={filter.choices} {...compact} sx={fitting(label, ENUM_WIDTH, 56)} />,
      );
    } else if (filter.kind === 'day') {
      const rivals = rivalKeys(declaration, filter);
      const source = `${filter.source}_day`;
      inputs.push(
        rivals.length ? (
          <ExclusiveDateField key={filter.source} source={source} label={label} {...compact} {...dayFilter} ownKeys={[source]} otherKeys={rivals} reason="app.filters.rangeSet" />
        ) : (
          <DateField key={filter.source} source={source} label={label} {...compact} {...dayFilter} />
        ),
      );
    } else if (filter.kind === 'atMost') {
      inputs.push(<NumberInput key={filter.source} source={filterKeys(filter)[0]} label={label} min={0} {...compact} sx={fitting(label, NUMBER_WIDTH, 32)} />);
    } else if (filter.kind === 'flag') {
      inputs.push(<BooleanInput key={filter.source} source={filter.source} label={label} alwaysOn helperText={false} sx={{ alignSelf: 'center' }} />);
    } else {
      const [from, to] = filterKeys(filter);
      const part = (key: string) => translate(key, { label: translate(label) });
      const rivals = rivalKeys(declaration, filter);
      for (const [source, partKey] of [[from, 'app.filters.from'], [to, 'app.filters.to']] as const) {
        inputs.push(
          rivals.length ? (
            <ExclusiveDateField key={source} source={source} label={part(partKey)} {...compact} {...dayFilter} ownKeys={[from, to]} otherKeys={rivals} reason="app.filters.daySet" />
          ) : (
            <DateField key={source} source={source} label={part(partKey)} {...compact} {...dayFilter} />
          ),
        );
      }
    }
  }
  return inputs;
}

/**
 * One chip of the active-filter bar: which URL keys removing it clears, and what it says. A
 * choice among another resource's records names its record (`reference`, shown by the chip).
 */
export interface ActiveFilter {
  keys: string[];
  label: string;
  reference?: { resource: ResourceName; id: string; name: string };
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length);

/** Each active filter as a chip, in the toolbar's order: 'Search: kasun', 'Date: 12 Mar 2026'. */
export function activeFilters(declaration: ResourceDeclaration<any>, values: Record<string, unknown>, translate: Translate): ActiveFilter[] {
  const resource = declaration.name;
  const chips: ActiveFilter[] = [];
  const chip = (keys: string[], name: string, value: string) =>
    chips.push({ keys, label: translate('app.filters.chip', { name, value }) });
  if (isSet(values.q)) chip(['q'], translate('app.list.search'), String(values.q));
  for (const filter of declaration.list?.filters ?? []) {
    const name = translate(filterLabel(resource, filter));
    const keys = filterKeys(filter);
    if (filter.kind === 'enum') {
      const value = values[filter.source];
      if (!isSet(value)) continue;
      if (!isFixedChoices(filter.choices) && 'reference' in filter.choices) {
        chips.push({ keys, label: name, reference: { resource: filter.choices.reference, id: String(value), name } });
      } else {
        chip(keys, name, translate(`resources.${resource}.choices.${filter.source}.${String(value)}`, { _: String(value) }));
      }
    } else if (filter.kind === 'day') {
      if (isSet(values[keys[0]])) chip(keys, name, formatDate(String(values[keys[0]])));
    } else if (filter.kind === 'atMost') {
      if (isSet(values[keys[0]])) chip(keys, name, String(values[keys[0]]));
    } else if (filter.kind === 'flag') {
      if (values[keys[0]] === true || values[keys[0]] === 'true') chips.push({ keys, label: name });
    } else {
      const [from, to] = keys.map((key) => values[key]);
      if (isSet(from) || isSet(to)) {
        const day = (value: unknown) => (isSet(value) ? formatDate(String(value)) : '…');
        chip(keys, name, `${day(from)} – ${day(to)}`);
      }
    }
  }
  return chips;
}
