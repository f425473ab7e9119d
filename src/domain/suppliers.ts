import { defineFields, LIMITS } from './fields';
import { isLanguage, preferredLanguage, type Language } from './languages';
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
  // The language of the purchase orders sent to them (issue 47, `reorder`); none kept reads as English.
  language: { kind: 'language', rules: [preferredLanguage()], maxLength: LIMITS.word, feature: 'reorder' },
});

/** A supplier's documents' language: their own, else English (a supplier is a business, not a walk-in). */
export const supplierLanguage = (supplier: { language?: unknown } | null | undefined): Language => (isLanguage(supplier?.language) ? supplier.language : 'en');

/** Where a search for a supplier looks: the console's search box. */
export const SUPPLIER_SEARCH = ['name', 'phoneNumber', 'whatsappNumber', 'email', 'address'] as const satisfies readonly (keyof typeof supplierFields)[];
