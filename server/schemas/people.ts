import type { Agent, Customer } from '../db/schema';
import { LIMITS, nullableString, object, string, text, type Infer } from './common';

/**
 * Customers and agents (spec §3, §7): the same form and record, customers with a card
 * number. Types and sizes only; presence and format are the domain's `customerRules` and
 * `agentRules`, so users read the spec's messages.
 */
const agentFormProperties = {
  firstName: text(LIMITS.name),
  lastName: text(LIMITS.name),
  address: text(LIMITS.address),
  phoneNumber: text(LIMITS.code),
  whatsappNumber: text(LIMITS.code),
  nicNumber: text(LIMITS.code),
  email: text(LIMITS.email),
};

/** POST /agents and PUT /agents/:id (the same payload). */
export const agentBody = object(agentFormProperties);
/** POST /customers and PUT /customers/:id (the same payload). */
export const customerBody = object({ ...agentFormProperties, cardNumber: text(LIMITS.code) });

const agentRecordProperties = {
  _id: string,
  firstName: string,
  lastName: string,
  address: string,
  email: nullableString,
  phoneNumber: string,
  whatsappNumber: string,
  nicNumber: string,
  createdAt: string,
  updatedAt: string,
  createdByName: nullableString,
  updatedByName: nullableString,
};
const AGENT_RECORD_KEYS = Object.keys(agentRecordProperties) as (keyof typeof agentRecordProperties)[];

/** The public agent record: every field, always present (`email` and the by-names may be null). */
export const agentRecord = object(agentRecordProperties, AGENT_RECORD_KEYS);
/** The public customer record: an agent's plus `cardNumber`. */
export const customerRecord = object({ ...agentRecordProperties, cardNumber: string }, [...AGENT_RECORD_KEYS, 'cardNumber']);

export type AgentRecord = Infer<typeof agentRecord>;
export type CustomerRecord = Infer<typeof customerRecord>;

/** The one mapping from a stored agent to what the API shows. */
export function toAgentRecord(agent: Agent): AgentRecord {
  return {
    _id: agent.id,
    firstName: agent.firstName,
    lastName: agent.lastName,
    address: agent.address,
    email: agent.email,
    phoneNumber: agent.phoneNumber,
    whatsappNumber: agent.whatsappNumber,
    nicNumber: agent.nicNumber,
    createdAt: agent.createdAt,
    updatedAt: agent.updatedAt,
    createdByName: agent.createdByName,
    updatedByName: agent.updatedByName,
  };
}

/** The one mapping from a stored customer to what the API shows. */
export function toCustomerRecord(customer: Customer): CustomerRecord {
  return { ...toAgentRecord(customer), cardNumber: customer.cardNumber };
}
