import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useId, useState, type ReactElement } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { useDeclaration } from '../useDeclaration';
import { FilterForm } from './FilterForm';
import { activeFilters } from './filters';

const isSearch = (input: ReactElement) => (input.props as { source?: string }).source === 'q';

/**
 * A list's filters on a phone: the search box stays in view, the other filters (type, status,
 * days) wait behind a 'Filters' button that shows how many are set, in a drawer from the
 * bottom with the same react-admin inputs as the desktop's row, which would take a phone's
 * first screen. Each input filters as it changes, as on the desktop; the drawer only holds them.
 */
export function PhoneFilters({ filters }: { filters: readonly ReactElement[] }) {
  const translate = useTranslate();
  const declaration = useDeclaration();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const search = filters.filter(isSearch);
  const others = filters.filter((input) => !isSearch(input));
  const set = activeFilters(declaration, filterValues ?? {}, translate).filter((chip) => !chip.keys.includes('q')).length;
  const label = translate('app.filters.button');

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', width: '100%', px: 1 }}>
      {search.length > 0 && (
        <Box sx={{ flex: 1, minWidth: 0, '& .RaFilterFormInput-body, & .MuiFormControl-root': { width: '100%' } }}>
          <FilterForm filters={search} />
        </Box>
      )}
      {others.length > 0 && (
        <Button variant="outlined" onClick={() => setOpen(true)} startIcon={<FilterListIcon />} sx={{ flexShrink: 0, mb: 1, ml: search.length ? 0 : 'auto' }}>
          {set ? `${label} (${set})` : label}
        </Button>
      )}
      <Drawer anchor="bottom" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } as object }}>
        <Box sx={{ px: 2, pt: 1, pb: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id={titleId} variant="h6" component="h2">
              {label}
            </Typography>
            <IconButton onClick={() => setOpen(false)} aria-label={translate('ra.action.close')}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box sx={{ '& form': { flexDirection: 'column', alignItems: 'stretch' }, '& .MuiFormControl-root': { width: '100%' } }}>
            <FilterForm filters={others} />
          </Box>
          <Button fullWidth variant="contained" onClick={() => setOpen(false)} sx={{ mt: 1 }}>
            {translate('app.filters.done')}
          </Button>
        </Box>
      </Drawer>
    </Stack>
  );
}
