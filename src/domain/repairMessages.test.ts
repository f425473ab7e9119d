import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPAIR_MESSAGES,
  defaultTemplates,
  MESSAGE_PLACEHOLDERS,
  renderRepairMessage,
  REPAIR_MESSAGE_MAX,
  repairMessageProblem,
  statusLinkOf,
  type MessageRepair,
  type MessageShop,
} from './repairMessages';
import { REPAIR_STATUSES } from './repairs';

const ORIGIN = 'https://shop.example.lk';
const shop: MessageShop = { name: 'Perera Communication', address: '12 Main Street, Kandy', phone: '0812234567' };
const repair: MessageRepair = {
  _id: '65f0c0ffee0000000000abcd',
  number: 678,
  customer: { firstName: 'Kasun', lastName: 'Perera' },
  repairProduct: 'Samsung Galaxy A52',
  issues: [{ name: 'Screen Replacement' }, { name: 'Battery Replacement' }],
  finalAmount: 14000,
  due: 9000.5,
  // 11:30 pm on 14 Mar in UTC is already 15 Mar in Colombo.
  expectedReturnDate: '2026-03-14T23:30:00.000Z',
  statusCode: 'k7Qx9mWp2Z',
};

const render = (template: string, record: MessageRepair = repair, shopDetails: MessageShop = shop) => renderRepairMessage(template, record, shopDetails, ORIGIN);

