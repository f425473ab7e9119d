import { describe, expect, it } from 'vitest';
import { barcodeRule, isEan } from '../../src/domain/barcodes';
import { demoDatabase } from '../test/helpers';
import { DEMO_BARCODES } from './barcodes';
import { DEMO_PRODUCTS } from './bills';

describe('the demo barcodes', () => {
  it('are well formed, distinct, on demo products, and the in-store EAN-13 codes check', () => {
    const names = DEMO_PRODUCTS.map(([name]) => name);
    for (const [name, code] of Object.entries(DEMO_BARCODES)) {
      expect(names, name).toContain(name);
      expect(barcodeRule(code), code).toBeUndefined();
      if (/^\d{13}$/.test(code)) expect(isEan(code), code).toBe(true);
    }
    expect(new Set(Object.values(DEMO_BARCODES)).size).toBe(Object.keys(DEMO_BARCODES).length);
  });

  it('are on the seeded demo products, and the rest have none', async () => {
    const { db, report } = await demoDatabase();
    try {
      expect(report.notes).toContain(`${Object.keys(DEMO_BARCODES).length} barcodes`);
      const rows = await db.selectFrom('products').select(['name', 'barcode']).execute();
      expect(Object.fromEntries(rows.filter((row) => row.barcode).map((row) => [row.name, row.barcode]))).toEqual(DEMO_BARCODES);
      expect(rows.filter((row) => !row.barcode).length).toBe(DEMO_PRODUCTS.length - Object.keys(DEMO_BARCODES).length);
    } finally {
      await db.destroy();
    }
  });
});
