import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { FILES_DIR, FILE_KEY, OPERATOR_FILES, storedKeys } from './dataDir';
import { OpsError } from './errors';
import { copyWithHash, eachLimited, flushToDisk, hashFile, isEmptyDir, isMissing, type FileDigest } from './fileCopy';
import { newManifest, writeManifest, type Manifest, type ManifestFile } from './manifest';
import { snapshotPostgres } from './pgSnapshot';
import { snapshotSqlite, type Snapshot } from './sqliteSnapshot';
import type { FileRef } from './tables';

/** The database file of a backup, by kind. */
export const DATABASE_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;

/** A referenced file deleted between the snapshot and its copy: the snapshot is taken again, at most this often. */
const ATTEMPTS = 3;
const PARALLEL_COPIES = 4;

export interface BackupResult {
  manifest: Manifest;
  /** Stored files whose bytes differ from what their upload recorded: kept as found, reported. */
  warnings: string[];
}

export const isInside = (child: string, parent: string) => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/**
 * A consistent backup of a running portal into `to` (absent or empty): the database's snapshot,
 * the stored files it references, the operator's files, and last the manifest.
 *
 * Files first, then the snapshot: every stored file present is copied, then the database is
 * snapshotted, then the files its rows reference that were not there yet (uploaded meanwhile) are
 * copied, and the copies it does not reference (deleted meanwhile, or orphans) are dropped. A
 * stored file is never changed after it is written (a new upload gets a new key), so an earlier
 * copy is as good as a later one. A file is removed only after the commit of the change that
 * stops referencing it (modules/files/transaction.ts), so a file the snapshot references can
 * vanish only if it was uploaded after the first pass and deleted after the snapshot: then the
 * snapshot is taken again, and its rows no longer reference it.
 */
export async function backup(config: Config, to: string, log: (line: string) => void = () => {}): Promise<BackupResult> {
  const dir = path.resolve(to);
  const dataDir = config.dataDir;
  if (isInside(dir, dataDir)) throw new OpsError(`the backup directory ${dir} is inside the data directory ${dataDir}: a backup must survive the loss of the data directory`);
  if (!isEmptyDir(dir)) throw new OpsError(`the backup directory ${dir} is not empty: give a new or empty directory`);
  const kind = config.database.kind;
  if (kind === 'sqlite' && !fs.existsSync(config.database.file)) {
    throw new OpsError(`there is no portal database at ${config.database.file} (DATA_DIR=${dataDir}); set DATA_DIR, or DATABASE_URL for PostgreSQL, as for npm start`);
  }

  const created = !fs.existsSync(dir);
  // Only its owner reads a backup: it holds password hashes, sessions and the signing secret.
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  // mkdir's mode does not apply to an existing (empty) directory the operator named.
  await fsp.chmod(dir, 0o700);
  await fsp.mkdir(path.join(dir, FILES_DIR), { mode: 0o700 });
  try {
    log(`Backing up the portal (${kind === 'sqlite' ? config.database.file : 'PostgreSQL, DATABASE_URL'}; files in ${dataDir}) to ${dir}`);
    const started = performance.now();
    const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
    const copies = new Map<string, FileDigest>();
    const copy = async (key: string) => {
      copies.set(key, await copyWithHash(path.join(dataDir, FILES_DIR, key), path.join(dir, FILES_DIR, key)));
    };
    await eachLimited(storedKeys(dataDir), PARALLEL_COPIES, (key) => copy(key).catch((err) => {
      if (!isMissing(err)) throw err; // deleted since the listing: not in the snapshot either
    }));

    log(`Copied ${copies.size} stored files (${elapsed()})`);
    const dbFile = path.join(dir, DATABASE_FILE[kind]);
    let snapshot: Snapshot | undefined;
    for (let attempt = 1; !snapshot; attempt++) {
      await fsp.rm(dbFile, { force: true });
      const taken = config.database.kind === 'sqlite' ? await snapshotSqlite(config.database.file, dbFile) : await snapshotPostgres(config.database.url, dbFile);
      const vanished: FileRef[] = [];
      const strange = taken.files.find((f) => !FILE_KEY.test(f.key));
      // A key is a name under files/: anything else (a path) was not written by the portal.
      if (strange) throw new OpsError(`the database names a stored file "${strange.key}" that is not a file key; refusing to read outside ${FILES_DIR}/`);
      await eachLimited(taken.files.filter((f) => !copies.has(f.key)), PARALLEL_COPIES, (ref) => copy(ref.key).catch((err) => {
        if (!isMissing(err)) throw err;
        vanished.push(ref);
      }));
      log(`Database snapshot taken: ${Object.values(taken.rows).reduce((a, b) => a + b, 0)} rows, migration ${taken.lastMigration} (${elapsed()})`);
      if (!vanished.length) snapshot = taken;
      else if (attempt < ATTEMPTS) log(`${vanished.length} file(s) the snapshot references were deleted before they were copied; taking the snapshot again`);
      else {
        throw new OpsError(
          `the database references stored files that are not in ${path.join(dataDir, FILES_DIR)}: ${vanished.map((f) => `${f.key} (${f.owner})`).join(', ')}. ` +
            'The data directory is incomplete (files lost or DATA_DIR not the portal\'s): restore those files, or remove their records, then back up again',
        );
      }
    }

    const referenced = new Map(snapshot.files.map((f) => [f.key, f]));
    for (const key of copies.keys()) {
      if (!referenced.has(key)) {
        await fsp.rm(path.join(dir, FILES_DIR, key));
        copies.delete(key);
      }
    }
    const warnings: string[] = [];
    const files: ManifestFile[] = [];
    for (const [key, digest] of copies) {
      const ref = referenced.get(key)!;
      if (ref.sha256 !== digest.sha256 || ref.size !== digest.size) {
        warnings.push(`${FILES_DIR}/${key} (${ref.owner}) is not what its upload stored (${digest.size} bytes, SHA-256 ${digest.sha256}; recorded ${ref.size} bytes, ${ref.sha256}): the stored file is damaged, and is backed up as found`);
      }
      files.push({ path: `${FILES_DIR}/${key}`, ...digest });
    }
    for (const name of OPERATOR_FILES) {
      try {
        files.push({ path: name, ...(await copyWithHash(path.join(dataDir, name), path.join(dir, name))) });
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    }
    await fsp.chmod(dbFile, 0o600);
    const database = { kind, file: { path: DATABASE_FILE[kind], ...(await hashFile(dbFile)) }, lastMigration: snapshot.lastMigration, rows: snapshot.rows };
    await flushToDisk(dir, [dbFile, ...files.map((f) => path.join(dir, ...f.path.split('/')))]);
    const manifest = newManifest(database, files);
    await writeManifest(dir, manifest);
    return { manifest, warnings };
  } catch (err) {
    // Nothing half-written is left to be mistaken for a backup (it would have no manifest anyway).
    if (created) await fsp.rm(dir, { recursive: true, force: true });
    else for (const entry of await fsp.readdir(dir)) await fsp.rm(path.join(dir, entry), { recursive: true, force: true });
    throw err;
  }
}
