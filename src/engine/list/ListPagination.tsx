import { Box, MenuItem, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { Pagination, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { textWidth } from './textWidth';

/**
 * Page size changer plus a jump-to-page box (product.md §2: "a size changer and quick jumper").
 * Below `md` react-admin's pagination drops its size changer; ours stays, beside it. The jump
 * box shows only when there is another page to jump to.
 */
export function ListPagination({ pageSizes }: { pageSizes: readonly number[] }) {
  const { page, perPage, total, setPage, setPerPage, isPending } = useListContext();
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [locale] = useLocaleState();
  const [target, setTarget] = useState('');
  const jumpLabel = translate('app.list.jumpToPage');
  const pages = Math.max(1, Math.ceil((total ?? 0) / perPage));

  const jump = () => {
    const wanted = Number.parseInt(target, 10);
    if (Number.isFinite(wanted)) setPage(Math.min(Math.max(wanted, 1), pages));
    setTarget('');
  };

  // Nothing until the first page arrives: drawn above the rows still coming, it would jump down under them.
  if (isPending) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
      <Pagination rowsPerPageOptions={[...pageSizes]} />
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
      {pages > 1 && (
        <TextField
          size="small"
          label={jumpLabel}
          value={target}
          onChange={(event) => setTarget(event.target.value.replace(/\D/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') jump();
          }}
          onBlur={() => target && jump()}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': jumpLabel } }}
          // As wide as its label with the outline's sides: 'பக்கத்துக்குச் செல்' was cut at 120 px.
          sx={{ width: Math.max(120, textWidth(jumpLabel, locale) + 24), mr: 2 }}
          helperText={`${page} / ${pages}`}
        />
      )}
    </Box>
  );
}
