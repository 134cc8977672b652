import { afterEach, describe, expect, it } from 'vitest';
import { addDays, addYears, dayOfLocalDate, isIsoDate, localDateOfDay, today, todayInRome } from '../../shared/calendar';
import { eneaDeadline } from '../../shared/ecobonus';

// Node reads TZ again whenever it is set: each case runs the day arithmetic in another zone.
const machineZone = process.env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

// Rome, the zone of the portal; Santiago, where the spring change skips midnight itself; Apia and
// Kiritimati, the far ends of the dateline; UTC.
const ZONES = ['Europe/Rome', 'America/Santiago', 'Pacific/Apia', 'Pacific/Kiritimati', 'UTC'];

describe('calendar days in any zone', () => {
  it.each(ZONES)('moves days and years by the calendar in %s, across every daylight-saving change', (zone) => {
    process.env.TZ = zone;
    // Rome's changes of 2026: the last Sundays of March and October.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-03-30', -2)).toBe('2026-03-28');
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-10-26', -2)).toBe('2026-10-24');
    // Santiago's spring change: 2026-09-06 has no midnight there.
    expect(addDays('2026-09-05', 1)).toBe('2026-09-06');
    expect(addDays('2026-09-06', 1)).toBe('2026-09-07');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2016-03-27', 10)).toBe('2026-03-27');
    expect(eneaDeadline('2026-08-01')).toBe('2026-10-30');
    expect(isIsoDate('2026-03-29') && isIsoDate('2026-09-06') && !isIsoDate('2026-02-29')).toBe(true);
    expect(dayOfLocalDate(localDateOfDay('2026-09-06')!)).toBe('2026-09-06');
    expect(dayOfLocalDate(localDateOfDay('2026-10-25')!)).toBe('2026-10-25');
    expect(localDateOfDay('2026-02-30')).toBeNull();
  });

  it('gives the local day of the machine, or the UTC day', () => {
    process.env.TZ = 'Europe/Rome';
    const justAfterMidnightInRome = new Date('2026-03-28T23:00:00Z');
    expect(today(justAfterMidnightInRome)).toBe('2026-03-29');
    expect(today(justAfterMidnightInRome, 'utc')).toBe('2026-03-28');
  });
});

describe('today in Rome', () => {
  // Whatever the machine's zone: the server's is usually UTC.
  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo'])('turns at midnight in Rome, on the days the clocks change too (machine in %s)', (zone) => {
    process.env.TZ = zone;
    const cases: [string, string][] = [
      // Sunday 29 March 2026 begins at 23:00 UTC on the 28th (CET, UTC+1)...
      ['2026-03-28T22:59:59.999Z', '2026-03-28'],
      ['2026-03-28T23:00:00.000Z', '2026-03-29'],
      // ...the clocks go from 02:00 to 03:00 (01:00 UTC), and the next day begins at 22:00 UTC (CEST, UTC+2).
      ['2026-03-29T00:59:59.999Z', '2026-03-29'],
      ['2026-03-29T01:00:00.000Z', '2026-03-29'],
      ['2026-03-29T21:59:59.999Z', '2026-03-29'],
      ['2026-03-29T22:00:00.000Z', '2026-03-30'],
      // Sunday 25 October 2026 begins at 22:00 UTC on the 24th (CEST)...
      ['2026-10-24T21:59:59.999Z', '2026-10-24'],
      ['2026-10-24T22:00:00.000Z', '2026-10-25'],
      // ...the clocks go back from 03:00 to 02:00 (01:00 UTC), and the next day begins at 23:00 UTC (CET).
      ['2026-10-25T00:59:59.999Z', '2026-10-25'],
      ['2026-10-25T01:00:00.000Z', '2026-10-25'],
      ['2026-10-25T22:59:59.999Z', '2026-10-25'],
      ['2026-10-25T23:00:00.000Z', '2026-10-26'],
      // The last day of a year, in winter time.
      ['2026-12-31T22:59:59.999Z', '2026-12-31'],
      ['2026-12-31T23:00:00.000Z', '2027-01-01'],
    ];
    for (const [instant, day] of cases) expect(todayInRome(new Date(instant)), instant).toBe(day);
  });
});
