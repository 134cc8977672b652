import { api } from '../config/paths';
import { GUARANTEE_SORTS, type GuaranteeInput } from '../../shared/guarantees';
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
