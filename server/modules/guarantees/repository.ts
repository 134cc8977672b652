import { createHash } from 'node:crypto';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { DB } from '../../db';
import type { Database, GuaranteeRow, GuaranteeUnitRow, UserRow } from '../../db/schema';
import { matchWords } from '../../db/search';
import { totalsOf, versionColumn } from '../../db/versions';
import { prepared } from '../../db/prepared';
import { HttpError } from '../../lib/httpError';
import { addDays, EXPIRING_SOON_DAYS, todayInRome, type Country, type Guarantee, type GuaranteeListQuery } from '../../../shared/guarantees';
import type { Locale } from '../../../shared/locales';
import { unitsToApi, worksOf } from './units';

type Eb = ExpressionBuilder<Database & { dealer: Database['users'] }, 'guarantees' | 'dealer'>;

const SORT_COLUMNS = {
  code: 'guarantees.code',
  customerName: 'guarantees.customerName',
  city: 'guarantees.city',
  product: 'guarantees.product',
  quantity: 'guarantees.quantity',
  installationDate: 'guarantees.installationDate',
  expiresOn: 'guarantees.expiresOn',
  createdAt: 'guarantees.createdAt',
  dealer: 'dealer.displayName',
} as const;

export const notFound = () => new HttpError(404, 'Warranty registration not found', 'guarantee_not_found');

/** Who reads: the signed-in account, or the server itself (the mail queue) with an admin's view. */
export type Viewer = Pick<UserRow, 'id' | 'role'>;

/** What a caller may see: a dealer their own registrations, an admin all of them. */
const ownerScope = (user: Viewer) => (user.role === 'admin' ? undefined : user.id);

function whereClauses(db: DB, eb: Eb, owner: number | undefined, q: GuaranteeListQuery): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [];
  if (owner !== undefined) all.push(eb('guarantees.dealerId', '=', owner));
  if (q.dealerId !== undefined) all.push(eb('guarantees.dealerId', '=', q.dealerId));
  for (const key of ['material', 'productCategory', 'product'] as const) {
    const value = q[key];
    if (value) all.push(eb(`guarantees.${key}`, '=', value));
  }
  if (q.installedFrom) all.push(eb('guarantees.installationDate', '>=', q.installedFrom));
  if (q.installedTo) all.push(eb('guarantees.installationDate', '<=', q.installedTo));
  if (q.status) {
    // Dates are YYYY-MM-DD text: compared as text, they compare as days. A warranty ends at
    // midnight in Italy, as the verify page and the certificate count it.
    const day = todayInRome();
    if (q.status === 'expired') all.push(eb('guarantees.expiresOn', '<', day));
    else all.push(eb('guarantees.expiresOn', '>=', day));
    if (q.status === 'expiring') all.push(eb('guarantees.expiresOn', '<=', addDays(day, EXPIRING_SOON_DAYS)));
  }
  all.push(...matchWords(db, 'guarantees', q.q));
  return eb.and(all);
}

/**
 * The registrations `user` may see whose searchable columns hold every word of `q`, tested as the
 * list tests them (the global search reads through it). The query joins `users as dealer`.
 */
export const visibleMatching = (db: DB, eb: Eb, user: UserRow, q: string): Expression<SqlBool> => whereClauses(db, eb, ownerScope(user), { q });

type Joined = GuaranteeRow & {
  dealerName: string;
  dealerCompany: string | null;
  dealerPhoto: string | null;
  creatorName: string | null;
};

const selectGuarantees = (db: DB) =>
  db
    .selectFrom('guarantees')
    .innerJoin('users as dealer', 'dealer.id', 'guarantees.dealerId')
    .leftJoin('users as creator', 'creator.id', 'guarantees.createdBy')
    .selectAll('guarantees')
    .select(['dealer.displayName as dealerName', 'dealer.company as dealerCompany', 'dealer.photoUrl as dealerPhoto', 'creator.displayName as creatorName']);

/**
 * A registration's version: a fingerprint of what it says (every field an edit can change, its
 * windows and their check), not of who reads it, its dealer's name or when it was e-mailed. Two
 * readings of the same data give the same version on any instance, with no column to keep.
 */
export function versionOf(g: Omit<Guarantee, 'version'>): string {
  const { dealer: _dealer, createdBy: _createdBy, certificateSentAt: _sent, ...data } = g;
  return createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 20);
}

function toApi(row: Joined, units: readonly GuaranteeUnitRow[]): Guarantee {
  const g: Omit<Guarantee, 'version'> = {
    id: row.id,
    code: row.code,
    dealerId: row.dealerId,
    dealer: { id: row.dealerId, displayName: row.dealerName, company: row.dealerCompany, photoURL: row.dealerPhoto },
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    street: row.street,
    zipCode: row.zipCode,
    city: row.city,
    province: row.province,
    country: row.country as Country,
    material: row.material,
    productCategory: row.productCategory,
    product: row.product,
    quantity: row.quantity,
    orderReference: row.orderReference,
    installationDate: row.installationDate,
    warrantyYears: row.warrantyYears,
    expiresOn: row.expiresOn,
    notes: row.notes,
    createdBy: row.createdBy !== null && row.creatorName !== null ? { id: row.createdBy, displayName: row.creatorName } : null,
    createdAt: new Date(row.createdAt).toISOString(),
    customerLocale: row.customerLocale as Locale,
    ...unitsToApi(units, worksOf(row)),
    certificateSentAt: row.certificateSentAt === null ? null : new Date(Number(row.certificateSentAt)).toISOString(),
  };
  return { ...g, version: versionOf(g) };
}

