import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterEach } from 'vitest';
import { missingKeys } from '../../src/i18n/missingKeys';
// Before any query: label.control and element.labels without jsdom's quadratic walks.
import './labels';

// Whole-app renders (auth check, lazy screens) take longer than the 1 s default on a
// loaded 2-core machine; findBy/waitFor still fail fast when the outcome is wrong.
configure({ asyncUtilTimeout: 10_000, getElementError });

/**
 * A failed query's error, with the page printed only where someone will read it: a plain getBy,
 * or a wait (findBy, waitFor) that gave up, whose timeout asks again. A wait's tries, which
 * fail many times before one passes, skip the print (testing-library marks them so): printing
 * the whole page at each try cost more than the queries.
 */
function getElementError(message: string | null, container: Element) {
  const trying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
  const error = new Error([message, trying ? '' : prettyDOM(container)].filter(Boolean).join('\n\n'));
  error.name = 'TestingLibraryElementError';
  return error;
}

// jsdom has no layout: answer media queries as a 1280 px wide desktop would, so screens
// render their desktop variant (e.g. the top bar shows the user's name, not an icon).
const DESKTOP_WIDTH = 1280;
window.matchMedia = (query: string) => {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const matches = (!min || DESKTOP_WIDTH >= Number(min[1])) && (!max || DESKTOP_WIDTH <= Number(max[1]));
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The console shows a missing key as the key itself: a test that met one fails here.
  const missing = [...missingKeys];
  missingKeys.clear();
  if (missing.length) throw new Error(`Missing translation keys (add them to src/i18n/en/): ${missing.join(', ')}`);
});
