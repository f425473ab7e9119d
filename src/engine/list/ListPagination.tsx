import { Box, MenuItem, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { ListPaginationContext, Pagination, useListContext, useListPaginationContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/**
 * Turns the list's page by changing the URL in the click itself. react-admin's `setPage`
 * changes it a timer later, and Chrome runs that timer only after drawing a frame for the
 * click: about 10 ms before the page even starts to render. The URL is the one react-admin
 * writes (its list params: sort, order, page, perPage, filter and displayedFilters as JSON).
 */
function useTurnPage() {
  const { sort, perPage, filterValues, displayedFilters } = useListContext();
  const navigate = useNavigate();
  return (page: number) => {
    const params = new URLSearchParams({
      displayedFilters: JSON.stringify(displayedFilters ?? {}),
      filter: JSON.stringify(filterValues ?? {}),
      order: sort.order,
      page: String(page),
      perPage: String(perPage),
      sort: sort.field,
    });
    navigate({ search: `?${params}` }, { state: { _scrollToTop: true } });
  };
}

/**
 * Page size changer plus a jump-to-page box (spec §2: "a size changer and quick jumper").
 * Below `md` react-admin's pagination drops its size changer; ours stays, beside it.
 */
export function ListPagination({ pageSizes }: { pageSizes: readonly number[] }) {
  const { page, perPage, total, setPerPage } = useListContext();
  const pagination = useListPaginationContext();
  const setPage = useTurnPage();
  const turning = { ...pagination, setPage };
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [target, setTarget] = useState('');
  const pages = Math.max(1, Math.ceil((total ?? 0) / perPage));

  const jump = () => {
    const wanted = Number.parseInt(target, 10);
    if (Number.isFinite(wanted)) setPage(Math.min(Math.max(wanted, 1), pages));
    setTarget('');
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
      <ListPaginationContext.Provider value={turning}>
        <Pagination rowsPerPageOptions={[...pageSizes]} />
      </ListPaginationContext.Provider>
      {small && (
        <TextField
          select
          size="small"
          label={translate('ra.navigation.page_rows_per_page')}
          value={perPage}
          onChange={(event) => setPerPage(Number(event.target.value))}
          sx={{ width: 120 }}
        >
          {pageSizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        size="small"
        label={translate('app.list.jumpToPage')}
        value={target}
        onChange={(event) => setTarget(event.target.value.replace(/\D/g, ''))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') jump();
        }}
        onBlur={() => target && jump()}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': translate('app.list.jumpToPage') } }}
        sx={{ width: 120, mr: 2 }}
        helperText={`${page} / ${pages}`}
      />
    </Box>
  );
}
