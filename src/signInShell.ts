/**
 * Takes away the sign-in page's outline that index.html draws before the console's code
 * (scripts/signInShell.ts): once the real sign-in form is up, or any page that is not it.
 */
export function dismissSignInShell(): void {
  document.getElementById('sign-in-shell')?.remove();
  document.documentElement.removeAttribute('data-sign-in');
}
