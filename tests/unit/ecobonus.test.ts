import { describe, expect, it } from 'vitest';
import { checkUnit, costCeiling, eneaDeadline, limitRowFor, zonesMet } from '../../shared/ecobonus';

describe('the limits table', () => {
  it('picks the row by the start of works and the kind of works', () => {
    expect(limitRowFor('2020-10-05', 'incentive')?.source).toBe('DM 26/01/2010, Tabella 2');
    expect(limitRowFor('2020-10-06', 'incentive')?.source).toBe('DM 6/8/2020, Allegato E, Tabella 1');
    expect(limitRowFor('2026-03-01', 'incentive')?.limits.E).toBe(1.3);
    expect(limitRowFor('2015-09-30', 'renovation')?.limits.E).toBe(1.8);
    expect(limitRowFor('2015-10-01', 'renovation')?.limits.E).toBe(1.9);
    expect(limitRowFor('2020-12-31', 'renovation')?.limits.F).toBe(1.7);
    expect(limitRowFor('2021-01-01', 'renovation')?.limits.F).toBe(1.0);
    expect(limitRowFor('2009-12-31', 'incentive')).toBeNull();
  });
});

describe('a unit', () => {
  const base = { zone: 'E' as const, worksStart: '2026-03-01', kind: 'incentive' as const };

  it('passes at the limit, fails just above it (new Uw), and needs the old one above it', () => {
    expect(checkUnit({ ...base, newUw: 1.3, oldUw: 2.8 })).toMatchObject({ passes: true, limit: 1.3, failures: [] });
    expect(checkUnit({ ...base, newUw: 1.31, oldUw: 2.8 })).toMatchObject({ passes: false, failures: ['new_uw_above_limit'] });
    expect(checkUnit({ ...base, newUw: 1.1, oldUw: 1.3 })).toMatchObject({ passes: false, failures: ['old_uw_not_above_limit'] });
    expect(checkUnit({ ...base, newUw: 1.1, oldUw: 1.31 }).passes).toBe(true);
    expect(checkUnit({ ...base, worksStart: '2009-01-01', newUw: 1, oldUw: 3 }).failures).toEqual(['no_limits']);
  });

  it('checks the cost per m² against the ceiling of its zone, with and without shutters', () => {
    expect(costCeiling('A', false)).toBe(550);
    expect(costCeiling('C', true)).toBe(660);
    expect(costCeiling('D', false)).toBe(650);
    expect(costCeiling('F', true)).toBe(750);
    // 1.82 m² at 1,183 € is 650 €/m²: at the D–F ceiling; 1,184 € is above it.
    expect(checkUnit({ ...base, newUw: 1.1, oldUw: 2.8, area: 1.82, cost: 1183 })).toMatchObject({ passes: true, costPerM2: 650, ceiling: 650 });
    expect(checkUnit({ ...base, newUw: 1.1, oldUw: 2.8, area: 1.82, cost: 1184 }).failures).toEqual(['cost_above_ceiling']);
    expect(checkUnit({ ...base, newUw: 1.1, oldUw: 2.8, area: 1.82, cost: 1184, withShutters: true }).passes).toBe(true);
  });

  it('the zones a Uw meets today', () => {
    expect(zonesMet(1.3, '2026-03-01')).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(zonesMet(0.95, '2026-03-01')).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(zonesMet(2.7, '2026-03-01')).toEqual([]);
  });
});

describe('the ENEA deadline', () => {
  it('is 90 days after the end of works, across months and years', () => {
    expect(eneaDeadline('2026-01-01')).toBe('2026-04-01');
    expect(eneaDeadline('2026-11-15')).toBe('2027-02-13');
    expect(eneaDeadline('2028-01-01')).toBe('2028-03-31');
  });
});
