import { render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { buildCustomer } from '../../../tests/support/builders';
import { buildIssue, buildRepair } from '../../../tests/support/repairBuilders';
import { PrintedDocument } from '../../engine/dialogs/PrintedDocument';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { jobCard } from './repairDocuments';
import { qrCodeImage, statusLinkOnCard } from './statusLink';
import type { Repair } from '.';

const i18n = createI18nProvider();
const CODE = '28t5cy4tqkff';
const repair = (extra: Partial<Repair> = {}) => ({ ...buildRepair(buildCustomer(), [buildIssue({ name: 'Screen Replacement', customerPrice: 9500 })]), ...extra }) as unknown as Repair;

/** The dark modules of an SVG QR code drawn as `M{x} {y}h1v1h-1z`, as "x,y". */
function darkModules(dataUrl: string): { side: number; dark: Set<string> } {
  const svg = decodeURIComponent(dataUrl.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  return { side, dark: new Set([...svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((match) => `${match[1]},${match[2]}`)) };
}

describe('the status link on the job card (product.md §10)', () => {
  it('prints the short link and its QR code when the repair has a status code', () => {
    const card = jobCard(repair({ statusCode: CODE }), { translate: i18n.translate });
    const host = window.location.host;
    expect(card.image?.caption).toBe(`Follow your repair: ${host}/status/${CODE}`);

    render(
      <I18nContextProvider value={i18n}>
        <PrintedDocument document={card} paper="roll" />
      </I18nContextProvider>,
    );
    expect(screen.getByRole('img', { name: 'QR code of the repair’s status page' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByText(`Follow your repair: ${host}/status/${CODE}`)).toBeInTheDocument();
  });

  it('prints nothing of it for a repair without a code (the shop’s own backend, or the page turned off)', () => {
    expect(jobCard(repair(), { translate: i18n.translate }).image).toBeUndefined();
    expect(statusLinkOnCard({ statusCode: null }, { translate: i18n.translate, locale: 'si' }, 'https://shop.example')).toEqual({});
  });

  it.each(['si', 'ta'])('on a card in %s, links (and codes) the page in that language; an English card’s link stays bare', (locale) => {
    const card = statusLinkOnCard({ statusCode: CODE }, { translate: i18n.translate, locale }, 'https://shop.example');
    expect(card.image?.caption).toBe(`Follow your repair: shop.example/status/${CODE}?lang=${locale}`);
    expect(card.image?.src).toBe(qrCodeImage(`https://shop.example/status/${CODE}?lang=${locale}`));
    const english = statusLinkOnCard({ statusCode: CODE }, { translate: i18n.translate, locale: 'en' }, 'https://shop.example');
    expect(english.image?.src).toBe(qrCodeImage(`https://shop.example/status/${CODE}`));
    // The job card passes its own language (the customer's) to it.
    expect(jobCard(repair({ statusCode: CODE }), { translate: i18n.translate, locale }).image?.caption).toBe(`Follow your repair: ${window.location.host}/status/${CODE}?lang=${locale}`);
  });

  it('draws a whole QR symbol: a version’s size, with its three finder patterns', () => {
    const { side, dark } = darkModules(qrCodeImage(`https://shop.example/status/${CODE}`));
    const size = side - 4;
    expect((size - 17) % 4).toBe(0);
    // Each finder: a dark 7×7 ring around a light ring around a dark 3×3 centre (two modules of margin).
    for (const [x, y] of [[2, 2], [2 + size - 7, 2], [2, 2 + size - 7]]) {
      expect(dark.has(`${x},${y}`) && dark.has(`${x + 6},${y + 6}`) && dark.has(`${x + 3},${y + 3}`)).toBe(true);
      expect(dark.has(`${x + 1},${y + 1}`) || dark.has(`${x + 5},${y + 5}`)).toBe(false);
    }
    expect(dark.has('0,0')).toBe(false);
  });
});
