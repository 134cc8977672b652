import type { Insertable } from 'kysely';
import type { GuaranteeRow, GuaranteeUnitRow, GuaranteeUnitsTable } from '../../db/schema';
import { HttpError } from '../../lib/httpError';
import { framedPerformanceOf } from '../../../shared/catalogue/performance';
import { limitRowFor, type ClimateZone, type WorksKind } from '../../../shared/ecobonus';
import { addYears } from '../../../shared/calendar';
import { ecobonusOf, unitCheck, WORKS_END_MAX_YEARS, WORKS_START_MIN, type Ecobonus, type EcobonusInput, type GuaranteeUnit } from '../../../shared/guaranteeUnits';
import { SIZE_MAX, SIZE_MIN, sizeProblem, windowUw } from '../../../shared/thermal';
import type { GuaranteeInput } from './schemas';

/**
 * The windows of a registration: checked against the product they belong to (its sash counts,
 * its glazings, a size that leaves glass), their Uw computed here by shared/thermal.ts and
 * stored with what it was computed from, so that the registration says tomorrow what it said
 * the day it was made whatever the catalogue becomes. The Ecobonus check is not stored: it
 * follows from the stored figures and the dated limits of shared/ecobonus.ts, the same on any day.
 */

const refuse = (field: string, message: string, code: string) =>
  new HttpError(400, `Invalid body: ${field} ${message}`, code, { fields: [{ field, message }] });

/** Euros with at most two decimals (a float's noise below a thousandth of a cent aside). */
const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

type UnitValues = Omit<Insertable<GuaranteeUnitsTable>, 'guaranteeId'>;

export interface CheckedUnits {
  units: UnitValues[];
  works: EcobonusInput | null;
}

/** Every rule of the windows and the Ecobonus data; a 400 naming the first field that breaks one. */
export function checkedUnits(input: GuaranteeInput, product: { material: string; productCategory: string; product: string }): CheckedUnits {
  const lines = input.units ?? [];
  const works = input.ecobonus ? { ...input.ecobonus, worksKind: input.ecobonus.worksKind ?? ('incentive' as WorksKind) } : null;
  const framed = framedPerformanceOf(product.material, product.productCategory, product.product);
  if (lines.length > 0 && !framed) {
    throw refuse('units', 'are only for windows and doors: this product has no frame data', 'units_not_for_product');
  }
  if (works && lines.length === 0) throw refuse('units', 'are required for the Ecobonus: list the windows replaced', 'ecobonus_units_required');
  if (works) checkWorks(works, input.installationDate);

  const units = lines.map((line, i): UnitValues => {
    const at = (name: string) => `units.${i}.${name}`;
    const frame = framed!.frame;
    const size = { width: line.width, height: line.height, sashes: line.sashes };
    const problem = sizeProblem(frame, size);
    if (problem === 'size') throw refuse(at('width'), `and height must be whole millimetres from ${SIZE_MIN} to ${SIZE_MAX}`, 'unit_size');
    if (problem === 'sashes') throw refuse(at('sashes'), `must be one of ${frame.sashCounts.join(', ')} for this product`, 'unit_sashes');
    if (problem) throw refuse(at('width'), `is too small for ${line.sashes} sashes of this product: no glass would be left`, 'unit_no_glass');
    const glazing = framed!.glazings.find((g) => g.id === line.glazing);
    if (!glazing) throw refuse(at('glazing'), `is not a glazing of this product (${framed!.glazings.map((g) => g.id).join(', ')})`, 'unit_glazing');
    const oldUw = line.oldUw ?? null;
    const cost = line.cost ?? null;
    const withShutters = line.withShutters ?? false;
    if (!works) {
      if (oldUw !== null) throw refuse(at('oldUw'), 'is for the Ecobonus only: give the ecobonus data too', 'ecobonus_data_missing');
      if (cost !== null) throw refuse(at('cost'), 'is for the Ecobonus only: give the ecobonus data too', 'ecobonus_data_missing');
      if (withShutters) throw refuse(at('withShutters'), 'is for the Ecobonus only: give the ecobonus data too', 'ecobonus_data_missing');
      // Only incentive works check the replaced window's Uw; renovation works (DM 26/6/2015) need none.
    } else if (oldUw === null && works.worksKind === 'incentive') throw refuse(at('oldUw'), 'is required for the Ecobonus (enter or estimate it)', 'unit_old_uw_required');
    if (oldUw !== null && !hasCents(oldUw)) throw refuse(at('oldUw'), 'must have at most two decimals', 'unit_old_uw_decimals');
    if (cost !== null && !hasCents(cost)) throw refuse(at('cost'), 'must have at most two decimals (cents)', 'unit_cost_decimals');
    const { ag, af, lg, uw } = windowUw(frame, glazing, size);
    return {
      position: i + 1,
      ...size,
      quantity: line.quantity ?? 1,
      glazingId: glazing.id,
      glazingIt: glazing.label.it,
      glazingEn: glazing.label.en,
      ug: glazing.ug,
      psi: glazing.psi,
      uf: frame.uf,
      ag,
      af,
      lg,
      uw,
      oldUw,
      costCents: cost === null ? null : Math.round(cost * 100),
      withShutters: withShutters ? 1 : 0,
    };
  });

  // The registration's quantity counts what it covers: with lines, the windows they list.
  const listed = units.reduce((sum, u) => sum + u.quantity, 0);
  if (units.length && input.quantity !== listed) throw refuse('quantity', `must be the number of windows listed (${listed})`, 'units_quantity');
  return { units, works };
}

