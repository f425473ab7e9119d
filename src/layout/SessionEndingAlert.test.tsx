import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, type TranslationMessages } from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import { dayjs } from '../domain/dayjs';
import { en } from '../i18n/en';
import { si } from '../i18n/si';
import { ta } from '../i18n/ta';
import SessionEndingAlert from './SessionEndingAlert';

/** 16:30 on 12 Mar 2026 in Colombo. */
const END = Date.parse('2026-03-12T11:00:00Z');

// The screen's language sets dayjs's (src/i18n/languageLoading.ts showLocale); the next test reads English.
afterEach(() => {
  dayjs.locale('en');
});

it.each([
  ['en', en, 'Your session ends at 04:30 PM.'],
  ['si', si, 'ඔබගේ සැසිය 04:30 ප.ව.ට අවසන් වේ.'],
  ['ta', ta, 'உங்கள் அமர்வு 04:30 பிற்பகல் மணிக்கு முடிகிறது.'],
])('names the whole time the session ends, with its AM/PM, in %s', (locale, messages, sentence) => {
  dayjs.locale(locale);
  const i18nProvider = polyglotI18nProvider(() => messages as unknown as TranslationMessages, locale);
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <SessionEndingAlert end={END} onDismiss={() => {}} />
    </AdminContext>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(sentence);
});
