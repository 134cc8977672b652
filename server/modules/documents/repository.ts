import { sql, type Expression, type SqlBool, type ExpressionBuilder } from 'kysely';
import { matchWords } from '../../db/search';
import { totalsOf, versionColumn } from '../../db/versions';
import type { DB } from '../../db';
import type { Database, DocumentRow, UserRow } from '../../db/schema';
import type { DealerSummary, DocumentListQuery, PortalDocument } from '../../../shared/documents';
import { HttpError } from '../../lib/httpError';
import { documentColumns } from '../../db/columns';
import { prepared } from '../../db/prepared';

type Eb = ExpressionBuilder<Database, 'documents'>;

// Titles in alphabetical order whatever their case (SQLite compares bytes: "PVC" before "alluminio").
const SORT_COLUMNS = {
  title: sql<string>`lower(documents.title)`,
  category: 'documents.category',
  language: 'documents.language',
  fileSize: 'documents.fileSize',
  createdAt: 'documents.createdAt',
  updatedAt: 'documents.updatedAt',
} as const;

/**
 * Which documents a list holds: the public ones, the reserved ones, or both. `reservedTo` keeps,
 * of the reserved ones, those reserved to this user (a dealer's own, or an admin's dealer filter).
 */
export interface ListScope {
  reserved: boolean | 'both';
  reservedTo?: number;
}

export const notFound = () => new HttpError(404, 'Document not found', 'document_not_found');

function whereClauses(db: DB, eb: Eb, scope: ListScope, q: DocumentListQuery): Expression<SqlBool> {
  // 0/1: better-sqlite3 binds no booleans, and PostgreSQL reads '0'/'1' as boolean.
  const isPublic = eb('documents.reserved', '=', 0);
  const isReserved = eb('documents.reserved', '=', 1);
  const reservedTo = (userId: number) =>
    eb.and([
      isReserved,
      eb.exists(
        eb
          .selectFrom('documentDealers')
          .select('documentDealers.userId')
          .whereRef('documentDealers.documentId', '=', 'documents.id')
          .where('documentDealers.userId', '=', userId),
      ),
    ]);
  const { reserved, reservedTo: userId } = scope;
  const all: Expression<SqlBool>[] = [];
  if (reserved === false) all.push(isPublic);
  else if (reserved === true) all.push(userId === undefined ? isReserved : reservedTo(userId));
  else if (userId !== undefined) all.push(eb.or([isPublic, reservedTo(userId)]));
  for (const key of ['category', 'material', 'productCategory', 'product', 'language'] as const) {
    const value = q[key];
    if (value) all.push(eb(`documents.${key}`, '=', value));
  }
  all.push(...matchWords(db, 'documents', q.q));
  return eb.and(all);
}

/** The documents `user` may see, tested as the lists test them (the global search reads through it too). */
export const visibleTo = (db: DB, eb: Eb, user: Pick<UserRow, 'id' | 'role'>): Expression<SqlBool> =>
  whereClauses(db, eb, user.role === 'admin' ? { reserved: 'both' } : { reserved: 'both', reservedTo: user.id }, {});

function toApi(row: DocumentRow & { authorName: string | null }, dealers?: DealerSummary[]): PortalDocument {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    material: row.material,
    productCategory: row.productCategory,
    product: row.product,
    language: row.language,
    reserved: Boolean(row.reserved),
    ...(dealers ? { dealers } : {}),
    file: {
      key: row.fileKey,
      name: row.fileName,
      size: row.fileSize,
      type: row.fileType,
      hash: row.fileHash,
      lastModified: new Date(row.fileUploadedAt).toISOString(),
    },
    author: row.authorId !== null && row.authorName !== null ? { id: row.authorId, displayName: row.authorName } : null,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

const selectDocuments = (db: DB) =>
  db
    .selectFrom('documents')
    .leftJoin('users as author', 'author.id', 'documents.authorId')
    .select(documentColumns)
    .select('author.displayName as authorName');

async function dealersOf(db: DB, ids: number[]): Promise<Map<number, DealerSummary[]>> {
  const map = new Map<number, DealerSummary[]>(ids.map((id) => [id, []]));
  if (!ids.length) return map;
  const rows = await db
    .selectFrom('documentDealers')
    .innerJoin('users', 'users.id', 'documentDealers.userId')
    .select(['documentDealers.documentId', 'users.id', 'users.displayName', 'users.company', 'users.photoUrl'])
    .where('documentDealers.documentId', 'in', ids)
    .orderBy('users.displayName')
    .execute();
  for (const r of rows) {
    map.get(r.documentId)!.push({ id: r.id, displayName: r.displayName, company: r.company, photoURL: r.photoUrl });
  }
  return map;
}

/**
 * How many documents `scope` holds under the filters. A dealer's list (public or reserved to them)
 * is counted as the public count, which every dealer shares, plus the few reserved to them, so that
 * a thousand dealers do not each count the whole archive.
 */
async function countDocuments(db: DB, scope: ListScope, filters: DocumentListQuery, version?: number): Promise<number> {
  const totals = totalsOf(db);
  if (scope.reserved === 'both' && scope.reservedTo !== undefined) {
    const current = await totals.versionOf('documents');
    const [shared, own] = await Promise.all([
      countDocuments(db, { reserved: false }, filters, current),
      countDocuments(db, { reserved: true, reservedTo: scope.reservedTo }, filters, current),
    ]);
    return shared + own;
  }
  const count = async () => {
    const row = await db
      .selectFrom('documents')
      .where((eb) => whereClauses(db, eb, scope, filters))
      .select((eb) => [eb.fn.countAll<number>().as('total'), versionColumn('documents')])
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), version: Number(row.version) };
  };
  return totals.total('documents', JSON.stringify([scope, filters]), count, version);
}

