import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../../shared/intlFormats';

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    expect(dateTimeFormat('it-IT', { dateStyle: 'long' })).toBe(dateTimeFormat('it-IT', { dateStyle: 'long' }));
    expect(dateTimeFormat('it-IT', { dateStyle: 'long' })).not.toBe(dateTimeFormat('en-GB', { dateStyle: 'long' }));
    expect(dateTimeFormat('it-IT', { dateStyle: 'long' })).not.toBe(dateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'UTC' }));
    expect(numberFormat('it-IT', { maximumFractionDigits: 2 })).toBe(numberFormat('it-IT', { maximumFractionDigits: 2 }));
    expect(numberFormat('it-IT', { maximumFractionDigits: 2 })).not.toBe(numberFormat('it-IT', { maximumFractionDigits: 1 }));
  });

  it('formats as a formatter made anew does', () => {
    const day = new Date(Date.UTC(2026, 10, 20, 12));
    expect(dateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('20 novembre 2026');
    expect(dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('20 November 2026');
    expect(numberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(12345.5)).toBe('12.345,50');
    expect(numberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(12345.5)).toBe('12,345.50');
    for (const options of [{ style: 'unit', unit: 'kilobyte', unitDisplay: 'short' }, { maximumFractionDigits: 2 }] as const)
      expect(numberFormat('it-IT', options).format(1234.567)).toBe(new Intl.NumberFormat('it-IT', options).format(1234.567));
  });
});