describe('a repair message template filled in (product.md §10)', () => {
  it.each([
    ['{customerName}', 'Kasun Perera'],
    ['{device}', 'Samsung Galaxy A52'],
    ['{jobNumber}', 'R-000678'],
    ['{issues}', 'Screen Replacement, Battery Replacement'],
    ['{finalAmount}', 'LKR 14,000.00'],
    ['{amountDue}', 'LKR 9,000.50'],
    ['{expectedDate}', '15 Mar 2026'],
    ['{statusLink}', 'https://shop.example.lk/status/k7Qx9mWp2Z'],
    ['{shopName}', 'Perera Communication'],
    ['{shopAddress}', '12 Main Street, Kandy'],
    ['{shopPhone}', '0812234567'],
  ])('fills %s', (template, text) => {
    expect(render(`Hello ${template}!`)).toBe(`Hello ${text}!`);
  });

  it('has a case above for every placeholder', () => {
    expect(MESSAGE_PLACEHOLDERS).toHaveLength(11);
  });

  it('falls back where the backend sends less: the id for the number, the final amount as due, "your device"', () => {
    const plain = { ...repair, number: undefined, due: undefined, repairProduct: null, statusCode: undefined };
    expect(render('{jobNumber}|{amountDue}|{device}', plain)).toBe('0000ABCD|LKR 14,000.00|your device');
  });

  it('drops a line whose placeholders all come out empty, so no label dangles', () => {
    const bare = { ...repair, expectedReturnDate: null, statusCode: null };
    const template = 'Dear {customerName},\nExpected by: {expectedDate}\nTrack: {statusLink}\n\nThanks\n{shopName}\n{shopAddress}\nTel: {shopPhone}';
    expect(render(template, bare, { name: 'Silva Mobile', address: '', phone: '' })).toBe('Dear Kasun Perera,\n\nThanks\nSilva Mobile');
  });

  it('keeps a line where some placeholder has a value', () => {
    expect(render('{shopAddress} {shopPhone}', repair, { ...shop, address: '' })).toBe('0812234567');
  });

  it('writes the link from the page origin, without a doubled slash, escaping the code', () => {
    expect(statusLinkOf('https://shop.lk/', 'a b')).toBe('https://shop.lk/status/a%20b');
    expect(statusLinkOf(ORIGIN, '')).toBe('');
    expect(statusLinkOf(ORIGIN, undefined)).toBe('');
  });

  it('links the status page in the message’s language where it is Sinhala or Tamil; an English message’s link stays bare', () => {
    const template = 'Track: {statusLink}';
    expect(renderRepairMessage(template, repair, shop, ORIGIN, { locale: 'si', linkLanguage: 'si' })).toBe('Track: https://shop.example.lk/status/k7Qx9mWp2Z?lang=si');
    expect(renderRepairMessage(template, repair, shop, ORIGIN, { locale: 'ta', linkLanguage: 'ta' })).toBe('Track: https://shop.example.lk/status/k7Qx9mWp2Z?lang=ta');
    expect(renderRepairMessage(template, repair, shop, ORIGIN, { locale: 'en', linkLanguage: 'en' })).toBe('Track: https://shop.example.lk/status/k7Qx9mWp2Z');
    expect(statusLinkOf(ORIGIN, ' a b ', 'ta')).toBe('https://shop.example.lk/status/a%20b?lang=ta');
    // Without a code there is no link, in any language: its line is left out.
    expect(renderRepairMessage(`Hi\n${template}`, { ...repair, statusCode: null }, shop, ORIGIN, { linkLanguage: 'si' })).toBe('Hi');
  });

  it("renders the spec's two messages as the console always sent them", () => {
    const spec = { ...repair, due: undefined, number: 12 };
    expect(render(DEFAULT_REPAIR_MESSAGES['Returned from Company'], spec)).toBe(
      [
        'Dear Kasun Perera,',
        'Good news! Your Samsung Galaxy A52 (repair R-000012) is back from the company and ready for collection.',
        'Repaired: Screen Replacement, Battery Replacement',
        'Amount to pay: LKR 14,000.00',
        'Please bring your job card when you come to collect it.',
        'Perera Communication',
        '12 Main Street, Kandy',
        'Tel: 0812234567',
      ].join('\n'),
    );
    expect(render(DEFAULT_REPAIR_MESSAGES['Customer Collected'], spec, { name: 'TV, Recharge & Repair Shop', address: '', phone: '' })).toBe(
      [
        'Dear Kasun Perera,',
        'Thank you for collecting your Samsung Galaxy A52 (repair R-000012).',
        'Repaired: Screen Replacement, Battery Replacement',
        'Amount paid: LKR 14,000.00',
        'We hope it serves you well. Contact us any time if something is not right.',
        'TV, Recharge & Repair Shop',
      ].join('\n'),
    );
  });

  it('has a default for every status, each one the server accepts', () => {
    const defaults = defaultTemplates();
    expect(Object.keys(defaults)).toEqual(['received', 'inProgress', 'pendingParts', 'sent', 'returned', 'collected']);
    for (const status of REPAIR_STATUSES) {
      expect(DEFAULT_REPAIR_MESSAGES[status].length).toBeGreaterThan(0);
      expect(repairMessageProblem(DEFAULT_REPAIR_MESSAGES[status])).toBeUndefined();
    }
  });
});

describe('a template the owner saves', () => {
  it('may be empty: no message for that status', () => {
    expect(repairMessageProblem('')).toBeUndefined();
  });

  it.each(['{customer}', '{CustomerName}', '{customer name}', '{}'])('is refused with the unknown placeholder %s named', (placeholder) => {
    expect(repairMessageProblem(`Dear {customerName}, ${placeholder} is ready`)).toEqual({ key: 'repairMessageUnknownPlaceholder', values: { placeholder } });
  });

  it('may use a lone brace as text', () => {
    expect(repairMessageProblem('Smile :-} see you {soon')).toBeUndefined();
  });

  it(`is at most ${REPAIR_MESSAGE_MAX} characters`, () => {
    expect(repairMessageProblem('x'.repeat(REPAIR_MESSAGE_MAX))).toBeUndefined();
    expect(repairMessageProblem('x'.repeat(REPAIR_MESSAGE_MAX + 1))).toEqual({ key: 'repairMessageTooLong' });
  });
});
