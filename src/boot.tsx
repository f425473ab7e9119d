import { startTransition, StrictMode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadScreen } from './screens';
import { dismissSignInShell } from './signInShell';
import { keepStyles } from './keptStyles';

/** The console itself, loaded by ./main.tsx once the page has painted. */
// The screen's code asked for in a task of its own: each of its files is a link added to the
// page, and added during this module's evaluation they made the start-up's longest task longer.
setTimeout(() => preloadScreen(window.location.pathname));
// The sign-in outline (index.html) never shows to a browser holding a session: out of the page at once.
if (!document.documentElement.hasAttribute('data-sign-in')) dismissSignInShell();

// MUI's styles, with those an earlier visit kept (put in the page by ./main.tsx) taken up as
// already written.
const styleCache = createCache({ key: 'css' });
keepStyles(styleCache);

// A transition: React renders the first screen in slices, yielding to the browser between them,
// rather than in one long task that a phone's CPU would block on (index.html's sign-in outline
// stays up meanwhile).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <App />
      </CacheProvider>
    </StrictMode>,
  );
});
