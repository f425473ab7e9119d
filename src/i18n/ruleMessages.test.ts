import { afterEach, describe, expect, it } from 'vitest';
import { dayjs } from '../domain/dayjs';
import { fillMessage, MESSAGES } from '../domain/messages';
import { fieldErrorsOf, refusalNotice } from '../engine/notices';
import { createHttpClient } from '../http';
import { createI18nProvider } from './i18nProvider';
import { missingKeys } from './missingKeys';
import { hearServerMessages, ruleMessage } from './ruleMessages';
import { si } from './si';
import { ta } from './ta';

/** A client whose every call is answered `status` with `body`, as our server or the shop's own would. */
const answering = (status: number, body: unknown) =>
  createHttpClient({ baseUrl: '/api', getToken: () => null, fetch: async () => new Response(JSON.stringify(body), { status }) });

async function refusalOf(status: number, body: unknown): Promise<unknown> {
  try {
    await answering(status, body).request('POST', '/bills', { body: {} });
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

async function providerIn(locale: 'si' | 'ta') {
  const provider = createI18nProvider();
  await provider.changeLocale(locale);
  return provider;
}

afterEach(() => {
  missingKeys.clear();
  dayjs.locale('en');
  document.documentElement.lang = 'en';
});

describe.each([
  ['si', si],
  ['ta', ta],
] as const)("a server's refusal in %s", (locale, catalogue) => {
  it('with a key: its notice reads in the language, with the values the server put in', async () => {
    const sent = { message: 'Insufficient stock for HDMI Cable: available 2, requested 5', key: 'insufficientStock', values: { name: 'HDMI Cable', available: '2', requested: '5' } };
    const [message] = refusalNotice(await refusalOf(409, sent), 'resources.bills.notifications.createFailed', false);
    const { translate } = await providerIn(locale);
    const shown = translate(message, { _: message });
    expect(shown).toBe(fillMessage(catalogue.app.messages.insufficientStock, sent.values));
    expect(shown).toContain('HDMI Cable');
    expect(shown).not.toBe(sent.message);
  });

  it("with keys by field: each field's message reads in the language", async () => {
    const sent = {
      message: 'Please enter the shop name',
      key: 'shopNameRequired',
      errors: { shopName: 'Please enter the shop name', closingHour: 'Closing hour must be a whole hour from 0 to 23' },
      errorKeys: { shopName: { key: 'shopNameRequired' }, closingHour: { key: 'closingHourInvalid' } },
    };
    const errors = fieldErrorsOf(await refusalOf(400, sent))!;
    const { translate } = await providerIn(locale);
    expect(translate(errors.closingHour!, { _: errors.closingHour })).toBe(catalogue.app.messages.closingHourInvalid);
  });

  it('without a key (the shop’s own backend): shows the text as sent, even one worded as a rule message is', async () => {
    const sent = { message: MESSAGES.quantityAboveStock.replace('{available}', '7') };
    const [message] = refusalNotice(await refusalOf(409, sent), 'resources.bills.notifications.createFailed', false);
    const { translate } = await providerIn(locale);
    expect(translate(message, { _: message })).toBe('Only 7 in stock');
  });

  it('with a key this console does not know: shows the text as sent', async () => {
    hearServerMessages({ message: 'A rule of a newer server', key: 'ruleOfANewerServer' });
    const { translate } = await providerIn(locale);
    expect(translate('A rule of a newer server', { _: 'A rule of a newer server' })).toBe('A rule of a newer server');
  });

  it("fills a rule message's values, as a validator or a notice gives them", async () => {
    const { translate } = await providerIn(locale);
    const said = ruleMessage({ key: 'quantityAboveStock', values: { available: '3' } }) as { message: string; args: object };
    expect(translate(said.message, { _: said.message, ...said.args })).toBe(catalogue.app.messages.quantityAboveStock.replace('{available}', '3'));
    expect([...missingKeys]).toEqual([]);
  });
});

describe('in English', () => {
  it("shows the server's text as it sent it, key or not", async () => {
    const sent = { message: 'Only 4 in stock', key: 'quantityAboveStock', values: { available: '4' } };
    const [message] = refusalNotice(await refusalOf(409, sent), 'resources.bills.notifications.createFailed', false);
    expect(createI18nProvider().translate(message, { _: message })).toBe('Only 4 in stock');
  });

  it('fills a rule message named by its key', () => {
    expect(createI18nProvider().translate('app.messages.stockRefilled', { quantity: 12 })).toBe('Stock refilled successfully. New quantity: 12');
  });
});
