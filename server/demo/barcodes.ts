import type { Seeder } from '../seed';

/**
 * The demo shop's barcodes (issue 47), by product name: its own in-store EAN-13 codes (prefix
 * 20, kept for a shop's own use) on the boxed goods, a Code 128 code on the cable sold by the
 * metre, and none on the rest, as a shop labels some stock and not all.
 */
export const DEMO_BARCODES: Readonly<Record<string, string>> = {
  'Dialog TV Remote': '2000001000014',
  'HDMI Cable 1.5m': '2000001000021',
  'HDMI Cable 3m': '2000001000038',
  'Tempered Glass (Samsung A14)': '2000001000120',
  'Tempered Glass (Redmi 12C)': '2000001000137',
  '20W USB-C Charger': '2000001000168',
  'RG6 Coaxial Cable (per metre)': 'RG6-METRE',
};

/** Gives the demo products their barcodes (after the products are stocked). */
export const seedDemoBarcodes: Seeder = async ({ db, report }) => {
  for (const [name, barcode] of Object.entries(DEMO_BARCODES)) {
    await db.updateTable('products').set({ barcode }).where('name', '=', name).execute();
  }
  report.notes.push(`${Object.keys(DEMO_BARCODES).length} barcodes`);
};
