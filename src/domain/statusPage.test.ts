import { describe, expect, it } from 'vitest';
import type { StatusEntry } from './repairs';
import {
  lastFourDigits,
  normaliseStatusCode,
  phoneDigitsMatch,
  publicTimeline,
  shortStatusLink,
  statusCodeFromBytes,
  statusPageLink,
  STATUS_CODE_ALPHABET,
  STATUS_CODE_LENGTH,
} from './statusPage';

describe('statusCodeFromBytes (product.md §10, the status page)', () => {
  it('makes 12 characters of the unambiguous alphabet from 8 bytes', () => {
    expect(statusCodeFromBytes(new Uint8Array(8))).toBe('000000000000');
    expect(statusCodeFromBytes(new Uint8Array(8).fill(255))).toBe('zzzzzzzzzzzz');
    // 0x0123456789abcdef: its low 60 bits, five at a time.
    expect(statusCodeFromBytes(Uint8Array.from([0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef]))).toBe('28t5cy4tqkff');
  });

  it('uses every bit it keeps: codes from bytes differing in one bit differ', () => {
    const base = Uint8Array.from([9, 8, 7, 6, 5, 4, 3, 2]);
    const codes = new Set<string>();
    for (let bit = 0; bit < 60; bit += 1) {
      const bytes = base.slice();
      bytes[7 - Math.floor(bit / 8)] ^= 1 << bit % 8;
      codes.add(statusCodeFromBytes(bytes));
    }
    expect(codes.size).toBe(60);
    expect(codes.has(statusCodeFromBytes(base))).toBe(false);
  });

  it('refuses too few bytes', () => {
    expect(() => statusCodeFromBytes(new Uint8Array(4))).toThrow(/8 random bytes/);
  });

  it('never uses i, l, o or u', () => {
    expect(STATUS_CODE_ALPHABET).toHaveLength(32);
    expect(STATUS_CODE_ALPHABET).not.toMatch(/[ilou]/);
  });
});

describe('normaliseStatusCode', () => {
  it.each([
    ['4hmasw9nyvkf', '4hmasw9nyvkf'],
    ['  4HMASW9NYVKF ', '4hmasw9nyvkf'],
    // Read off paper: I and L are 1, O is 0.
    ['IL0O00000000', '110000000000'],
  ])('%j is the code %s', (typed, code) => {
    expect(normaliseStatusCode(typed)).toBe(code);
  });

  it.each([[''], ['4hmasw9nyvk'], ['4hmasw9nyvkff'], ['4hmasw9nyvk!'], ['4hmasw9nyvku'], [null], [42]])('%j is no code', (typed) => {
    expect(normaliseStatusCode(typed)).toBeUndefined();
  });
});

describe('links', () => {
  it('builds the page link from the console origin and the code, and its short form for paper', () => {
    const link = statusPageLink('https://shop.example/', '4hmasw9nyvkf');
    expect(link).toBe('https://shop.example/status/4hmasw9nyvkf');
    expect(shortStatusLink(link)).toBe('shop.example/status/4hmasw9nyvkf');
    expect(shortStatusLink('http://127.0.0.1:8080/status/4hmasw9nyvkf')).toBe('127.0.0.1:8080/status/4hmasw9nyvkf');
    expect(statusPageLink('http://127.0.0.1:8080', 'abc')).toBe('http://127.0.0.1:8080/status/abc');
  });
  it('opens the page in Sinhala or Tamil by name (?lang=), and leaves an English link as it was', () => {
    expect(statusPageLink('https://shop.example/', '4hmasw9nyvkf', 'si')).toBe('https://shop.example/status/4hmasw9nyvkf?lang=si');
    expect(statusPageLink('https://shop.example', '4hmasw9nyvkf', 'ta')).toBe('https://shop.example/status/4hmasw9nyvkf?lang=ta');
    expect(shortStatusLink(statusPageLink('https://shop.example', '4hmasw9nyvkf', 'ta'))).toBe('shop.example/status/4hmasw9nyvkf?lang=ta');
    for (const language of ['en', undefined, null, '', 'fr', 'SI']) expect(statusPageLink('https://shop.example', '4hmasw9nyvkf', language)).toBe('https://shop.example/status/4hmasw9nyvkf');
  });
  it('makes codes of the declared length', () => {
    expect(statusCodeFromBytes(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]))).toHaveLength(STATUS_CODE_LENGTH);
  });
});

describe('the phone check', () => {
  it('reads the last four digits of a number, whatever its punctuation', () => {
    expect(lastFourDigits('077 123 4567')).toBe('4567');
    expect(lastFourDigits('+94771234567')).toBe('4567');
    expect(lastFourDigits('123')).toBe('');
    expect(lastFourDigits(null)).toBe('');
  });

  it('matches the end of the phone or the WhatsApp number, and nothing else', () => {
    const numbers = ['0771234567', '0719876543'];
    expect(phoneDigitsMatch('4567', numbers)).toBe(true);
    expect(phoneDigitsMatch(' 6543 ', numbers)).toBe(true);
    expect(phoneDigitsMatch('4568', numbers)).toBe(false);
    expect(phoneDigitsMatch('567', numbers)).toBe(false);
    expect(phoneDigitsMatch('34567', numbers)).toBe(false);
    expect(phoneDigitsMatch(4567, numbers)).toBe(false);
    // A customer without a number never matches an empty guess.
    expect(phoneDigitsMatch('', ['', null])).toBe(false);
  });
});

describe('publicTimeline', () => {
  it('keeps each undeleted step as status and date only: no note, no staff name', () => {
    const history: StatusEntry[] = [
      { status: 'Received from Customer', note: 'Screen cracked, owes 2,000', dateEntered: '2026-03-01T04:00:00.000Z', updatedByName: 'Staff Demo', isDeleted: false },
      { status: 'Sent to Company', note: null, dateEntered: '2026-03-02T04:00:00.000Z', updatedByName: 'Owner Demo', isDeleted: true },
      { status: 'In Progress', note: 'cost 4,500', dateEntered: '2026-03-03T04:00:00.000Z', updatedByName: 'Owner Demo', isDeleted: false, editedByName: 'Owner Demo', editedAt: '2026-03-03T05:00:00.000Z' },
    ];
    expect(publicTimeline(history)).toEqual([
      { status: 'Received from Customer', date: '2026-03-01T04:00:00.000Z' },
      { status: 'In Progress', date: '2026-03-03T04:00:00.000Z' },
    ]);
  });
});
