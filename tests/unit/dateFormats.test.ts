import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, DATE_LOCALES } from '../../src/i18n/dateLocale';

// Issue 24: dates appeared as "26/11/26, 05:04" on one page and "26 nov 2026" on another. The
// portal writes a date in one of two formats, short and long (each with the time when it matters),
// defined once in shared/locales.ts (the app reads them through src/i18n/dateLocale.ts).
const at = new Date('2026-11-26T05:04:00Z');
const write = (locale: 'it' | 'en', format: keyof typeof DATE_FORMATS) => new Intl.DateTimeFormat(DATE_LOCALES[locale], { ...DATE_FORMATS[format], timeZone: 'UTC' }).format(at);

describe('the two date formats', () => {
  it('short: the day, the month in three letters, the year; long: the month in full', () => {
    expect(write('it', 'short')).toBe('26 nov 2026');
    expect(write('it', 'long')).toBe('26 novembre 2026');
    expect(write('en', 'short')).toBe('26 Nov 2026');
    expect(write('en', 'long')).toBe('26 November 2026');
    expect(write('it', 'shortTime')).toBe('26 nov 2026, 05:04');
    expect(write('en', 'shortTime')).toBe('26 Nov 2026, 05:04');
  });

  it('are the only ones the app uses: no page picks its own date style', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !file.endsWith(path.join('i18n', 'dateLocale.ts')) && /dateStyle|timeStyle/.test(fs.readFileSync(file, 'utf8'))) offenders.push(file);
      }
    };
    walk(path.resolve(__dirname, '../../src'));
    expect(offenders.map((f) => path.relative(path.resolve(__dirname, '../..'), f))).toEqual([]);
  });
});
