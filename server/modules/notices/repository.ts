import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { matchWords } from '../../db/search';
import { totalsOf, versionColumn, type CountedTotal } from '../../db/versions';
import type { DB } from '../../db';
import type { Database, NoticeRow, UserRow } from '../../db/schema';
import type { Notice, NoticeListQuery, NoticeStatus } from '../../../shared/notices';
import { HttpError } from '../../lib/httpError';
import { noticeColumns } from '../../db/columns';

type Eb = ExpressionBuilder<Database, 'notices'>;

// Titles in alphabetical order whatever their case (SQLite compares bytes).
const SORT_COLUMNS = {
  publishAt: 'notices.publishAt',
  title: sql<string>`lower(notices.title)`,
  createdAt: 'notices.createdAt',
  updatedAt: 'notices.updatedAt',
} as const;

export const notFound = () => new HttpError(404, 'Notice not found', 'notice_not_found');

const iso = (ms: number) => new Date(ms).toISOString();

/** Published now: its publication date has come, and its expiry (if any) has not. */
function publishedAt(eb: Eb, now: number): Expression<SqlBool> {
  return eb.and([eb('notices.publishAt', '<=', now), eb.or([eb('notices.expiresAt', 'is', null), eb('notices.expiresAt', '>', now)])]);
}

function inStatus(eb: Eb, status: NoticeStatus, now: number): Expression<SqlBool> {
  if (status === 'scheduled') return eb('notices.publishAt', '>', now);
  if (status === 'expired') return eb.and([eb('notices.publishAt', '<=', now), eb('notices.expiresAt', '<=', now)]);
  return publishedAt(eb, now);
}

/** Not opened by `userId`. */
function unreadBy(eb: Eb, userId: number): Expression<SqlBool> {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('noticeReads')
        .select('noticeReads.noticeId')
        .whereRef('noticeReads.noticeId', '=', 'notices.id')
        .where('noticeReads.userId', '=', userId),
    ),
  );
}

/** Admins see every notice; anyone else only the published ones (not scheduled, not expired). */
const canSeeAll = (user: UserRow) => user.role === 'admin';

/** The notices `user` may see now, tested as the lists test them (the global search reads through it too). */
export const visibleTo = (eb: Eb, user: UserRow, now: number): Expression<SqlBool> => (canSeeAll(user) ? eb.and([]) : publishedAt(eb, now));

export function statusOf(row: Pick<NoticeRow, 'publishAt' | 'expiresAt'>, now: number): NoticeStatus {
  if (row.publishAt > now) return 'scheduled';
  if (row.expiresAt !== null && row.expiresAt <= now) return 'expired';
  return 'published';
}

type Joined = NoticeRow & { authorName: string | null; readAt: number | null };

function toApi(row: Joined, now: number): Notice {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    pinned: Boolean(row.pinned),
    publishAt: iso(row.publishAt),
    expiresAt: row.expiresAt === null ? null : iso(row.expiresAt),
    status: statusOf(row, now),
    read: row.readAt !== null,
    readAt: row.readAt === null ? null : iso(row.readAt),
    attachment: row.attachmentKey
      ? {
          key: row.attachmentKey,
          name: row.attachmentName!,
          size: row.attachmentSize!,
          type: row.attachmentType!,
          hash: row.attachmentHash!,
          lastModified: iso(row.attachmentUploadedAt!),
        }
      : null,
    author: row.authorId !== null && row.authorName !== null ? { id: row.authorId, displayName: row.authorName } : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Notices with their author's name and the caller's read mark. */
const selectNotices = (db: DB, userId: number) =>
  db
    .selectFrom('notices')
    .leftJoin('users as author', 'author.id', 'notices.authorId')
    .leftJoin('noticeReads as r', (join) => join.onRef('r.noticeId', '=', 'notices.id').on('r.userId', '=', userId))
    .select(noticeColumns)
    .select(['author.displayName as authorName', 'r.readAt as readAt']);

/**
 * The next publication or expiry after `now` (epoch ms; Infinity for none): what dealers see
 * changes then, with no write.
 */
export async function nextNoticeChange(db: DB, now = Date.now()): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('notices').select((e) => e.fn.min<number>('publishAt').as('p')).where('publishAt', '>', now).as('nextPublish'),
      eb.selectFrom('notices').select((e) => e.fn.min<number>('expiresAt').as('e')).where('expiresAt', '>', now).as('nextExpiry'),
    ])
    .executeTakeFirstOrThrow();
  return Math.min(Infinity, ...[row.nextPublish, row.nextExpiry].filter((t) => t !== null).map(Number));
}

/**
 * `nextNoticeChange` read once per notices version rather than at every answer made anew (under
 * the realistic day on PostgreSQL it was the second statement by time): while the notices are
 * unchanged it stays the same until it has passed. A read in flight is shared (a hundred dealers'
 * first lists at once ask once), a failed one is not kept. A write meanwhile leaves the value under
 * the older version, whose answers are dropped anyway. One per app: each has its own database.
 */
