import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, Form, SaveButton, useDataProvider, useTranslate } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { formatDateTime } from '../../domain/format';
import { historyTone, payloadMoment, type StatusEntry } from '../../domain/repairs';
import { useDiscardGuard } from '../../engine/dialogs/DiscardGuard';
import { useDialogRecord } from '../../engine/dialogs/useDialogRecord';
import { DeclaredInput } from '../../engine/inputs/DeclaredInput';
import { refusalNotice, useNotice } from '../../engine/notices';
import { useGrants } from '../../engine/useGrants';
import type { RowDialogProps } from '../types';
import { RepairWarranty } from './RepairWarranty';
import { statusInputs, type Repair } from '.';

const RESOURCE = 'repairs/management';
const t = (key: string) => `resources.${RESOURCE}.history.${key}`;

/** One entry on the timeline: a dot in its status colour, status, date, note, who made it and who corrected it; red when deleted. */
function Entry({ entry, index, last, actions }: { entry: StatusEntry; index: number; last: boolean; actions: ReactNode }) {
  const translate = useTranslate();
  const tone = historyTone(entry.status, entry.isDeleted);
  const colour = tone === 'default' ? 'grey.500' : `${tone}.main`;
  // The status in the screen's language, as its chip in the list; as the server names it if unknown.
  const status = translate(`resources.${RESOURCE}.choices.status.${entry.status}`, { _: entry.status });
  return (
    <Box component="li" aria-label={`${index + 1}. ${status}`} data-deleted={entry.isDeleted} sx={{ display: 'flex', gap: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }}>
        <Box data-testid="history-dot" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colour, flexShrink: 0 }} />
        {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ flex: 1, pb: 2, color: entry.isDeleted ? 'error.main' : undefined }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, textDecoration: entry.isDeleted ? 'line-through' : undefined }}>{status}</Typography>
          {entry.isDeleted && <Chip size="small" color="error" label={translate(t('deleted'))} />}
          <Box sx={{ flex: 1 }} />
          {actions}
        </Stack>
        <Typography variant="body2" color={entry.isDeleted ? 'inherit' : 'text.secondary'}>
          {formatDateTime(entry.dateEntered)}
          {entry.updatedByName ? ` · ${translate(t('by'), { name: entry.updatedByName })}` : ''}
        </Typography>
        {entry.note && <Typography variant="body2">{entry.note}</Typography>}
        {/* Who made the step stays above; a correction is said beside it, never in its place. */}
        {entry.editedByName && (
          <Typography variant="body2" color={entry.isDeleted ? 'inherit' : 'text.secondary'} sx={{ fontStyle: 'italic' }}>
            {translate(t('edited'), { name: entry.editedByName, at: formatDateTime(entry.editedAt) })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * A repair's status history as a timeline (product.md §2, §4), oldest first. Super admins edit an
 * entry (Edit Status History) or delete it after confirmation; a deleted entry stays, in red.
 */
export default function StatusHistoryDialog({ id, onClose }: RowDialogProps) {
  const translate = useTranslate();
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data, isPending } = useDialogRecord(id);
  const repair = data as Repair | undefined;
  const { statusHistory: mayChange } = useGrants(RESOURCE, ['statusHistory']);
  const [editing, setEditing] = useState<number>();
  const editGuard = useDiscardGuard(() => setEditing(undefined));
  const [deleting, setDeleting] = useState<number>();
  const [busy, setBusy] = useState(false);
  const title = translate(t('title'));

  /** One call on entry `index`; the failure notice keeps its own wording, with the server's reason beneath. */
  const call = async (route: 'PUT /repairs/:id/status/:index' | 'DELETE /repairs/:id/status/:index', index: number, body?: object) => {
    const done = route.startsWith('PUT') ? 'historyUpdated' : 'historyDeleted';
    const failed = route.startsWith('PUT') ? 'historyUpdateFailed' : 'historyDeleteFailed';
    setBusy(true);
    try {
      await dataProvider.send(RESOURCE, { route, id, params: { index }, body });
      notice.success(`resources.${RESOURCE}.notifications.${done}`);
      setEditing(undefined);
      setDeleting(undefined);
    } catch (error) {
      notice.error(...refusalNotice(error, `resources.${RESOURCE}.notifications.${failed}`, true));
      setDeleting(undefined);
      // The timeline may be stale (someone else changed it): read it again.
      await dataProvider.invalidate(RESOURCE);
    } finally {
      setBusy(false);
    }
  };

  const history = repair?.statusHistory ?? [];
  const entry = editing === undefined ? undefined : history[editing];

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {repair && <RepairWarranty repair={repair} />}
          {isPending || !repair ? (
            <LinearProgress />
          ) : history.length === 0 ? (
            <Typography color="text.secondary">{translate(t('empty'))}</Typography>
          ) : (
            <Box component="ol" sx={{ p: 0, m: 0, pt: 1 }}>
              {history.map((item, index) => (
                <Entry
                  key={`${index}-${item.dateEntered}`}
                  entry={item}
                  index={index}
                  last={index === history.length - 1}
                  actions={
                    mayChange && !item.isDeleted ? (
                      <>
                        <Tooltip title={translate(t('edit'))}>
                          <IconButton size="small" aria-label={`${translate(t('edit'))} ${index + 1}`} onClick={() => setEditing(index)}>
                            <EditIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={translate(t('delete'))}>
                          <IconButton
                            size="small"
                            color="error"
                            aria-label={`${translate(t('delete'))} ${index + 1}`}
                            onClick={() => setDeleting(index)}
                          >
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </>
                    ) : null
                  }
                />
              ))}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.form.close')}</Button>
        </DialogActions>
      </Dialog>
      {entry && editing !== undefined && (
        <Dialog open onClose={editGuard.requestClose} fullWidth maxWidth="xs" aria-label={translate(t('editTitle'))}>
          {editGuard.prompt}
          <DialogTitle>{translate(t('editTitle'))}</DialogTitle>
          <Form
            noValidate
            record={{ status: entry.status, dateManual: payloadMoment(entry.dateEntered) ?? '', note: entry.note ?? '' }}
            onSubmit={(values: Record<string, any>) =>
              call('PUT /repairs/:id/status/:index', editing, {
                status: values.status,
                dateManual: values.dateManual,
                note: typeof values.note === 'string' && values.note.trim() ? values.note.trim() : null,
              })
            }
          >
            {editGuard.probe}
            <DialogContent>
              {statusInputs.map((input) => (
                <DeclaredInput key={input.source} resource={RESOURCE} input={input} mode="edit" />
              ))}
            </DialogContent>
            <DialogActions>
              <Button onClick={editGuard.requestClose}>{translate('app.form.cancel')}</Button>
              <SaveButton label="app.form.save" alwaysEnable disabled={busy} />
            </DialogActions>
          </Form>
        </Dialog>
      )}
      <Confirm
        isOpen={deleting !== undefined}
        loading={busy}
        title={t('confirmDelete')}
        content={t('confirmDeleteContent')}
        onConfirm={() => deleting !== undefined && call('DELETE /repairs/:id/status/:index', deleting)}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
