import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { OpsError } from './errors';
import { syncDir } from './fileCopy';
import pkg from '../../package.json';

/**
 * `manifest.json`, the last file a backup writes (renamed into place after everything else is on
 * disk): a directory without one is a backup that did not finish, and is refused. It lists every
 * file of the backup with its size and SHA-256, and the database's row counts and last migration,
 * so that a restore can prove what it wrote.
 */
export const MANIFEST = 'manifest.json';
const FORMAT = 'dealer-portal-backup';
const FORMAT_VERSION = 1;

export interface ManifestFile {
  /** Relative to the backup directory, with `/`. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: typeof FORMAT_VERSION;
  portalVersion: string;
  createdAt: string;
  database: {
    kind: 'sqlite' | 'postgres';
    /** The database file of the backup: an SQLite database, or a pg_dump archive (custom format). */
    file: ManifestFile;
    lastMigration: string;
    /** Rows per table, as the snapshot holds them. */
    rows: Record<string, number>;
  };
  /** Stored files (`files/<uuid>`) and the operator's files (`manufacturer.json`). */
  files: ManifestFile[];
}

export const portalVersion = (): string => pkg.version;

export function newManifest(database: Manifest['database'], files: ManifestFile[]): Manifest {
  return {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    portalVersion: portalVersion(),
    createdAt: new Date().toISOString(),
    database,
    files: [...files].sort((a, b) => a.path.localeCompare(b.path)),
  };
}

/** Written to a temporary name, flushed, then renamed: a manifest is whole or absent. */
export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const tmp = path.join(dir, `${MANIFEST}.part`);
  const handle = await fsp.open(tmp, 'wx', 0o600);
  try {
    await handle.writeFile(JSON.stringify(manifest, null, 2) + '\n');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsp.rename(tmp, path.join(dir, MANIFEST));
  await syncDir(dir);
}

const SHA256 = /^[0-9a-f]{64}$/;
/** A path inside the backup: relative, no `..`, no absolute part. */
const SAFE_PATH = /^(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

function checkFile(f: unknown, where: string): ManifestFile {
  const file = f as ManifestFile;
  if (!file || typeof file.path !== 'string' || !SAFE_PATH.test(file.path) || !Number.isSafeInteger(file.size) || file.size < 0 || typeof file.sha256 !== 'string' || !SHA256.test(file.sha256)) {
    throw new OpsError(`${where}: a file entry is malformed (${JSON.stringify(f)?.slice(0, 200)})`);
  }
  return file;
}

/** Reads and checks the shape of a backup's manifest; refuses a directory without one. */
export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(dir)) throw new OpsError(`${dir} does not exist`);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new OpsError(`${dir} has no ${MANIFEST}: it is not a backup, or a backup that did not finish (the manifest is written last)`);
    }
    throw err;
  }
  let m: Manifest;
  try {
    m = JSON.parse(text);
  } catch (err) {
    throw new OpsError(`${file} is not valid JSON (${(err as Error).message}): the manifest is damaged`);
  }
  if (m?.format !== FORMAT) throw new OpsError(`${file} is not a dealer portal backup manifest`);
  if (m.formatVersion !== FORMAT_VERSION) {
    throw new OpsError(`${file} is of backup format ${m.formatVersion}; this version of the portal (${portalVersion()}) reads format ${FORMAT_VERSION}`);
  }
  const db = m.database;
  if (!db || (db.kind !== 'sqlite' && db.kind !== 'postgres') || typeof db.lastMigration !== 'string' || !db.rows || typeof db.rows !== 'object') {
    throw new OpsError(`${file}: the database entry is malformed`);
  }
  checkFile(db.file, file);
  for (const [table, n] of Object.entries(db.rows)) {
    if (!/^[a-z_][a-z0-9_]*$/.test(table) || !Number.isSafeInteger(n) || n < 0) throw new OpsError(`${file}: the row count of ${table} is malformed`);
  }
  if (!Array.isArray(m.files)) throw new OpsError(`${file}: the file list is malformed`);
  m.files.forEach((f) => checkFile(f, file));
  return m;
}
