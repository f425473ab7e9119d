import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/format';
import { netOfReturns, returnState } from '../../domain/returns';

/**
 * What a bill counts for once its returns are taken off (product.md §10), and, on a bill
 * with returns, a "Returned" / "Part returned" chip and the amount given back: the bills
 * list's Total and a customer's purchase history. A bill never returned (every bill of a
 * backend without returns) shows its total alone, as before.
 */
export function NetTotal({ bill }: { bill: Record<string, unknown> }) {
  const translate = useTranslate();
  const state = returnState(bill);
  const net = formatMoney(netOfReturns(bill));
  if (!state) return <>{net}</>;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-end' }}>
      <span>{net}</span>
      <Chip size="small" variant="outlined" color={state === 'returned' ? 'default' : 'warning'} label={translate(`resources.bills.returnState.${state}`)} />
      <Typography variant="caption" color="text.secondary">
        {translate('resources.bills.returnState.amount', { amount: formatMoney(Number(bill.returnedAmount ?? 0)) })}
      </Typography>
    </Stack>
  );
}
