import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Form, SaveButton, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { ShopDataProvider } from '../../dataProvider';
import { DEFAULT_REPAIR_MESSAGES, MESSAGE_PLACEHOLDERS, REPAIR_MESSAGE_MAX, repairMessageProblem } from '../../domain/repairMessages';
import { REPAIR_STATUS_KEYS, REPAIR_STATUSES, type RepairStatus } from '../../domain/repairs';
import { fieldErrorsOf, refusalNotice, useNotice } from '../../engine/notices';
import { SETTINGS_RESOURCE } from '../../engine/shop';
import { REPAIR_MESSAGES_WRITE, useRepairMessageTemplates } from '../repairs/repairMessages';
import { RepairStatusChip } from '../repairs/RepairStatusChip';
import { ruleMessage } from '../../i18n/ruleMessages';

const t = (key: string) => `app.repairMessages.${key}`;

/** The rule the server runs: an unknown placeholder or an over-long message is refused under the field; empty is "no message". */
const checkTemplate = (value: unknown) => {
  const problem = repairMessageProblem(value);
  return problem && ruleMessage(problem);
};

/** What PUT /settings/repair-messages takes: every status's template, trimmed ('' for none). */
function payload(values: Record<string, unknown>) {
  return Object.fromEntries(REPAIR_STATUSES.map((status) => {
    const value = values[REPAIR_STATUS_KEYS[status]];
    return [REPAIR_STATUS_KEYS[status], typeof value === 'string' ? value.trim() : ''];
  }));
}

/** One status's template, and a button that puts the product's default back. */
function TemplateInput({ status }: { status: RepairStatus }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const source = REPAIR_STATUS_KEYS[status];
  const label = translate(`resources.repairs/management.choices.status.${status}`, { _: status });
  return (
    <Box component="section" aria-label={label}>
      {/* Wrapping: a Tamil status on a phone leaves no room beside it, and 'Use default' goes under it rather than be cut. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 0.5 }}>
        <RepairStatusChip status={status} />
        <Button size="small" onClick={() => setValue(source, DEFAULT_REPAIR_MESSAGES[status], { shouldDirty: true, shouldValidate: true })}>
          {translate(t('useDefault'))}
        </Button>
      </Stack>
      <TextInput
        source={source}
        label={label}
        multiline
        minRows={3}
        fullWidth
        validate={checkTemplate}
        slotProps={{ htmlInput: { maxLength: REPAIR_MESSAGE_MAX } }}
      />
    </Box>
  );
}

/**
 * The owner's WhatsApp message for each repair status (product.md §10; our server's
 * `statusMessages`): a template per status over `GET/PUT /settings/repair-messages`, offered to
 * whoever changes a repair's status. A refusal the server names by status shows under it.
 */
export function RepairMessagesCard() {
  const translate = useTranslate();
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data, isPending } = useRepairMessageTemplates();

  const save = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.send(SETTINGS_RESOURCE, { route: REPAIR_MESSAGES_WRITE, body: payload(values) });
      notice.success('app.messages.repairMessagesSaved');
      return undefined;
    } catch (error) {
      notice.error(...refusalNotice(error, t('saveFailed'), false));
      return fieldErrorsOf(error);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="repair-messages-title">
      <CardContent>
        <Typography id="repair-messages-title" component="h2" variant="h6">
          {translate(t('title'))}
        </Typography>
        <Typography color="text.secondary">{translate(t('intro'))}</Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {translate(t('placeholders'), { list: MESSAGE_PLACEHOLDERS.map((name) => `{${name}}`).join(' ') })}
        </Typography>
        {isPending ? (
          <LinearProgress />
        ) : !data ? (
          <Alert severity="error">{translate(t('fetchFailed'))}</Alert>
        ) : (
          <Form record={{ id: 'repair-messages', ...data }} onSubmit={save}>
            <Stack spacing={1}>
              {REPAIR_STATUSES.map((status) => (
                <TemplateInput key={status} status={status} />
              ))}
            </Stack>
            <SaveButton label={t('save')} alwaysEnable={false} />
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
