import { Alert, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { BooleanInput, Form, SaveButton, Title, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { AccessDeniedPage } from '../../custom/AccessDeniedPage';
import type { ShopDataProvider } from '../../dataProvider';
import { normalisePhone } from '../../domain/validation';
import { offeredByBackend } from '../../engine/features';
import { DeclaredInput, FormCell, FormGrid } from '../../engine/inputs/DeclaredInput';
import { fieldErrorsOf, refusalNotice, useNotice } from '../../engine/notices';
import { SETTINGS_RESOURCE, useShopSettings } from '../../engine/shop';
import { statusMessagesOffered } from '../repairs/repairMessages';
import { RepairMessagesCard } from './RepairMessagesCard';
import { RenewalSettingsCard } from './RenewalSettingsCard';
import { settingsInputs } from '.';

const t = (key: string) => `resources.settings.${key}`;

const numberOf = (value: unknown) => (value === '' || value == null ? null : Number(value));

/** The status page's two switches, sent only to a backend that has the page. */
const STATUS_PAGE_SWITCHES = ['statusPageEnabled', 'statusPageAsksPhone'] as const;

/**
 * What PUT /settings takes: the texts trimmed (blank: none), the thresholds, the largest discount
 * and the closing hour as numbers, closing by shift on or off; the status page's switches where
 * the backend has the page; whether staff receive goods where the backend keeps goods received.
 */
function payload(values: Record<string, unknown>, withStatusPage: boolean, withReceiving: boolean) {
  const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    shopName: textOf(values.shopName),
    address: textOf(values.address),
    phone: textOf(values.phone) ? normalisePhone(textOf(values.phone)) : '',
    receiptFooter: textOf(values.receiptFooter),
    lowBalanceThreshold: numberOf(values.lowBalanceThreshold),
    lowStockThreshold: numberOf(values.lowStockThreshold),
    maxDiscountPercent: numberOf(values.maxDiscountPercent),
    closingHour: numberOf(values.closingHour),
    closesByShift: values.closesByShift === true,
    ...(withStatusPage && Object.fromEntries(STATUS_PAGE_SWITCHES.map((name) => [name, values[name] === true]))),
    ...(withReceiving && { staffReceiveGoods: values.staffReceiveGoods === true }),
  };
}

/**
 * The shop's settings (product.md §10): one form over `GET /settings` and `PUT /settings`. The
 * owner's only: staff who open the address see the access-denied page and send no request. A
 * refusal the server names by field shows under that field; a saved change reaches every
 * document, message and dashboard card at once (they share the settings' one cached answer).
 * Below, where the backend keeps them, each repair status's WhatsApp message (RepairMessagesCard),
 * and the TV renewals' package length and reminders (RenewalSettingsCard).
 */
export default function SettingsPage() {
  const { canAccess, isPending } = useCanAccess({ resource: SETTINGS_RESOURCE, action: 'edit' });
  if (isPending) return <LinearProgress />;
  if (!canAccess) return <AccessDeniedPage />;
  return <SettingsForm />;
}

function SettingsForm() {
  const translate = useTranslate();
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data, isPending } = useShopSettings();
  const withStatusPage = offeredByBackend({ feature: 'statusPage' });
  // Staff receiving goods without costs (issue 47): a switch only where goods received are kept.
  const withReceiving = offeredByBackend({ feature: 'goodsReceipts' });

  const save = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.send(SETTINGS_RESOURCE, { route: 'PUT /settings', body: payload(values, withStatusPage, withReceiving) });
      notice.success('app.messages.settingsSaved');
      return undefined;
    } catch (error) {
      // Under each field it names (react-admin's submission errors), and in a notice.
      notice.error(...refusalNotice(error, t('saveFailed'), false));
      return fieldErrorsOf(error);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, p: { xs: 1, sm: 2 } }}>
      <Title title={translate(t('title'))} />
      <Typography component="h1" variant="h5">
        {translate(t('title'))}
      </Typography>
      <Typography color="text.secondary">{translate(t('intro'))}</Typography>
      {isPending ? (
        <LinearProgress />
      ) : !data ? (
        <Alert severity="error">{translate(t('fetchFailed'))}</Alert>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Form record={{ id: 'settings', ...data }} onSubmit={save}>
              <FormGrid>
                {settingsInputs.map((input) => (
                  <FormCell key={input.source} input={input}>
                    <DeclaredInput resource={SETTINGS_RESOURCE} input={input} mode="edit" />
                  </FormCell>
                ))}
              </FormGrid>
              {/* This screen's own switch: no other screen edits it, so it is no declared input. */}
              <BooleanInput source="closesByShift" label={t('fields.closesByShift')} helperText={t('closesByShiftHelp')} />
              {withStatusPage && (
                <Stack sx={{ mb: 2 }}>
                  {STATUS_PAGE_SWITCHES.map((name) => (
                    <BooleanInput key={name} source={name} label={t(`fields.${name}`)} helperText={t(`helpers.${name}`)} />
                  ))}
                </Stack>
              )}
              {withReceiving && (
                <BooleanInput source="staffReceiveGoods" label={t('fields.staffReceiveGoods')} helperText={t('helpers.staffReceiveGoods')} sx={{ mb: 2 }} />
              )}
              <SaveButton alwaysEnable={false} />
            </Form>
          </CardContent>
        </Card>
      )}
      {statusMessagesOffered() && <RepairMessagesCard />}
      {offeredByBackend({ feature: 'renewals' }) && <RenewalSettingsCard />}
    </Stack>
  );
}
