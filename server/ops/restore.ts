import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config';
import { migrationNames } from '../db';
import { FILES_DIR, FILE_KEY, OPERATOR_FILES, occupied, storedKeys } from './dataDir';
import { OpsError } from './errors';
import { copyWithHash, eachLimited, flushToDisk, hashFile, syncDir } from './fileCopy';
import { portalVersion, readManifest, type Manifest, type ManifestFile } from './manifest';
import { runPgTool } from './pgTools';
import { countDifferences, pgLastMigration, pgRowCounts, pgTables, sqliteLastMigration, sqliteRowCounts } from './tables';

export interface RestoreOptions {
  /** Replace a data directory or database that is not empty (what it holds is deleted). */
  force?: boolean;
}

const PARALLEL = 4;
/** At most this many problems are listed in a refusal. */
const LISTED = 20;

/**
 * Restores the backup in `from` into the data directory and database of `config` (DATA_DIR,
 * DATABASE_URL), which must be empty unless `force`.
 *
 * Everything that can be checked is checked before anything is written: the manifest, the kind
 * of database, the last migration (known to this version), every file's size and SHA-256, the
 * database file's row counts (SQLite) or table of contents (pg_dump), and the target's emptiness.
 * Then the files are copied (their hashes checked again as they are read), and the database last,
 * its row counts compared with the manifest before success is reported. A failure on the way
 * removes what was written.
 */
export async function restore(config: Config, from: string, options: RestoreOptions = {}, log: (line: string) => void = () => {}): Promise<Manifest> {
  const src = path.resolve(from);
  const manifest = readManifest(src);
  const kind = config.database.kind;
  const m = manifest.database;
  if (m.kind !== kind) {
    throw new OpsError(
      m.kind === 'sqlite'
        ? 'this is a backup of an SQLite portal and DATABASE_URL is set: restore it with DATABASE_URL unset, then move it with npm run copy-to-postgres'
        : 'this is a backup of a PostgreSQL portal: set DATABASE_URL to the (empty) database to restore it into',
    );
  }
  const known = migrationNames();
  if (!known.includes(m.lastMigration)) {
    throw new OpsError(
      `the backup's database is at migration ${m.lastMigration}, which this version of the portal (${portalVersion()}, last migration ${known.at(-1)}) does not know: ` +
        `restore it with the version that made it (${manifest.portalVersion}) or a later one`,
    );
  }
  for (const f of manifest.files) {
    if (!(f.path.startsWith(`${FILES_DIR}/`) && FILE_KEY.test(f.path.slice(FILES_DIR.length + 1))) && !(OPERATOR_FILES as readonly string[]).includes(f.path)) {
      throw new OpsError(`the manifest lists ${f.path}, which is not a file of a data directory`);
    }
  }

  log(`Checking the backup in ${src} (portal ${manifest.portalVersion}, ${manifest.createdAt}, ${manifest.files.length} files)`);
  await verifyFiles(src, [m.file, ...manifest.files]);
  const dbSource = path.join(src, m.file.path);
  if (kind === 'sqlite') checkSqliteCopy(dbSource, manifest, 'the backup\'s database');
  else await runPgTool('pg_restore', ['--list', dbSource], (config.database as { url: string }).url).catch((err) => {
    throw new OpsError(`the backup's database dump cannot be read: ${(err as Error).message}`);
  });

  const dataDir = config.dataDir;
  const inTheWay = occupied(dataDir, kind === 'sqlite');
  const pgUrl = config.database.kind === 'postgres' ? config.database.url : undefined;
  if (pgUrl) {
    const tables = await withPg(pgUrl, pgTables);
    if (tables.length) inTheWay.push(`${tables.length} tables in the database of DATABASE_URL`);
  }
  if (inTheWay.length && !options.force) {
    throw new OpsError(`the target is not empty (${dataDir}: ${inTheWay.join(', ')}): restore into an empty data directory and database, or pass --force to replace what is there`);
  }

  // From here on, writes; on failure, what was written is removed.
  const written: string[] = [];
  const createdDirs: string[] = [];
  let pgWritten = false;
  try {
    if (inTheWay.length) {
      log(`--force: removing what the target holds (${inTheWay.join(', ')})`);
      await clearTarget(config);
    }
    for (const d of [dataDir, path.join(dataDir, FILES_DIR)]) {
      if (!fs.existsSync(d)) {
        await fsp.mkdir(d, { recursive: true });
        createdDirs.unshift(d);
      }
    }
    await eachLimited(manifest.files, PARALLEL, async (f) => {
      const target = path.join(dataDir, ...f.path.split('/'));
      const digest = await copyWithHash(path.join(src, ...f.path.split('/')), target);
      written.push(target);
      if (digest.sha256 !== f.sha256 || digest.size !== f.size) throw new OpsError(`${f.path} changed while it was restored (now ${digest.size} bytes, SHA-256 ${digest.sha256})`);
    });
    await flushToDisk(dataDir, [...written]);

    if (config.database.kind === 'sqlite') {
      // Under a temporary name until checked: a portal started meanwhile finds no database
      // rather than half of one.
      const part = `${config.database.file}.restoring`;
      await fsp.rm(part, { force: true }); // left by a restore that was killed
      const digest = await copyWithHash(dbSource, part);
      written.push(part);
      if (digest.sha256 !== m.file.sha256) throw new OpsError(`${m.file.path} changed while it was restored`);
      checkSqliteCopy(part, manifest, 'the restored database');
      await flushToDisk(path.dirname(part), [part]);
      await fsp.rename(part, config.database.file);
      written[written.indexOf(part)] = config.database.file;
      await syncDir(path.dirname(config.database.file));
    } else {
      log('Restoring the database with pg_restore');
      // One transaction: a failure leaves the database as empty as it was; --no-owner and
      // --no-acl because the roles of the backed-up server need not exist here (grant the
      // portal's role its rights again after a restore onto another server).
      await runPgTool('pg_restore', ['--single-transaction', '--exit-on-error', '--no-owner', '--no-acl', `--dbname=${pgDatabase(config.database.url)}`, dbSource], config.database.url);
      pgWritten = true; // (a pg_restore that failed rolled itself back)
      await withPg(config.database.url, async (client) => {
        const problems = countDifferences(m.rows, await pgRowCounts(client));
        const last = await pgLastMigration(client);
        if (last !== m.lastMigration) problems.push(`last migration ${last}, the backup recorded ${m.lastMigration}`);
        if (problems.length) throw new OpsError(`the restored database does not match the backup's manifest: ${problems.slice(0, LISTED).join('; ')}`);
      });
    }
    return manifest;
  } catch (err) {
    log('The restore failed; removing what it wrote');
    for (const file of written) await fsp.rm(file, { force: true });
    for (const d of createdDirs) await fsp.rmdir(d).catch(() => {});
    if (pgWritten && pgUrl) await withPg(pgUrl, emptySchema).catch(() => {});
    throw err;
  }
}

