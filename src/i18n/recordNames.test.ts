import { afterEach, describe, expect, it } from 'vitest';
import { dayjs } from '../domain/dayjs';
import { bills } from '../resources/bills';
import { rechargeHistory } from '../resources/recharges/history';
import { createI18nProvider } from './i18nProvider';

/** How buttons and confirmations name a record ('Delete Bill B-000060'), in each language. */
async function translateIn(locale: 'en' | 'si' | 'ta') {
  const i18n = createI18nProvider();
  await i18n.changeLocale(locale);
  return (key: string, options?: object) => i18n.translate(key, options);
}

const bill = { id: 'b1', number: 60 };
const sale = { id: 's1', rechargeType: 'Dialog', soldToName: 'Kasun Perera', soldPrice: 500 };

afterEach(() => {
  dayjs.locale('en');
  document.documentElement.lang = 'en';
});

describe("a bill's and a recharge sale's name, in the screen's language", () => {
  it('reads in English as before', async () => {
    const translate = await translateIn('en');
    expect(bills.recordRepresentation!(bill as never, translate)).toBe('Bill B-000060');
    expect(rechargeHistory.recordRepresentation!(sale as never, translate)).toBe('Dialog sale to Kasun Perera (LKR 500.00)');
  });

  it.each(['si', 'ta'] as const)('reads in %s with no English word left', async (locale) => {
    const translate = await translateIn(locale);
    const billName = bills.recordRepresentation!(bill as never, translate);
    const saleName = rechargeHistory.recordRepresentation!(sale as never, translate);
    expect(billName).toMatch(/B-000060$/);
    expect(saleName).toContain('Kasun Perera');
    expect(saleName).toContain('LKR 500.00');
    // Only the names, the provider, the number and the amount are in Latin letters.
    for (const name of [billName, saleName]) {
      const latin = name.replace(/Kasun Perera|Dialog|B-000060|LKR 500\.00/g, '');
      expect(latin).not.toMatch(/[A-Za-z]/);
    }
  });
});
