import { fromZonedTime } from 'date-fns-tz';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db';
import type { ClaimFileRow, ClaimRow, Database, UserRow } from '../../db/schema';
import { matchWords } from '../../db/search';
import { totalsOf, versionColumn } from '../../db/versions';
import { HttpError } from '../../lib/httpError';
import { addDays, ROME } from '../../../shared/calendar';
import { OPEN_CLAIM_STATUSES, type Claim, type ClaimDetail, type ClaimFile, type ClaimListQuery, type ClaimMessage, type ClaimSort } from '../../../shared/claims';
import type { DownloadLinks } from '../files/downloadLinks';
import { claimFileLinks } from './links';

/**
 * Reading claims, and who may: a dealer its own claims, an admin every one. Another dealer's
 * claim is "not found", never "forbidden", so ids tell nothing. Answers carry signed links to
 * the files, made for the reader (links.ts).
 */

type Eb = ExpressionBuilder<Database, 'claims'>;
/** Who reads: the signed-in account. */
export type Viewer = Pick<UserRow, 'id' | 'role'>;

export const notFound = () => new HttpError(404, 'Claim not found', 'claim_not_found');

const DAY = 86_400_000;
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The claims `user` may see, as a `where` (the lists, one claim, the global search and the files read through it). */
export const visibleTo =
  (_db: DB, user: Viewer) =>
  (eb: ExpressionBuilder<Database, 'claims'>): Expression<SqlBool> =>
    user.role === 'admin' ? eb.and([]) : eb('claims.dealerId', '=', user.id);

/** The claim row, if `user` may see it. */
export async function findVisibleClaim(db: DB, id: number, user: Viewer): Promise<ClaimRow | undefined> {
  return db.selectFrom('claims').selectAll().where('id', '=', id).where(visibleTo(db, user)).executeTakeFirst();
}

const SORT_COLUMNS: Record<ClaimSort, 'claims.createdAt' | 'claims.dueAt' | 'claims.updatedAt' | 'claims.code' | 'claims.status'> = {
  createdAt: 'claims.createdAt',
  dueAt: 'claims.dueAt',
  updatedAt: 'claims.updatedAt',
  code: 'claims.code',
  status: 'claims.status',
};

/** The first moment of a day in Italy (epoch ms): the quality view's periods and the list's dates count Italian days. */
export const romeMidnight = (day: string) => fromZonedTime(`${day}T00:00:00`, ROME).getTime();

type Filters = Omit<ClaimListQuery, 'page' | 'perPage' | 'sort' | 'order'>;

/** Whether a filter reads the clock (its answer changes with no write). */
const timed = (f: Filters) => f.overdue !== undefined || f.olderThanDays !== undefined;

function whereClauses(db: DB, eb: Eb, user: Viewer, f: Filters, now: number): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [visibleTo(db, user)(eb)];
  // Literals, as the partial index claims_open_due is written (migration 018): with bound values
  // the planner cannot know the index covers them.
  if (f.status === 'open') all.push(sql<SqlBool>`claims.status in (${sql.join(OPEN_CLAIM_STATUSES.map((s) => sql.lit(s)))})`);
  else if (f.status) all.push(eb('claims.status', '=', f.status));
  if (f.kind) all.push(eb('claims.kind', '=', f.kind));
  if (f.product) {
    const [material, productCategory, product] = f.product.split('/');
    all.push(eb('claims.material', '=', material!), eb('claims.productCategory', '=', productCategory!), eb('claims.product', '=', product!));
  }
  if (f.dealerId !== undefined) all.push(eb('claims.dealerId', '=', f.dealerId));
  if (f.guaranteeId !== undefined) all.push(eb('claims.guaranteeId', '=', f.guaranteeId));
  if (f.assignee === 'none') all.push(eb('claims.assigneeId', 'is', null));
  else if (f.assignee) all.push(eb('claims.assigneeId', '=', f.assignee === 'me' ? user.id : Number(f.assignee)));
  if (f.olderThanDays !== undefined) all.push(eb('claims.createdAt', '<', now - f.olderThanDays * DAY));
  if (f.overdue === true) all.push(eb.and([eb('claims.firstAnswerAt', 'is', null), eb('claims.dueAt', '<', now)]));
  if (f.overdue === false) all.push(eb.or([eb('claims.firstAnswerAt', 'is not', null), eb('claims.dueAt', '>=', now)]));
  if (f.createdFrom) all.push(eb('claims.createdAt', '>=', romeMidnight(f.createdFrom)));
  if (f.createdTo) all.push(eb('claims.createdAt', '<', romeMidnight(addDays(f.createdTo, 1))));
  all.push(...matchWords(db, 'claims', f.q));
  return eb.and(all);
}

