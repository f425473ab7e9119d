import { describe, expect, it } from 'vitest';
import { barcodeRule, eanCheckDigit, isBarcode, isEan, normaliseBarcode, scanTarget, symbologyOf } from './barcodes';

describe('barcodes', () => {
  it.each([
    ['4791234567894', undefined],
    ['RG6-METRE', undefined],
    ['abc', undefined],
    ['ab', 'barcodeInvalid'],
    ['has space', 'barcodeInvalid'],
    ['ශ්‍රී123', 'barcodeInvalid'],
    ['x'.repeat(48), undefined],
    ['x'.repeat(49), 'barcodeInvalid'],
    ['', undefined],
  ])('the rule takes %j → %s', (code, message) => {
    expect(barcodeRule(code)).toBe(message);
  });

  it('keeps a code as typed, without the spaces around it', () => {
    expect(normaliseBarcode('  2000001000014\t')).toBe('2000001000014');
    expect(isBarcode(' 2000001000014 ')).toBe(true);
    expect(isBarcode('12')).toBe(false);
  });

  it('checks EAN-13, UPC-A and EAN-8 codes by their last digit', () => {
    expect(eanCheckDigit('200000100001')).toBe(4);
    expect(isEan('2000001000014')).toBe(true);
    expect(isEan('2000001000015')).toBe(false);
    expect(isEan('036000291452')).toBe(true);
    expect(isEan('96385074')).toBe(true);
    expect(isEan('RG6-METRE')).toBe(false);
  });

  it('draws a checked EAN or UPC as its own symbology, anything else as Code 128', () => {
    expect(symbologyOf('2000001000014')).toBe('ean13');
    expect(symbologyOf('036000291452')).toBe('upca');
    expect(symbologyOf('96385074')).toBe('ean8');
    expect(symbologyOf('2000001000015')).toBe('code128');
    expect(symbologyOf('RG6-METRE')).toBe('code128');
  });

  it('lands a scan on the line holding its product, else the first empty line, else a new one', () => {
    expect(scanTarget([{ productId: 'a' }, { productId: 'b' }], 'b')).toEqual({ line: 1, raise: true });
    expect(scanTarget([{ productId: 'a' }, {}], 'b')).toEqual({ line: 1, raise: false });
    expect(scanTarget([{ quantity: 1 }], 'b')).toEqual({ line: 0, raise: false });
    expect(scanTarget([{ productId: 'a' }], 'b')).toEqual({ line: 1, raise: false });
    expect(scanTarget([], 'b')).toEqual({ line: 0, raise: false });
  });
});
