import type { Identifier } from 'ra-core';
import { serverPages, type ListParams } from './listQuery';
import { request } from './httpClient';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency';

/**
 * The pieces every /protected data provider shares: a list read in server-sized pages, getMany
 * as one getOne per id, deletes, and the calls a resource does not offer.
 */

/** A list page as react-admin asks for it, fetched in pages the server accepts (at most 100). */
export async function getListInPages<Row, Out = Row>(
  params: ListParams,
  urlOf: (params: ListParams) => string,
  map: (row: Row) => Out = (row) => row as unknown as Out,
): Promise<{ data: Out[]; total: number }> {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const data: Out[] = [];
  let total = 0;
  for (const window of serverPages(page, perPage)) {
    const res = await request<{ data: Row[]; total: number }>(urlOf({ ...params, pagination: window }));
    data.push(...res.data.map(map));
    total = res.total;
    if (res.data.length < window.perPage) break;
  }
  return { data, total };
}

/** The records found among `ids` (one that is gone or not visible is left out; all failing is an error). */
export async function getManyById<T>(ids: Identifier[], getOne: (id: Identifier) => Promise<{ data: T }>): Promise<{ data: T[] }> {
  const results = await Promise.allSettled(ids.map(getOne));
  const found = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.data] : []));
  const failed = results.find((r) => r.status === 'rejected');
  if (!found.length && failed) throw failed.reason;
  return { data: found };
}

/** delete and deleteMany over one DELETE per id. */
export function deletes(remove: (id: Identifier) => Promise<unknown>) {
  return {
    async delete(_resource: string, { id, previousData }: { id: Identifier; previousData?: unknown }) {
      await remove(id);
      return { data: (previousData ?? { id }) as any };
    },
    async deleteMany(_resource: string, { ids }: { ids: Identifier[] }) {
      await Promise.all(ids.map(remove));
      return { data: ids };
    },
  };
}

export const unsupported = (resource: string, what: string) => () => Promise.reject(new Error(`${resource}: ${what} is not supported`));

/**
 * The Idempotency-Key header of a create whose form made one (`meta.idempotencyKey`): an answer
 * lost on the way and the form kept as a draft (drafts.ts), the draft's sending gets this answer
 * again rather than a second record.
 */
export function idempotencyHeaders(meta: unknown): Record<string, string> | undefined {
  const key = (meta as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
  return typeof key === 'string' ? { [IDEMPOTENCY_HEADER]: key } : undefined;
}
