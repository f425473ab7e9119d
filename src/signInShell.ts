/**
 * index.html's sign-in form, drawn before the console's code (scripts/signInShell.ts,
 * public/sign-in-shell.js), and its handing over to the console's own.
 */

/** What was typed into the shown form before the console arrived, and whether Login was pressed. */
export interface TypedBeforeConsole {
  email: string;
  password: string;
  submitted: boolean;
  /** The field the person is in, if any. */
  focused?: 'email' | 'password';
}

export function typedBeforeConsole(): TypedBeforeConsole | undefined {
  const locale = document.documentElement.getAttribute('data-sign-in');
  const form = locale ? document.querySelector<HTMLFormElement>(`#sign-in-shell form[lang="${locale}"]`) : null;
  if (!form) return undefined;
  const field = (name: 'email' | 'password') => form.elements.namedItem(name) as HTMLInputElement | null;
  const focused = (['email', 'password'] as const).find((name) => field(name) !== null && document.activeElement === field(name));
  return { email: field('email')?.value ?? '', password: field('password')?.value ?? '', submitted: form.hasAttribute('data-submitted'), focused };
}

/** Takes index.html's form away: once the real sign-in form is up, or any page that is not it. */
export function dismissSignInShell(): void {
  document.getElementById('sign-in-shell')?.remove();
  document.documentElement.removeAttribute('data-sign-in');
}
