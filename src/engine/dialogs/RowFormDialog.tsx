import { Typography } from '@mui/material';
import { useRef } from 'react';
import { RecordContextProvider, useDataProvider, useTranslate } from 'react-admin';
import { unwrapRecord } from '../../api/unwrap';
import type { ShopDataProvider } from '../../dataProvider';
import type { Said } from '../../domain/messages';
import { messageKey } from '../../i18n/ruleMessages';
import type { RowActionDeclaration, RowFormDeclaration, ShopRecord } from '../../resources/types';
import { DeclaredInput } from '../inputs/DeclaredInput';
import { Figures, showFigures } from '../Figures';
import { rowActionName } from '../list/rowActionKinds';
import { recordName } from '../recordName';
import { closeErrorNotice, fieldErrorsOf, refusalNotice, useNotice } from '../notices';
import { useDeclaration } from '../useDeclaration';
import { FormDialog } from './FormDialog';
import { RecordPending } from './RecordPending';
import { useDialogRecord } from './useDialogRecord';
import { useWatch } from 'react-hook-form';

interface Props {
  item: RowActionDeclaration<any>;
  form: RowFormDeclaration<any>;
  id: string;
  onClose: () => void;
  /** The success notice, a rule message from the saved record (default `resources.<name>.notifications.<action>Done`). */
  success?: (saved: ShopRecord) => Said;
  /** The failure notice keeps the form's own wording, with the server's reason beneath it. */
  fallbackOnly?: boolean;
}

/** The form's figures, live as it is typed. */
function RowFormFigures({ form, record, prefix }: { form: RowFormDeclaration<any>; record: ShopRecord; prefix: string }) {
  const translate = useTranslate();
  const values = useWatch();
  return <Figures figures={showFigures(form.figures ?? [], prefix, values, record)} variant="lines" translate={translate} />;
}

/**
 * A small form opened from a row (refill stock, change a status). It sends the declared
 * payload through the declared route or the update verb (which adds the resource's
 * preconditions on what the dialog read, `If-Match`). A refusal keeps the dialog open with
 * what was typed, and the record is read again, so a changed stock shows before the user retries.
 */
export default function RowFormDialog({ item, form, id, onClose, success, fallbackOnly = false }: Props) {
  const declaration = useDeclaration();
  const resource = declaration.name;
  const name = rowActionName(item);
  const translate = useTranslate();
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  // Once sent, the record is not read again: the write may take it off the list (a customer
  // marked stopped leaves the renewals), and the dialog closes on success. A refusal reads it
  // again. A ref, asked when the write's answer invalidates the record: that comes before a render.
  const sent = useRef(false);
  const { data: record, isPending, isError } = useDialogRecord(id, { enabled: () => !sent.current });
  const title = translate(`resources.${resource}.actions.${name}`);

  const submit = async (values: Record<string, unknown>) => {
    if (!record) return;
    const body = form.payload(values, record);
    sent.current = true;
    try {
      let saved: ShopRecord;
      if (form.route) {
        saved = unwrapRecord(await dataProvider.send(resource, { route: form.route, id, body })) ?? { ...record, ...body };
      } else {
        // The update verb adds the declaration's preconditions on the record read here.
        saved = (await dataProvider.update(resource, { id, data: body, previousData: record })).data;
      }
      closeErrorNotice();
      const done = success?.(saved);
      if (done) notice.success(messageKey(done.key), done.values);
      else notice.success(`resources.${resource}.notifications.${name}Done`);
      onClose();
    } catch (error) {
      sent.current = false;
      notice.error(...refusalNotice(error, `resources.${resource}.notifications.${name}Failed`, fallbackOnly));
      // What the dialog showed may be stale (the stock moved): read the record again, keep what was typed.
      await dataProvider.invalidate(resource);
      // A refusal of one field (the body's `errors`) shows under that field too: react-admin's Form sets it.
      return fieldErrorsOf(error);
    }
  };

  return (
    <RecordContextProvider value={record}>
      <FormDialog title={title} onClose={onClose} onSubmit={submit} pending={(isPending || !record) && <RecordPending failed={isError && !record} />}>
        {record && (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {recordName(declaration, record, translate)}
            </Typography>
            {form.inputs.map((input) => (
              <DeclaredInput key={input.source} resource={resource} input={input} mode="edit" fresh />
            ))}
            <RowFormFigures form={form} record={record} prefix={`resources.${resource}.figures`} />
          </>
        )}
      </FormDialog>
    </RecordContextProvider>
  );
}