/** Every file present, a regular file, of the recorded size and SHA-256; all problems listed at once. */
async function verifyFiles(src: string, files: ManifestFile[]): Promise<void> {
  const problems: string[] = [];
  await eachLimited(files, PARALLEL, async (f) => {
    const file = path.join(src, ...f.path.split('/'));
    const stat = await fsp.lstat(file).catch(() => undefined);
    if (!stat) problems.push(`${f.path} is missing`);
    else if (!stat.isFile()) problems.push(`${f.path} is not a regular file`);
    else if (stat.size !== f.size) problems.push(`${f.path} has ${stat.size} bytes, the manifest says ${f.size} (${stat.size < f.size ? 'truncated' : 'changed'})`);
    else if ((await hashFile(file)).sha256 !== f.sha256) problems.push(`${f.path} does not have the SHA-256 the manifest records (corrupted)`);
  });
  if (problems.length) {
    problems.sort();
    const more = problems.length > LISTED ? ` … and ${problems.length - LISTED} more` : '';
    throw new OpsError(`the backup is damaged; nothing was restored: ${problems.slice(0, LISTED).join('; ')}${more}`);
  }
}

/** The SQLite database at `file` holds the manifest's row counts and last migration. */
function checkSqliteCopy(file: string, manifest: Manifest, what: string): void {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new OpsError(`${what} cannot be opened: ${(err as Error).message}`);
  }
  try {
    const problems = countDifferences(manifest.database.rows, sqliteRowCounts(db));
    const last = sqliteLastMigration(db);
    if (last !== manifest.database.lastMigration) problems.push(`last migration ${last}, the manifest says ${manifest.database.lastMigration}`);
    if (problems.length) throw new OpsError(`${what} does not match the manifest: ${problems.slice(0, LISTED).join('; ')}`);
  } catch (err) {
    if (err instanceof OpsError) throw err;
    throw new OpsError(`${what} cannot be read: ${(err as Error).message}`);
  } finally {
    db.close();
  }
}

/** --force: what a restore would overwrite is deleted. */
async function clearTarget(config: Config): Promise<void> {
  const dataDir = config.dataDir;
  if (config.database.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm', '-journal']) await fsp.rm(config.database.file + suffix, { force: true });
  } else {
    await withPg(config.database.url, emptySchema);
  }
  for (const key of storedKeys(dataDir)) await fsp.rm(path.join(dataDir, FILES_DIR, key), { force: true });
  for (const name of OPERATOR_FILES) await fsp.rm(path.join(dataDir, name), { force: true });
}

/** The database as `createdb` makes it: the public schema, empty (its tables, functions, extensions dropped). */
async function emptySchema(client: pg.ClientBase): Promise<void> {
  await client.query('drop schema public cascade');
  await client.query('create schema public');
}

async function withPg<T>(url: string, work: (client: pg.ClientBase) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new OpsError(`cannot connect to the database of DATABASE_URL: ${(err as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The database name alone: the rest of the connection travels in libpq's environment (pgTools.ts). */
const pgDatabase = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