const FILTERS = ['category', 'material', 'productCategory', 'product', 'language'] as const;

export async function listDocuments(
  db: DB,
  scope: ListScope,
  q: Required<Pick<DocumentListQuery, 'page' | 'perPage' | 'sort' | 'order'>> & DocumentListQuery,
  withDealers: boolean,
): Promise<{ data: PortalDocument[]; total: number }> {
  const { page, perPage, sort, order, ...filters } = q;
  const direction = order === 'ASC' ? 'asc' : 'desc';
  // The page's ids from the sort's index (which carries the visibility test), then their rows:
  // the scan stops after the page, and skipping to a late page reads no row.
  const build = (s: ListScope, f: DocumentListQuery, limit: number, offset: number) => {
    const pageIds = db
      .selectFrom('documents')
      .select('documents.id')
      .where((eb) => whereClauses(db, eb, s, f))
      .orderBy(SORT_COLUMNS[sort], direction)
      .orderBy('documents.id', direction)
      .limit(limit)
      .offset(offset);
    return selectDocuments(db)
      .where('documents.id', 'in', pageIds)
      .orderBy(SORT_COLUMNS[sort], direction)
      .orderBy('documents.id', direction);
  };
  const offset = (page - 1) * perPage;
  // Without words to find, the statement is built once per shape (which filters, scope, sort).
  const set = FILTERS.filter((k) => filters[k]);
  const own = scope.reservedTo !== undefined;
  const statement = filters.q
    ? build(scope, filters, perPage, offset).compile()
    : prepared(db, `documents.list ${String(scope.reserved)} ${own} ${sort} ${direction} ${set.join(',')}`, [...set.map((k) => filters[k]), ...(own ? [scope.reservedTo] : []), perPage, offset], (slot) => {
        let i = 0;
        const f = Object.fromEntries(set.map((k) => [k, slot(i++)])) as DocumentListQuery;
        const s = own ? { ...scope, reservedTo: slot(i++) } : scope;
        return build(s, f, slot(i++), slot(i++));
      });
  const [{ rows }, total] = await Promise.all([db.executeQuery(statement), countDocuments(db, scope, filters)]);
  const dealers = withDealers ? await dealersOf(db, rows.filter((r) => r.reserved).map((r) => r.id)) : undefined;
  return { data: rows.map((r) => toApi(r, withDealers ? (dealers!.get(r.id) ?? []) : undefined)), total };
}

/** The row, if `user` may see it: admins every document, dealers the public ones and those reserved to them. */
/**
 * The document if `user` may see it, in one statement through the lists' own clause (`visibleTo`):
 * a document's page, its download link and the download each ask, and on PostgreSQL a second
 * statement for a reserved one waited for the pool a second time.
 */
export async function findVisibleRow(db: DB, id: number, user: UserRow) {
  const admin = user.role === 'admin';
  const statement = prepared(db, `documents.one ${admin}`, admin ? [id] : [id, user.id], (slot) =>
    selectDocuments(db)
      .where('documents.id', '=', slot(0))
      .where((eb) => visibleTo(db, eb, { role: user.role, id: admin ? user.id : slot(1) })),
  );
  return (await db.executeQuery(statement)).rows[0];
}

export async function getDocument(db: DB, id: number, user: UserRow): Promise<PortalDocument> {
  const row = await findVisibleRow(db, id, user);
  if (!row) throw notFound();
  const withDealers = user.role === 'admin';
  return toApi(row, withDealers ? (await dealersOf(db, [id])).get(id) : undefined);
}

/** Files referenced by a row, out of `keys` (for the file store's sweep). */
export async function referencedKeys(db: DB, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.selectFrom('documents').select('fileKey').where('fileKey', 'in', keys).execute();
  return new Set(rows.map((r) => r.fileKey));
}
