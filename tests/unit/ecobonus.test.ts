import { describe, expect, it } from 'vitest';
import {
  checkUnit,
  citeSource,
  costCeiling,
  costCeilingsApply,
  eneaDeadline,
  LIMIT_ROWS,
  limitRowFor,
  printedUw,
  solarFactorNotChecked,
  SOURCE_EN,
  zonesMet,
} from '../../shared/ecobonus';

describe('the limits table', () => {
  it('picks the row by the start of works and the kind of works', () => {
    expect(limitRowFor('2020-10-05', 'incentive')?.source).toBe('DM 26/01/2010, Tabella 2');
    expect(limitRowFor('2020-10-06', 'incentive')?.source).toBe('DM 6/8/2020, Allegato E, Tabella 1');
    expect(limitRowFor('2026-03-01', 'incentive')?.limits.E).toBe(1.3);
    // Renovation before DM 26/6/2015 (1/10/2015): D.Lgs 192/2005 Annex C Table 4.a, not DM 26/1/2010 (issue 24).
    expect(limitRowFor('2015-09-30', 'renovation')?.limits.E).toBe(2.2);
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

// Issue 24: renovation works are held to the minimum requirements, not to the incentive's rules.
describe('renovation works (minimum requirements)', () => {
  it('before 1/10/2015 meet D.Lgs 192/2005 Annex C Table 4.a (as amended by D.Lgs 311/2006), column from 1/1/2010', () => {
    // Source: D.Lgs 192/2005, Allegato C, punto 4, Tabella 4.a, "dal 1° gennaio 2010": A 4,6 B 3,0 C 2,6 D 2,4 E 2,2 F 2,0.
    const row = limitRowFor('2012-05-10', 'renovation');
    expect(row?.source).toBe('D.Lgs 192/2005, Allegato C, Tabella 4.a (come modificato dal D.Lgs 311/2006), dal 1/1/2010');
    expect(row?.limits).toEqual({ A: 4.6, B: 3.0, C: 2.6, D: 2.4, E: 2.2, F: 2.0 });
    expect(limitRowFor('2010-01-01', 'renovation')?.limits.A).toBe(4.6);
    // The incentive keeps DM 26/01/2010, Tabella 2, for the same dates.
    expect(limitRowFor('2012-05-10', 'incentive')?.limits).toEqual({ A: 3.7, B: 2.4, C: 2.1, D: 2.0, E: 1.8, F: 1.6 });
    // A Uw of 2,0 in zone E met the 2012 minimum requirement (2,2) though not the incentive's 1,8.
    expect(checkUnit({ zone: 'E', worksStart: '2012-05-10', kind: 'renovation', newUw: 2.0, oldUw: null }).passes).toBe(true);
  });

  it('get no check of the replaced window’s Uw (an incentive rule, DM 6/8/2020)', () => {
    // DM 26/6/2015 Appendix B sets the new window's U only; the old Uw matters to the incentive alone.
    const base = { zone: 'E' as const, worksStart: '2026-03-01', kind: 'renovation' as const };
    expect(checkUnit({ ...base, newUw: 1.2, oldUw: 1.1 })).toMatchObject({ passes: true, failures: [], limit: 1.4 });
    expect(checkUnit({ ...base, newUw: 1.2, oldUw: null })).toMatchObject({ passes: true, failures: [] });
    expect(checkUnit({ ...base, newUw: 1.5, oldUw: null }).failures).toEqual(['new_uw_above_limit']);
  });

  it('get no cost ceiling (DM 6/8/2020 Annex I binds incentive works only)', () => {
    const unit = { zone: 'E' as const, worksStart: '2026-03-01', newUw: 1.2, oldUw: 2.8, area: 1.82, cost: 5000 };
    expect(checkUnit({ ...unit, kind: 'renovation' })).toMatchObject({ passes: true, failures: [], costPerM2: null, ceiling: null });
    expect(checkUnit({ ...unit, kind: 'incentive' }).failures).toEqual(['cost_above_ceiling']);
  });

  it('with a screen or shutter also need g_gl+sh (DM 26/6/2015 Annex 1, Appendix B; east–south–west, not zone F): said not checked', () => {
    expect(solarFactorNotChecked({ worksKind: 'renovation', climateZone: 'E', worksStart: '2026-03-01' })).toBe(true);
    expect(solarFactorNotChecked({ worksKind: 'renovation', climateZone: 'A', worksStart: '2015-10-01' })).toBe(true);
    expect(solarFactorNotChecked({ worksKind: 'renovation', climateZone: 'F', worksStart: '2026-03-01' })).toBe(false);
    // Before DM 26/6/2015 came into force (1/10/2015) there was no such requirement; the incentive has none either.
    expect(solarFactorNotChecked({ worksKind: 'renovation', climateZone: 'E', worksStart: '2015-09-30' })).toBe(false);
    expect(solarFactorNotChecked({ worksKind: 'incentive', climateZone: 'E', worksStart: '2026-03-01' })).toBe(false);
  });
});

describe('the cost ceilings of DM 6/8/2020 Annex I', () => {
  it('apply to incentive works started from 6/10/2020, the decree’s entry into force (GU no. 246 of 5/10/2020), not before', () => {
    const unit = { zone: 'E' as const, kind: 'incentive' as const, newUw: 1.1, oldUw: 2.8, area: 1.82, cost: 1184 };
    expect(costCeilingsApply('2020-10-05', 'incentive')).toBe(false);
    expect(costCeilingsApply('2020-10-06', 'incentive')).toBe(true);
    expect(checkUnit({ ...unit, worksStart: '2020-10-05' })).toMatchObject({ passes: true, costPerM2: null, ceiling: null });
    expect(checkUnit({ ...unit, worksStart: '2020-10-06' })).toMatchObject({ passes: false, failures: ['cost_above_ceiling'], ceiling: 650 });
  });
});

describe('rounding', () => {
  it('compares the limit with Uw as printed, two decimals: a printed 1,30 meets a limit of 1,30', () => {
    // DM 6/8/2020 Annex E Table 1, zone E: 1,30 W/m²K. 1.304 prints 1,30; 1.306 prints 1,31.
    const base = { zone: 'E' as const, worksStart: '2026-03-01', kind: 'incentive' as const, oldUw: 2.8 };
    expect(checkUnit({ ...base, newUw: 1.304 }).passes).toBe(true);
    expect(checkUnit({ ...base, newUw: 1.306 }).failures).toEqual(['new_uw_above_limit']);
  });

  it('rounds as the documents print (Intl.NumberFormat, two decimals)', () => {
    const printed = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
    for (let i = 0; i < 2000; i++) {
      const value = 0.5 + i * 0.00337;
      expect(printedUw(value), String(value)).toBe(Number(printed.format(value)));
    }
  });
});

describe('the decrees in English documents', () => {
  it('every limit’s source has its English description, printed beside the Italian citation in English only', () => {
    for (const row of LIMIT_ROWS) expect(SOURCE_EN[row.source], row.source).toMatch(/Decree/);
    expect(citeSource('DM 6/8/2020, Allegato E, Tabella 1', 'it')).toBe('DM 6/8/2020, Allegato E, Tabella 1');
    expect(citeSource('DM 6/8/2020, Allegato E, Tabella 1', 'en')).toBe(
      'DM 6/8/2020, Allegato E, Tabella 1 (Ministerial Decree of 6 August 2020 on the technical requirements for the energy efficiency tax deductions (Ecobonus), Annex E, Table 1)',
    );
  });
});

describe('the ENEA deadline', () => {
  it('is 90 days after the end of works, across months and years', () => {
    expect(eneaDeadline('2026-01-01')).toBe('2026-04-01');
    expect(eneaDeadline('2026-11-15')).toBe('2027-02-13');
    expect(eneaDeadline('2028-01-01')).toBe('2028-03-31');
  });
});
