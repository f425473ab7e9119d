import { supplierNameKey } from '../../src/domain/suppliers';
import { creationStamps } from '../db/ids';
import type { Seeder } from '../seed';
import { demoAuthors, demoInstant } from './clock';

/**
 * Whom the demo shop buys from: a phone distributor, a TV equipment dealer, an accessories wholesaler and a parts shop;
 * the dealer takes its purchase orders in Sinhala, the parts shop in Tamil, the wholesaler keeps none (English).
 */
export const DEMO_SUPPLIERS = [
  { name: 'Ceylon Mobile Distributors', phoneNumber: '0112437810', whatsappNumber: '0771234560', email: 'orders@ceylonmobile.lk', address: '45 Main Street, Pettah, Colombo 11', notes: 'Phones and Dialog SIMs; delivers on Mondays', language: 'en' },
  { name: 'Lanka Satellite Supplies', phoneNumber: '0112695544', whatsappNumber: '0712695544', email: null, address: '18 Galle Road, Wellawatte, Colombo 6', notes: 'DDTV dishes, receivers and cables', language: 'si' },
  { name: 'Pettah Accessories Wholesale', phoneNumber: '0112332190', whatsappNumber: null, email: 'sales@pettahaccessories.lk', address: '3rd Cross Street, Colombo 11', notes: null, language: null },
  { name: 'Unity Plaza Spare Parts', phoneNumber: '0112589034', whatsappNumber: '0765890341', email: null, address: 'Unity Plaza, Galle Road, Colombo 4', notes: 'Screens and batteries for repairs', language: 'ta' },
] as const;

/** The demo suppliers, added by the owner forty days ago, oldest first. */
export const seedDemoSuppliers: Seeder = async ({ db, report }) => {
  const { owner } = demoAuthors(report);
  const today = new Date();
  for (const [index, supplier] of DEMO_SUPPLIERS.entries()) {
    await db
      .insertInto('suppliers')
      .values({ ...supplier, nameKey: supplierNameKey(supplier.name), ...creationStamps(owner, demoInstant(today, 40, 60 + index)) })
      .execute();
  }
  report.notes.push(`${DEMO_SUPPLIERS.length} suppliers`);
};
