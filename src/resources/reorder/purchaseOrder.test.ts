import { describe, expect, it } from 'vitest';
import type { TranslationMessages } from 'react-admin';
import { createI18nProvider, translatorFor } from '../../i18n/i18nProvider';
// Sinhala's words, and its dates (they load with the language), as when a Sinhala supplier's order is printed.
import { si } from '../../i18n/si';
import { purchaseOrderDocument, purchaseOrderMessage, type PurchaseOrder } from './purchaseOrder';

const english = createI18nProvider().translate;
const sinhala = translatorFor('si', { messages: si as unknown as TranslationMessages });
const shop = { name: 'Perera Communication', address: '12 Main Street, Kandy', phone: '0812234567', footer: '' };
const MADE = new Date('2026-03-13T04:30:00.000Z');
const order: PurchaseOrder = {
  supplier: { _id: 's1', name: 'Lanka Satellite Supplies', phoneNumber: '0112695544', whatsappNumber: '0712695544', language: 'si' },
  lines: [
    { name: 'LNB Single', quantity: 12 },
    { name: 'Satellite Dish 60cm', quantity: 2 },
  ],
};

describe('a purchase order on paper', () => {
  it('names the supplier, each product and its units, and no price', () => {
    expect(purchaseOrderDocument(order, { translate: english }, MADE)).toEqual({
      title: 'Purchase Order',
      number: 'To Lanka Satellite Supplies',
      date: '13 Mar 2026 10:00 AM',
      details: [
        ['Supplier', 'Lanka Satellite Supplies'],
        ['Phone', '0112695544'],
      ],
      table: { headers: ['Item', 'Qty'], rows: [['LNB Single', '12'], ['Satellite Dish 60cm', '2']], numeric: [false, true] },
      totals: [['Products', '2']],
      footer: ['Please supply these items. Thank you.'],
    });
  });

  it('carries the last unit costs only when the order has them (the owner asked)', () => {
    const costed = { ...order, lines: [{ name: 'LNB Single', quantity: 12, unitCost: 1100 }, { name: 'Satellite Dish 60cm', quantity: 2, unitCost: null }] };
    expect(purchaseOrderDocument(costed, { translate: english }, MADE).table).toEqual({
      headers: ['Item', 'Qty', 'Last cost'],
      rows: [['LNB Single', '12', 'LKR 1,100.00'], ['Satellite Dish 60cm', '2', '']],
      numeric: [false, true, true],
    });
    expect(purchaseOrderMessage(costed, english, shop, undefined, MADE)).toContain('• LNB Single × 12 (last LKR 1,100.00)\n• Satellite Dish 60cm × 2\n');
  });

  it('is written in the supplier’s language, dates too', () => {
    const paper = purchaseOrderDocument(order, { translate: sinhala, locale: 'si' }, MADE);
    expect(paper.title).toBe('මිලදී ගැනීමේ ඇණවුම');
    expect(paper.number).toBe('Lanka Satellite Supplies වෙත');
    expect(paper.date).toBe('13 මැදි 2026 10:00 පෙ.ව.');
  });
});

describe('a purchase order by WhatsApp', () => {
  it('greets the supplier, lists each product with its units, asks for the price and day, and signs with the shop', () => {
    expect(purchaseOrderMessage(order, english, shop, undefined, MADE)).toBe(
      [
        'Hello Lanka Satellite Supplies,',
        'Our purchase order of 13 Mar 2026:',
        '• LNB Single × 12',
        '• Satellite Dish 60cm × 2',
        'Please let us know the price and the day you can deliver.',
        'Thank you,\nPerera Communication\n12 Main Street, Kandy\nTel: 0812234567',
      ].join('\n'),
    );
  });

  it('in Sinhala for a Sinhala supplier', () => {
    const message = purchaseOrderMessage(order, sinhala, shop, 'si', MADE);
    const [greeting, intro, first] = message.split('\n');
    expect(greeting).toBe('ආයුබෝවන් Lanka Satellite Supplies,');
    expect(intro).toBe('13 මැදි 2026 දින අපගේ මිලදී ගැනීමේ ඇණවුම:');
    expect(first).toBe('• LNB Single × 12');
    expect(message).not.toContain('LKR');
  });
});
