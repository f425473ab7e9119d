import { MESSAGES } from '../../domain/messages';

/**
 * The rule messages, `app.messages`. English is the spec's wording, kept in src/domain/messages.ts
 * because the server sends the same texts; {name} placeholders are filled by whoever sends one.
 */
export const messages = MESSAGES;
