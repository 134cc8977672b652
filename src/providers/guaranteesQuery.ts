import { api } from '../../shared/paths';
import { GUARANTEE_SORTS, type Guarantee, type GuaranteeInput } from '../../shared/guarantees';
import { SEARCH_MAX } from '../../shared/documents';
import { listUrl, type ListParams, type ListSpec } from './listQuery';

/**
 * Pure mappings between react-admin's calls and the guarantees API (shared/guarantees.ts):
 * list parameters → query string, form values → JSON body.
 */

const LIST: ListSpec = {
  sorts: GUARANTEE_SORTS,
  sortAliases: { 'dealer.displayName': 'dealer', dealerId: 'dealer' },
  filters: ['material', 'productCategory', 'product', 'installedFrom', 'installedTo', 'status', 'dealerId'],
  searchMax: SEARCH_MAX,
};

/** GET path and query of a list call. */
export const guaranteeListUrl = (params: ListParams) => listUrl(api.guarantees.list, params, LIST);

export const BODY_FIELDS = [
  'dealerId',
  'customerName',
  'customerEmail',
  'customerPhone',
  'street',
  'zipCode',
  'city',
  'province',
  'country',
  'material',
  'productCategory',
  'product',
  'quantity',
  'orderReference',
  'installationDate',
  'warrantyYears',
  'notes',
  'customerLocale',
] as const satisfies readonly (keyof GuaranteeInput)[];

/** The windows' fields; the last three only with the Ecobonus. */
const UNIT_FIELDS = ['width', 'height', 'sashes', 'glazing', 'quantity'] as const;
const ECOBONUS_UNIT_FIELDS = ['oldUw', 'cost', 'withShutters'] as const;
const ECOBONUS_FIELDS = ['climateZone', 'worksKind', 'worksStart', 'worksEnd'] as const;

/** Texts trimmed, numbers and booleans as they are; empty texts, NaN and null left out. */
function pick(values: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = values[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
    else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

/**
 * The body of POST /protected/guarantee/create: the form's fields only, texts trimmed, empty ones
 * left out. The Ecobonus data, and each window's, only when the form's Ecobonus switch
 * (`ecobonusEnabled`, not sent) is on. (The form leaves the windows out for a product without
 * frame data: GuaranteeCreate's transform, which has the catalogue's performance at hand.)
 */
export function guaranteeBody(values: Record<string, unknown>): Partial<GuaranteeInput> {
  const body = pick(values, BODY_FIELDS);
  const ecobonus = values.ecobonusEnabled === true;
  const units = Array.isArray(values.units) ? (values.units as Record<string, unknown>[]).filter(Boolean) : [];
  if (units.length) body.units = units.map((u) => pick(u, ecobonus ? [...UNIT_FIELDS, ...ECOBONUS_UNIT_FIELDS] : UNIT_FIELDS));
  if (ecobonus && values.ecobonus && typeof values.ecobonus === 'object') body.ecobonus = pick(values.ecobonus as Record<string, unknown>, ECOBONUS_FIELDS);
  return body as Partial<GuaranteeInput>;
}

/**
 * A stored registration as the form holds it, for a correction: each window by what was chosen
 * (its glazing's id, not the stored glazing), the Ecobonus switch on when it has Ecobonus data
 * and their four inputs. `guaranteeBody` of it is the registration as it stands.
 */
export function guaranteeFormValues(record: Guarantee): Record<string, unknown> {
  const ecobonus = record.ecobonus;
  return {
    ...record,
    units: record.units.map((u) => ({
      width: u.width,
      height: u.height,
      sashes: u.sashes,
      glazing: u.glazing.id,
      quantity: u.quantity,
      oldUw: u.oldUw,
      cost: u.cost,
      withShutters: u.withShutters,
    })),
    ecobonusEnabled: ecobonus !== null,
    ecobonus: ecobonus ? { climateZone: ecobonus.climateZone, worksKind: ecobonus.worksKind, worksStart: ecobonus.worksStart, worksEnd: ecobonus.worksEnd } : undefined,
  };
}
