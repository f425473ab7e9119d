import ChatIcon from '@mui/icons-material/WhatsApp';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Card, CardActions, CardContent, Checkbox, FormControlLabel, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatPerDay, type ReorderGroup } from '../../domain/reorder';
import { PurchaseOrderDialog } from './PurchaseOrderDialog';
import type { PurchaseOrder } from './purchaseOrder';

const t = (key: string) => `resources.stock/reorder.${key}`;

/** What the owner chose of a line: ticked or not, and the units (as typed). */
type Choice = { ticked: boolean; quantity: string };

/** The lines ticked with a whole number of units above 0: what the purchase order asks for, with the last unit costs when `withCosts`. */
export function orderedLines(group: ReorderGroup, choices: Record<string, Choice>, withCosts: boolean): PurchaseOrder['lines'] {
  return group.lines.flatMap((line) => {
    const choice = choices[line.productId];
    const quantity = Number(choice?.quantity);
    if (!choice?.ticked || !Number.isInteger(quantity) || quantity <= 0) return [];
    return [{ name: line.name, quantity, ...(withCosts ? { unitCost: line.lastUnitCost } : {}) }];
  });
}

/**
 * One supplier's group of the reorder list: each product with its stock, level, rate of sale,
 * days left and the units to order (the suggestion, editable, ticked to order). A supplier's
 * group turns into a purchase order to print or send; the products never received have no one
 * to order from, so their group only lists them.
 */
export function ReorderGroupCard({ group }: { group: ReorderGroup }) {
  const translate = useTranslate();
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(group.lines.map((line) => [line.productId, { ticked: true, quantity: String(line.suggested) }])),
  );
  const [open, setOpen] = useState<'print' | 'whatsapp'>();
  // Off unless the owner asks: a purchase order says what to send, not what the shop paid.
  const [withCosts, setWithCosts] = useState(false);
  const choose = (productId: string, change: Partial<Choice>) => setChoices((current) => ({ ...current, [productId]: { ...current[productId]!, ...change } }));
  const title = group.supplier ? group.supplier.name : translate(t('noSupplier'));
  const lines = orderedLines(group, choices, withCosts);
  const order: PurchaseOrder | undefined = group.supplier && lines.length > 0 ? { supplier: group.supplier, lines } : undefined;

  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {group.supplier && <TableCell padding="checkbox">{translate(t('fields.order'))}</TableCell>}
                <TableCell>{translate(t('fields.name'))}</TableCell>
                <TableCell align="right">{translate(t('fields.quantity'))}</TableCell>
                <TableCell align="right">{translate(t('fields.reorderLevel'))}</TableCell>
                <TableCell align="right">{translate(t('fields.perDay'))}</TableCell>
                <TableCell align="right">{translate(t('fields.daysLeft'))}</TableCell>
                <TableCell align="right">{translate(t('fields.suggested'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {group.lines.map((line) => {
                const choice = choices[line.productId]!;
                return (
                  <TableRow key={line.productId}>
                    {group.supplier && (
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={choice.ticked}
                          onChange={(event) => choose(line.productId, { ticked: event.target.checked })}
                          slotProps={{ input: { 'aria-label': translate(t('order.tick'), { name: line.name }) } }}
                        />
                      </TableCell>
                    )}
                    <TableCell>{line.name}</TableCell>
                    <TableCell align="right">{line.quantity}</TableCell>
                    <TableCell align="right">{line.reorderLevel}</TableCell>
                    <TableCell align="right">{formatPerDay(line.perDay)}</TableCell>
                    <TableCell align="right">{line.daysLeft ?? '—'}</TableCell>
                    <TableCell align="right">
                      {group.supplier ? (
                        <TextField
                          type="number"
                          size="small"
                          value={choice.quantity}
                          disabled={!choice.ticked}
                          onChange={(event) => choose(line.productId, { quantity: event.target.value })}
                          slotProps={{ htmlInput: { min: 1, step: 1, 'aria-label': translate(t('order.quantityOf'), { name: line.name }) } }}
                          sx={{ width: 96 }}
                        />
                      ) : (
                        line.suggested
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
      {/* Wraps on a phone: the buttons' words (Sinhala's and Tamil's are long) stay whole. */}
      {group.supplier && (
        <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, '& > *': { flexShrink: 0, maxWidth: '100%' } }}>
          <Button startIcon={<PrintIcon />} disabled={!order} onClick={() => setOpen('print')}>
            {translate(t('order.printAction'))}
          </Button>
          <Button startIcon={<ChatIcon />} color="success" disabled={!order} onClick={() => setOpen('whatsapp')}>
            {translate(t('order.sendAction'))}
          </Button>
          <FormControlLabel control={<Switch checked={withCosts} onChange={(event) => setWithCosts(event.target.checked)} />} label={translate(t('order.withCosts'))} sx={{ ml: 0 }} />
        </CardActions>
      )}
      {open && order && <PurchaseOrderDialog order={order} mode={open} onClose={() => setOpen(undefined)} />}
    </Card>
  );
}
