import { create } from 'qrcode';
import { statusPageOrigin } from '../../config';
import { shortStatusLink, statusPageLink } from '../../domain/statusPage';
import type { PrintContext, PrintDocument } from '../../engine/dialogs/PrintedDocument';

/** A QR code as an SVG image (a data URL the printed page shows at any size, sharp on a thermal printer). */
export function qrCodeImage(text: string): string {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  // Two modules of white around it; the paper's own margin makes the rest of the quiet zone.
  const margin = 2;
  const side = modules.size + margin * 2;
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.data[row * modules.size + column]) path += `M${column + margin} ${row + margin}h1v1h-1z`;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * What a job card adds for the repair's status page (product.md §10): its short link and the
 * link as a QR code, when the backend gave the repair a code (our server, while the owner has
 * the page on); nothing otherwise. The link is on the server's address (../../config.ts) and,
 * on a card in Sinhala or Tamil (the customer's language), opens the page in it.
 */
export function statusLinkOnCard(
  repair: { statusCode?: string | null },
  { translate, locale }: Pick<PrintContext, 'translate' | 'locale'>,
  origin: string = statusPageOrigin(),
): Pick<PrintDocument, 'image'> {
  if (!repair.statusCode) return {};
  const link = statusPageLink(origin, repair.statusCode, locale);
  return {
    image: {
      src: qrCodeImage(link),
      alt: translate('app.statusPage.jobCard.qrAlt'),
      caption: translate('app.statusPage.jobCard.caption', { link: shortStatusLink(link) }),
    },
  };
}
