import { describe, expect, it } from 'vitest';
import { addWorkingDays, dueAfterWorkingDays, easterSunday, isItalianHoliday, isWorkingDay } from '../../shared/workingDays';

// The claims' first-answer target counts working days in Italy: Monday to Friday less the
// national holidays of art. 2 of Law 27 May 1949 n. 260 as amended — 1 and 6 January, Easter
// Monday, 25 April, 1 May, 2 June, 15 August, 1 November, 8, 25 and 26 December — and, from 2026,
// 4 October (Law 8 October 2025 n. 151, art. 1(2), GU n. 236 of 10 October 2025, in force
// 1 January 2026: "il 4 ottobre: festa nazionale di San Francesco d'Assisi, patrono d'Italia").
describe('Italian working days', () => {
  it('finds Easter Sunday (Gregorian computus) for known years', () => {
    expect(['2024', '2025', '2026', '2027', '2038', '2000'].map((y) => easterSunday(Number(y)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
      '2000-04-23',
    ]);
  });

  it('knows the national holidays of Law 260/1949 as amended', () => {
    const y = 2027;
    for (const day of ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26']) expect(isItalianHoliday(`${y}-${day}`), day).toBe(true);
    expect(isItalianHoliday('2027-03-29')).toBe(true); // Easter Monday 2027
    expect(isItalianHoliday('2026-04-06')).toBe(true); // Easter Monday 2026
    expect(isItalianHoliday('2027-03-28')).toBe(false); // Easter Sunday is a Sunday, not a listed holiday
    expect(isItalianHoliday('2027-06-29')).toBe(false); // Saints Peter and Paul: Rome's patron, local only
  });

  it('counts 4 October from 2026 only (Law 151/2025)', () => {
    expect(isItalianHoliday('2025-10-04')).toBe(false);
    expect(isItalianHoliday('2026-10-04')).toBe(true);
    expect(isWorkingDay('2027-10-04')).toBe(false); // a Monday
    expect(isWorkingDay('2024-10-04')).toBe(true); // a Friday, before the law
  });

  it('skips weekends and holidays when counting', () => {
    expect(addWorkingDays('2026-11-20', 2)).toBe('2026-11-24'); // Friday → Tuesday
    expect(addWorkingDays('2026-11-21', 2)).toBe('2026-11-24'); // Saturday → Tuesday
    expect(addWorkingDays('2026-12-23', 2)).toBe('2026-12-28'); // 24th, then 25th and 26th off, 27th Sunday → Monday 28th
    expect(addWorkingDays('2027-04-23', 1)).toBe('2027-04-26'); // Friday → Monday (25 April is a Sunday)
    expect(addWorkingDays('2026-04-03', 1)).toBe('2026-04-07'); // Good Friday → Tuesday after Easter Monday
    expect(addWorkingDays('2027-10-01', 1)).toBe('2027-10-05'); // Friday → Tuesday: Monday 4 October is off
    expect(addWorkingDays('2026-11-23', 0)).toBe('2026-11-23');
  });

  it('is due at midnight in Rome after the last working day, in winter and in summer', () => {
    // Thursday 26 November 2026, 15:00 UTC: two working days → end of Monday 30th → 23:00 UTC (CET).
    expect(new Date(dueAfterWorkingDays(Date.UTC(2026, 10, 26, 15), 2)).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    // Wednesday 10 June 2026: the end of Friday 12th in Rome is 22:00 UTC (CEST).
    expect(new Date(dueAfterWorkingDays(Date.UTC(2026, 5, 10, 9), 2)).toISOString()).toBe('2026-06-12T22:00:00.000Z');
    // 23:30 UTC on Friday 27 November is already Saturday in Rome: counted from Saturday.
    expect(new Date(dueAfterWorkingDays(Date.UTC(2026, 10, 27, 23, 30), 1)).toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });
});
