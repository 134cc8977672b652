/**
 * The windows of a warranty registration and its Ecobonus data: the API's shapes and limits,
 * shared by the server (schemas, checks) and the browser app (form, live Uw, show page). The Uw
 * formula is shared/thermal.ts, the limits and checks shared/ecobonus.ts: nothing here restates them.
 */
import { checkUnit, eneaDeadline, LIMIT_ROWS, limitRowFor, type ClimateZone, type LimitRow, type UnitCheck, type WorksKind } from './ecobonus';

/** A registration lists at most this many lines of windows (each with its quantity). */
export const UNITS_MAX = 50;
/** The Uw of the window being replaced, W/(m²K): from a modern double glazing to a single pane in a metal frame. */
export const OLD_UW_MIN = 0.5;
export const OLD_UW_MAX = 7;
/** The cost of one window, € without VAT (what DM 6/8/2020 Annex I's ceilings are measured against). */
export const UNIT_COST_MAX = 100_000;
/** Works that started before the oldest limits have no requirement to check against. */
export const WORKS_START_MIN = LIMIT_ROWS.map((r) => r.from).sort()[0]!;
/**
 * The works end at most this many years after the windows went in. No law sets it: the portal's
 * bound on a date typed wrong (a year 9999 put the ENEA deadline, 90 days later, past any date),
 * far beyond the building works a window replacement is part of.
 */
export const WORKS_END_MAX_YEARS = 5;

/** A line of windows as the registration form sends it. */
export interface GuaranteeUnitInput {
  /** Overall size, mm (shared/thermal.ts SIZE_MIN…SIZE_MAX). */
  width: number;
  height: number;
  /** One of the product's sash counts (0: a fixed light). */
  sashes: number;
  /** The id of one of the product's glazings (shared/catalogue/performance.ts). */
  glazing: string;
  /** Identical windows on this line; 1 when left out. */
  quantity?: number;
  /** Ecobonus only: the replaced window's Uw (entered or estimated), required for incentive works (renovation works do not check it). */
  oldUw?: number | null;
  /** Ecobonus only: the cost of one window, € net of VAT, professional fees and complementary installation works, for the ceiling of DM 6/8/2020 Annex I. */
  cost?: number | null;
  /** Ecobonus only: replaced together with its shutters (the higher ceiling). */
  withShutters?: boolean;
}

/** The works the windows were replaced in, for the Ecobonus. */
export interface EcobonusInput {
  /** The building's climate zone (DPR 412/93, by its town's degree days). */
  climateZone: ClimateZone;
  worksKind: WorksKind;
  /** YYYY-MM-DD; picks the limits that apply. */
  worksStart: string;
  /** YYYY-MM-DD; the ENEA filing is due 90 days later. */
  worksEnd: string;
}

/** A line of windows as the API answers it: the Uw and its inputs as computed at registration. */
export interface GuaranteeUnit {
  position: number;
  width: number;
  height: number;
  sashes: number;
  quantity: number;
  glazing: { id: string; label: { it: string; en: string }; ug: number; psi: number };
  uf: number;
  /** m², m² and m (EN ISO 10077-1). */
  ag: number;
  af: number;
  lg: number;
  /** W/(m²K), two decimals. */
  uw: number;
  oldUw: number | null;
  cost: number | null;
  withShutters: boolean;
  /** With Ecobonus data: whether this line meets the requirements, and why not. */
  check: UnitCheck | null;
}

/** The Ecobonus data of a registration, with what follows from it. */
export interface Ecobonus extends EcobonusInput {
  /** The last day to file with ENEA (end of works + 90 days). */
  eneaDeadline: string;
  /** The limits that apply to works of this kind started that day, or null (none before WORKS_START_MIN). */
  limitRow: (Omit<LimitRow, 'kinds'> & { kinds: WorksKind[] }) | null;
  /** The zone's limit of that row, W/(m²K). */
  limit: number | null;
  /** Every line passes. */
  passes: boolean;
}

/** The window's area, m²: what a cost per m² is measured against. */
export const unitArea = (u: { width: number; height: number }) => (u.width * u.height) / 1e6;

/** The check of one line of windows under the registration's Ecobonus data (shared/ecobonus.ts). */
export function unitCheck(
  unit: Pick<GuaranteeUnit, 'width' | 'height' | 'uw' | 'cost' | 'withShutters' | 'oldUw'>,
  works: EcobonusInput,
): UnitCheck {
  return checkUnit({
    zone: works.climateZone,
    worksStart: works.worksStart,
    kind: works.worksKind,
    newUw: unit.uw,
    oldUw: unit.oldUw,
    area: unitArea(unit),
    ...(unit.cost === null ? {} : { cost: unit.cost }),
    withShutters: unit.withShutters,
  });
}

/** What the registration's Ecobonus data come to, given its lines already checked. */
export function ecobonusOf(works: EcobonusInput, checks: readonly (UnitCheck | null)[]): Ecobonus {
  const limitRow = limitRowFor(works.worksStart, works.worksKind);
  return {
    ...works,
    eneaDeadline: eneaDeadline(works.worksEnd),
    limitRow: limitRow && { ...limitRow, kinds: [...limitRow.kinds] },
    limit: limitRow ? limitRow.limits[works.climateZone] : null,
    passes: checks.length > 0 && checks.every((c) => c?.passes),
  };
}
