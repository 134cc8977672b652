import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { seedScale } from '../../server/scale/seedScale';
import { explain } from '../../server/scale/explain';
import { LIST_REQUESTS } from '../../scripts/listRequests.mjs';
import { createPostgresDatabase, markPostgresRun, onPostgres, Client } from './harness';
import { DEMO_PASSWORD } from '../../server/seed';

// Every statement behind the dashboard home and the lists (the requests `npm run bench:api`
// measures), sent through the real routes over the scale data, must be answered from an index: the
// plan names one for every table it reads, and a page never sorts the whole table. SQLite plans from
// its indexes alone, so a tenth of the data shows them; PostgreSQL weighs costs and rightly reads a
// small table whole, so it gets the full volume.

const statements: { sql: string; parameters: readonly unknown[] }[] = [];
let app: FastifyInstance;
let base: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-plans-'));
  const pgDb = onPostgres ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_CONTENT: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_SIGN_INS_PER_MINUTE: '1000000',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  });
  app = await buildApp(config, { logger: false, onQuery: (text, parameters) => statements.push({ sql: text, parameters }) });
  await seedScale(app.db, dataDir, () => {}, onPostgres ? 1 : 0.1);
  await sql`analyze`.execute(app.db);
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  if (onPostgres) markPostgresRun('query-plans');
  cleanup = async () => {
    await app.close();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}, 420_000);
afterAll(() => cleanup?.());

// refresh_tokens: every authenticated request reads the session its access token names.
const TABLES = ['documents', 'document_dealers', 'notices', 'notice_reads', 'guarantees', 'users', 'refresh_tokens', 'audit_entries', 'claims', 'claim_units', 'claim_messages', 'claim_files'];

describe('the plan of every list statement', () => {
  it.each(LIST_REQUESTS)('%s', async (_label, url, who) => {
    const client = new Client(base);
    expect((await client.login(who === 'admin' ? 'admin@demo.test' : 'rossi@demo.test', DEMO_PASSWORD)).status).toBe(200);
    statements.length = 0;
    const res = await client.get(url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const selects = statements.filter((s) => /^\s*select/i.test(s.sql));
    expect(selects.length).toBeGreaterThan(0);
    for (const statement of selects) {
      const plan = await explain(app.db, statement.sql, statement.parameters);
      const text = plan.join('\n');
      const why = `${statement.sql}\n${text}`;
      if (onPostgres) {
        // PostgreSQL may read a small table whole, but a page is never sorted out of a whole big table.
        if (/\blimit\b/i.test(statement.sql)) expect(text, why).not.toMatch(/Seq Scan on (documents|guarantees|audit_entries|claims)\b[\s\S]*|Sort[\s\S]*Seq Scan on (documents|guarantees|audit_entries|claims)/);
        continue;
      }
      for (const line of plan.map((l) => l.trim())) {
        // "SCAN t" without an index reads every row of t.
        const table = TABLES.find((t) => new RegExp(`^SCAN (\\w+ AS )?${t}\\b`).test(line));
        if (table) expect(line, why).toMatch(/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/);
      }
      // A page comes in the order of an index, or from a few rows an index found (SEARCH), never
      // from every row sorted to keep 25 (SCAN, then a sort). When the page's ids come from a
      // subquery, only its steps (indented) count: the outer query orders just the page's rows.
      // A search ranked by relevance (an FTS5 table: *_fts, *_words) sorts only the rows its index
      // matched, and a subquery's rows (SCAN of its alias) only those its own steps, checked above,
      // read: the global search ranks the newest 500 matches.
      if (/\blimit\b/i.test(statement.sql)) {
        const steps = /"id" in \(select /i.test(statement.sql) ? plan.filter((l) => l.startsWith('  ')) : plan;
        const text = steps.join('\n');
        const tableScan = new RegExp(`^\\s*SCAN (\\w+ AS )?(${TABLES.join('|')})\\b`, 'm');
        if (tableScan.test(text)) expect(text, why).not.toMatch(/USE TEMP B-TREE FOR (ORDER BY|(LAST|RIGHT-MOST) \d+ TERMS)/);
      }
    }
  });
});
