import { Alert, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Form, NumberInput, SaveButton, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { isRenewalDays, RENEWAL_DAYS_MAX, RENEWAL_DAYS_MIN, RENEWAL_MESSAGE_MAX, RENEWAL_PLACEHOLDERS, renewalMessageProblem } from '../../domain/renewals';
import { fieldErrorsOf, refusalNotice, useNotice } from '../../engine/notices';
import { SETTINGS_RESOURCE } from '../../engine/shop';
import { ruleMessage } from '../../i18n/ruleMessages';
import { LOCALES } from '../../i18n/locales';
import { RENEWAL_SETTINGS_WRITE, useRenewalSettings } from '../renewals/renewalSettings';

const t = (key: string) => `resources.renewals.settings.${key}`;

/** The rules the server runs, shown under the field before it is asked. */
const checkDays = (value: unknown) => (isRenewalDays(Number(value)) && value !== null && value !== '' ? undefined : ruleMessage({ key: 'renewalDaysInvalid' }));
const checkMessage = (value: unknown) => {
  const problem = renewalMessageProblem(value);
  return problem && ruleMessage(problem);
};

/** What PUT /settings/renewals takes: the days, and each language's reminder trimmed ('' for the console's own words). */
function payload(values: Record<string, any>) {
  const messages = Object.fromEntries(LOCALES.map(({ locale }) => [locale, typeof values.messages?.[locale] === 'string' ? values.messages[locale].trim() : '']));
  return { renewalDays: Number(values.renewalDays), messages };
}

/**
 * The renewals' settings (issue 49, our server's `renewals`): how many days a DDTV package
 * lasts, and the owner's reminder in English, Sinhala and Tamil, each sent to the customers
 * who prefer that language. Left empty, the console's own words are sent.
 */
export function RenewalSettingsCard() {
  const translate = useTranslate();
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data, isPending } = useRenewalSettings();

  const save = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.send(SETTINGS_RESOURCE, { route: RENEWAL_SETTINGS_WRITE, body: payload(values) });
      notice.success('app.messages.renewalSettingsSaved');
      return undefined;
    } catch (error) {
      notice.error(...refusalNotice(error, t('saveFailed'), false));
      return fieldErrorsOf(error);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="renewal-settings-title">
      <CardContent>
        <Typography id="renewal-settings-title" component="h2" variant="h6">
          {translate(t('title'))}
        </Typography>
        <Typography color="text.secondary">{translate(t('intro'))}</Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {translate(t('placeholders'), { list: RENEWAL_PLACEHOLDERS.map((name) => `{${name}}`).join(' ') })}
        </Typography>
        {isPending ? (
          <LinearProgress />
        ) : !data ? (
          <Alert severity="error">{translate(t('fetchFailed'))}</Alert>
        ) : (
          <Form record={{ id: 'renewal-settings', ...data }} onSubmit={save}>
            <Stack spacing={1}>
              <NumberInput source="renewalDays" label={t('renewalDays')} helperText={t('renewalDaysHelp')} validate={checkDays} min={RENEWAL_DAYS_MIN} max={RENEWAL_DAYS_MAX} step={1} />
              {LOCALES.map(({ locale, name }) => (
                <TextInput
                  key={locale}
                  source={`messages.${locale}`}
                  label={translate(t('message'), { language: name })}
                  helperText={t('messageHelp')}
                  multiline
                  minRows={3}
                  fullWidth
                  validate={checkMessage}
                  slotProps={{ htmlInput: { maxLength: RENEWAL_MESSAGE_MAX } }}
                />
              ))}
            </Stack>
            <SaveButton label={t('save')} alwaysEnable={false} />
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
