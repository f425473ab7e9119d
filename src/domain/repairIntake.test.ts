import { describe, expect, it } from 'vitest';
import { accessoriesText, intakeProblem, orderedAccessories } from './repairIntake';
import { serialRules } from './serials';
import { firstError } from './validation';

describe("a repair's intake (product.md §10)", () => {
  it.each([
    ['nothing at all (the spec payload)', {}],
    ['none received', { accessories: [] }],
    ['known accessories and a condition', { accessories: ['Charger', 'SIM card', 'Case/cover'], condition: 'Cracked screen, scratches on back' }],
    ['Other, with what it is', { accessories: ['Other'], otherAccessory: 'Stylus pen' }],
    ['a condition of 300 characters', { condition: 'x'.repeat(300) }],
    ['an other accessory of 60 characters', { accessories: ['Other'], otherAccessory: 'y'.repeat(60) }],
  ])('keeps %s', (_case, form) => {
    expect(intakeProblem(form)).toBeUndefined();
  });

  it.each([
    ['an unknown accessory', { accessories: ['Charger', 'Headphones'] }, 'accessories', 'accessoryUnknown'],
    ['a name in the wrong case', { accessories: ['charger'] }, 'accessories', 'accessoryUnknown'],
    ['a list that is not a list', { accessories: 'Charger' }, 'accessories', 'accessoryUnknown'],
    ['Other without saying what', { accessories: ['Other'], otherAccessory: '  ' }, 'otherAccessory', 'otherAccessoryRequired'],
    ['an other accessory of 61 characters', { accessories: ['Other'], otherAccessory: 'y'.repeat(61) }, 'otherAccessory', 'otherAccessoryTooLong'],
    ['a condition of 301 characters', { condition: 'x'.repeat(301) }, 'condition', 'conditionTooLong'],
  ])('refuses %s, naming its field', (_case, form, field, key) => {
    expect(intakeProblem(form)).toEqual({ field, key });
  });

  it("keeps each accessory once, in the form's order", () => {
    expect(orderedAccessories(['Box', 'Charger', 'Box', 'Other'])).toEqual(['Charger', 'Box', 'Other']);
  });

  it("says what was received, Other as its own words", () => {
    expect(accessoriesText({ accessories: ['Charger', 'Other'], otherAccessory: 'Stylus pen' })).toBe('Charger, Stylus pen');
    expect(accessoriesText({ accessories: ['Other'], otherAccessory: null })).toBe('Other');
    expect(accessoriesText({ accessories: null })).toBe('');
    expect(accessoriesText({})).toBe('');
  });
});

describe("a bill line's IMEI or serial (product.md §10)", () => {
  it.each(['356938035643809', 'R58N 12AB-34/C', 'x'.repeat(40), '', undefined])('keeps %j', (serial) => {
    expect(firstError({ serial: serialRules }, { serial })).toBeUndefined();
  });

  it.each(['x'.repeat(41), '35693803;DROP', '-leading dash', 'ünïcode'])('refuses %j', (serial) => {
    expect(firstError({ serial: serialRules }, { serial })).toBe('serialInvalid');
  });
});
