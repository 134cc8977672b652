import { api } from '../config/paths';
import { GUARANTEE_SORTS, SEARCH_MAX, type GuaranteeInput, type GuaranteeSort } from '../../shared/guarantees';
import type { ListParams } from './documentsQuery';

/**
 * Pure mappings between react-admin's calls and the guarantees API (shared/guarantees.ts):
 * list parameters → query string, form values → JSON body.
 */

/** Columns whose sort has another name on the server. */
const SORT_ALIASES: Record<string, GuaranteeSort> = { 'dealer.displayName': 'dealer', dealerId: 'dealer' };
const FILTERS = ['material', 'productCategory', 'product', 'installedFrom', 'installedTo', 'status', 'dealerId'] as const;

const filled = (v: unknown): v is string | number => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number';

/** GET path and query of a list call; `perPage` must already be within PER_PAGE_MAX. */
export function guaranteeListUrl({ pagination, sort, filter = {} }: ListParams): string {
  const query = new URLSearchParams();
  if (pagination) {
    query.set('page', String(pagination.page));
    query.set('perPage', String(pagination.perPage));
  }
  if (sort?.field) {
    const field = SORT_ALIASES[sort.field] ?? sort.field;
    if ((GUARANTEE_SORTS as readonly string[]).includes(field)) {
      query.set('sort', field);
      query.set('order', sort.order === 'ASC' ? 'ASC' : 'DESC');
    }
  }
  if (filled(filter.q)) query.set('q', String(filter.q).trim().slice(0, SEARCH_MAX));
  for (const key of FILTERS) if (filled(filter[key])) query.set(key, String(filter[key]));
  const qs = query.toString();
  return qs ? `${api.guarantees.list}?${qs}` : api.guarantees.list;
}

const BODY_FIELDS = [
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
] as const satisfies readonly (keyof GuaranteeInput)[];

/** The body of POST /protected/guarantee/create: the form's fields only, texts trimmed, empty ones left out. */
export function guaranteeBody(values: Record<string, unknown>): Partial<GuaranteeInput> {
  const body: Record<string, unknown> = {};
  for (const key of BODY_FIELDS) {
    const value = values[key];
    if (typeof value === 'string' && value.trim() !== '') body[key] = value.trim();
    else if (typeof value === 'number' && Number.isFinite(value)) body[key] = value;
  }
  return body as Partial<GuaranteeInput>;
}
