import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator } from '../../server/db';
import { purgeAudit } from '../../server/modules/audit/repository';
import { Client, onPostgres, startServer, type TestServer } from './harness';

// Issue 23: the audit log is append-only in the database too (migration 015). Another connection
// to the same database, as a person with a database client would have, can neither change nor
// delete an entry and is told why; the portal's retention purge still deletes old entries and
// still bumps the audit data version.

const DAY = 86_400_000;
let server: TestServer;

/** A connection of its own to the portal's database: not the portal's pool, no portal code. */
interface Direct {
  run(text: string): Promise<void>;
  all<T = any>(text: string): Promise<T[]>;
  close(): Promise<void>;
}
async function directConnection(): Promise<Direct> {
  const database = server.config.database;
  if (database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return {
      run: async (text) => void (await client.query(text)),
      all: async (text) => (await client.query(text)).rows,
      close: () => client.end(),
    };
  }
  const sqlite = new SQLite(database.file);
  sqlite.pragma('busy_timeout = 5000');
  return {
    run: async (text) => void sqlite.exec(text),
    all: async (text) => sqlite.prepare(text).all() as any[],
    close: async () => void sqlite.close(),
  };
}

let direct: Direct;
const count = async (where = 'true') => Number((await direct.all(`select count(*) as n from audit_entries where ${where}`))[0].n);
const auditVersion = async () => Number((await direct.all(`select version from data_versions where name = 'audit'`))[0].version);
const insertOld = (days: number, label: string) =>
  direct.run(`insert into audit_entries (at, action, record_type, record_id, record_label, changes)
    values (${Date.now() - days * DAY}, 'notice.delete', 'notice', 1, '${label}', '[]')`);

beforeAll(async () => {
  server = await startServer({}, 'audit-append-only');
  // A sign-in writes an entry through the portal's own code.
  expect((await new Client(server.url).login('admin@demo.test', 'demo-portal-2026')).status).toBe(200);
  direct = await directConnection();
});
afterAll(async () => {
  await direct?.close();
  await server?.close();
});

describe('another connection to the database', () => {
  it('may add entries, but an UPDATE is refused with a sentence saying why, and nothing changes', async () => {
    await insertOld(1, 'append-only: inserted directly');
    expect(await count(`record_label = 'append-only: inserted directly'`)).toBe(1);
    const before = await direct.all(`select * from audit_entries order by id`);
    await expect(direct.run(`update audit_entries set actor_email = 'someone.else@example.com'`)).rejects.toThrow(
      'audit_entries is append-only: an audit entry is never changed',
    );
    await expect(direct.run(`update audit_entries set changes = '[]' where action = 'auth.sign_in'`)).rejects.toThrow(/append-only/);
    expect(await direct.all(`select * from audit_entries order by id`)).toEqual(before);
  });

  it('a DELETE is refused, one row or all, and nothing is deleted', async () => {
    const n = await count();
    expect(n).toBeGreaterThan(1);
    const refused = /audit_entries is append-only: entries are deleted only by the portal's retention purge/;
    await expect(direct.run(`delete from audit_entries`)).rejects.toThrow(refused);
    await expect(direct.run(`delete from audit_entries where action = 'auth.sign_in'`)).rejects.toThrow(refused);
    expect(await count()).toBe(n);
  });

  it.runIf(onPostgres)('PostgreSQL: a TRUNCATE is refused too', async () => {
    const n = await count();
    await expect(direct.run(`truncate audit_entries`)).rejects.toThrow(/append-only/);
    expect(await count()).toBe(n);
  });

  it.runIf(onPostgres)('PostgreSQL: the purge setting is no permission, any session may set it (the grants are: README)', async () => {
    // Documented, not wished away: the trigger stops accidents and the portal's own code.
    await insertOld(3000, 'append-only: removable with the setting');
    await direct.run(`begin; set local portal.audit_purge = 'on'; delete from audit_entries where record_label = 'append-only: removable with the setting'; commit`);
    expect(await count(`record_label = 'append-only: removable with the setting'`)).toBe(0);
    // Outside that transaction the setting is gone again.
    await expect(direct.run(`delete from audit_entries where false`)).rejects.toThrow(/append-only/);
  });

  it.runIf(!onPostgres)('SQLite: the triggers are in the schema a sqlite3 shell reads', async () => {
    const triggers = (await direct.all<{ name: string }>(`select name from sqlite_master where type = 'trigger' and tbl_name = 'audit_entries' order by name`)).map((t) => t.name);
    expect(triggers).toEqual(expect.arrayContaining(['audit_entries_no_delete', 'audit_entries_no_update']));
  });
});

