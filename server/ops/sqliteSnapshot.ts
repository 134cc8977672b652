import SQLite from 'better-sqlite3';
import { OpsError } from './errors';
import { sqliteFileRefs, sqliteLastMigration, sqliteRowCounts, type FileRef } from './tables';

export interface Snapshot {
  rows: Record<string, number>;
  lastMigration: string;
  files: FileRef[];
}

/**
 * Copies the live SQLite database to `target` through SQLite's online backup API while the
 * portal keeps writing, then reads the copy for the manifest.
 *
 * The backup API copies pages in steps and restarts when another connection (the portal's)
 * writes between two steps; under a steady write load a copy made in small steps might never
 * finish. Here the first step copies nothing and the second copies every page at once, inside
 * one read transaction: in WAL mode that is a snapshot of one moment, and the portal's writers
 * do not wait for it (readers never block the writer).
 */
export async function snapshotSqlite(source: string, target: string): Promise<Snapshot> {
  let live: SQLite.Database;
  try {
    live = new SQLite(source, { fileMustExist: true });
  } catch (err) {
    throw new OpsError(`cannot open the portal's database ${source}: ${(err as Error).message}`);
  }
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(target, { progress: () => 0x7fffffff });
  } finally {
    live.close();
  }
  const copy = new SQLite(target);
  try {
    // One self-contained file: the copy inherits WAL mode from its source, which would need a
    // -wal file beside it once opened for writing.
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new OpsError(`the copy of the database fails SQLite's check: ${String(check)}`);
    return { rows: sqliteRowCounts(copy), lastMigration: sqliteLastMigration(copy), files: sqliteFileRefs(copy) };
  } finally {
    copy.close();
  }
}
