import pg from 'pg';
import { OpsError } from './errors';
import { runPgTool } from './pgTools';
import type { Snapshot } from './sqliteSnapshot';
import { pgFileRefs, pgLastMigration, pgRowCounts } from './tables';

/**
 * Dumps the live PostgreSQL database to `target` with `pg_dump -Fc`, and reads the row counts,
 * last migration and referenced files from the very snapshot the dump reads: a repeatable-read
 * transaction exports its snapshot, pg_dump takes it (`--snapshot`), and the transaction stays
 * open until the dump ends. So the manifest describes exactly the dump, whatever is written
 * meanwhile, and every file the dump references is among those the backup copies.
 */
export async function snapshotPostgres(url: string, target: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new OpsError(`cannot connect to the portal's database (DATABASE_URL): ${(err as Error).message}`);
  }
  try {
    await client.query('begin isolation level repeatable read read only');
    const { snapshot } = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows[0];
    const dump = runPgTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${target}`], url);
    // Read while pg_dump runs, from the same snapshot; a failure of either fails the backup, but
    // only once pg_dump has ended (the caller then removes what it wrote).
    // (One query at a time: a pg client runs them in turn anyway.)
    const reads = (async () => [await pgRowCounts(client), await pgLastMigration(client), await pgFileRefs(client)] as const)();
    await Promise.allSettled([dump, reads]);
    await dump;
    const [rows, lastMigration, files] = await reads;
    await client.query('commit');
    return { rows, lastMigration, files };
  } finally {
    await client.end().catch(() => {});
  }
}
