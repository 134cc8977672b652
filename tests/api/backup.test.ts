import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { startJobs } from '../../server/jobs';
import { loadConfig, type Config } from '../../server/config';
import { backup } from '../../server/ops/backup';
import { copyToPostgres } from '../../server/ops/copyToPostgres';
import { restore } from '../../server/ops/restore';
import { Client, createPostgresDatabase, markPostgresRun, onPostgres, startServer, type TestServer } from './harness';
import { DEMO_PASSWORD, download, fetchFile, samples, sendForm, signInAll, upload, type Role } from './documents-helpers';
import { warrantyBody } from './guarantee-helpers';
import { refreshWith, setCookie } from './helpers';

/**
 * Backups that restore (server/ops): a backup taken by the real command while the portal takes
 * writes, restored into a new data directory (and database), and the portal started there: every
 * write acknowledged before the backup began is found, with its files and their hashes, its audit
 * entries and its mail; a session still refreshes. Damaged backups are refused and write nothing.
 * On PostgreSQL, an SQLite portal is also moved to PostgreSQL and read through the API.
 */

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const tmpDir = (tag: string) => fs.mkdtempSync(path.join(os.tmpdir(), `portal-${tag}-`));

let server: TestServer;
let as: Record<Role, Client>;
/** Signed in before the backup and never used afterwards: its refresh token must work after a restore. */
let sleeper: string;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  server = await startServer({}, 'backup');
  as = await signInAll(server);
  const c = new Client(server.url);
  const res = await c.login('bianchi@demo.test', DEMO_PASSWORD);
  sleeper = setCookie(res.setCookies, 'refreshToken')!.value;
});
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
  await server?.close();
});

/** A fresh place to restore into: an empty data directory, and an empty database on PostgreSQL. */
async function freshTarget(tag: string): Promise<Config> {
  const dataDir = path.join(tmpDir(tag), 'data'); // not created: a restore makes it
  cleanups.push(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));
  const db = onPostgres ? await createPostgresDatabase() : undefined;
  if (db) cleanups.push(() => db.drop());
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(db ? { DATABASE_URL: db.url } : {}) });
}

