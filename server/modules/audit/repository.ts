import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Static } from 'typebox';
import type { DB } from '../../db';
import type { AuditEntryRow, Database } from '../../db/schema';
import { isPostgres } from '../../db/dialect';
import { PG_PURGE_SETTING, SQLITE_DELETE_TRIGGER } from '../../db/migrations/015_audit_append_only';
import { matchWords } from '../../db/search';
import { totalsOf, versionColumn } from '../../db/versions';
import { HttpError } from '../../lib/httpError';
import type { AuditAction, AuditEntry, AuditRecordType } from '../../../shared/audit';
import type { auditFilters } from './schemas';

type Eb = ExpressionBuilder<Database, 'auditEntries'>;
type Filters = { [K in keyof typeof auditFilters]?: Static<(typeof auditFilters)[K]> };

export const notFound = () => new HttpError(404, 'Audit entry not found', 'audit_entry_not_found');

export function toApi(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    at: new Date(Number(row.at)).toISOString(),
    action: row.action as AuditAction,
    actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
    record: row.recordType ? { type: row.recordType as AuditRecordType, id: row.recordId, label: row.recordLabel } : null,
    changes: JSON.parse(row.changes),
    ip: row.ip,
  };
}

/** The entries the filters keep: each filter a column of one of the list's indexes. */
export function whereFilters(db: DB, f: Filters) {
  return (eb: Eb) => {
    const all: Expression<SqlBool>[] = [];
    if (f.actorId !== undefined) all.push(eb('auditEntries.actorId', '=', f.actorId));
    if (f.action) all.push(eb('auditEntries.action', '=', f.action));
    if (f.recordType) all.push(eb('auditEntries.recordType', '=', f.recordType));
    if (f.recordId !== undefined) all.push(eb('auditEntries.recordId', '=', f.recordId));
    if (f.from) all.push(eb('auditEntries.at', '>=', Date.parse(f.from)));
    if (f.to) all.push(eb('auditEntries.at', '<=', Date.parse(f.to)));
    all.push(...matchWords(db, 'audit_entries', f.q, 'auditEntries.id'));
    return eb.and(all);
  };
}

function checkRange(f: Filters) {
  for (const field of ['from', 'to'] as const) {
    if (f[field] && Number.isNaN(Date.parse(f[field]))) throw new HttpError(400, `Invalid querystring: ${field} is not a date`, 'validation_failed', { fields: [{ field, message: 'is not a date' }] });
  }
  if (f.from && f.to && Date.parse(f.from) > Date.parse(f.to)) {
    throw new HttpError(400, 'Invalid querystring: from must not be after to', 'validation_failed', { fields: [{ field: 'from', message: 'is after to' }] });
  }
}

/** A page of entries, newest first by default: the page's ids from an index, then their rows; the total kept per version of the log. */
export async function listAudit(
  db: DB,
  q: Filters & { page: number; perPage: number; order: 'ASC' | 'DESC' },
): Promise<{ data: AuditEntry[]; total: number }> {
  const { page, perPage, order, ...filters } = q;
  checkRange(filters);
  const where = whereFilters(db, filters);
  const direction = order === 'ASC' ? 'asc' : 'desc';
  const ids = db
    .selectFrom('auditEntries')
    .select('auditEntries.id')
    .where(where)
    .orderBy('auditEntries.at', direction)
    .orderBy('auditEntries.id', direction)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [rows, total] = await Promise.all([
    db.selectFrom('auditEntries').selectAll().where('auditEntries.id', 'in', ids).orderBy('at', direction).orderBy('id', direction).execute(),
    totalsOf(db).total('audit', JSON.stringify(filters), async () => {
      const row = await db
        .selectFrom('auditEntries')
        .where(where)
        .select((eb) => [eb.fn.countAll<number>().as('total'), versionColumn('audit')])
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), version: Number(row.version) };
    }),
  ]);
  return { data: rows.map(toApi), total };
}

export async function getAuditEntry(db: DB, id: number): Promise<AuditEntry> {
  const row = await db.selectFrom('auditEntries').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toApi(row);
}

/**
 * Every entry the filters keep, newest first, read in pages by keyset (time, id) so that any
 * number of them streams in constant memory.
 */
export async function* auditRows(db: DB, filters: Filters, batch = 1000): AsyncGenerator<AuditEntry> {
  checkRange(filters);
  const where = whereFilters(db, filters);
  let after: { at: number; id: number } | undefined;
  for (;;) {
    let query = db.selectFrom('auditEntries').selectAll().where(where);
    if (after) {
      const { at, id } = after;
      query = query.where((eb) => eb.or([eb('auditEntries.at', '<', at), eb.and([eb('auditEntries.at', '=', at), eb('auditEntries.id', '<', id)])]));
    }
    const rows = await query.orderBy('auditEntries.at', 'desc').orderBy('auditEntries.id', 'desc').limit(batch).execute();
    for (const row of rows) yield toApi(row);
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { at: Number(last.at), id: last.id };
  }
}

/** Removes the entries older than `retentionMs`; answers how many. */
/**
 * Deletes the entries older than `retentionMs`, the one DELETE the database lets through
 * (migration 015): on PostgreSQL in a transaction that sets `portal.audit_purge`, which the
 * append-only trigger reads; on SQLite in a transaction that lifts the DELETE trigger and puts it
 * back from its stored definition, so no other connection sees the table without it. With nothing
 * to delete, SQLite's schema is left alone.
 */
export async function purgeAudit(db: DB, retentionMs: number, now = Date.now()): Promise<number> {
  const cutoff = now - retentionMs;
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      await sql`select set_config(${PG_PURGE_SETTING}, 'on', true)`.execute(trx);
      return Number((await trx.deleteFrom('auditEntries').where('at', '<', cutoff).executeTakeFirst()).numDeletedRows);
    }
    if (!(await trx.selectFrom('auditEntries').select('id').where('at', '<', cutoff).limit(1).executeTakeFirst())) return 0;
    const trigger = await sql<{ sql: string }>`select sql from sqlite_master where type = 'trigger' and name = ${SQLITE_DELETE_TRIGGER}`.execute(trx);
    if (trigger.rows.length) await sql`drop trigger ${sql.ref(SQLITE_DELETE_TRIGGER)}`.execute(trx);
    const removed = Number((await trx.deleteFrom('auditEntries').where('at', '<', cutoff).executeTakeFirst()).numDeletedRows);
    if (trigger.rows.length) await sql.raw(trigger.rows[0].sql).execute(trx);
    return removed;
  });
}
