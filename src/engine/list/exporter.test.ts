import { describe, expect, it } from 'vitest';
import { toCsv } from './exporter';

describe('CSV (RFC 4180)', () => {
  it('writes a header line and one line per row, CRLF-separated', () => {
    expect(toCsv(['Name', 'Total'], [['Kasun Perera', '1500.00'], ['Nimal', '20.50']])).toBe('Name,Total\r\nKasun Perera,1500.00\r\nNimal,20.50');
  });

  it('quotes fields with commas, quotes or line breaks', () => {
    expect(toCsv(['Address'], [['12, Galle Road'], ['The "Dish" Shop'], ['line\nbreak']])).toBe(
      'Address\r\n"12, Galle Road"\r\n"The ""Dish"" Shop"\r\n"line\nbreak"',
    );
  });
});