async function startOn(config: Config): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp(config, { logger: false });
  cleanups.push(() => app.close());
  await startJobs(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

/** The ordinary tables of the target's database (PostgreSQL), to see that nothing was written. */
async function pgTableCount(config: Config): Promise<number> {
  if (config.database.kind !== 'postgres') return 0;
  const client = new pg.Client({ connectionString: config.database.url });
  await client.connect();
  try {
    return Number((await client.query(`select count(*) as n from pg_tables where schemaname = 'public'`)).rows[0].n);
  } finally {
    await client.end();
  }
}

/**
 * Runs an npm script as an operator would, with the environment npm start would have; or, with
 * `script` null, the built commands directly (built by the first npm run: saves npm's second).
 */
function npmRun(script: string | null, args: string[], env: Record<string, string | undefined>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const [command, argv] = script ? ['npm', ['run', '--silent', script, '--', ...args]] : [process.execPath, ['dist/server/ops.js', ...args]];
    const child = spawn(command, argv, {
      env: { ...process.env, DATABASE_URL: undefined, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const envOf = (config: Config) => ({ DATA_DIR: config.dataDir, DATABASE_URL: config.database.kind === 'postgres' ? config.database.url : undefined });

interface Ack {
  kind: 'guarantee' | 'document' | 'notice' | 'deleted';
  id: number;
  /** When its answer arrived (performance.now()). */
  at: number;
  sha256?: string;
  customer?: string;
}

/**
 * Writes over HTTP in three loops until stopped: warranty registrations (a dealer), document
 * uploads and deletions of every second one (an admin), notices with an attachment and read marks.
 */
function writeLoad() {
  const acks: Ack[] = [];
  let stopped = false;
  let n = 0;
  let uploads = 0;
  const ok = (res: { status: number; body: any }, status: number) => {
    if (res.status !== status) throw new Error(`write answered ${res.status}: ${JSON.stringify(res.body)}`);
  };
  const loops = [
    async () => {
      const body = warrantyBody();
      const res = await as.dealerA.post('/protected/guarantee/create', body);
      ok(res, 201);
      acks.push({ kind: 'guarantee', id: res.body.id, at: performance.now(), customer: body.customerName as string });
    },
    async () => {
      const content = samples.pdf(`load ${++n} ${Math.random()}`);
      const res = await upload(as.admin, `Carico ${n}`, { name: `carico-${n}.pdf`, content });
      ok(res, 201);
      acks.push({ kind: 'document', id: res.body.id, at: performance.now(), sha256: sha256(content) });
      if (++uploads % 2 === 0) {
        const del = await as.admin.request('DELETE', `/protected/document/${res.body.id}`, { bearer: as.admin.token });
        ok(del, 204);
        acks.push({ kind: 'deleted', id: res.body.id, at: performance.now() });
      }
    },
    async () => {
      const content = samples.pdf(`notice ${++n} ${Math.random()}`);
      const res = await sendForm(as.admin, '/protected/notice/upload', { title: `Avviso ${n}`, body: 'Testo **importante**.', pinned: 'false' }, { name: `avviso-${n}.pdf`, content });
      ok(res, 201);
      acks.push({ kind: 'notice', id: res.body.id, at: performance.now(), sha256: sha256(content) });
      ok(await as.dealerB.post(`/protected/notice/${res.body.id}/read`), 204);
    },
  ];
  const running = loops.map(async (loop) => {
    while (!stopped) await loop();
  });
  return {
    acks,
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
  };
}

describe('backup and restore', { timeout: 120_000 }, () => {
  let backupDir: string;
  let restored: { app: FastifyInstance; url: string };
  let before: Ack[];
  let auditBefore: number[];
  /** Documents whose deletion was acknowledged after the backup began: it may have committed before the snapshot, or not. */
  let deletedAfter: Set<number>;
  let mailBefore: number[];

  it('takes a backup with the real command while the portal takes writes, and restores it', async () => {
    const load = writeLoad();
    // Every kind of write acknowledged before the backup begins, a deletion included, however
    // slowly a busy machine runs the loops.
    const count = (kind: Ack['kind']) => load.acks.filter((a) => a.kind === kind).length;
    while (count('document') < 2 || count('deleted') < 1 || count('notice') < 1 || count('guarantee') < 1) await new Promise((r) => setTimeout(r, 50));
    // What was committed before the backup began: the backup must hold all of it.
    auditBefore = (await server.app.db.selectFrom('auditEntries').select('id').execute()).map((r) => r.id);
    mailBefore = (await server.app.db.selectFrom('mailJobs').select('id').execute()).map((r) => r.id);
    const began = performance.now();
    before = load.acks.filter((a) => a.at < began);

    backupDir = path.join(tmpDir('backup'), 'bk');
    cleanups.push(() => fs.rmSync(path.dirname(backupDir), { recursive: true, force: true }));
    const run = await npmRun('backup', ['--to', backupDir], envOf(server.config));
    const during = load.acks.length - before.length;
    await load.stop();
    deletedAfter = new Set(load.acks.filter((a) => a.kind === 'deleted' && a.at >= began).map((a) => a.id));
    expect(run.stderr).toBe('');
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/Backup complete in [\d.]+ s: \d+ rows \(migration \d+_\w+\), \d+ files/);
    expect(during, 'writes acknowledged while the backup ran').toBeGreaterThan(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.database.kind).toBe(server.config.database.kind);
    expect(manifest.database.file.path).toBe(onPostgres ? 'database.pgdump' : 'database.sqlite');
    expect(manifest.files.length).toBeGreaterThan(40); // the demo documents and the load's

    const target = await freshTarget('restore');
    const lines: string[] = [];
    await restore(target, backupDir, {}, (l) => lines.push(l));
    expect(lines.join('\n')).toMatch(/Checking the backup/);
    restored = await startOn(target);
    // A busy CI machine runs npm, the build check, pg_dump and the restore many times slower than
    // an idle one; a timeout here would let the backup go on writing beside the next tests.
  }, 180_000);

  it('holds every write acknowledged before the backup began, with its file and hash', async () => {
    const admin = new Client(restored.url);
    expect((await admin.login('admin@demo.test', DEMO_PASSWORD)).status).toBe(200);
    const deleted = new Set(before.filter((a) => a.kind === 'deleted').map((a) => a.id));
    expect(before.filter((a) => a.kind === 'guarantee').length).toBeGreaterThan(0);
    expect(before.filter((a) => a.kind === 'notice').length).toBeGreaterThan(0);
    expect(deleted.size).toBeGreaterThan(0);
    for (const ack of before) {
      if (ack.kind === 'guarantee') {
        const res = await admin.get(`/protected/guarantee/${ack.id}`);
        expect(res.status, `warranty ${ack.id}`).toBe(200);
        expect(res.body.customerName).toBe(ack.customer);
      } else if (ack.kind === 'document' && !deleted.has(ack.id)) {
        const res = await download(admin, ack.id);
        if (deletedAfter.has(ack.id) && res.status === 404) continue;
        expect(res.status, `document ${ack.id}`).toBe(200);
        expect(sha256(res.bytes)).toBe(ack.sha256);
      } else if (ack.kind === 'deleted') {
        expect((await admin.get(`/protected/document/${ack.id}`)).status, `deleted document ${ack.id}`).toBe(404);
      } else if (ack.kind === 'notice') {
        const link = await admin.post(`/protected/notice/${ack.id}/link`);
        expect(link.status, `notice ${ack.id}`).toBe(200);
        const file = await fetchFile(admin, link.body.url);
        expect(sha256(file.bytes)).toBe(ack.sha256);
      }
    }
  });

  it('restores exactly the files its rows reference, each with the hash its upload recorded', async () => {
    const db = restored.app.db;
    const docs = await db.selectFrom('documents').select(['fileKey as key', 'fileHash as hash']).execute();
    const notices = await db.selectFrom('notices').select(['attachmentKey as key', 'attachmentHash as hash']).where('attachmentKey', 'is not', null).execute();
    // A claim's file: its display size (or PDF) and a photo's thumbnail (the demo claims have both).
    const claimFiles = await db.selectFrom('claimFiles').select(['fileKey', 'hash', 'thumbKey', 'thumbHash']).execute();
    const claims = claimFiles.flatMap((f) => [{ key: f.fileKey, hash: f.hash }, ...(f.thumbKey ? [{ key: f.thumbKey, hash: f.thumbHash }] : [])]);
    const rows = [...docs, ...notices, ...claims];
    const dir = path.join(restored.app.config.dataDir, 'files');
    expect(fs.readdirSync(dir).sort()).toEqual(rows.map((r) => r.key).sort());
    for (const r of rows) expect(sha256(fs.readFileSync(path.join(dir, r.key!))), r.key!).toBe(r.hash);
  });

  it('keeps sessions, the audit log and the mail queue consistent with the data', async () => {
    // A session opened before the backup goes on after the restore.
    const refreshed = await refreshWith({ url: restored.url } as TestServer, sleeper);
    expect(refreshed.status).toBe(200);

    const db = restored.app.db;
    const audit = await db.selectFrom('auditEntries').select(['id', 'action', 'recordId']).execute();
    const ids = new Set(audit.map((a) => a.id));
    expect(auditBefore.filter((id) => !ids.has(id))).toEqual([]);
    // Each registration, upload and notice of the snapshot has its entry, and no entry tells of
    // one the snapshot lacks: both were written in one transaction.
    const created = (action: string) => new Set(audit.filter((a) => a.action === action).map((a) => a.recordId));
    const guarantees = (await db.selectFrom('guarantees').select('id').execute()).map((r) => r.id);
    const loadGuarantees = new Set(before.filter((a) => a.kind === 'guarantee').map((a) => a.id));
    expect(guarantees.filter((id) => loadGuarantees.has(id) && !created('guarantee.create').has(id))).toEqual([]);
    const docIds = new Set((await db.selectFrom('documents').select('id').execute()).map((r) => r.id));
    const deletedIds = new Set(audit.filter((a) => a.action === 'document.delete').map((a) => a.recordId));
    for (const id of created('document.create')) expect(docIds.has(id!) || deletedIds.has(id), `document ${id}`).toBe(true);
    for (const a of before.filter((x) => x.kind === 'document')) expect(created('document.create').has(a.id)).toBe(true);

    const mail = new Set((await db.selectFrom('mailJobs').select('id').execute()).map((r) => r.id));
    expect(mailBefore.filter((id) => !mail.has(id))).toEqual([]);
    const admin = new Client(restored.url);
    await admin.login('admin@demo.test', DEMO_PASSWORD);
    expect(mailBefore.length, 'messages queued before the backup (new notices, registrations)').toBeGreaterThan(0);
    const newest = await admin.get(`/api/mail/${Math.max(...mailBefore)}`);
    expect(newest.status).toBe(200);
    const auditList = await admin.get('/protected/audit/list?perPage=1');
    expect(auditList.status).toBe(200);
    expect(auditList.body.total).toBeGreaterThanOrEqual(auditBefore.length);
  });

  describe('refuses a damaged backup and writes nothing', () => {
    /** A copy of the good backup, damaged by `damage`. */
    function damaged(tag: string, damage: (dir: string) => void): string {
      const dir = path.join(tmpDir(tag), 'bk');
      cleanups.push(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));
      fs.cpSync(backupDir, dir, { recursive: true });
      damage(dir);
      return dir;
    }
    async function refused(from: string, message: RegExp) {
      const target = await freshTarget('refused');
      await expect(restore(target, from)).rejects.toThrow(message);
      expect(fs.existsSync(target.dataDir), 'the data directory').toBe(false);
      expect(await pgTableCount(target), 'tables written').toBe(0);
    }

    it('a corrupted file', async () => {
      const dir = damaged('corrupt', (d) => {
        const files = fs.readdirSync(path.join(d, 'files'));
        const file = path.join(d, 'files', files[files.length >> 1]);
        const bytes = fs.readFileSync(file);
        bytes[bytes.length >> 1] ^= 0xff;
        fs.writeFileSync(file, bytes);
      });
      await refused(dir, /the backup is damaged; nothing was restored: files\/[0-9a-f-]{36} does not have the SHA-256 the manifest records \(corrupted\)/);
    });

    it('a truncated database dump', async () => {
      const dir = damaged('truncated', (d) => {
        const file = path.join(d, onPostgres ? 'database.pgdump' : 'database.sqlite');
        fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2));
      });
      await refused(dir, /database\.(pgdump|sqlite) has \d+ bytes, the manifest says \d+ \(truncated\)/);
    });

    it('a missing manifest, through the command: exit 1 and a clear message', async () => {
      const dir = damaged('nomanifest', (d) => fs.rmSync(path.join(d, 'manifest.json')));
      await refused(dir, /has no manifest\.json: it is not a backup, or a backup that did not finish/);
      const target = await freshTarget('cli');
      const run = await npmRun(null, ['restore', '--from', dir], envOf(target));
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^restore failed: .* has no manifest\.json/);
      expect(fs.existsSync(target.dataDir)).toBe(false);
    });

    it('a manifest whose row counts are not its database: what was written is removed', async () => {
      const dir = damaged('counts', (d) => {
        const file = path.join(d, 'manifest.json');
        const m = JSON.parse(fs.readFileSync(file, 'utf8'));
        m.database.rows.users += 1;
        fs.writeFileSync(file, JSON.stringify(m));
      });
      // SQLite: refused before writing (the backup's own file is counted); PostgreSQL: counted
      // after pg_restore, then the database and the files are emptied again.
      await refused(dir, /does not match the (backup's )?manifest: users has \d+ rows, the (backup recorded|manifest says) \d+/);
    });

    it('a migration this version does not know', async () => {
      const dir = damaged('migration', (d) => {
        const file = path.join(d, 'manifest.json');
        const m = JSON.parse(fs.readFileSync(file, 'utf8'));
        m.database.lastMigration = '999_future';
        fs.writeFileSync(file, JSON.stringify(m));
      });
      await refused(dir, /at migration 999_future, which this version of the portal .* does not know/);
    });

    it('a target that is not empty, unless --force', async () => {
      await expect(restore(server.config, backupDir)).rejects.toThrow(/the target is not empty .*pass --force/);
      const target = await freshTarget('force');
      fs.mkdirSync(path.join(target.dataDir, 'files'), { recursive: true });
      fs.writeFileSync(path.join(target.dataDir, 'files', '00000000-0000-4000-8000-000000000000'), 'old');
      await expect(restore(target, backupDir)).rejects.toThrow(/not empty .*1 stored file in files\//);
      await restore(target, backupDir, { force: true });
      expect(fs.existsSync(path.join(target.dataDir, 'files', '00000000-0000-4000-8000-000000000000'))).toBe(false);
    });
  });

  it('refuses to back up into a non-empty directory or into the data directory', async () => {
    await expect(backup(server.config, backupDir)).rejects.toThrow(/is not empty/);
    await expect(backup(server.config, path.join(server.config.dataDir, 'bk'))).rejects.toThrow(/inside the data directory/);
  });

  it('fails, naming the record, when a file the database references is missing, and leaves no directory', async () => {
    const res = await upload(as.admin, 'Perso');
    expect(res.status).toBe(201);
    const file = path.join(server.config.dataDir, 'files', res.body.file.key);
    const bytes = fs.readFileSync(file);
    fs.rmSync(file);
    try {
      const to = path.join(tmpDir('missing'), 'bk');
      cleanups.push(() => fs.rmSync(path.dirname(to), { recursive: true, force: true }));
      const lines: string[] = [];
      await expect(backup(server.config, to, (l) => lines.push(l))).rejects.toThrow(
        new RegExp(`references stored files that are not in .*: ${res.body.file.key} \\(document ${res.body.id}\\)`),
      );
      // Taken again twice, in case the file was deleted with its row after the first snapshot.
      expect(lines.filter((l) => /taking the snapshot again/.test(l))).toHaveLength(2);
      expect(fs.existsSync(to)).toBe(false);
    } finally {
      fs.writeFileSync(file, bytes);
    }
  });
});

describe.runIf(onPostgres)('copy-to-postgres', () => {
  it('moves an SQLite portal with demo content into an empty PostgreSQL database, read back through the API', async () => {
    markPostgresRun('backup-copy');
    const sqliteDir = tmpDir('sqlite');
    cleanups.push(() => fs.rmSync(sqliteDir, { recursive: true, force: true }));
    const sqliteConfig = loadConfig({ NODE_ENV: 'test', DATA_DIR: sqliteDir, LOG_LEVEL: 'silent' });
    const source = await startOn(sqliteConfig);
    const rossi = new Client(source.url);
    await rossi.login('rossi@demo.test', DEMO_PASSWORD);
    const registered = await rossi.post('/protected/guarantee/create', warrantyBody());
    expect(registered.status).toBe(201);
    await source.app.jobs.drain('documentText');
    const before = {
      documents: (await rossi.get('/protected/documents/list?perPage=1')).body.total,
      guarantees: (await rossi.get('/protected/guarantees/list?perPage=1')).body.total,
      unread: (await rossi.get('/protected/notices/unread-count')).body,
      search: (await rossi.get('/api/search?q=finestre')).body,
    };
    const firstDoc = (await rossi.get('/protected/documents/list?perPage=1')).body.data[0];
    const docBytes = (await download(rossi, firstDoc.id)).bytes;
    await source.app.close();

    const target = await createPostgresDatabase();
    cleanups.push(() => target.drop());
    const newDir = path.join(tmpDir('pgdata'), 'data');
    cleanups.push(() => fs.rmSync(path.dirname(newDir), { recursive: true, force: true }));
    const pgConfig = loadConfig({ NODE_ENV: 'test', DATA_DIR: newDir, LOG_LEVEL: 'silent', DATABASE_URL: target.url });
    const result = await copyToPostgres(pgConfig, sqliteDir);
    expect(result.files).toBeGreaterThan(40);
    // Run again, it refuses: neither the data directory nor the database is empty any more.
    await expect(copyToPostgres(pgConfig, sqliteDir)).rejects.toThrow(/new data directory .* is not empty: \d+ stored files/);
    await expect(copyToPostgres({ ...pgConfig, dataDir: sqliteDir }, sqliteDir)).rejects.toThrow(/already holds a portal \(.*users: 4 rows/);

    const moved = await startOn(pgConfig);
    const r = new Client(moved.url);
    expect((await r.login('rossi@demo.test', DEMO_PASSWORD)).status).toBe(200);
    expect((await r.get('/protected/documents/list?perPage=1')).body.total).toBe(before.documents);
    expect((await r.get('/protected/guarantees/list?perPage=1')).body.total).toBe(before.guarantees);
    expect((await r.get('/protected/notices/unread-count')).body).toEqual(before.unread);
    expect((await r.get(`/protected/guarantee/${registered.body.id}`)).body.code).toBe(registered.body.code);
    const file = await download(r, firstDoc.id);
    expect(sha256(file.bytes)).toBe(sha256(docBytes));
    // Search reads PostgreSQL's own indexes and generated columns, built from the copied rows.
    const hits = (body: any) => body.groups.find((g: any) => g.kind === 'documents')?.hits.length ?? 0;
    expect(hits(before.search)).toBeGreaterThan(0);
    expect(hits((await r.get('/api/search?q=finestre')).body)).toBeGreaterThan(0);
    // Ids go on after the copied ones: a new registration and a new upload are accepted.
    const next = await r.post('/protected/guarantee/create', warrantyBody());
    expect(next.status).toBe(201);
    expect(next.body.id).toBeGreaterThan(registered.body.id);
    const admin = new Client(moved.url);
    await admin.login('admin@demo.test', DEMO_PASSWORD);
    const up = await upload(admin, 'Dopo il trasloco');
    expect(up.status).toBe(201);
  });
});
