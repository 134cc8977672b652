/**
 * The Italian limits a replaced window's thermal transmittance must meet, as dated data with their
 * sources, and the checks each unit gets: for incentive works (Ecobonus) the new Uw within the
 * limit of the building's climate zone for the date the works started, the old one above it, the
 * cost within the ceiling of DM 6/8/2020 Annex I (works from 6/10/2020); for renovation works the
 * new Uw within the minimum requirement only; and the ENEA filing within 90 days of the end of works.
 */
import { addDays } from './calendar';

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
    kinds: ['incentive'],
    limits: { A: 3.7, B: 2.4, C: 2.1, D: 2.0, E: 1.8, F: 1.6 },
    source: 'DM 26/01/2010, Tabella 2',
  },
  // Renovation before DM 26/6/2015 (in force 1/10/2015): the limits of D.Lgs 192/2005 Annex C,
  // point 4, Table 4.a (transparent closures with their frames), as replaced by D.Lgs 311/2006,
  // the column "dal 1° gennaio 2010". Not the incentive's DM 26/1/2010 table, which binds only
  // works claiming the deduction. (Works before 2010 have no row: WORKS_START_MIN.)
  {
    from: '2010-01-01',
    kinds: ['renovation'],
    limits: { A: 4.6, B: 3.0, C: 2.6, D: 2.4, E: 2.2, F: 2.0 },
    source: 'D.Lgs 192/2005, Allegato C, Tabella 4.a (come modificato dal D.Lgs 311/2006), dal 1/1/2010',
  },
];

/**
 * Each source above, described in English beside its official Italian citation: an English
 * document cites the decree as it is officially named and says what it is.
 */
export const SOURCE_EN: Record<string, string> = {
  'DM 6/8/2020, Allegato E, Tabella 1': 'Ministerial Decree of 6 August 2020 on the technical requirements for the energy efficiency tax deductions (Ecobonus), Annex E, Table 1',
  'DM 26/06/2015 (requisiti minimi), dal 1/1/2021': 'Ministerial Decree of 26 June 2015 on the minimum energy performance requirements of buildings, from 1/1/2021',
  'DM 26/06/2015 (requisiti minimi), dal 1/10/2015': 'Ministerial Decree of 26 June 2015 on the minimum energy performance requirements of buildings, from 1/10/2015',
  'DM 26/01/2010, Tabella 2': 'Ministerial Decree of 26 January 2010 updating the requirements for the energy efficiency tax deductions, Table 2',
  'D.Lgs 192/2005, Allegato C, Tabella 4.a (come modificato dal D.Lgs 311/2006), dal 1/1/2010':
    'Legislative Decree 192/2005 on the energy performance of buildings, Annex C, Table 4.a, as amended by Legislative Decree 311/2006, from 1/1/2010',
};

/** A source as a document in `lang` cites it: the Italian citation, and in English its description beside it. */
export const citeSource = (source: string, lang: 'it' | 'en') => (lang === 'en' && SOURCE_EN[source] ? `${source} (${SOURCE_EN[source]})` : source);

/** The row that applies to works of `kind` started on `start` (YYYY-MM-DD), or null before 2010. */
export function limitRowFor(start: string, kind: WorksKind): LimitRow | null {
  return LIMIT_ROWS.filter((r) => r.kinds.includes(kind) && r.from <= start).sort((a, b) => b.from.localeCompare(a.from))[0] ?? null;
}

/**
 * Cost ceilings of DM 6/8/2020 Annex I for windows, € per m², without and with shutters. They are
 * net of VAT, professional fees and the complementary works of installation (Annex I, opening
 * paragraph), and they bind only works claiming the incentive started from the decree's entry into
 * force, 6 October 2020 (the day after its publication in the Gazzetta Ufficiale no. 246 of
 * 5/10/2020): neither earlier works nor renovation works under the minimum requirements.
 */
export const COST_CEILINGS_FROM = '2020-10-06';
export const costCeilingsApply = (start: string, kind: WorksKind) => kind === 'incentive' && start >= COST_CEILINGS_FROM;
export const COST_CEILINGS: Record<'AC' | 'DF', { plain: number; withShutters: number }> = {
  AC: { plain: 550, withShutters: 660 },
  DF: { plain: 650, withShutters: 750 },
};
export const costCeiling = (zone: ClimateZone, withShutters: boolean) => COST_CEILINGS[zone <= 'C' ? 'AC' : 'DF'][withShutters ? 'withShutters' : 'plain'];

/** The ENEA filing is due within 90 days of the end of works. */
export const ENEA_DAYS = 90;
export const eneaDeadline = (endOfWorks: string): string => addDays(endOfWorks, ENEA_DAYS);

export interface UnitCheckInput {
  zone: ClimateZone;
  worksStart: string;
  kind: WorksKind;
  newUw: number;
  /** The replaced window's Uw: checked for incentive works only (renovation works need none). */
  oldUw: number | null;
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

/**
 * Uw is printed with two decimals, and a limit is compared with the value as printed, so that what
 * the reader sees agrees with the result: 1.304 prints 1,30 and meets a limit of 1,30. toFixed
 * rounds the exact value to the nearest hundredth as Intl.NumberFormat prints it.
 */
export const UW_DECIMALS = 2;
export const printedUw = (uw: number) => Number(uw.toFixed(UW_DECIMALS));

/**
 * Whether one replaced window meets the requirements, and why not. Incentive works: the new Uw
 * within the limit, the old one above it, the cost within the Annex I ceiling from 6/10/2020.
 * Renovation works (DM 26/6/2015 minimum requirements, before it D.Lgs 192/2005): the new Uw
 * within the limit only — no old-Uw check, no cost ceiling.
 */
export function checkUnit(input: UnitCheckInput): UnitCheck {
  const row = limitRowFor(input.worksStart, input.kind);
  const failures: UnitFailure[] = [];
  const limit = row ? row.limits[input.zone] : null;
  if (limit === null) failures.push('no_limits');
  else {
    if (printedUw(input.newUw) > limit) failures.push('new_uw_above_limit');
    if (input.kind === 'incentive' && (input.oldUw === null || printedUw(input.oldUw) <= limit)) failures.push('old_uw_not_above_limit');
  }
  let costPerM2: number | null = null;
  let ceiling: number | null = null;
  if (input.cost !== undefined && input.area && costCeilingsApply(input.worksStart, input.kind)) {
    costPerM2 = Math.round((input.cost / input.area) * 100) / 100;
    ceiling = costCeiling(input.zone, input.withShutters ?? false);
    if (costPerM2 > ceiling) failures.push('cost_above_ceiling');
  }
  return { passes: failures.length === 0, failures, limit, source: row?.source ?? null, costPerM2, ceiling };
}

/**
 * Renovation works under DM 26/6/2015 (from 1/10/2015) also ask, for windows facing east to west
 * through south with a screen or shutter, in every zone but F, a maximum solar factor g_gl+sh
 * (DM 26/6/2015, Annex 1, Appendix B). The portal does not ask for it: the documents say plainly
 * that it was not checked.
 */
export const solarFactorNotChecked = (works: { worksKind: WorksKind; climateZone: ClimateZone; worksStart: string }) =>
  works.worksKind === 'renovation' && works.climateZone !== 'F' && works.worksStart >= '2015-10-01';

/** The zones whose current incentive limit a window of `uw` meets (the calculator's answer). */
export function zonesMet(uw: number, start: string, kind: WorksKind = 'incentive'): ClimateZone[] {
  const row = limitRowFor(start, kind);
  return row ? CLIMATE_ZONES.filter((z) => uw <= row.limits[z]) : [];
}
