/**
 * The Italian limits a replaced window's thermal transmittance must meet, as dated data with their
 * sources, and the checks the Ecobonus asks of each unit: the new Uw within the limit of the
 * building's climate zone for the date the works started, the old one above it, the cost within
 * the ceiling of DM 6/8/2020 Annex I, and the ENEA filing within 90 days of the end of works.
 */
export const CLIMATE_ZONES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type ClimateZone = (typeof CLIMATE_ZONES)[number];

/**
 * `incentive`: works for a tax incentive (Ecobonus, Superbonus); `renovation`: any other
 * replacement, bound by the minimum requirements of DM 26/06/2015.
 */
export type WorksKind = 'incentive' | 'renovation';

export interface LimitRow {
  /** First day of works this row applies to (YYYY-MM-DD). */
  from: string;
  kinds: readonly WorksKind[];
  /** Uw limits by zone, W/(m²K). */
  limits: Record<ClimateZone, number>;
  source: string;
}

/** Newest first within each kind; the first row whose `from` is not after the start of works applies. */
export const LIMIT_ROWS: readonly LimitRow[] = [
  {
    from: '2020-10-06',
    kinds: ['incentive'],
    limits: { A: 2.6, B: 2.6, C: 1.75, D: 1.67, E: 1.3, F: 1.0 },
    source: 'DM 6/8/2020, Allegato E, Tabella 1',
  },
  {
    from: '2021-01-01',
    kinds: ['renovation'],
    limits: { A: 3.0, B: 3.0, C: 2.0, D: 1.8, E: 1.4, F: 1.0 },
    source: 'DM 26/06/2015 (requisiti minimi), dal 1/1/2021',
  },
  {
    from: '2015-10-01',
    kinds: ['renovation'],
    limits: { A: 3.2, B: 3.2, C: 2.4, D: 2.1, E: 1.9, F: 1.7 },
    source: 'DM 26/06/2015 (requisiti minimi), dal 1/10/2015',
  },
  {
    from: '2010-01-01',
    kinds: ['incentive', 'renovation'],
    limits: { A: 3.7, B: 2.4, C: 2.1, D: 2.0, E: 1.8, F: 1.6 },
    source: 'DM 26/01/2010, Tabella 2',
  },
];

/** The row that applies to works of `kind` started on `start` (YYYY-MM-DD), or null before 2010. */
export function limitRowFor(start: string, kind: WorksKind): LimitRow | null {
  return LIMIT_ROWS.filter((r) => r.kinds.includes(kind) && r.from <= start).sort((a, b) => b.from.localeCompare(a.from))[0] ?? null;
}

/** Cost ceilings of DM 6/8/2020 Annex I for windows, € per m², without and with shutters. */
export const COST_CEILINGS: Record<'AC' | 'DF', { plain: number; withShutters: number }> = {
  AC: { plain: 550, withShutters: 660 },
  DF: { plain: 650, withShutters: 750 },
};
export const costCeiling = (zone: ClimateZone, withShutters: boolean) => COST_CEILINGS[zone <= 'C' ? 'AC' : 'DF'][withShutters ? 'withShutters' : 'plain'];

/** The ENEA filing is due within 90 days of the end of works. */
export const ENEA_DAYS = 90;
export function eneaDeadline(endOfWorks: string): string {
  const date = new Date(`${endOfWorks}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ENEA_DAYS);
  return date.toISOString().slice(0, 10);
}

export interface UnitCheckInput {
  zone: ClimateZone;
  worksStart: string;
  kind: WorksKind;
  newUw: number;
  oldUw: number;
  /** The unit's area, m², and its cost in € (optional) for the ceiling check. */
  area?: number;
  cost?: number;
  withShutters?: boolean;
}

export type UnitFailure = 'no_limits' | 'new_uw_above_limit' | 'old_uw_not_above_limit' | 'cost_above_ceiling';

export interface UnitCheck {
  passes: boolean;
  failures: UnitFailure[];
  limit: number | null;
  source: string | null;
  /** €/m² when a cost and area were given. */
  costPerM2: number | null;
  ceiling: number | null;
}

/** Whether one replaced window meets the Ecobonus requirements, and why not. */
export function checkUnit(input: UnitCheckInput): UnitCheck {
  const row = limitRowFor(input.worksStart, input.kind);
  const failures: UnitFailure[] = [];
  const limit = row ? row.limits[input.zone] : null;
  if (limit === null) failures.push('no_limits');
  else {
    if (input.newUw > limit) failures.push('new_uw_above_limit');
    if (input.oldUw <= limit) failures.push('old_uw_not_above_limit');
  }
  let costPerM2: number | null = null;
  let ceiling: number | null = null;
  if (input.cost !== undefined && input.area) {
    costPerM2 = Math.round((input.cost / input.area) * 100) / 100;
    ceiling = costCeiling(input.zone, input.withShutters ?? false);
    if (costPerM2 > ceiling) failures.push('cost_above_ceiling');
  }
  return { passes: failures.length === 0, failures, limit, source: row?.source ?? null, costPerM2, ceiling };
}

/** The zones whose current incentive limit a window of `uw` meets (the calculator's answer). */
export function zonesMet(uw: number, start: string, kind: WorksKind = 'incentive'): ClimateZone[] {
  const row = limitRowFor(start, kind);
  return row ? CLIMATE_ZONES.filter((z) => uw <= row.limits[z]) : [];
}