/** The windows of these registrations, each one's in its order. */
async function unitsOf(db: DB, ids: readonly number[]): Promise<Map<number, GuaranteeUnitRow[]>> {
  const byGuarantee = new Map<number, GuaranteeUnitRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byGuarantee;
  const rows = await db.selectFrom('guaranteeUnits').selectAll().where('guaranteeId', 'in', ids).orderBy('guaranteeId').orderBy('position').execute();
  for (const row of rows) byGuarantee.get(row.guaranteeId)!.push(row);
  return byGuarantee;
}

async function withUnits(db: DB, rows: Joined[]): Promise<Guarantee[]> {
  const units = await unitsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toApi(r, units.get(r.id)!));
}

/** The filters whose values change only a list statement's parameters. */
const FILTERS = ['dealerId', 'material', 'productCategory', 'product', 'installedFrom', 'installedTo'] as const;

export async function listGuarantees(
  db: DB,
  user: UserRow,
  q: Required<Pick<GuaranteeListQuery, 'page' | 'perPage' | 'sort' | 'order'>> & GuaranteeListQuery,
): Promise<{ data: Guarantee[]; total: number }> {
  const { page, perPage, sort, order, ...filters } = q;
  const owner = ownerScope(user);
  const direction = order === 'ASC' ? 'asc' : 'desc';
  const ordered = <Q extends { orderBy: (...args: any[]) => Q }>(query: Q) =>
    query.orderBy(SORT_COLUMNS[sort], direction).orderBy('guarantees.id', direction);
  // The page's ids from the sort's index, then their rows: the scan stops after the page.
  // The dealer is joined only to sort by their name: a join per skipped row makes late pages slow.
  const joined = db.selectFrom('guarantees').innerJoin('users as dealer', 'dealer.id', 'guarantees.dealerId');
  const from = sort === 'dealer' ? joined : (db.selectFrom('guarantees') as unknown as typeof joined);
  // "Active", "expiring" and "expired" move with the calendar: a status filter's total is the day's.
  const key = JSON.stringify([owner ?? 'all', filters, filters.status ? todayInRome() : '']);
  const build = (o: number | undefined, f: GuaranteeListQuery, limit: number, offset: number) =>
    ordered(selectGuarantees(db).where('guarantees.id', 'in', ordered(from.select('guarantees.id').where((eb) => whereClauses(db, eb, o, f))).limit(limit).offset(offset)));
  // Without words to find or a status (which reads today's date), the statement is built once per
  // shape (db/prepared.ts): which filters, whose, the sort.
  const set = FILTERS.filter((k) => filters[k] !== undefined && filters[k] !== '');
  const own = owner !== undefined;
  const statement =
    filters.q || filters.status
      ? build(owner, filters, perPage, (page - 1) * perPage).compile()
      : prepared(db, `guarantees.list ${own} ${sort} ${direction} ${set.join(',')}`, [...set.map((k) => filters[k]), ...(own ? [owner] : []), perPage, (page - 1) * perPage], (slot) => {
          let i = 0;
          const f = Object.fromEntries(set.map((k) => [k, slot(i++)])) as GuaranteeListQuery;
          return build(own ? slot(i++) : undefined, f, slot(i++), slot(i++));
        });
  const [{ rows }, total] = await Promise.all([
    db.executeQuery(statement),
    totalsOf(db).total('guarantees', key, async () => {
      const row = await db
        .selectFrom('guarantees')
        .where((eb) => whereClauses(db, eb as Eb, owner, filters))
        .select((eb) => [eb.fn.countAll<number>().as('total'), versionColumn('guarantees')])
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), version: Number(row.version) };
    }),
  ]);
  return { data: await withUnits(db, rows), total };
}

/** One registration, if `user` may see it; another dealer's is "not found", not "forbidden". */
export async function getGuarantee(db: DB, id: number, user: Viewer): Promise<Guarantee> {
  const owner = ownerScope(user);
  let query = selectGuarantees(db).where('guarantees.id', '=', id);
  if (owner !== undefined) query = query.where('guarantees.dealerId', '=', owner);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return (await withUnits(db, [row]))[0]!;
}

/** A registration by its code, whoever's it is: the public verification reads only a few of its facts. */
export async function guaranteeByCode(db: DB, code: string): Promise<Pick<GuaranteeRow, 'code' | 'material' | 'productCategory' | 'product' | 'installationDate' | 'expiresOn' | 'warrantyYears' | 'country'> | undefined> {
  return db
    .selectFrom('guarantees')
    .select(['code', 'material', 'productCategory', 'product', 'installationDate', 'expiresOn', 'warrantyYears', 'country'])
    .where('code', '=', code)
    .executeTakeFirst();
}
