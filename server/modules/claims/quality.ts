import { sql, type RawBuilder } from 'kysely';
import { fromZonedTime } from 'date-fns-tz';
import type { DB } from '../../db';
import { HttpError } from '../../lib/httpError';
import { addDays, ROME, todayInRome } from '../../../shared/calendar';
import { CLAIM_KINDS, perThousand, type ClaimKind, type ClaimQuality, type ClaimQualityQuery, type ClaimQualityRow } from '../../../shared/claims';
import { addMonths, monthsOf, periodProblem } from '../../../shared/claimQuality';

/**
 * The quality view (issue 26): claims opened in a period per product and per kind, against the
 * windows registered in the same period (the registrations' `quantity`), month by month. A claim
 * carries its registration's product as columns of its own, so both sides are counted from one
 * table each, through an index of product and time (claims_product, guarantees_quality).
 */

/** The first moment of a month in Italy, epoch ms: the portal's days and months are Rome's. */
const startOf = (month: string) => fromZonedTime(`${month}-01T00:00:00`, ROME).getTime();

/**
 * The month a row's time falls in, as its index in the period: a CASE over the months'
 * boundaries, since Rome's months have no fixed length in ms (and change offset twice a year)
 * and neither database's date functions agree on time zones. Nested as a binary search, so a row
 * costs five or six comparisons rather than up to 35. The boundaries are numbers the server
 * computed, written as literals.
 */
function monthIndex(column: 'guarantees.createdAt' | 'claims.createdAt', bounds: number[], lo = 0, hi = bounds.length - 1): RawBuilder<number> {
  if (hi - lo === 1) return sql<number>`${sql.lit(lo)}`;
  const mid = (lo + hi) >> 1;
  return sql<number>`case when ${sql.ref(column)} < ${sql.lit(bounds[mid])} then ${monthIndex(column, bounds, lo, mid)} else ${monthIndex(column, bounds, mid, hi)} end`;
}

const noKinds = () => Object.fromEntries(CLAIM_KINDS.map((k) => [k, 0])) as Record<ClaimKind, number>;
const productKey = (r: { material: string; productCategory: string; product: string }) => `${r.material}/${r.productCategory}/${r.product}`;

/** The period asked, or by default the last 12 months (this one included, Rome's). */
export function periodOf(query: ClaimQualityQuery, now = new Date()): { from: string; to: string } {
  const to = query.to ?? todayInRome(now).slice(0, 7);
  return { from: query.from ?? addMonths(to, -11), to };
}

export async function claimQuality(db: DB, query: ClaimQualityQuery): Promise<ClaimQuality> {
  const { from, to } = periodOf(query);
  const problem = periodProblem(from, to);
  if (problem) throw new HttpError(400, `Invalid querystring: ${problem.field} ${problem.message}`, 'validation_failed', { fields: [problem] });
  const months = monthsOf(from, to);
  const bounds = [...months, addMonths(to, 1)].map(startOf);
  const [start, end] = [bounds[0], bounds[bounds.length - 1]];

  const registered = await db
    .selectFrom('guarantees')
    .select((eb) => ['material', 'productCategory', 'product', monthIndex('guarantees.createdAt', bounds).as('bucket'), eb.fn.sum<number | string>('quantity').as('units')])
    .where('createdAt', '>=', start)
    .where('createdAt', '<', end)
    .groupBy(['material', 'productCategory', 'product', sql.ref('bucket')])
    .execute();
  const opened = await db
    .selectFrom('claims')
    .select((eb) => ['material', 'productCategory', 'product', 'kind', monthIndex('claims.createdAt', bounds).as('bucket'), eb.fn.countAll<number | string>().as('claims')])
    .where('createdAt', '>=', start)
    .where('createdAt', '<', end)
    .groupBy(['material', 'productCategory', 'product', 'kind', sql.ref('bucket')])
    .execute();

  // PostgreSQL answers sums and counts of bigint as text.
  const perMonth = months.map(() => ({ units: 0, claims: 0 }));
  const byProduct = new Map<string, { units: number; claims: number; byKind: Record<ClaimKind, number> }>();
  const rowOf = (key: string) => {
    let row = byProduct.get(key);
    if (!row) byProduct.set(key, (row = { units: 0, claims: 0, byKind: noKinds() }));
    return row;
  };
  for (const r of registered) {
    const units = Number(r.units);
    rowOf(productKey(r)).units += units;
    perMonth[Number(r.bucket)].units += units;
  }
  for (const r of opened) {
    const n = Number(r.claims);
    const row = rowOf(productKey(r));
    row.claims += n;
    // A kind written by hand into the table is counted in the claims, never as a new key.
    if (r.kind in row.byKind) row.byKind[r.kind] += n;
    perMonth[Number(r.bucket)].claims += n;
  }

  const products: ClaimQualityRow[] = [...byProduct].map(([product, r]) => ({ product, ...r, perThousand: perThousand(r.claims, r.units) }));
  // The worst first, as a quality manager reads them: the highest rate, then the most claims.
  products.sort(
    (a, b) => (b.perThousand ?? -1) - (a.perThousand ?? -1) || b.claims - a.claims || b.units - a.units || a.product.localeCompare(b.product),
  );
  const total = { units: 0, claims: 0, byKind: noKinds() };
  for (const p of products) {
    total.units += p.units;
    total.claims += p.claims;
    for (const k of CLAIM_KINDS) total.byKind[k] += p.byKind[k];
  }
  return {
    from,
    to,
    products,
    months: months.map((month, i) => ({ month, ...perMonth[i], perThousand: perThousand(perMonth[i].claims, perMonth[i].units) })),
    total: { ...total, perThousand: perThousand(total.claims, total.units) },
  };
}

/** When a kept answer must be made again at the latest: the next midnight in Rome (epoch ms). */
export const nextRomeMidnight = (now = new Date()): number => fromZonedTime(`${addDays(todayInRome(now), 1)}T00:00:00`, ROME).getTime();
