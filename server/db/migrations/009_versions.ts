import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Version counters for accounts and sessions, so that the signed-in user of a request can be kept
 * in memory until an account changes or a session is revoked (modules/auth/authenticate.ts); and, on
 * PostgreSQL, every counter announced by NOTIFY when its transaction commits, so each instance
 * knows the current versions without asking (db/versions.ts).
 */
const OLD: Record<string, readonly string[]> = {
  documents: ['documents', 'document_dealers'],
  notices: ['notices', 'notice_reads'],
  guarantees: ['guarantees'],
};
/** [name, table, the writes that change it]. */
const NEW: [string, string, string][] = [
  ['accounts', 'users', 'insert or update or delete'],
  ['sessions', 'refresh_tokens', 'update of revoked_at or delete'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name] of NEW) await db.insertInto('data_versions').values({ name, version: 1 }).execute();
  if (isPostgres(db)) {
    await sql`
      create function bump_data_version() returns trigger language plpgsql as $$
      declare v bigint;
      begin
        update data_versions set version = version + 1 where name = TG_ARGV[0] returning version into v;
        perform pg_notify('data_versions', TG_ARGV[0] || ':' || v);
        return null;
      end $$`.execute(db);
    for (const [name, tables] of Object.entries(OLD)) {
      for (const table of tables) {
        await sql.raw(`
          drop trigger ${table}_version on ${table}; drop function ${table}_bump_version();
          create trigger ${table}_version after insert or update or delete on ${table}
            for each statement execute function bump_data_version('${name}');`).execute(db);
      }
    }
    for (const [name, table, events] of NEW) {
      await sql.raw(`create trigger ${table}_version after ${events} on ${table}
        for each statement execute function bump_data_version('${name}')`).execute(db);
    }
    return;
  }
  for (const [name, table, events] of NEW) {
    // SQLite triggers fire once per event kind and per row.
    for (const event of events.split(' or ')) {
      await sql.raw(`
        create trigger ${table}_version_${event.split(' ')[0]} after ${event} on ${table}
        begin update data_versions set version = version + 1 where name = '${name}'; end`).execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const [, table] of NEW) await sql.raw(`drop trigger ${table}_version on ${table}`).execute(db);
    for (const [name, tables] of Object.entries(OLD)) {
      for (const table of tables) {
        await sql.raw(`
          drop trigger ${table}_version on ${table};
          create function ${table}_bump_version() returns trigger language plpgsql as $$
          begin update data_versions set version = version + 1 where name = '${name}'; return null; end $$;
          create trigger ${table}_version after insert or update or delete on ${table}
            for each statement execute function ${table}_bump_version();`).execute(db);
      }
    }
    await sql`drop function bump_data_version()`.execute(db);
  } else {
    for (const [, table, events] of NEW) {
      for (const event of events.split(' or ')) await sql.raw(`drop trigger ${table}_version_${event.split(' ')[0]}`).execute(db);
    }
  }
  await db.deleteFrom('data_versions').where('name', 'in', NEW.map(([name]) => name)).execute();
}
