import { describe, expect, it } from 'vitest';
import { deviceIdOf, deviceIdRule, luhnValid } from './deviceId';

describe('deviceIdRule: an IMEI with its check digit, else a serial', () => {
  it.each([
    ['490154203237518', undefined],
    ['49-015420-323751-8', undefined],
    ['35 209900 176148 1', undefined],
    ['490154203237519', 'imeiCheckDigit'],
    ['C02XK1ZZJGH5', undefined],
    ['sn-12ab', undefined],
    ['AB1', 'deviceIdInvalid'],
    ['A'.repeat(31), 'deviceIdInvalid'],
    ['SN#1234', 'deviceIdInvalid'],
    ['', undefined],
    [null, undefined],
  ])('%j → %s', (value, expected) => expect(deviceIdRule(value)).toBe(expected));

  it('is kept without spaces or hyphens, in capitals, or null when none', () => {
    expect(deviceIdOf(' sn-12ab ')).toBe('SN12AB');
    expect(deviceIdOf('   ')).toBeNull();
    expect(deviceIdOf(undefined)).toBeNull();
  });

  it('checks the Luhn digit', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });
});
