import { Alert, AlertTitle } from '@mui/material';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useCloseNotification, useNotify, useTranslate } from 'react-admin';

/** product.md §9: notifications stay 4.5 seconds. */
export const NOTICE_DURATION_MS = 4500;

/** How to close the error notice on screen, while one is: react-admin shows one notice at a time. */
let closeShownError: (() => void) | undefined;

/** An error notice's content: it lets the screen close it once what it refused is put right. */
function ClosableError({ children }: { children: ReactNode }) {
  const close = useCloseNotification();
  useEffect(() => {
    closeShownError = close;
    return () => {
      if (closeShownError === close) closeShownError = undefined;
    };
  }, [close]);
  return children;
}

/**
 * Closes the error notice on screen, if any: a refusal's notice leaves once the user changes
 * what was refused or saves successfully, rather than staying over the page for its 4.5 seconds.
 */
export function closeErrorNotice(): void {
  closeShownError?.();
}

/**
 * Notices in the spec's shape: a success line, or an error titled "Error" (or another
 * title, e.g. "Login Failed") above the message. Texts are i18n keys or plain text.
 */
export function useNotice() {
  const notify = useNotify();
  const translate = useTranslate();
  const text = useCallback(
    (message: string, args?: Record<string, unknown>) => translate(message, { _: message, ...args }),
    [translate],
  );

  const success = useCallback(
    (message: string, args?: Record<string, unknown>, title?: string) =>
      notify(
        <Alert severity="success" variant="filled" role="status">
          {title && <AlertTitle>{text(title)}</AlertTitle>}
          {text(message, args)}
        </Alert>,
        { type: 'success', autoHideDuration: NOTICE_DURATION_MS },
      ),
    [notify, text],
  );

  const error = useCallback(
    (message: string, title = 'app.notice.errorTitle') =>
      notify(
        <ClosableError>
          <Alert severity="error" variant="filled" role="alert">
            <AlertTitle>{text(title)}</AlertTitle>
            {text(message)}
          </Alert>
        </ClosableError>,
        { type: 'error', autoHideDuration: NOTICE_DURATION_MS },
      ),
    [notify, text],
  );

  const warning = useCallback(
    (message: string) =>
      notify(
        <Alert severity="warning" variant="filled" role="status">
          {text(message)}
        </Alert>,
        { type: 'warning', autoHideDuration: NOTICE_DURATION_MS },
      ),
    [notify, text],
  );

  return { success, error, warning };
}

/** The server's `{message}` carried on an HttpError, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  return typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
}

/** The key our server sends beside its message (src/domain/messages.ts), if it sent one. */
export function serverMessageKey(error: unknown): string | undefined {
  const key = (error as { body?: { key?: unknown } } | null)?.body?.key;
  return typeof key === 'string' ? key : undefined;
}

/**
 * The error notice for a refused write, as `[message, title]` for `notice.error`. With the
 * server's reason: under the title 'Error', or, for product.md §8's "fallback only" failures, under
 * the fallback as title ('Failed to delete customer' / 'This customer has repairs…'), so the
 * spec's wording stays and the user still learns why (4xx only: a 500's text is no reason).
 * Without one: the fallback alone.
 */
export function refusalNotice(error: unknown, fallback: string, fallbackOnly: boolean): [string, string] {
  const status = (error as { status?: unknown } | null)?.status;
  // A business refusal (4xx) explains itself; a server fault's text means nothing to the shop.
  const reason = fallbackOnly && !(typeof status === 'number' && status >= 400 && status < 500) ? undefined : serverMessage(error);
  if (!reason) return [fallback, 'app.notice.errorTitle'];
  if (fallbackOnly) return [reason, fallback];
  // A role refused (403) reads as product.md §6's refusals do: "You don't have permission to
  // update expenses" under 'Access Denied'.
  return [reason, status === 403 ? 'app.accessDenied.noticeTitle' : 'app.notice.errorTitle'];
}

/**
 * The fields a refusal names (our server's `{message, errors: {field: message}}`), for a form's
 * submit handler to return: react-admin's Form then shows each message under its field. None
 * (undefined) when the backend named no field, as the shop's own backend never does.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  return errors && typeof errors === 'object' && Object.keys(errors).length ? (errors as Record<string, string>) : undefined;
}
