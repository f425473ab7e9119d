import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { dismissSignInShell } from './signInShell';

/** The console itself, the last of ./main.tsx's stages (the screen's own code is already asked for). */
// The sign-in outline (index.html) never shows to a browser holding a session: out of the page at once.
if (!document.documentElement.hasAttribute('data-sign-in')) dismissSignInShell();

// A transition: React renders the first screen in slices, yielding to the browser between them,
// rather than in one long task that a phone's CPU would block on (index.html's sign-in outline
// stays up meanwhile).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
