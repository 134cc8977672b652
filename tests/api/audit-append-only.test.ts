import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { startJobs } from '../../server/jobs';
import { loadConfig } from '../../server/config';
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
    // Later migrations go down first, then 015.
    expect(down.results?.at(-1)).toMatchObject({ migrationName: '015_audit_append_only', direction: 'Down', status: 'Success' });
    expect(down.results?.every((r) => r.direction === 'Down' && r.status === 'Success')).toBe(true);
    await insertOld(5, 'append-only: deletable without 015');
    await direct.run(`delete from audit_entries where record_label = 'append-only: deletable without 015'`);
    expect(await count(`record_label = 'append-only: deletable without 015'`)).toBe(0);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    await expect(direct.run(`delete from audit_entries`)).rejects.toThrow(/append-only/);
  });
});

describe.runIf(onPostgres)("README's database roles, run as written", () => {
  /** The README's SQL blocks of "The database role", with the names made unique to this run. */
  function readmeSql(): string[] {
    const readme = fs.readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('### The database role'), readme.indexOf('### Upgrading'));
    return [...section.matchAll(/```sql\n([\s\S]*?)```/g)].map((m) => m[1]);
  }
  const statements = (block: string) =>
    block
      .split('\n')
      .filter((l) => !l.trim().startsWith('--'))
      .join('\n')
      .split(/;\s*\n/)
      .map((s) => s.trim())
      .filter(Boolean);
  const as = async (url: string, run: (c: pg.Client) => Promise<void>) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await run(c);
    } finally {
      await c.end();
    }
  };

  it('the portal runs as a role that owns its database, no superuser; a reporting role reads but never the secrets, nor writes', async () => {
    const suffix = randomBytes(4).toString('hex');
    const [portal, reporting] = [`p_${suffix}`, `r_${suffix}`];
    const named = (text: string) => text.replace(/\bportal_reporting\b/g, reporting).replace(/\bportal\b/g, portal);
    const [before, after] = readmeSql().map(named);
    expect(after).toBeDefined();
    const admin = new URL(process.env.TEST_DATABASE_URL!);
    const urlOf = (user: string, password: string | null, database: string) => {
      const u = new URL(admin);
      u.username = user;
      u.password = password ?? '';
      u.pathname = `/${database}`;
      return u.toString();
    };
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-roles-'));
    let app: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      const [outside, inside] = before.split(new RegExp(`^\\\\connect ${portal}$`, 'm'));
      await as(admin.toString(), async (c) => {
        for (const s of statements(outside)) await c.query(s);
      });
      await as(urlOf(admin.username, admin.password || null, portal), async (c) => {
        for (const s of statements(inside)) await c.query(s);
      });
      await as(urlOf(portal, 'change-me', portal), async (c) => {
        expect((await c.query(`select rolsuper from pg_roles where rolname = current_user`)).rows[0].rolsuper).toBe(false);
      });

      // The portal's first start, as that role: migrations, extensions, demo content.
      app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: urlOf(portal, 'change-me', portal) }), { logger: false });
      await startJobs(app);
      await as(urlOf(admin.username, admin.password || null, portal), async (c) => {
        for (const s of statements(after)) await c.query(s);
      });

      await as(urlOf(reporting, 'change-me-too', portal), async (c) => {
        expect(Number((await c.query('select count(*) as n from documents')).rows[0].n)).toBeGreaterThan(0);
        expect(Number((await c.query('select count(*) as n from audit_entries')).rows[0].n)).toBeGreaterThanOrEqual(0);
        expect((await c.query(`select email, role from users where email = 'admin@demo.test'`)).rows).toEqual([{ email: 'admin@demo.test', role: 'admin' }]);
        for (const secret of ['select value from app_settings', 'select password_hash from users', 'select token_hash from refresh_tokens', 'select text_body from mail_jobs', 'select * from password_resets']) {
          await expect(c.query(secret), secret).rejects.toThrow(/permission denied/);
        }
        for (const write of ['delete from audit_entries', 'update audit_entries set ip = null', 'truncate audit_entries', `insert into audit_entries (at, action, changes) values (1, 'x', '[]')`, 'delete from documents']) {
          await expect(c.query(write), write).rejects.toThrow(/permission denied/);
        }
      });
      // The portal's own role may write, and is refused by the trigger all the same.
      await as(urlOf(portal, 'change-me', portal), async (c) => {
        await expect(c.query('delete from audit_entries')).rejects.toThrow(/append-only/);
      });
    } finally {
      await app?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await as(admin.toString(), async (c) => {
        await c.query(`drop database if exists ${portal} with (force)`);
        await c.query(`drop role if exists ${reporting}`);
        await c.query(`drop role if exists ${portal}`);
      });
    }
  }, 60_000);
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
