import { Box, Card, CardActions, CardContent, Stack, Table, TableCell, Typography } from '@mui/material';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { RecordContextProvider, useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { ColumnDeclaration } from '../../resources/types';
import { useDeclaration } from '../useDeclaration';
import { cellText, columnLabel } from './columnRenderers';
import { isPageTotal } from './PageTotalRow';
import { CELL_CLASSES, TABLE_CELL_STYLES } from './tableStyles';

/** How a list's cell is drawn: the screen's own cell for its source, else the column's kind. */
export type CellRenderer = (column: ColumnDeclaration, record: RaRecord) => ReactNode;

/**
 * The cards' look, said once for the list as the table's is: the row buttons as in the table
 * (tableStyles.ts) but 40 px, a finger's size; text that the table cuts past a few lines shown
 * whole, since a card has the width of the screen for it.
 */
const CARDS_SX = {
  ...TABLE_CELL_STYLES,
  [`& .${CELL_CLASSES.button}`]: { ...(TABLE_CELL_STYLES as Record<string, object>)[`& .${CELL_CLASSES.button}`], p: '10px' },
  [`& .${CELL_CLASSES.truncated}`]: { display: 'inline', maxWidth: 'none', overflowWrap: 'anywhere' },
  [`& .${CELL_CLASSES.actions}`]: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5, width: '100%' },
} as const;

interface RecordCardsProps {
  /** The columns the role may see, in the table's order: the first names the card, the rest are its facts. */
  columns: readonly ColumnDeclaration[];
  cell: CellRenderer;
  /** The screen draws the first column its own way (a bill's customer with its number): the card's name is that, not the plain text. */
  ownTitle?: boolean;
  /** The card's buttons, the same as a table row's; none when the role may use none. */
  actions?: ReactElement | false;
  /** The table's foot (a page total), shown under the cards. */
  foot?: ComponentType<{ children?: ReactNode }>;
  rowSx?: (record: RaRecord) => object;
  empty: ReactNode;
}

/**
 * A list on a phone: one card per record, react-admin's SimpleList pattern (the list context's
 * records, each in its own record context) with room for more. The card is named by the first
 * column, lists the other columns shown by default as label and value, and carries the row's
 * buttons (details, WhatsApp, print, edit, delete…): a table would scroll sideways on a phone
 * and hide its Actions column past the edge.
 */
export function RecordCards({ columns, cell, ownTitle, actions, foot: Foot, rowSx, empty }: RecordCardsProps) {
  const { data, isPending } = useListContext();
  const translate = useTranslate();
  const { name: resource } = useDeclaration();
  if (isPending) return null;
  if (!data?.length) return <>{empty}</>;
  const [title, ...facts] = columns;

  return (
    <>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1, ...CARDS_SX }} aria-label={translate(`resources.${resource}.name`, { smart_count: 2 })}>
        {data.map((record) => (
          <RecordContextProvider key={record.id} value={record}>
            <Card component="li" variant="outlined" sx={rowSx?.(record)}>
              <CardContent sx={{ pb: 1 }}>
                {title && (
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {(!ownTitle && cellText(title, resource, record, translate)) || cell(title, record)}
                  </Typography>
                )}
                {/* Values keep at least half the card: a long label (Tamil's 'வாடிக்கையாளர் / முகவர்') wraps rather than cut the value beside it. */}
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(96px, max-content) minmax(50%, 1fr)', columnGap: 2, rowGap: 0.5, m: 0, mt: 0.5 }}>
                  {facts.map((column) => (
                    <Fact key={column.source} label={translate(columnLabel(resource, column.kind, column.source))}>
                      {cell(column, record)}
                    </Fact>
                  ))}
                </Box>
              </CardContent>
              {actions && <CardActions sx={{ pt: 0 }}>{actions}</CardActions>}
            </Card>
          </RecordContextProvider>
        ))}
      </Stack>
      {Foot && (
        <Table size="small" sx={{ mb: 1 }}>
          <Foot>
            <PageTotalLine columns={columns} cell={cell} />
          </Foot>
        </Table>
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, fontVariantNumeric: 'tabular-nums' }}>
          {children}
        </Typography>
    </>
  );
}

/**
 * The table's foot under the cards, in a table of its own: a foot (PageTotalFoot) renders its
 * children in the record of its totals; here one cell reads 'Page total  Amount: LKR 1,250.00'.
 */
function PageTotalLine({ columns, cell }: { columns: readonly ColumnDeclaration[]; cell: CellRenderer }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { name: resource } = useDeclaration();
  if (!record || !isPageTotal(record)) return null;
  return (
    <TableCell>
      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <span>{translate('app.list.pageTotal')}</span>
        {columns
          .filter((column) => column.source in record)
          .map((column) => (
            <span key={column.source}>
              {translate(columnLabel(resource, column.kind, column.source))}: {cell(column, record)}
            </span>
          ))}
      </Box>
    </TableCell>
  );
}
