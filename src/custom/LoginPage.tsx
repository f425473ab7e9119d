import StoreIcon from '@mui/icons-material/Storefront';
import { Alert, AlertTitle, Avatar, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Form, PasswordInput, SaveButton, TextInput, useAuthState, useLogin, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { loginRules } from '../domain/auth';
import { useNotice } from '../engine/notices';
import { toValidators } from '../engine/inputs/ruleValidators';
import { LanguageChoice } from '../layout/LanguageChoice';
import { dismissSignInShell, typedBeforeConsole } from '../signInShell';

/** The form's first reset keeps what was typed into index.html's form (TakeOverTyped). */
const KEEP_TYPED = { keepDirtyValues: true };

interface Credentials {
  email: string;
  password: string;
}

/**
 * Sign-in (product.md §5, §8): the four validation messages under the fields; on failure the
 * reason in an alert and in a notice titled "Login Failed"; on success a welcome notice
 * and /dashboard (the authProvider's redirect).
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notice = useNotice();
  const { isPending: sessionLoading, authenticated } = useAuthState(undefined, false);
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  if (sessionLoading) {
    return (
      <Centered>
        <CircularProgress aria-label={translate('app.login.loadingSession')} />
      </Centered>
    );
  }
  if (authenticated) return <Navigate to="/dashboard" replace />;

  // Where index.html's form was shown, the person may be typing in it as this one takes over:
  // TakeOverTyped puts them back in their field, and no field takes the focus on its own.
  const outlineShown = document.getElementById('sign-in-shell') !== null;

  const submit = async (values: Record<string, unknown>) => {
    const { email, password } = values as unknown as Credentials;
    setSubmitting(true);
    setFailure(undefined);
    try {
      await login({ email: email.trim(), password });
      notice.success('app.login.welcome', { portal: translate('app.title') }, 'app.login.successTitle');
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : translate('app.messages.unexpectedError');
      setFailure(message);
      notice.error(message, 'app.login.failedTitle');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Centered>
      <Card sx={{ width: 380, maxWidth: '92vw' }}>
        <CardContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }}>
              <StoreIcon />
            </Avatar>
            <Typography variant="h5" component="h1">
              {translate('app.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.login.subtitle')}
            </Typography>
          </Box>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              <AlertTitle>{translate('app.login.failedTitle')}</AlertTitle>
              {translate(failure, { _: failure })}
            </Alert>
          )}
          <Form onSubmit={submit} mode="onSubmit" reValidateMode="onChange" resetOptions={KEEP_TYPED}>
            <TextInput
              source="email"
              label="app.login.email"
              // No type="email": the browser's own check would hide the spec's message.
              inputMode="email"
              autoComplete="username"
              fullWidth
              autoFocus={!outlineShown}
              validate={toValidators(loginRules.email)}
            />
            <PasswordInput
              source="password"
              label="app.login.password"
              autoComplete="current-password"
              fullWidth
              validate={toValidators(loginRules.password)}
            />
            <SaveButton
              label="app.login.submit"
              icon={submitting ? <CircularProgress size={18} color="inherit" /> : <></>}
              fullWidth
              alwaysEnable={!submitting}
              disabled={submitting}
            />
            {/* index.html's form stays up while the session is checked, then hands over to this one. */}
            <TakeOverTyped />
          </Form>
          {/* The language is chosen before signing in too; the top bar offers it afterwards. */}
          <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}>
            <LanguageChoice />
          </Box>
        </CardContent>
      </Card>
    </Centered>
  );
}

/** What was typed into index.html's form (and a press of its Login) carried into this form as it replaces it. */
function TakeOverTyped() {
  const { setValue } = useFormContext();
  const anchor = useRef<HTMLSpanElement>(null);
  const [submitted, setSubmitted] = useState(false);
  // Before the browser paints: no keystroke falls between reading the old form and removing it.
  useLayoutEffect(() => {
    const typed = typedBeforeConsole();
    dismissSignInShell();
    if (!typed) return;
    // Typed values count as changed, so the form's own first reset (to no values) keeps them.
    setValue('email', typed.email, { shouldDirty: true });
    setValue('password', typed.password, { shouldDirty: true });
    if (typed.submitted) {
      setSubmitted(true);
      return;
    }
    // The input itself, found in this form by its name: the form's own focus (setFocus) does not
    // reach it yet, and the old field, just removed, took the focus with it. Keys typed next land
    // where the person was typing.
    const form = anchor.current?.closest('form');
    (form?.elements.namedItem(typed.focused ?? 'email') as HTMLInputElement | null)?.focus();
  }, [setValue]);
  // Login was pressed: this form's own submit, once its values are in (its checks, then the sign-in).
  useEffect(() => {
    if (submitted) anchor.current?.closest('form')?.requestSubmit();
  }, [submitted]);
  return <span ref={anchor} hidden />;
}

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
      }}
    >
      {children}
    </Box>
  );
}
