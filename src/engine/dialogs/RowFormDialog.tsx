import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, RecordContextProvider, SaveButton, useDataProvider, useTranslate } from 'react-admin';
import { resolveRoute } from '../../api/routes';
import { unwrapRecord } from '../../api/unwrap';
import type { ShopDataProvider } from '../../dataProvider';
import type { RowActionDeclaration, RowFormDeclaration, ShopRecord } from '../../resources/types';
import { useHttp } from '../HttpContext';
import { DeclaredInput } from '../inputs/DeclaredInput';
import { formatFigure } from '../list/SummaryFigures';
import { rowActionName } from '../list/rowActionKinds';
import { recordName } from '../recordName';
import { refusalNotice, useNotice } from '../notices';
import { useDeclaration } from '../useDeclaration';
import { useDialogRecord } from './useDialogRecord';
import { useWatch } from 'react-hook-form';

interface Props {
  item: RowActionDeclaration<any>;
  form: RowFormDeclaration<any>;
  id: string;
  onClose: () => void;
}

function Figures({ form, record, prefix }: { form: RowFormDeclaration<any>; record: ShopRecord; prefix: string }) {
  const translate = useTranslate();
  const values = useWatch();
  return (
    <Stack spacing={0.5} sx={{ pt: 1 }} aria-live="polite">
      {(form.figures ?? []).map((figure) => {
        const value = figure.value(values, record);
        return (
          <Typography key={figure.key}>
            {translate(`${prefix}.${figure.key}`)}: <strong>{formatFigure(figure.kind, Number.isFinite(value) ? value : 0)}</strong>
          </Typography>
        );
      })}
    </Stack>
  );
}

/**
 * A small form opened from a row (refill stock, change a status). It sends the declared
 * payload through the declared route or the update verb (which adds the resource's
 * preconditions on what the dialog read, `If-Match`). A refusal keeps the dialog open with what was typed, and the record is read
 * again, so a changed stock shows before the user retries.
 */
export default function RowFormDialog({ item, form, id, onClose }: Props) {
  const declaration = useDeclaration();
  const resource = declaration.name;
  const name = rowActionName(item);
  const translate = useTranslate();
  const notice = useNotice();
  const http = useHttp();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const queryClient = useQueryClient();
  const { data: record, isPending } = useDialogRecord(id);
  const [saving, setSaving] = useState(false);
  const title = translate(`resources.${resource}.actions.${name}`);

  /** Read the resource again: after a save, and after a refusal (what the dialog showed may be stale). */
  const refresh = async () => {
    await dataProvider.invalidate(resource);
    await queryClient.invalidateQueries({ queryKey: [resource] });
  };

  const submit = async (values: Record<string, unknown>) => {
    if (!record) return;
    const body = form.payload(values, record);
    setSaving(true);
    try {
      let saved: ShopRecord;
      if (form.route) {
        const { method, path } = resolveRoute(form.route, id);
        saved = unwrapRecord(await http.request(method, path, { body })) ?? { ...record, ...body };
      } else {
        // The update verb adds the declaration's preconditions on the record read here.
        saved = (await dataProvider.update(resource, { id, data: body, previousData: record })).data;
      }
      await refresh();
      notice.success(form.success ? form.success(saved) : `resources.${resource}.notifications.${name}Done`);
      onClose();
    } catch (error) {
      notice.error(...refusalNotice(error, `resources.${resource}.notifications.${name}Failed`, form.fallbackOnly ?? false));
      await refresh();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      {isPending || !record ? (
        <LinearProgress />
      ) : (
        <RecordContextProvider value={record}>
          <Form onSubmit={submit} record={{}} noValidate>
            <DialogContent>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {recordName(declaration, record)}
              </Typography>
              {form.inputs.map((input) => (
                <DeclaredInput key={input.source} resource={resource} input={input} mode="edit" />
              ))}
              <Figures form={form} record={record} prefix={`resources.${resource}.figures`} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{translate('app.form.cancel')}</Button>
              <SaveButton label="app.form.save" alwaysEnable disabled={saving} />
            </DialogActions>
          </Form>
        </RecordContextProvider>
      )}
    </Dialog>
  );
}
