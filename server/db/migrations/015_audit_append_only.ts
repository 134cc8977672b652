import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The audit log is append-only in the database too, not only through the API: an UPDATE of an
 * entry is refused whoever sends it, and a DELETE (or, on PostgreSQL, a TRUNCATE) unless it is the
 * retention purge (modules/audit/repository.ts `purgeAudit`).
 *
 * PostgreSQL: one statement-level trigger for UPDATE, DELETE and TRUNCATE (a TRUNCATE fires no
 * row trigger), which lets a DELETE or TRUNCATE through only in a transaction that said
 * `set local portal.audit_purge = 'on'`, as the purge does. Any role may set such a setting, so
 * this stops accidents and the portal's own code, not a determined user: what does is the roles'
 * grants (README, "The database role"): only the portal's own role may write, and it owns the
 * tables because it runs the migrations at start-up.
 *
 * SQLite: BEFORE UPDATE and BEFORE DELETE triggers that always RAISE(ABORT). The purge lifts the
 * DELETE trigger inside its own transaction (drops it, deletes, creates it again from its stored
 * definition, commits), so no other connection ever sees the table without it, and a DELETE from
 * the sqlite3 shell, a script or the app's own code gets the same clear message. An
 * application-defined function (better-sqlite3 `db.function`) that the trigger calls was the
 * other way; any connection lacking it (the sqlite3 shell) would fail with "no such function"
 * rather than a sentence saying why. SQLite has no privileges: whoever can write the file can
 * drop a trigger; this, too, stops accidents.
 */
export const AUDIT_UPDATE_REFUSED = 'audit_entries is append-only: an audit entry is never changed';
export const AUDIT_DELETE_REFUSED =
  'audit_entries is append-only: entries are deleted only by the portal\'s retention purge (AUDIT_RETENTION_DAYS)';
/** The SQLite trigger the purge lifts inside its transaction. */
export const SQLITE_DELETE_TRIGGER = 'audit_entries_no_delete';
/** The PostgreSQL setting that lets the purge's own transaction delete. */
export const PG_PURGE_SETTING = 'portal.audit_purge';

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(`
      create function audit_entries_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'UPDATE' and current_setting('${PG_PURGE_SETTING}', true) = 'on' then
          return null;
        end if;
        raise exception using
          errcode = 'raise_exception',
          message = case tg_op when 'UPDATE' then '${AUDIT_UPDATE_REFUSED}' else '${AUDIT_DELETE_REFUSED.replace("'", "''")}' end,
          hint = 'The audit log is kept as written; see README, "The database role".';
      end $$;
      create trigger audit_entries_append_only before update or delete or truncate on audit_entries
        for each statement execute function audit_entries_append_only();`).execute(db);
    return;
  }
  await sql.raw(`create trigger audit_entries_no_update before update on audit_entries
    begin select raise(abort, '${AUDIT_UPDATE_REFUSED}'); end`).execute(db);
  await sql.raw(`create trigger ${SQLITE_DELETE_TRIGGER} before delete on audit_entries
    begin select raise(abort, '${AUDIT_DELETE_REFUSED.replace("'", "''")}'); end`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger audit_entries_append_only on audit_entries; drop function audit_entries_append_only()`.execute(db);
    return;
  }
  await sql.raw(`drop trigger audit_entries_no_update`).execute(db);
  await sql.raw(`drop trigger ${SQLITE_DELETE_TRIGGER}`).execute(db);
}
