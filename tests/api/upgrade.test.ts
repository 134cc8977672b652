import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { startJobs } from '../../server/jobs';
import { loadConfig } from '../../server/config';
import { createDb, migrations } from '../../server/db';
import { Client, freshPlace } from './harness';
import { download, fetchFile } from './documents-helpers';
import { refreshWith } from './helpers';
import { warrantyBody } from './guarantee-helpers';
import { LIVE_REFRESH_TOKEN, PASSWORD, buildFixture, columnsOf, rowsOf, type Era, type Fixture } from './upgrade-fixture';

// Issue 23, upgrades without loss. The oldest supported release is a database at 004_guarantees:
// the first schema that held what the portal is for (accounts, documents, notices, warranties;
// 001–003 were its first afternoon, with no dealer content yet). Such a database, made by the
// migrations of that time and filled era by era with rows of their time (upgrade-fixture.ts), is
// handed to today's server, whose start migrates it to the latest: every row is kept, column for
// column, and everything is readable through the API. The same from 008_mail, with the mail queue.

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function upgrade(era: Era) {
  const { dataDir, env } = await freshPlace('upgrade', cleanups);
  const config = loadConfig({ ...env, RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_SIGN_INS_PER_MINUTE: '1000000' });

  const old = createDb(config.database);
  const fixture = await buildFixture(old, dataDir, era);
  const before = await rowsOf(old, fixture.tables);
  const columns = await columnsOf(old, fixture.tables);
  await old.destroy();

  const app = await buildApp(config, { logger: false });
  cleanups.push(() => app.close());
  await startJobs(app);
  // Read before any request: what the start itself kept.
  const after = await rowsOf(app.db, fixture.tables, columns);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return { app, url, fixture, before, after, dataDir };
}

async function signIn(url: string, email: string) {
  const client = new Client(url);
  const res = await client.login(email, PASSWORD);
  expect(res.status, `${email}: ${JSON.stringify(res.body)}`).toBe(200);
  return client;
}