/** Dates in order: the works start, the windows go in during them, the works end. */
function checkWorks(works: EcobonusInput, installationDate: string) {
  if (works.worksStart < WORKS_START_MIN || !limitRowFor(works.worksStart, works.worksKind)) {
    throw refuse('ecobonus.worksStart', `is before ${WORKS_START_MIN}: no transmittance limits apply to works that old`, 'works_start_no_limits');
  }
  if (works.worksEnd < works.worksStart) throw refuse('ecobonus.worksEnd', 'is before the start of the works', 'works_end_before_start');
  if (installationDate < works.worksStart) throw refuse('installationDate', 'is before the start of the works', 'installation_before_works');
  if (installationDate > works.worksEnd) throw refuse('installationDate', 'is after the end of the works', 'installation_after_works');
  const latest = addYears(installationDate, WORKS_END_MAX_YEARS);
  if (works.worksEnd > latest) throw refuse('ecobonus.worksEnd', `is more than ${WORKS_END_MAX_YEARS} years after the installation date (after ${latest})`, 'works_end_too_late');
}

/** The Ecobonus data of a stored registration, or null when it has none. */
export function worksOf(row: Pick<GuaranteeRow, 'climateZone' | 'worksKind' | 'worksStart' | 'worksEnd'>): EcobonusInput | null {
  if (!row.climateZone || !row.worksKind || !row.worksStart || !row.worksEnd) return null;
  return { climateZone: row.climateZone as ClimateZone, worksKind: row.worksKind as WorksKind, worksStart: row.worksStart, worksEnd: row.worksEnd };
}

/** Stored lines as the API answers them, each checked when there are Ecobonus data. */
export function unitsToApi(rows: readonly GuaranteeUnitRow[], works: EcobonusInput | null): { units: GuaranteeUnit[]; ecobonus: Ecobonus | null } {
  const units = rows.map((r): GuaranteeUnit => {
    const cost = r.costCents === null ? null : Number(r.costCents) / 100;
    const withShutters = Boolean(r.withShutters);
    return {
      position: r.position,
      width: r.width,
      height: r.height,
      sashes: r.sashes,
      quantity: r.quantity,
      glazing: { id: r.glazingId, label: { it: r.glazingIt, en: r.glazingEn }, ug: r.ug, psi: r.psi },
      uf: r.uf,
      ag: r.ag,
      af: r.af,
      lg: r.lg,
      uw: r.uw,
      oldUw: r.oldUw,
      cost,
      withShutters,
      check: works && (r.oldUw !== null || works.worksKind === 'renovation') ? unitCheck({ width: r.width, height: r.height, uw: r.uw, oldUw: r.oldUw, cost, withShutters }, works) : null,
    };
  });
  return { units, ecobonus: works ? ecobonusOf(works, units.map((u) => u.check)) : null };
}
