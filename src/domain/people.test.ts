import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { agentRules, customerRules } from './people';
import { validateRecord } from './validation';

const customer = {
  firstName: 'Kasun',
  lastName: 'Perera',
  address: '12 Galle Road, Colombo 03',
  email: '',
  phoneNumber: '0771234567',
  whatsappNumber: '0771234567',
  nicNumber: '987654321V',
  cardNumber: 'DTV-100200',
};

const messages = (rules: typeof customerRules, record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(validateRecord(rules, record)).map(([field, key]) => [field, MESSAGES[key!]]));

describe('customer rules (product.md §5)', () => {
  it('accepts a complete customer with no email', () => {
    expect(validateRecord(customerRules, customer)).toEqual({});
  });

  it.each([
    ['firstName', '', 'Please enter first name'],
    ['lastName', ' ', 'Please enter last name'],
    ['address', null, 'Please enter address'],
    ['email', 'kasun@', 'Please enter a valid email address'],
    ['phoneNumber', '', 'Please enter valid local phone number (0XXXXXXXXX)'],
    ['phoneNumber', '771234567', 'Please enter valid local phone number (0XXXXXXXXX)'],
    ['whatsappNumber', '+9477123456', 'Please enter valid local phone number (0XXXXXXXXX)'],
    ['phoneNumber', '+44 20 7946 0958', 'Please enter valid local phone number (0XXXXXXXXX)'],
    ['nicNumber', '', 'NIC must be 9 digits + V/v/X (e.g. 987654321V) or 12 digits'],
    ['nicNumber', '98765432V', 'NIC must be 9 digits + V/v/X (e.g. 987654321V) or 12 digits'],
    ['cardNumber', '', 'Please enter card number'],
  ])('%s = %j gives "%s"', (field, value, message) => {
    expect(messages(customerRules, { ...customer, [field]: value })).toEqual({ [field]: message });
  });
});

describe('agent rules (product.md §5)', () => {
  const { cardNumber: _card, ...agent } = customer;

  it('needs no card number', () => {
    expect(validateRecord(agentRules, agent)).toEqual({});
  });

  it('takes a NIC in any format but requires one', () => {
    expect(validateRecord(agentRules, { ...agent, nicNumber: 'AB-1234' })).toEqual({});
    expect(messages(agentRules, { ...agent, nicNumber: '' })).toEqual({ nicNumber: 'Please enter NIC number' });
  });
});
