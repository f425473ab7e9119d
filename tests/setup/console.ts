import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import * as React from 'react';
import { afterEach } from 'vitest';
import { missingKeys } from '../../src/i18n/missingKeys';
// Before any query: label.control and element.labels without jsdom's quadratic walks.
import './labels';

/**
 * React's development build records a stack trace (an Error) with every element it creates, to
 * name the component that made it in a warning, and stops after 10,000 within a second
 * (`recentlyCreatedOwnerStacks`, reset as a render starts). These tests read no such stacks, so
 * the count is held past the limit: each element skips the trace, which was most of the cost of
 * creating it. A warning's component stack is the poorer for it. Were React to rename the counter,
 * this would only make the tests slower. (The files of a worker share this module: once is enough.)
 */
const internals = (React as unknown as Record<string, object | undefined>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && !Object.getOwnPropertyDescriptor(internals, 'recentlyCreatedOwnerStacks')?.get) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Number.POSITIVE_INFINITY, set: () => undefined });
}

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
