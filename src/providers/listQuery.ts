import { PER_PAGE_MAX } from '../../shared/documents';

/** The part of react-admin's getList parameters the /protected lists take. */
export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, any>;
}

/** What one list endpoint accepts: its sortable columns, its filters, its longest search. */
export interface ListSpec {
  sorts: readonly string[];
  /** react-admin column names whose sort has another name on the server. */
  sortAliases?: Record<string, string>;
  filters: readonly string[];
  searchMax: number;
}

export const filled = (v: unknown): v is string | number => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number';

/**
 * GET `path` with the page, a sort the server knows (any other is left to its default), the
 * trimmed search and the filters that have a value.
 */
export function listUrl(path: string, { pagination, sort, filter = {} }: ListParams, spec: ListSpec, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  if (pagination) {
    query.set('page', String(pagination.page));
    query.set('perPage', String(Math.min(pagination.perPage, PER_PAGE_MAX)));
  }
  const field = sort?.field && (spec.sortAliases?.[sort.field] ?? sort.field);
  if (field && spec.sorts.includes(field)) {
    query.set('sort', field);
    query.set('order', sort.order === 'ASC' ? 'ASC' : 'DESC');
  }
  if (filled(filter.q)) query.set('q', String(filter.q).trim().slice(0, spec.searchMax));
  for (const key of spec.filters) if (filled(filter[key])) query.set(key, String(filter[key]));
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The server pages of at most PER_PAGE_MAX that cover react-admin's page (the CSV export asks
 * for 1000 at once): the largest page size dividing both the offset and the count.
 */
export function serverPages(page: number, perPage: number): { page: number; perPage: number }[] {
  if (perPage <= PER_PAGE_MAX) return [{ page, perPage }];
  const offset = (page - 1) * perPage;
  const common = gcd(offset || perPage, perPage);
  let size = Math.min(PER_PAGE_MAX, common);
  while (common % size !== 0) size--;
  return Array.from({ length: perPage / size }, (_, i) => ({ page: offset / size + 1 + i, perPage: size }));
}