describe.each(['004_guarantees', '008_mail'] as const)('a database at %s, started by today\'s server', (era) => {
  let app: FastifyInstance;
  let url: string;
  let fixture: Fixture;
  let ids: Record<string, number>;

  it('is migrated to the latest, every row of every table kept as it was', async () => {
    const upgraded = await upgrade(era);
    ({ app, url, fixture } = upgraded);
    ids = fixture.ids;
    const executed = (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(app.db)).rows.map((r) => r.name);
    expect(executed).toEqual(Object.keys(migrations).sort());
    // Every table of that schema had rows, and has the same number, and the same rows.
    for (const table of fixture.tables) {
      expect(upgraded.before[table].length, table).toBeGreaterThan(0);
      expect(upgraded.after[table].length, table).toBe(upgraded.before[table].length);
    }
    expect(upgraded.after).toEqual(upgraded.before);
    // The stored files too: none swept away as unreferenced.
    expect(fs.readdirSync(path.join(upgraded.dataDir, 'files')).sort()).toEqual(Object.keys(fixture.files).sort());
  }, 60_000);

  it('accounts: the old password hashes sign in, statuses hold, a browser\'s session goes on', async () => {
    const admin = await signIn(url, 'admin@old.test');
    await signIn(url, 'alfa@old.test');
    const pending = await new Client(url).login('gamma@old.test', PASSWORD);
    expect(pending.body.user).toMatchObject({ status: 'pending' });
    expect((await new Client(url).login('delta@old.test', PASSWORD)).status).not.toBe(200);

    const users = await admin.get('/api/users?range=[0,99]');
    expect(users.status).toBe(200);
    const byEmail = Object.fromEntries(users.body.map((u: any) => [u.email, u]));
    expect(byEmail['admin@old.test']).toMatchObject({ role: 'admin', status: 'active' });
    expect(byEmail['alfa@old.test']).toMatchObject({ role: 'dealer', status: 'active', company: 'Alfa Serramenti S.r.l.' });
    expect(byEmail['gamma@old.test']).toMatchObject({ status: 'pending' });
    expect(byEmail['delta@old.test']).toMatchObject({ status: 'disabled' });
    // Columns added later take their defaults on old rows.
    expect(byEmail['alfa@old.test'].locale ?? 'it').toBe('it');

    // The refresh cookie a browser kept from before the upgrade still refreshes its session.
    const refreshed = await refreshWith({ url } as any, LIVE_REFRESH_TOKEN);
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
  });

  it('documents: listed to whom they were, and each file downloads with its hash', async () => {
    const admin = await signIn(url, 'admin@old.test');
    const alfa = await signIn(url, 'alfa@old.test');
    const beta = await signIn(url, 'beta@old.test');
    const titles = async (c: Client) => (await c.get('/protected/documents/list?include=reserved&perPage=100')).body.data.map((d: any) => d.title).sort();
    expect(await titles(alfa)).toEqual(['Condizioni riservate Alfa', 'Listino prezzi vecchio 2025', 'Scheda tecnica Nova legno']);
    expect(await titles(beta)).toEqual(['Listino prezzi vecchio 2025', 'Scheda tecnica Nova legno']);
    expect((await admin.get('/protected/documents/list/reserverd?perPage=100')).body.data.map((d: any) => d.dealers.map((x: any) => x.id))).toEqual([[ids.dealerA]]);
    for (const id of [ids.priceList, ids.sheet, ids.reserved]) {
      const file = await download(alfa, id);
      expect(file.status).toBe(200);
      const stored = Object.values(fixture.files).find((f) => f.hash === sha256(file.bytes));
      expect(stored, `document ${id}`).toBeDefined();
      expect(file.bytes.length).toBe(stored!.size);
    }
    expect((await download(beta, ids.reserved)).status).toBeGreaterThanOrEqual(403);
    // The word indexes made by later migrations hold the old rows.
    const found = await alfa.get(`/api/search?q=${encodeURIComponent('listino')}`);
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body)).toContain('Listino prezzi vecchio 2025');
  });

  it('notices: read marks kept, the schedule kept, the attachment downloads with its hash', async () => {
    const alfa = await signIn(url, 'alfa@old.test');
    const admin = await signIn(url, 'admin@old.test');
    const list = (await alfa.get('/protected/notices/list?perPage=100')).body.data;
    expect(list.map((n: any) => [n.title, n.pinned, n.read])).toEqual([
      ['Fiera di primavera', true, true],
      ['Nuovi colori PVC', false, false],
    ]);
    expect((await admin.get('/protected/notices/list?perPage=100')).body.data.map((n: any) => n.title)).toContain('Chiusura estiva');
    const link = await alfa.post(`/protected/notice/${ids.pinnedNotice}/link`);
    expect(link.status).toBe(200);
    const file = await fetchFile(alfa, link.body.url);
    expect(file.status).toBe(200);
    expect(Object.values(fixture.files).some((f) => f.hash === sha256(file.bytes) && f.name === 'invito-fiera.pdf')).toBe(true);
  });

  it('warranties: listed, shown, printed; a new one is numbered after them', async () => {
    const alfa = await signIn(url, 'alfa@old.test');
    const admin = await signIn(url, 'admin@old.test');
    const mine = (await alfa.get('/protected/guarantees/list?perPage=100')).body;
    expect(mine.data.map((g: any) => g.code)).toEqual(['GAR-2025-000001']);
    expect((await admin.get('/protected/guarantees/list?perPage=100')).body.data.map((g: any) => g.code).sort()).toEqual(['GAR-2025-000001', 'GAR-2025-000002']);
    const one = await alfa.get(`/protected/guarantee/${ids.warrantyA}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ code: 'GAR-2025-000001', customerName: 'Mario Bianchi', quantity: 4, installationDate: '2025-03-10', expiresOn: '2035-03-10' });
    const pdf = await fetch(`${url}/protected/guarantee/${ids.warrantyA}/certificate.pdf`, { headers: { authorization: `Bearer ${alfa.token}` } });
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const created = await alfa.post('/protected/guarantee/create', warrantyBody());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.id).toBeGreaterThan(ids.warrantyB);
  });

  it('the audit log, new since, records what happens after the upgrade', async () => {
    const admin = await signIn(url, 'admin@old.test');
    const res = await admin.get('/protected/audit/list?action=auth.sign_in&perPage=100');
    expect(res.status).toBe(200);
    expect(res.body.data.some((e: any) => e.actor?.email === 'admin@old.test')).toBe(true);
  });

  it.runIf(era === '008_mail')('mail: the queue kept its sent, failed and waiting messages; reset links and languages kept', async () => {
    const admin = await signIn(url, 'admin@old.test');
    const res = await admin.get('/api/mail?range=[0,49]');
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.map((m: any) => [m.id, m]));
    expect(byId[ids.mailSent]).toMatchObject({ status: 'sent', recipient: 'alfa@old.test' });
    expect(byId[ids.mailFailed]).toMatchObject({ status: 'failed' });
    expect(byId[ids.mailPending]).toMatchObject({ status: 'pending', recipient: 'epsilon@old.test' });
    const english = await signIn(url, 'epsilon@old.test');
    expect((await english.get('/auth/me')).body.user).toMatchObject({ locale: 'en', company: 'Epsilon Windows Ltd' });
  });
});
