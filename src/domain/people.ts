import { defineFields, fieldNames, LIMITS, rulesOf } from './fields';
import { preferredLanguage } from './languages';
import { email, localPhone, nic, normalisePhone } from './validation';

/**
 * Customers and agents (product.md §3, §5): one field list each, shared by the console's forms and
 * the server's routes (server/resources/customers.ts, agents.ts). A phone number is required
 * and must be a local one; the spec gives one message for both, since a blank is not a
 * valid local number. Sizes bound what the API accepts at all (far above any real value).
 */
const person = {
  firstName: { kind: 'text', required: 'firstNameRequired', maxLength: LIMITS.name },
  lastName: { kind: 'text', required: 'lastNameRequired', maxLength: LIMITS.name },
  address: { kind: 'text', required: 'addressRequired', maxLength: LIMITS.address },
  email: { kind: 'email', rules: [email('emailInvalid')], maxLength: LIMITS.email },
  // Stored as 0XXXXXXXXX however typed ('+94 77 123 4567'), so one number is one customer.
  phoneNumber: { kind: 'phone', required: 'phoneInvalid', rules: [localPhone()], maxLength: LIMITS.code, normalise: normalisePhone },
  whatsappNumber: { kind: 'phone', required: 'phoneInvalid', rules: [localPhone()], maxLength: LIMITS.code, normalise: normalisePhone },
} as const;

/**
 * The language their receipts, job cards, statements and messages are written in (product.md
 * §10, beyond the spec): optional, and kept only by backends that offer it.
 */
const language = { kind: 'language', rules: [preferredLanguage()], maxLength: LIMITS.word, feature: 'preferredLanguage' } as const;

/** A customer's fields, in form order; the NIC is 9 digits + V/X or 12 digits. */
export const customerFields = defineFields({
  ...person,
  nicNumber: { kind: 'text', required: 'nicInvalid', rules: [nic()], maxLength: LIMITS.code },
  cardNumber: { kind: 'text', required: 'cardNumberRequired', maxLength: LIMITS.code },
  language,
});

/** An agent's: no card number, and the NIC is only required (any format). */
export const agentFields = defineFields({
  ...person,
  nicNumber: { kind: 'text', required: 'nicRequired', maxLength: LIMITS.code },
  language,
});

/** Where a search for a customer or an agent looks: the console's search box and the server's `q`. */
export const CUSTOMER_SEARCH = ['firstName', 'lastName', 'phoneNumber', 'whatsappNumber', 'nicNumber', 'cardNumber', 'email', 'address'] as const satisfies readonly (keyof typeof customerFields)[];
export const AGENT_SEARCH = ['firstName', 'lastName', 'phoneNumber', 'whatsappNumber', 'nicNumber', 'email', 'address'] as const satisfies readonly (keyof typeof agentFields)[];

export const customerRules = rulesOf(customerFields);
export const agentRules = rulesOf(agentFields);

/** The fields a customer record carries (product.md §3), in form order. */
export const CUSTOMER_FIELDS = fieldNames(customerFields);
export const AGENT_FIELDS = fieldNames(agentFields);
