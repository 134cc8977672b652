import { describe, expect, it } from 'vitest';
import { formatNumber, localeValues, parseNumber } from '../../src/i18n/numbers';

// Issue 24: "Uw del serramento sostituito" turned 5,7 into 57, and the range message said
// "da 0.5 a 7": numbers are read and written with the decimal separator of the portal's language.
describe('numbers as a person types them', () => {
  it('Italian reads the comma as the decimal separator and the dot as the thousands one', () => {
    expect(parseNumber('5,7', 'it')).toBe(5.7);
    expect(parseNumber(' 4,90 ', 'it')).toBe(4.9);
    expect(parseNumber('0,5', 'it')).toBe(0.5);
    expect(parseNumber(',5', 'it')).toBe(0.5);
    expect(parseNumber('1.200,50', 'it')).toBe(1200.5);
    expect(parseNumber('1230', 'it')).toBe(1230);
    expect(parseNumber('-2,5', 'it')).toBe(-2.5);
    // A comma still alone at the end is a number being typed.
    expect(parseNumber('5,', 'it')).toBe(5);
    // A dot that does not group thousands is not an Italian number: never 57, never a guess.
    expect(parseNumber('5.7', 'it')).toBeUndefined();
    expect(parseNumber('5,7,1', 'it')).toBeUndefined();
    expect(parseNumber('abc', 'it')).toBeUndefined();
    expect(parseNumber(',', 'it')).toBeUndefined();
    expect(parseNumber('', 'it')).toBeNull();
    expect(parseNumber('  ', 'it')).toBeNull();
  });

  it('English the other way round', () => {
    expect(parseNumber('5.7', 'en')).toBe(5.7);
    expect(parseNumber('1,200.50', 'en')).toBe(1200.5);
    expect(parseNumber('5,7', 'en')).toBeUndefined();
  });

  it('writes numbers with the language’s separator', () => {
    expect(formatNumber(4.9, 'it')).toBe('4,9');
    expect(formatNumber(4.9, 'it', { decimals: 2 })).toBe('4,90');
    expect(formatNumber(4.9, 'en', { decimals: 2 })).toBe('4.90');
    expect(formatNumber(100000, 'it')).toBe('100.000');
    expect(formatNumber(100000, 'en')).toBe('100,000');
    expect(formatNumber(1230.5, 'it', { grouping: false })).toBe('1230,5');
  });

  it('writes the numbers a message is given, leaving years, counts and the plural count as they are', () => {
    expect(localeValues({ min: 0.5, max: 7 }, 'it')).toEqual({ min: '0,5', max: 7 });
    expect(localeValues({ min: 0.5, max: 7 }, 'en')).toEqual({ min: '0.5', max: 7 });
    expect(localeValues({ max: 100000 }, 'it')).toEqual({ max: '100.000' });
    expect(localeValues({ year: 2035, smart_count: 2.5, n: 3 }, 'it')).toEqual({ year: 2035, smart_count: 2.5, n: 3 });
    expect(localeValues(undefined, 'it')).toBeUndefined();
  });
});