/** The claims `user` may see whose code or description hold every word of `q` (the global search). */
export const visibleMatching = (db: DB, eb: Eb, user: Viewer, q: string): Expression<SqlBool> => whereClauses(db, eb, user, { q }, Date.now());

const selectClaims = (db: DB) =>
  db
    .selectFrom('claims')
    .innerJoin('guarantees', 'guarantees.id', 'claims.guaranteeId')
    .innerJoin('users as dealer', 'dealer.id', 'claims.dealerId')
    .leftJoin('users as assignee', 'assignee.id', 'claims.assigneeId')
    .leftJoin('users as creator', 'creator.id', 'claims.createdBy')
    .leftJoin('claimFiles as cover', 'cover.id', 'claims.coverPhotoId')
    .selectAll('claims')
    .select([
      'guarantees.code as guaranteeCode',
      'guarantees.customerName',
      'guarantees.city',
      'dealer.displayName as dealerName',
      'dealer.company as dealerCompany',
      'dealer.photoUrl as dealerPhoto',
      'assignee.displayName as assigneeName',
      'creator.displayName as creatorName',
      'cover.fileKey as coverFileKey',
      'cover.thumbKey as coverThumbKey',
    ]);
type Joined = Awaited<ReturnType<ReturnType<typeof selectClaims>['executeTakeFirstOrThrow']>>;

/** What a reader is answered with: links are made for them, and `overdue` is read at `now`. */
export interface Reading {
  links: DownloadLinks;
  user: Viewer;
  now?: number;
}

export const isOverdue = (row: Pick<ClaimRow, 'firstAnswerAt' | 'dueAt'>, now: number) => row.firstAnswerAt === null && now > Number(row.dueAt);

function toApi(row: Joined, units: number[], r: Reading): Claim {
  const now = r.now ?? Date.now();
  const cover =
    row.coverPhotoId !== null && row.coverFileKey !== null ? claimFileLinks(r.links, r.user.id, { id: row.coverPhotoId, fileKey: row.coverFileKey, thumbKey: row.coverThumbKey }) : null;
  return {
    id: row.id,
    code: row.code,
    guaranteeId: row.guaranteeId,
    guaranteeCode: row.guaranteeCode,
    customerName: row.customerName,
    city: row.city,
    dealerId: row.dealerId,
    dealer: { id: row.dealerId, displayName: row.dealerName, company: row.dealerCompany, photoURL: row.dealerPhoto },
    material: row.material,
    productCategory: row.productCategory,
    product: row.product,
    units,
    kind: row.kind,
    noticedOn: row.noticedOn,
    description: row.description,
    paidService: Boolean(row.paidService),
    status: row.status,
    remedy: row.remedy,
    rejectionReason: row.rejectionReason,
    assignee: row.assigneeId !== null && row.assigneeName !== null ? { id: row.assigneeId, displayName: row.assigneeName } : null,
    dueAt: iso(row.dueAt)!,
    firstAnswerAt: iso(row.firstAnswerAt),
    overdue: isOverdue(row, now),
    photoCount: Number(row.photoCount),
    coverPhotoId: row.coverPhotoId,
    coverThumbUrl: cover?.thumbUrl ?? null,
    createdBy: row.createdBy !== null && row.creatorName !== null ? { id: row.createdBy, displayName: row.creatorName } : null,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    version: Number(row.version),
  };
}

/** The window lines of these claims, each one's in order. */
async function unitsOf(db: DB, ids: readonly number[]): Promise<Map<number, number[]>> {
  const byClaim = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byClaim;
  const rows = await db.selectFrom('claimUnits').select(['claimId', 'position']).where('claimId', 'in', ids).orderBy('claimId').orderBy('position').execute();
  for (const row of rows) byClaim.get(row.claimId)!.push(row.position);
  return byClaim;
}

