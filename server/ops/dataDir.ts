import fs from 'node:fs';
import path from 'node:path';

/**
 * What of a data directory a backup keeps, and why the rest is left out:
 * - `portal.sqlite` (SQLite only): taken through the online backup API, never copied as a file;
 * - `files/<uuid>`: the stored files the database's rows reference (documents' files, notices'
 *   attachments). Stored files are immutable: written under a new key, never changed;
 * - `manufacturer.json`: the operator's own file of the manufacturer's identity (identity.ts),
 *   read at start-up when no admin saved one in the database. The logo and the saved identity
 *   are rows (app_settings), so they travel with the database.
 * Left out: `tmp/` (uploads in progress; a restored portal has none in flight) and `outbox/`
 * (copies of messages written when no SMTP_URL is set: a development aid, not state; the mail
 * queue itself is the `mail_jobs` table), and the `-wal`/`-shm` files, which the online backup
 * has folded into its copy.
 */
export const SQLITE_FILE = 'portal.sqlite';
export const FILES_DIR = 'files';
export const OPERATOR_FILES = ['manufacturer.json'] as const;

/** A stored file's key, as fileStore.ts makes them. */
export const FILE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function storedKeys(dataDir: string): string[] {
  try {
    return fs.readdirSync(path.join(dataDir, FILES_DIR)).filter((n) => FILE_KEY.test(n));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** What in `dataDir` a restore would overwrite: a SQLite database, stored files, operator files. */
export function occupied(dataDir: string, sqlite: boolean): string[] {
  const found: string[] = [];
  if (sqlite && fs.existsSync(path.join(dataDir, SQLITE_FILE))) found.push(SQLITE_FILE);
  const files = storedKeys(dataDir).length;
  if (files) found.push(`${files} stored file${files === 1 ? '' : 's'} in ${FILES_DIR}/`);
  for (const name of OPERATOR_FILES) if (fs.existsSync(path.join(dataDir, name))) found.push(name);
  return found;
}