describe('the portal', () => {
  it("its own code cannot delete or change an entry either, outside the purge", async () => {
    const db = server.app.db;
    await expect(db.deleteFrom('auditEntries').where('action', '=', 'auth.sign_in').execute()).rejects.toThrow(/append-only/);
    await expect(db.updateTable('auditEntries').set({ ip: '198.51.100.1' }).execute()).rejects.toThrow(/append-only/);
    expect(await count(`action = 'auth.sign_in'`)).toBeGreaterThan(0);
  });

  it('the retention purge deletes the old entries, keeps the rest, bumps the audit version, and the table stays guarded', async () => {
    await insertOld(800, 'append-only: too old');
    await insertOld(731, 'append-only: too old');
    await insertOld(700, 'append-only: kept');
    const total = await count();
    const version = await auditVersion();

    expect(await purgeAudit(server.app.db, 730 * DAY)).toBe(2);
    expect(await count(`record_label = 'append-only: too old'`)).toBe(0);
    expect(await count(`record_label = 'append-only: kept'`)).toBe(1);
    expect(await count()).toBe(total - 2);
    expect(await auditVersion()).toBeGreaterThan(version);

    // Nothing left to purge: nothing deleted, nothing refused.
    expect(await purgeAudit(server.app.db, 730 * DAY)).toBe(0);
    // The purge's leave ended with its transaction: other connections are refused as before.
    await expect(direct.run(`delete from audit_entries`)).rejects.toThrow(/append-only/);
    await expect(server.app.db.deleteFrom('auditEntries').execute()).rejects.toThrow(/append-only/);
    // And a new entry still counts as a change of the audit data.
    const afterPurge = await auditVersion();
    await insertOld(0, 'append-only: new');
    expect(await auditVersion()).toBeGreaterThan(afterPurge);
  });

  it('a purge that fails half-way leaves the guard in place (its transaction rolls back)', async () => {
    await insertOld(900, 'append-only: purge rolled back');
    const db = server.app.db;
    await expect(
      db.transaction().execute(async (trx) => {
        // The purge's own statements, then a failure before its commit.
        await purgeAuditInside(trx);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await count(`record_label = 'append-only: purge rolled back'`)).toBe(1);
    await expect(direct.run(`delete from audit_entries`)).rejects.toThrow(/append-only/);
  });

  it('migration 015 goes down (entries deletable again) and up again', async () => {
    const migrator = createMigrator(server.app.db);
    const down = await migrator.migrateTo('014_audit');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => [r.migrationName, r.direction, r.status])).toEqual([['015_audit_append_only', 'Down', 'Success']]);
    await insertOld(5, 'append-only: deletable without 015');
    await direct.run(`delete from audit_entries where record_label = 'append-only: deletable without 015'`);
    expect(await count(`record_label = 'append-only: deletable without 015'`)).toBe(0);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    await expect(direct.run(`delete from audit_entries`)).rejects.toThrow(/append-only/);
  });
});

/** What purgeAudit does inside its transaction on each database, for the rollback test. */
async function purgeAuditInside(trx: typeof server.app.db) {
  const { sql } = await import('kysely');
  if (onPostgres) {
    await sql`select set_config('portal.audit_purge', 'on', true)`.execute(trx);
  } else {
    await sql`drop trigger audit_entries_no_delete`.execute(trx);
  }
  await trx.deleteFrom('auditEntries').where('recordLabel', '=', 'append-only: purge rolled back').execute();
}
