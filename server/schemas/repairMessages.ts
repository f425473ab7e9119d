import { REPAIR_MESSAGE_MAX } from '../../src/domain/repairMessages';
import { REPAIR_STATUS_KEYS } from '../../src/domain/repairs';
import type { RepairMessages } from '../db/repairMessages';
import { nullableString, object, string, text, type Infer } from './common';

const KEYS = Object.values(REPAIR_STATUS_KEYS);

/**
 * PUT /settings/repair-messages: a template per status key, any left out kept. Types and sizes
 * only (room over the domain's limit, whose own message then answers); the rule is the domain's
 * `repairMessageProblem`.
 */
export const repairMessagesBody = object(Object.fromEntries(KEYS.map((key) => [key, text(REPAIR_MESSAGE_MAX * 4)])) as Record<(typeof KEYS)[number], ReturnType<typeof text>>);
export type RepairMessagesBody = Infer<typeof repairMessagesBody>;

const outProperties = {
  ...(Object.fromEntries(KEYS.map((key) => [key, string])) as Record<(typeof KEYS)[number], typeof string>),
  updatedAt: nullableString,
  updatedByName: nullableString,
};
/** GET and PUT /settings/repair-messages: every status's template ('' for none), by status key. */
export const repairMessagesOut = object(outProperties, [...KEYS, 'updatedAt']);
export type RepairMessagesOut = Infer<typeof repairMessagesOut>;

export const toRepairMessagesOut = (messages: RepairMessages): RepairMessagesOut => ({
  ...messages.templates,
  updatedAt: messages.updatedAt,
  updatedByName: messages.updatedByName,
});
