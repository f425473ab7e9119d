import { describe, expect, it } from 'vitest';
import { whatsappDigits, whatsappLink, whatsappTarget } from './whatsapp';

describe('WhatsApp numbers (product.md §5)', () => {
  it.each([
    ['0771234567', '94771234567'],
    ['077 123 4567', '94771234567'],
    ['+94 77 123-4567', '94771234567'],
    ['94771234567', '94771234567'],
    ['447700900123', '447700900123'],
    ['', undefined],
    ['call me', undefined],
    [null, undefined],
  ])('%j → %j', (number, digits) => {
    expect(whatsappDigits(number)).toBe(digits);
  });

  it('takes the WhatsApp number before the phone number', () => {
    expect(whatsappTarget(['0761112223', '0771234567'], 'whatsappCustomerMissing')).toEqual({ digits: '94761112223' });
  });

  it('falls back to the phone number when there is no WhatsApp number', () => {
    expect(whatsappTarget(['  ', '0771234567'], 'whatsappCustomerMissing')).toEqual({ digits: '94771234567' });
  });

  it('says which number is missing, or that it is malformed', () => {
    expect(whatsappTarget([null, undefined], 'whatsappCustomerMissing')).toEqual({ error: 'whatsappCustomerMissing' });
  });

  it("says 'WhatsApp number not available' when the caller names no recipient (product.md §8)", () => {
    expect(whatsappTarget(['', null])).toEqual({ error: 'whatsappMissing' });
  });

  it("names the malformed number: the WhatsApp number's format, or the phone number's in its place (product.md §8)", () => {
    expect(whatsappTarget(['n/a', '0771234567'], 'whatsappMissing')).toEqual({ error: 'whatsappInvalidFormat' });
    expect(whatsappTarget(['', 'n/a'], 'whatsappMissing')).toEqual({ error: 'whatsappInvalidNumber' });
  });

  it('encodes the message in the link', () => {
    expect(whatsappLink('94771234567', 'Bill #12: LKR 1,500.00 & thanks')).toBe(
      'https://wa.me/94771234567?text=Bill%20%2312%3A%20LKR%201%2C500.00%20%26%20thanks',
    );
  });
});