export function keptNextNoticeChange(): (db: DB, notices: number) => Promise<number> {
  let next: { version: number; at: Promise<number> } | undefined;
  return async (db, notices) => {
    if (!next || next.version !== notices || (await next.at) <= Date.now()) {
      const at = nextNoticeChange(db);
      at.catch(() => next?.at === at && (next = undefined));
      next = { version: notices, at };
    }
    return next.at;
  };
}

/**
 * The number of notices `where` keeps, kept until the notices change or the next publication or
 * expiry (which changes what "published" means without any write).
 */
function noticesTotal(db: DB, key: string, where: (eb: Eb) => Expression<SqlBool>, now: number): Promise<number> {
  return totalsOf(db).total('notices', key, async (): Promise<CountedTotal & { version: number }> => {
    const row = await db
      .selectFrom('notices')
      .where(where)
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        versionColumn('notices'),
        eb.selectFrom('notices').select((e) => e.fn.min<number>('publishAt').as('p')).where('publishAt', '>', now).as('nextPublish'),
        eb.selectFrom('notices').select((e) => e.fn.min<number>('expiresAt').as('e')).where('expiresAt', '>', now).as('nextExpiry'),
      ])
      .executeTakeFirstOrThrow();
    const changes = [row.nextPublish, row.nextExpiry].filter((t) => t !== null).map(Number);
    return { total: Number(row.total), version: Number(row.version), validUntil: Math.min(Infinity, ...changes) };
  });
}

/** Notices `where` keeps, in order (pinned first): the page's ids from the sort's index, then their rows. */
function noticesPage(db: DB, user: UserRow, where: (eb: Eb) => Expression<SqlBool>, sort: keyof typeof SORT_COLUMNS, direction: 'asc' | 'desc', limit: number, offset = 0) {
  const ordered = <Q extends { orderBy: (...args: any[]) => Q }>(query: Q) =>
    query.orderBy('notices.pinned', 'desc').orderBy(SORT_COLUMNS[sort], direction).orderBy('notices.id', direction);
  const ids = ordered(db.selectFrom('notices').select('notices.id').where(where)).limit(limit).offset(offset);
  return ordered(selectNotices(db, user.id).where('notices.id', 'in', ids)).execute();
}

export async function listNotices(
  db: DB,
  user: UserRow,
  q: Required<Pick<NoticeListQuery, 'page' | 'perPage' | 'sort' | 'order'>> & NoticeListQuery,
): Promise<{ data: Notice[]; total: number }> {
  const now = Date.now();
  const { page, perPage, sort, order, ...filters } = q;
  const where = (eb: Eb) => {
    const all: Expression<SqlBool>[] = [];
    if (!canSeeAll(user)) all.push(publishedAt(eb, now));
    if (filters.status) all.push(inStatus(eb, filters.status, now));
    if (filters.unread) all.push(unreadBy(eb, user.id));
    all.push(...matchWords(db, 'notices', filters.q));
    return eb.and(all);
  };
  const direction = order === 'ASC' ? 'asc' : 'desc';
  // Whose read marks count (unread) and what they may see (role) make the total theirs.
  const scope = filters.unread ? `user:${user.id}` : canSeeAll(user) ? 'all' : 'published';
  const [rows, total] = await Promise.all([
    noticesPage(db, user, where, sort, direction, perPage, (page - 1) * perPage),
    noticesTotal(db, JSON.stringify([scope, filters]), where, now),
  ]);
  return { data: rows.map((r) => toApi(r, now)), total };
}

/** The latest `limit` published notices, pinned first, for everyone (the dashboard home); `total` counts every published one. */
export async function latestNotices(db: DB, user: UserRow, limit: number): Promise<{ data: Notice[]; total: number }> {
  const now = Date.now();
  const where = (eb: Eb) => publishedAt(eb, now);
  const [rows, total] = await Promise.all([
    noticesPage(db, user, where, 'publishAt', 'desc', limit),
    noticesTotal(db, 'published', where, now),
  ]);
  return { data: rows.map((r) => toApi(r, now)), total };
}

/** Published notices `user` has not opened: the number on the menu. */
export function unreadCount(db: DB, user: UserRow): Promise<number> {
  const now = Date.now();
  return noticesTotal(db, `unread:${user.id}`, (eb) => eb.and([publishedAt(eb, now), unreadBy(eb, user.id)]), now);
}

/** The row, if `user` may see it now: admins every notice, dealers the published ones. */
export async function findVisibleNotice(db: DB, id: number, user: UserRow) {
  const row = await selectNotices(db, user.id).where('notices.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return canSeeAll(user) || statusOf(row, Date.now()) === 'published' ? row : undefined;
}

export async function getNotice(db: DB, id: number, user: UserRow): Promise<Notice> {
  const row = await findVisibleNotice(db, id, user);
  if (!row) throw notFound();
  return toApi(row, Date.now());
}

/** Attachments referenced by a notice, out of `keys` (for the file store's sweep). */
export async function referencedAttachmentKeys(db: DB, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.selectFrom('notices').select('attachmentKey').where('attachmentKey', 'in', keys).execute();
  return new Set(rows.map((r) => r.attachmentKey!));
}
