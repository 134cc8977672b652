import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb, migrate } from '../../server/db';
import { seed } from '../../server/seed';
import { loadConfig } from '../../server/config';
import { createFileStore } from '../../server/storage/fileStore';
import { createPostgresDatabase } from './harness';

/** A migrated database with the demo content, and its data directory, that test servers start from. */
export interface SeededTemplate {
  dataDir: string;
  /** PostgreSQL: the database's name, the TEMPLATE of each test server's own. */
  database?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

/**
 * Global setup of the API projects: the demo content is made once per run and database (it
 * renders PDFs and photos: 2 s on SQLite, 5 to 10 on PostgreSQL under load, which every one of
 * the ~80 test servers per database paid), by the same migrate and seed the server runs at its
 * start; startServer then copies it. A server's own start on an empty database (migrations, the
 * seed's lock and its demo content) stays tested where it is the subject: startup.test.ts,
 * migrations.test.ts, upgrade.test.ts, and every test that builds its server from freshPlace().
 */
export default async function setup(project: TestProject) {
  const onPostgres = project.name === 'api-postgres';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-template-'));
  const pgDb = onPostgres ? await createPostgresDatabase() : undefined;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) });
  const db = createDb(config.database);
  try {
    await migrate(db);
    const quiet = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Parameters<typeof seed>[2];
    await seed(db, config, quiet, createFileStore(dataDir));
  } finally {
    // Closed before any copy: PostgreSQL copies a template nobody is connected to, and SQLite's
    // file is whole once its last connection has closed.
    await db.destroy();
  }
  project.provide('seededTemplate', { dataDir, database: pgDb && new URL(pgDb.url).pathname.slice(1) });
  return async () => {
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
