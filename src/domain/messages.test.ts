import { describe, expect, it } from 'vitest';
import { fillMessage, MESSAGES, messageText, refusalSaid } from './messages';

describe('a rule message as said', () => {
  it('reads in English with its values put in', () => {
    expect(messageText({ key: 'insufficientStock', values: { name: 'HDMI Cable', available: '2', requested: '5' } })).toBe(
      'Insufficient stock for HDMI Cable: available 2, requested 5',
    );
    expect(messageText({ key: 'customerNotFound' })).toBe(MESSAGES.customerNotFound);
  });

  it('puts values in as written, signs and all, and leaves a placeholder it has no value for', () => {
    expect(fillMessage('{name} තොගයේ ඇත්තේ {available} යි', { name: 'Cable $& {x}', available: '2' })).toBe('Cable $& {x} තොගයේ ඇත්තේ 2 යි');
    expect(fillMessage('{day} is closed', {})).toBe('{day} is closed');
    expect(fillMessage('{constructor} stays', {})).toBe('{constructor} stays');
  });

  it("is a domain refusal's key and values", () => {
    expect(refusalSaid({ error: 'returnAboveLine', values: { left: '2' } })).toEqual({ key: 'returnAboveLine', values: { left: '2' } });
    expect(refusalSaid({ error: 'nothingOwed' })).toEqual({ key: 'nothingOwed' });
  });
});
