import type { RuleSet } from './validation';
import { email, localPhone, nic, required } from './validation';

/**
 * Customer and agent rules (spec §5). A phone number is required and must be a local
 * one; the spec gives one message for both, since a blank is not a valid local number.
 */
const person: RuleSet = {
  firstName: [required('firstNameRequired')],
  lastName: [required('lastNameRequired')],
  address: [required('addressRequired')],
  email: [email('emailInvalid')],
  phoneNumber: [required('phoneInvalid'), localPhone()],
  whatsappNumber: [required('phoneInvalid'), localPhone()],
};

export const customerRules: RuleSet = {
  ...person,
  nicNumber: [required('nicInvalid'), nic()],
  cardNumber: [required('cardNumberRequired')],
};

/** Agents: no card number, and the NIC is only required (any format). */
export const agentRules: RuleSet = {
  ...person,
  nicNumber: [required('nicRequired')],
};

/** The fields a customer record carries (spec §3), in form order. */
export const CUSTOMER_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'email',
  'phoneNumber',
  'whatsappNumber',
  'nicNumber',
  'cardNumber',
] as const;

export const AGENT_FIELDS = CUSTOMER_FIELDS.filter((field) => field !== 'cardNumber');
