import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../src/domain/fields';
import { supplierFields } from '../../src/domain/suppliers';
import { validateRecord } from '../../src/domain/validation';
import { call, demoDatabase, loginAs, buildTestApp } from '../test/helpers';
import { DEMO_SUPPLIERS } from './suppliers';

describe('the demo suppliers', () => {
  it('pass the form’s own rules, with distinct names', () => {
    for (const supplier of DEMO_SUPPLIERS) expect(validateRecord(rulesOf(supplierFields), supplier), supplier.name).toEqual({});
    expect(new Set(DEMO_SUPPLIERS.map((supplier) => supplier.name.toLowerCase())).size).toBe(DEMO_SUPPLIERS.length);
  });

  it('are seeded with the demo shop, the newest first in the list, added by the owner', async () => {
    const { db, report } = await demoDatabase();
    await db.destroy();
    expect(report.notes).toContain(`${DEMO_SUPPLIERS.length} suppliers`);
    const app = await buildTestApp();
    try {
      const listed = (await call(app, 'GET', '/api/suppliers', { token: await loginAs(app, 'owner') })).json();
      expect(listed.map((supplier: { name: string }) => supplier.name)).toEqual(DEMO_SUPPLIERS.map((supplier) => supplier.name).reverse());
      expect(new Set(listed.map((supplier: { createdByName: string }) => supplier.createdByName))).toEqual(new Set(['Owner Demo']));
    } finally {
      await app.close();
    }
  });
});
