import { Button, Chip, Stack } from '@mui/material';
import { useGetOne, useListContext, useTranslate } from 'react-admin';
import { findResource } from '../../resources/registry';
import { recordName } from '../recordName';
import { useDeclaration } from '../useDeclaration';
import { useEmptyFilterFields } from './FilterForm';
import { activeFilters, type ActiveFilter } from './filters';

/** A chip's text; a choice of another resource's record is named by that record ('Category: Rent'). */
function ChipText({ chip }: { chip: ActiveFilter }) {
  const translate = useTranslate();
  const reference = chip.reference;
  const { data } = useGetOne(reference?.resource ?? '', { id: reference?.id ?? '' }, { enabled: Boolean(reference) });
  if (!reference) return <>{chip.label}</>;
  const value = data ? recordName(findResource(reference.resource)!, data) : '…';
  return <>{translate('app.filters.chip', { name: reference.name, value })}</>;
}

/**
 * The list's active filters as removable chips, and a Clear button (product.md §2: 'Clear', or the
 * screen's own wording such as 'Clear All Filters') that is disabled while nothing is filtered.
 */
export function ActiveFilters() {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const emptyFields = useEmptyFilterFields();
  if (!declaration.list?.search?.length && !declaration.list?.filters?.length) return null;
  const chips = activeFilters(declaration, filterValues ?? {}, translate);

  const remove = (keys: string[]) => {
    emptyFields(keys);
    setFilters(Object.fromEntries(Object.entries(filterValues).filter(([key]) => !keys.includes(key))), {});
  };
  const clear = () => {
    emptyFields();
    setFilters({}, {});
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', px: 2, py: 1 }}>
      {chips.map((chip) => (
        <Chip key={chip.keys.join()} size="small" label={<ChipText chip={chip} />} onDelete={() => remove(chip.keys)} />
      ))}
      <Button size="small" disabled={chips.length === 0} onClick={clear}>
        {translate(`resources.${declaration.name}.clearFilters`, { _: translate('app.filters.clear') })}
      </Button>
    </Stack>
  );
}
