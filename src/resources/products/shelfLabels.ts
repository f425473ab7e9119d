import { symbologyOf, type Symbology } from '../../domain/barcodes';
import { formatMoney } from '../../domain/labels';
import type { PaperSize } from '../../engine/dialogs/PrintedDocument';
import type { Product } from '.';

/** One shelf label: what the shelf shows of a product. */
export interface ShelfLabel {
  name: string;
  price: string;
  barcode: string;
  symbology: Symbology;
}

/** The most labels of one product printed at once: a few sheets' worth. */
export const MAX_COPIES = 100;

/**
 * The labels of `products`, `copies` of each, in the order given; a product without a barcode
 * has none and is named in `missing`, so the dialog can say why it is not there.
 */
export function shelfLabels(products: readonly Product[], copies: number): { labels: ShelfLabel[]; missing: string[] } {
  const each = Math.min(MAX_COPIES, Math.max(1, Math.floor(copies) || 1));
  const labels: ShelfLabel[] = [];
  const missing: string[] = [];
  for (const product of products) {
    if (!product.barcode) {
      missing.push(product.name);
      continue;
    }
    const label = { name: product.name, price: formatMoney(product.sellingPrice), barcode: product.barcode, symbology: symbologyOf(product.barcode) };
    for (let copy = 0; copy < each; copy++) labels.push(label);
  }
  return { labels, missing };
}

/**
 * The two papers of shelf labels: an A4 sheet of 24 labels (3 × 8 of 63.5 × 33.9 mm, the common
 * stock sheet), or a label a piece down an 80 mm roll. While printing only the labels show.
 */
export const LABEL_PAPER = {
  a4: { page: 'size: A4; margin: 12.9mm 6.4mm;', width: '63.5mm', height: '33.9mm', columns: 3, gap: '2.5mm' },
  roll: { page: 'size: 80mm auto; margin: 3mm;', width: '74mm', height: '32mm', columns: 1, gap: '0' },
} as const satisfies Record<PaperSize, unknown>;

export function labelPrintStyles(paper: PaperSize): string {
  return `
@media screen { .shop-print-root { display: none; } }
@media print {
  @page { ${LABEL_PAPER[paper].page} }
  body > *:not(.shop-print-root) { display: none !important; }
  .shop-print-root { display: block; color: #000; background: #fff; }
}`;
}

/**
 * Each code drawn as SVG by bwip-js (a maintained barcode library: bars to the symbology's
 * standard, the digits beneath), loaded with the first labels drawn and not before.
 */
export async function drawBarcodes(labels: readonly ShelfLabel[]): Promise<Map<string, string>> {
  const { toSVG } = await import('bwip-js/browser');
  const drawn = new Map<string, string>();
  for (const { barcode, symbology } of labels) {
    if (drawn.has(barcode)) continue;
    drawn.set(barcode, toSVG({ bcid: symbology, text: barcode, height: 10, includetext: true, textxalign: 'center', textsize: 9 }));
  }
  return drawn;
}
