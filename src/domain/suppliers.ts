import { defineFields, LIMITS } from './fields';
import { email, lengthBetween, localPhone, normalisePhone } from './validation';

/** A supplier's name as shown: trimmed, repeated spaces collapsed. */
export const normaliseSupplierName = (name: string): string => name.trim().replace(/ {2,}/g, ' ');

/** The key a supplier's name is unique by: 'Ceylon  Traders' and 'ceylon traders' are one supplier. */
export const supplierNameKey = (name: string): string => normaliseSupplierName(name).toLowerCase();

/** Whom the shop buys its stock from (beyond the spec): one field list for the form and the server. */
export const supplierFields = defineFields({
  name: { kind: 'text', required: 'supplierNameRequired', rules: [lengthBetween(2, 80, 'supplierNameLength')], normalise: normaliseSupplierName },
  phoneNumber: { kind: 'phone', rules: [localPhone()], maxLength: LIMITS.code, normalise: normalisePhone },
  whatsappNumber: { kind: 'phone', rules: [localPhone()], maxLength: LIMITS.code, normalise: normalisePhone },
  email: { kind: 'email', rules: [email('emailInvalid')], maxLength: LIMITS.email },
  address: { kind: 'text', maxLength: LIMITS.address },
  notes: { kind: 'textarea', maxLength: 1000 },
});

/** Where a search for a supplier looks: the console's search box. */
export const SUPPLIER_SEARCH = ['name', 'phoneNumber', 'whatsappNumber', 'email', 'address'] as const satisfies readonly (keyof typeof supplierFields)[];
