import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages';
import { fillMessage, knownMessage } from './serverMessages';

describe("the server's rule messages, recognised to be shown in the chosen language", () => {
  it('knows a message without values by its exact text', () => {
    expect(knownMessage(MESSAGES.customerNotFound)).toEqual({ key: 'customerNotFound', values: {} });
  });

  it('knows a filled-in message and gives back its values', () => {
    const sent = fillMessage(MESSAGES.insufficientStock, { name: 'HDMI Cable', available: '2', requested: '5' });
    expect(sent).toBe('Insufficient stock for HDMI Cable: available 2, requested 5');
    expect(knownMessage(sent)).toEqual({ key: 'insufficientStock', values: { name: 'HDMI Cable', available: '2', requested: '5' } });
  });

  it('takes values that hold spaces and signs as they were sent', () => {
    const sent = 'Insufficient balance! Available: LKR 1,250.00, Required: LKR 2,000.00';
    expect(knownMessage(sent)).toEqual({ key: 'insufficientBalance', values: { balance: '1,250.00', amount: '2,000.00' } });
  });

  it('leaves keys, labels and unknown sentences alone', () => {
    expect(knownMessage('resources.bills.name')).toBeUndefined();
    expect(knownMessage('Cash')).toBeUndefined();
    expect(knownMessage('Something the shop’s own backend says')).toBeUndefined();
    expect(knownMessage(`${MESSAGES.customerNotFound}!`)).toBeUndefined();
  });

  it('fills a translated template and leaves a placeholder it has no value for', () => {
    expect(fillMessage('{name} තොගයේ ඇත්තේ {available} යි', { name: 'Cable', available: '2' })).toBe('Cable තොගයේ ඇත්තේ 2 යි');
    expect(fillMessage('{day} is closed', {})).toBe('{day} is closed');
  });
});
