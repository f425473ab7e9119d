import { Button, DialogActions, Stack, Typography } from '@mui/material';
import { Form, PasswordInput, SaveButton, useTranslate } from 'react-admin';
import { passwordChangeFormRules } from '../domain/auth';
import type { MessageKey } from '../domain/messages';
import { useHttp } from '../engine/HttpContext';
import { toValidators } from '../engine/inputs/ruleValidators';
import { serverMessage, serverMessageKey, useNotice } from '../engine/notices';
import { messageKey } from '../i18n/ruleMessages';
import { saveSession, type SessionUser } from '../session';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** The server's refusals that belong under one field, by the key it sends beside the message. */
const REFUSALS: readonly (readonly [MessageKey, (typeof FIELDS)[number]])[] = [
  ['currentPasswordWrong', 'currentPassword'],
  ['currentPasswordRequired', 'currentPassword'],
  ['newPasswordRequired', 'newPassword'],
  ['staffPasswordMin', 'newPassword'],
  ['newPasswordSame', 'newPassword'],
];

interface Props {
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Change your own password, inside the Profile dialog: current password, new one
 * twice. The server ends every other session of this person and answers a fresh token for
 * this one, which replaces the stored token. A refusal shows its message under the field
 * it is about (a wrong current password under Current Password).
 */
export function ChangePasswordForm({ onDone, onCancel }: Props) {
  const translate = useTranslate();
  const http = useHttp();
  const notice = useNotice();

  const submit = async (values: Record<string, unknown>) => {
    try {
      const answer = await http.request<{ token?: string; user?: SessionUser }>('PUT', '/auth/password', {
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      if (answer?.token) saveSession(answer.token, answer.user ?? null);
      notice.success('app.messages.passwordChanged');
      onDone();
      return undefined;
    } catch (error) {
      const refused = REFUSALS.find(([key]) => key === serverMessageKey(error));
      if (refused) return { [refused[1]]: messageKey(refused[0]) };
      notice.error(serverMessage(error) ?? 'app.passwordChange.failed');
      return undefined;
    }
  };

  return (
    <Form onSubmit={submit} record={{}} noValidate>
      <Stack sx={{ px: 3, pt: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {translate('app.passwordChange.title')}
        </Typography>
        {FIELDS.map((field) => (
          <PasswordInput
            key={field}
            source={field}
            label={`app.passwordChange.${field}`}
            validate={toValidators(passwordChangeFormRules[field])}
            autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
            fullWidth
          />
        ))}
      </Stack>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.form.cancel')}</Button>
        <SaveButton label="app.passwordChange.submit" alwaysEnable icon={<></>} />
      </DialogActions>
    </Form>
  );
}