async function withUnits(db: DB, rows: Joined[], r: Reading): Promise<Claim[]> {
  const units = await unitsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toApi(row, units.get(row.id)!, r));
}

/** A stored file as the API names it, with the reader's links. */
export function fileToApi(file: ClaimFileRow, r: Pick<Reading, 'links' | 'user'>): ClaimFile {
  return {
    id: file.id,
    kind: file.kind,
    name: file.name,
    size: Number(file.size),
    type: file.type,
    width: file.width,
    height: file.height,
    ...claimFileLinks(r.links, r.user.id, file),
  };
}

export type ListQuery = Required<Pick<ClaimListQuery, 'page' | 'perPage' | 'sort'>> & ClaimListQuery;

/**
 * A page of the claims `user` may see. Without a sort named, the oldest waiting first (`dueAt`
 * ascending); any sort then by id. The page's ids come from the sort's index, then their rows.
 */
export async function listClaims(db: DB, r: Reading, q: ListQuery): Promise<{ data: Claim[]; total: number }> {
  const { page, perPage, sort, order, ...filters } = q;
  const now = r.now ?? Date.now();
  const direction = (order ?? (sort === 'dueAt' ? 'ASC' : 'DESC')) === 'ASC' ? 'asc' : 'desc';
  const ids = db
    .selectFrom('claims')
    .select('claims.id')
    .where((eb) => whereClauses(db, eb, r.user, filters, now))
    .orderBy(SORT_COLUMNS[sort], direction)
    .orderBy('claims.id', direction)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const rows = selectClaims(db)
    .where('claims.id', 'in', ids)
    .orderBy(SORT_COLUMNS[sort], direction)
    .orderBy('claims.id', direction)
    .execute();
  // A filter that reads the clock counts anew each minute; the others until a write.
  const key = JSON.stringify([r.user.role === 'admin' ? 'all' : r.user.id, filters, filters.assignee === 'me' ? r.user.id : '']);
  const [found, total] = await Promise.all([
    rows,
    totalsOf(db).total('claims', key, async () => {
      const row = await db
        .selectFrom('claims')
        .where((eb) => whereClauses(db, eb, r.user, filters, now))
        .select((eb) => [eb.fn.countAll<number>().as('total'), versionColumn('claims')])
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), version: Number(row.version), ...(timed(filters) ? { validUntil: now + 60_000 } : {}) };
    }),
  ]);
  return { data: await withUnits(db, found, r), total };
}

/** One claim with its conversation (oldest first) and files, if `user` may see it. */
export async function getClaimDetail(db: DB, id: number, r: Reading): Promise<ClaimDetail> {
  const row = await selectClaims(db).where('claims.id', '=', id).where(visibleTo(db, r.user)).executeTakeFirst();
  if (!row) throw notFound();
  const [claim] = await withUnits(db, [row], r);
  const [messages, files] = await Promise.all([
    db
      .selectFrom('claimMessages')
      .leftJoin('users as author', 'author.id', 'claimMessages.authorId')
      .selectAll('claimMessages')
      .select(['author.displayName as authorName', 'author.role as authorRole'])
      .where('claimMessages.claimId', '=', id)
      .orderBy('claimMessages.createdAt')
      .orderBy('claimMessages.id')
      .execute(),
    db.selectFrom('claimFiles').selectAll().where('claimId', '=', id).orderBy('id').execute(),
  ]);
  const byMessage = new Map<number, ClaimFile[]>();
  for (const f of files) {
    if (f.messageId === null) continue;
    byMessage.set(f.messageId, [...(byMessage.get(f.messageId) ?? []), fileToApi(f, r)]);
  }
  const conversation: ClaimMessage[] = messages.map((m) => ({
    id: m.id,
    claimId: m.claimId,
    author: m.authorId !== null && m.authorName !== null ? { id: m.authorId, displayName: m.authorName, role: m.authorRole === 'admin' ? 'admin' : 'dealer' } : null,
    body: m.body,
    status: m.status,
    files: byMessage.get(m.id) ?? [],
    createdAt: iso(m.createdAt)!,
  }));
  return { ...claim!, messages: conversation };
}
