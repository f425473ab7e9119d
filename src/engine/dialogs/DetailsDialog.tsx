import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useCreatePath, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { getPath } from '../../api/getPath';
import type { DetailsDeclaration, RowActionDeclaration, ShopRecord } from '../../resources/types';
import { cellText, columnLabel, isNumeric, keepsOneLine, renderCell } from '../list/columnRenderers';
import { rowActionIcon, rowActionName } from '../list/rowActionKinds';
import { offeredByBackend } from '../features';
import { useDeclaration } from '../useDeclaration';
import { useGrants } from '../useGrants';
import { RecordPending } from './RecordPending';
import { useDialogRecord } from './useDialogRecord';

interface Props {
  item: RowActionDeclaration<any>;
  details: DetailsDeclaration;
  id: string;
  onClose: () => void;
  /** A field drawn the screen's own way, by source (a bill's credit notes, each with its Print). */
  cells?: Readonly<Record<string, (record: ShopRecord) => ReactNode>>;
}

const ONE_LINE = { whiteSpace: 'nowrap' } as const;

/** The row actions that send or print the record (a bill's WhatsApp and receipt): offered from its details too. */
const sendsOrPrints = (action: RowActionDeclaration<any>) => 'whatsapp' in action || 'print' in action;

/**
 * A record's details: its declared fields as label and value, then a table of its lines. Its
 * footer offers the record's WhatsApp and print row actions, which open the same dialogs as
 * the row's buttons (their URLs), so a bill read here is sent or printed without closing it first.
 */
export default function DetailsDialog({ item, details, id, onClose, cells }: Props) {
  const declaration = useDeclaration();
  const resource = declaration.name;
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { data: record, isPending, isError } = useDialogRecord(id);
  const onward = (declaration.rowActions ?? []).filter(sendsOrPrints);
  const lineAccess = details.lines?.columns.flatMap((column) => column.access ?? []) ?? [];
  const granted = useGrants(resource, [...details.fields.flatMap((field) => field.access ?? []), ...lineAccess, ...onward.map((action) => action.action)]);
  const offered = record ? onward.filter((action) => granted[action.action] && (action.when?.(record as never) ?? true)) : [];
  // A field with an access action (profit) shows only to roles granted it; one of our
  // server's additions (a bill's returns) only on a backend that offers it.
  // A status with no value (a bill not sold below cost) has no chip to show: no empty row for it.
  const fields = details.fields.filter(
    (field) =>
      (!field.access || granted[field.access]) &&
      offeredByBackend(field) &&
      (!record || ((field.when?.(record) ?? true) && !(field.kind === 'status' && cellText(field, resource, record, translate) === ''))),
  );
  const title = translate(`resources.${resource}.actions.${rowActionName(item)}`);
  const lines = details.lines && record ? ((getPath(record, details.lines.source) as object[] | undefined) ?? []) : [];
  // A line's column with an access action (a unit cost) shows only to roles granted it, as a field does.
  const lineColumns = details.lines?.columns.filter((column) => !column.access || granted[column.access]) ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {isPending || !record ? (
          <RecordPending failed={isError && !record} />
        ) : (
          <>
            <Table size="small" aria-label={title}>
              <TableBody>
                {fields.map((field) => {
                  const own = cells?.[field.source];
                  return (
                    <TableRow key={field.source}>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 500, width: '40%' }}>
                        {translate(columnLabel(resource, field.kind, field.source))}
                      </TableCell>
                      {/* A status reads as the list's coloured chip (a bill sold below cost), tags as the list's two then '+N more' (product.md §9); the rest as text. */}
                      <TableCell>
                        {own ? (
                          own(record)
                        ) : field.kind === 'status' || field.kind === 'tags' ? (
                          renderCell(field, resource, record, translate)
                        ) : (
                          cellText(field, resource, record, translate)
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            {details.lines && (
              // Its own sideways scroll: a bill's six columns are wider than a phone, and the dialog stays the phone's width.
              <TableContainer sx={{ mt: 2 }}>
                <Table size="small" aria-label={translate(`resources.${resource}.fields.${details.lines.source}`)}>
                  <TableHead>
                    <TableRow>
                      {lineColumns.map((column) => (
                        <TableCell key={column.source} align={isNumeric(column.kind) ? 'right' : 'left'}>
                          {translate(`resources.${resource}.lines.${column.source}`)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {lines.map((line, index) => (
                      <TableRow key={index}>
                        {lineColumns.map((column) => (
                          // An amount stays whole ('LKR 2,330.00'); the product's name wraps instead.
                          <TableCell key={column.source} align={isNumeric(column.kind) ? 'right' : 'left'} sx={keepsOneLine(column.kind) ? ONE_LINE : undefined}>
                            {cellText(column, resource, line, translate)}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {offered.map((action) => {
          const Icon = rowActionIcon(action);
          const name = rowActionName(action);
          return (
            <Button
              key={name}
              startIcon={<Icon />}
              color={'whatsapp' in action ? 'success' : 'primary'}
              onClick={() => navigate(`${createPath({ resource, type: 'edit', id })}/${name}`)}
            >
              {translate(`resources.${resource}.actions.${name}`)}
            </Button>
          );
        })}
        <Button onClick={onClose} sx={{ ml: 'auto' }}>
          {translate('app.form.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
