import { supplierFields, supplierNameKey } from '../../src/domain/suppliers';
import { plainResource } from '../crud/declaration';
import { createPlainTable } from '../crud/table';
import { owedBySupplier } from '../db/supplierAccounts';

/**
 * Suppliers (beyond the spec): whom the shop buys stock from. Everyone lists and adds, the owner
 * edits and deletes. Names are unique ignoring case and repeated spaces (the `nameKey` column's
 * unique index, so two racing creates give one 409). The owner's list carries what the shop
 * owes each (`owed`, issue 47: a cost figure, so staff's carries none). A supplier with goods
 * received notes is kept: deleting them would take their notes' supplier, their statement and
 * what the shop owes them off every screen.
 */
export const suppliers = plainResource({
  resource: 'suppliers',
  table: 'suppliers',
  fields: supplierFields,
  unique: { field: 'name', taken: 'supplierTaken', key: { column: 'nameKey', of: supplierNameKey } },
  blocksDelete: async (db, id) => {
    const note = await db.selectFrom('goods_receipts').select('id').where('supplierId', '=', id).limit(1).executeTakeFirst();
    return note ? { key: 'supplierHasNotes' } : undefined;
  },
  messages: { notFound: 'supplierNotFound', deleted: 'supplierDeleted' },
  computed: { access: 'cost', money: ['owed'], read: owedBySupplier },
  example: { name: 'Ceylon Mobile Traders', phoneNumber: '0112345678', address: '12 Main Street, Colombo 11' },
  migrations: {
    // Frozen once released: a later change is another entry.
    '0043_suppliers': {
      up: (db) =>
        createPlainTable(db, 'suppliers', (table) =>
          table
            .addColumn('name', 'text', (column) => column.notNull())
            .addColumn('nameKey', 'text', (column) => column.notNull().unique())
            .addColumn('phoneNumber', 'text')
            .addColumn('whatsappNumber', 'text')
            .addColumn('email', 'text')
            .addColumn('address', 'text')
            .addColumn('notes', 'text'),
        ),
      down: (db) => db.schema.dropTable('suppliers').execute(),
    },
  },
});
