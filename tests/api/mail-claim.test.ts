import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, migrate, type DB } from '../../server/db';
import { claimMail, dueMail } from '../../server/mail/queue';
import { explain } from '../../server/scale/explain';
import { createPostgresDatabase, markPostgresRun, onPostgres } from './harness';

/**
 * The mail sender claims one message at a time, and sent messages stay in the table: the claim's
 * reads must walk the index (status, run_at, id) of migration 017 to their first row, never read
 * and sort every due row. With 008's index and one statement for both kinds, PostgreSQL sorted
 * 33,000 due rows at each claim (62 ms; 126 ms under `bench:day --stack 3`, where it used more
 * of PostgreSQL than all the pages together). SQLite's indexes end with the rowid (`id`), so its
 * plan was already right; PostgreSQL's fail without 017 (checked by leaving it out).
 */
let db: DB;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-claim-'));
  const pgDb = onPostgres ? await createPostgresDatabase() : undefined;
  db = createDb(pgDb ? { kind: 'postgres', url: pgDb.url } : { kind: 'sqlite', file: path.join(dir, 'portal.sqlite') });
  await migrate(db);
  // A year of a busy manufacturer's mail: most sent, a backlog due now, a few being sent.
  const now = Date.now();
  const rows = Array.from({ length: 30_000 }, (_, i) => {
    const status: 'pending' | 'sending' | 'sent' = i % 3 === 0 ? 'pending' : i % 997 === 0 ? 'sending' : 'sent';
    return {
      recipient: `dealer${i % 1000}@example.test`,
      template: 'notice',
      locale: 'it' as const,
      subject: 'Nuova comunicazione',
      textBody: 'Testo.',
      htmlBody: '<p>Testo.</p>',
      status,
      attempts: status === 'pending' ? 0 : 1,
      runAt: now - 86_400_000 + (i % 5000) * 1000,
      lockedUntil: status === 'sending' ? now + 60_000 : null,
      createdAt: now - 86_400_000,
      sentAt: status === 'sent' ? now : null,
    };
  });
  const insert = async () => {
    for (let i = 0; i < rows.length; i += 500) await db.insertInto('mailJobs').values(rows.slice(i, i + 500)).execute();
  };
  // Statistics that say the table is empty while it holds thousands of due messages, as the
  // bench's table had after migration 017 rebuilt the index over rows all deleted. (The claim
  // that took every due message at once under them, `id IN (… LIMIT 1 FOR UPDATE SKIP LOCKED)`,
  // was seen there, not reproduced here; this checks that the claim takes one.)
  await insert();
  await db.deleteFrom('mailJobs').execute();
  if (onPostgres) {
    await sql`drop index mail_jobs_due`.execute(db);
    await sql`create index mail_jobs_due on mail_jobs (status, run_at, id)`.execute(db);
  }
  await insert();
  if (onPostgres) markPostgresRun('mail-claim');
  cleanup = async () => {
    await db.destroy();
    await pgDb?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}, 120_000);
afterAll(() => cleanup?.());

describe('the mail sender’s claim', () => {
  it.each([
    ['pending', false],
    ['pending', true],
    ['sending', false],
    ['sending', true],
  ] as const)('reads the next %s message along the index (locked: %s)', async (status, lock) => {
    const { sql: text, parameters } = dueMail(db, status, Date.now(), lock).compile();
    const plan = (await explain(db, text, parameters)).join('\n');
    if (onPostgres) {
      expect(plan, plan).toMatch(/Index (Only )?Scan using mail_jobs_due on mail_jobs/);
      expect(plan, plan).not.toMatch(/Sort|Seq Scan|Bitmap/);
    } else {
      expect(plan, plan).toMatch(/SEARCH mail_jobs USING (COVERING )?INDEX mail_jobs_due/);
      expect(plan, plan).not.toMatch(/USE TEMP B-TREE/);
    }
  });

  it('takes exactly one message, the oldest due, however stale the statistics', async () => {
    const count = async (status: 'pending' | 'sending') => Number((await db.selectFrom('mailJobs').select((eb) => eb.fn.countAll().as('n')).where('status', '=', status).executeTakeFirstOrThrow()).n);
    const [pending, sending] = [await count('pending'), await count('sending')];
    const oldest = await db.selectFrom('mailJobs').select('id').where('status', '=', 'pending').orderBy('runAt').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const job = await claimMail(db, Date.now());
    expect(job?.id).toBe(oldest.id);
    expect(job?.status).toBe('sending');
    expect([await count('pending'), await count('sending')]).toEqual([pending - 1, sending + 1]);
    // Two claims at once take two messages, never the same one.
    const [a, b] = await Promise.all([claimMail(db, Date.now()), claimMail(db, Date.now())]);
    expect(a && b && a.id !== b.id).toBe(true);
    expect(await count('pending')).toBe(pending - 3);
  });

  it('finds the oldest due message first', async () => {
    const first = await dueMail(db, 'pending', Date.now()).executeTakeFirstOrThrow();
    const oldest = await db.selectFrom('mailJobs').select('id').where('status', '=', 'pending').orderBy('runAt').orderBy('id').limit(1).executeTakeFirstOrThrow();
    expect(first.id).toBe(oldest.id);
    // A message still locked by its claimer is nobody else's.
    expect(await dueMail(db, 'sending', Date.now()).executeTakeFirst()).toBeUndefined();
  });
});
