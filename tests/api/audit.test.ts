import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { startJobs } from '../../server/jobs';
import { recordAudit } from '../../server/modules/audit/record';
import { csvCell } from '../../server/modules/audit/csv';
import { addDays, today } from '../../shared/guarantees';
import { Client, startServer, type TestServer } from './harness';
import { warrantyBody } from './guarantee-helpers';
import { freshEmail, registration, userId } from './helpers';
import { ROLES, sendForm, signInAll, upload, type Role } from './documents-helpers';
import { PNG_LOGO } from './logo-sample';

// The audit log (issue 15): an entry for every admin action and security event, written in the
// transaction of the change (a failing change leaves none), with who, when, what, the record, the
// changed fields and the client's address; read-only and admin-only over the API; CSV export;
// entries older than AUDIT_RETENTION_DAYS purged at start-up and daily.

let server: TestServer;
let as: Record<Role, Client>;
let adminId: number;
let dealerA: number;
/** The client's address as the proxy reports it (TRUST_PROXY=true trusts one hop). */
const IP = '203.0.113.7';
const viaProxy = { 'x-forwarded-for': IP };

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: 'true' }, 'audit');
  as = await signInAll(server);
  adminId = await userId(server, 'admin@demo.test');
  dealerA = await userId(server, 'rossi@demo.test');
});
afterAll(() => server.close());

const entries = (query: string, client = as.admin) => client.get(`/protected/audit/list?${query}`);
const count = async () => Number((await server.app.db.selectFrom('auditEntries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
/** The newest entry of `action` about one record (or of anyone, without `recordId`). */
async function latest(action: string, recordId?: number) {
  const res = await entries(`action=${action}${recordId ? `&recordId=${recordId}` : ''}&perPage=1`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data[0];
}
const change = (entry: any, field: string) => entry.changes.find((c: any) => c.field === field);
const send = (client: Client, method: string, url: string, body?: unknown) =>
  client.request(method, url, { bearer: client.token, body, headers: viaProxy });

async function newDealer(status: 'pending' | 'active' = 'pending') {
  const email = freshEmail('audit');
  const client = new Client(server.url);
  const res = await client.request('POST', '/api/auth/register', { body: registration(email), headers: viaProxy });
  expect(res.status).toBe(201);
  const id = res.body.user.id as number;
  if (status === 'active') expect((await send(as.admin, 'PUT', `/api/users/${id}`, { status: 'active' })).status).toBe(200);
  return { email, id, client };
}

describe('security events', () => {
  it('a sign-in: the account as actor and record, the address through TRUST_PROXY', async () => {
    const c = new Client(server.url);
    const res = await c.request('POST', '/auth/login', { body: { email: 'rossi@demo.test', password: 'demo-portal-2026' }, headers: viaProxy });
    expect(res.status).toBe(200);
    const e = await latest('auth.sign_in', dealerA);
    expect(e.actor).toMatchObject({ id: dealerA, email: 'rossi@demo.test' });
    expect(e.actor.name).toBeTruthy();
    expect(e.record).toMatchObject({ type: 'account', id: dealerA });
    expect(e.ip).toBe(IP);
    expect(Date.now() - Date.parse(e.at)).toBeLessThan(60_000);
  });

  it('a failed sign-in is recorded on its own, without an actor: the e-mail tried, known or not', async () => {
    const c = new Client(server.url);
    expect((await c.request('POST', '/auth/login', { body: { email: 'rossi@demo.test', password: 'wrong password!' }, headers: viaProxy })).status).toBe(401);
    const known = await latest('auth.sign_in_failed', dealerA);
    expect(known.actor).toEqual({ id: null, name: null, email: 'rossi@demo.test' });
    expect(change(known, 'reason').after).toBe('wrong_password');
    expect(known.ip).toBe(IP);

    const stranger = freshEmail('nobody');
    expect((await c.request('POST', '/auth/login', { body: { email: stranger, password: 'whatever123' }, headers: viaProxy })).status).toBe(401);
    const unknown = (await entries(`action=auth.sign_in_failed&q=${encodeURIComponent(stranger.split('@')[0])}`)).body.data[0];
    expect(unknown.actor).toEqual({ id: null, name: null, email: stranger });
    expect(unknown.record).toBeNull();
    expect(change(unknown, 'reason').after).toBe('unknown_email');
  });

  it('a password change and a password reset, never with a hash or a token', async () => {
    const { email, id, client } = await newDealer('active');
    await client.login(email, 'correct horse battery');
    expect((await send(client, 'POST', '/auth/password', { currentPassword: 'correct horse battery', newPassword: 'another good password' })).status).toBe(200);
    const changed = await latest('auth.password_change', id);
    expect(changed.actor.id).toBe(id);
    expect(changed.ip).toBe(IP);

    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await server.app.db
      .insertInto('passwordResets')
      .values({ tokenHash: createHash('sha256').update(token).digest('hex'), userId: id, expiresAt: now + 60_000, createdAt: now })
      .execute();
    const reset = await new Client(server.url).request('POST', '/api/auth/password-reset/confirm', { body: { token, newPassword: 'a third good password' }, headers: viaProxy });
    expect(reset.status).toBe(200);
    const e = await latest('auth.password_reset', id);
    expect(e.actor).toMatchObject({ id, email });
    expect(e.ip).toBe(IP);
    const all = JSON.stringify((await entries(`recordType=account&recordId=${id}&perPage=100`)).body);
    expect(all).not.toMatch(/passwordHash|\$argon2|another good password|a third good password/);
    expect(all).not.toContain(token);
  });
});

describe('accounts', () => {
  it('registration, approval, role change, disabling and refusal, each with before and after', async () => {
    const { email, id } = await newDealer();
    const registered = await latest('account.register', id);
    expect(registered.actor).toMatchObject({ id, email });
    expect(change(registered, 'status')).toEqual({ field: 'status', before: null, after: 'pending' });

    expect((await send(as.admin, 'PUT', `/api/users/${id}`, { status: 'active', company: 'Nuova Ragione Sociale' })).status).toBe(200);
    const approved = await latest('account.approve', id);
    expect(approved.actor).toMatchObject({ id: adminId, email: 'admin@demo.test' });
    expect(approved.record).toMatchObject({ type: 'account', id });
    expect(approved.record.label).toContain(email);
    expect(change(approved, 'status')).toEqual({ field: 'status', before: 'pending', after: 'active' });
    expect(change(approved, 'company').after).toBe('Nuova Ragione Sociale');
    expect(approved.ip).toBe(IP);

    expect((await send(as.admin, 'PUT', `/api/users/${id}`, { role: 'admin' })).status).toBe(200);
    expect(change(await latest('account.role_change', id), 'role')).toEqual({ field: 'role', before: 'dealer', after: 'admin' });
    expect((await send(as.admin, 'PUT', `/api/users/${id}`, { role: 'dealer', status: 'disabled', statusReason: 'Cessata attività' })).status).toBe(200);
    const disabled = await latest('account.disable', id);
    expect(change(disabled, 'statusReason').after).toBe('Cessata attività');
    expect(change(await latest('account.role_change', id), 'role').after).toBe('dealer');
    expect((await send(as.admin, 'PUT', `/api/users/${id}`, { status: 'active' })).status).toBe(200);
    expect(change(await latest('account.reactivate', id), 'status').before).toBe('disabled');

    const refused = await newDealer();
    expect((await send(as.admin, 'PUT', `/api/users/${refused.id}`, { status: 'disabled' })).status).toBe(200);
    expect(change(await latest('account.refuse', refused.id), 'status')).toEqual({ field: 'status', before: 'pending', after: 'disabled' });
  });
});

describe('documents, notices, warranties, the manufacturer', () => {
  it('a document uploaded, edited, reserved and deleted', async () => {
    const up = await upload(as.admin, 'Listino audit, 2026');
    expect(up.status).toBe(201);
    const id = up.body.id;
    const created = await latest('document.create', id);
    expect(created.record).toEqual({ type: 'document', id, label: 'Listino audit, 2026' });
    expect(change(created, 'title')).toEqual({ field: 'title', before: null, after: 'Listino audit, 2026' });
    expect(change(created, 'fileName').after).toBe('Listino audit, 2026.pdf');
    expect(created.changes.some((c: any) => /key|hash/i.test(c.field))).toBe(false);

    const edit = (extra: Record<string, string>) =>
      sendForm(as.admin, '/protected/document/edit', { id, title: 'Listino audit 2026 rev. 2', description: 'Description of Listino audit, 2026', category: 'manual', language: 'it', reserved: 'false', ...extra });
    expect((await edit({})).status).toBe(200);
    const edited = await latest('document.update', id);
    expect(edited.changes).toEqual([{ field: 'title', before: 'Listino audit, 2026', after: 'Listino audit 2026 rev. 2' }]);
    expect((await edit({ reserved: 'true', dealerIds: String(dealerA) })).status).toBe(200);
    const reserved = await latest('document.reserve', id);
    expect(reserved.changes).toEqual([
      { field: 'reserved', before: false, after: true },
      { field: 'dealerIds', before: [], after: [dealerA] },
    ]);

    expect((await as.admin.request('DELETE', `/protected/document/${id}`, { bearer: as.admin.token })).status).toBe(204);
    const deleted = await latest('document.delete', id);
    expect(change(deleted, 'title')).toEqual({ field: 'title', before: 'Listino audit 2026 rev. 2', after: null });
    // The record's history, newest first.
    const history = (await entries(`recordType=document&recordId=${id}`)).body;
    expect(history.data.map((e: any) => e.action)).toEqual(['document.delete', 'document.reserve', 'document.update', 'document.create']);
  });

  it('a notice published, edited and deleted', async () => {
    const res = await sendForm(as.admin, '/protected/notice/upload', { title: 'Chiusura estiva', body: 'Dal 10 al 20 agosto.' });
    expect(res.status).toBe(201);
    const id = res.body.id;
    const created = await latest('notice.create', id);
    expect(created.record).toEqual({ type: 'notice', id, label: 'Chiusura estiva' });
    expect(change(created, 'pinned').after).toBe(false);
    expect(change(created, 'publishAt').after).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await sendForm(as.admin, '/protected/notice/edit', { id, title: 'Chiusura estiva', body: 'Dal 10 al 24 agosto.', pinned: 'true' })).status).toBe(200);
    const edited = await latest('notice.update', id);
    expect(edited.changes).toEqual([
      { field: 'body', before: 'Dal 10 al 20 agosto.', after: 'Dal 10 al 24 agosto.' },
      { field: 'pinned', before: false, after: true },
    ]);
    expect((await as.admin.request('DELETE', `/protected/notice/${id}`, { bearer: as.admin.token })).status).toBe(204);
    expect((await latest('notice.delete', id)).actor.id).toBe(adminId);
  });

  it('a warranty an admin registers for a dealer, and one a dealer registers', async () => {
    const body = warrantyBody({ customerName: 'Cliente Audit', customerPhone: undefined, orderReference: undefined, notes: undefined, quantity: 2, installationDate: addDays(today(new Date(), 'utc'), -3) });
    const res = await send(as.admin, 'POST', '/protected/guarantee/create', { ...body, dealerId: dealerA });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const e = await latest('guarantee.create', res.body.id);
    expect(e.actor.id).toBe(adminId);
    expect(e.record).toEqual({ type: 'guarantee', id: res.body.id, label: res.body.code });
    expect(change(e, 'dealerId').after).toBe(dealerA);
    expect(change(e, 'code').after).toBe(res.body.code);
    const own = await as.dealerA.post('/protected/guarantee/create', body);
    expect(own.status).toBe(201);
    expect((await latest('guarantee.create', own.body.id)).actor.id).toBe(dealerA);
  });

  it("the manufacturer's identity and logo", async () => {
    const current = (await new Client(server.url).get('/api/manufacturer')).body;
    const res = await send(as.admin, 'PUT', '/api/manufacturer', { ...current, phone: '+39 0422 999999' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const e = await latest('manufacturer.update');
    expect(e.changes).toEqual([{ field: 'phone', before: current.phone, after: '+39 0422 999999' }]);
    expect(e.record).toMatchObject({ type: 'manufacturer', id: null, label: current.name });
    expect((await send(as.admin, 'PUT', '/api/manufacturer/logo', { image: PNG_LOGO })).status).toBe(200);
    const logo = await latest('manufacturer.logo_update');
    expect(change(logo, 'logo')).toEqual({ field: 'logo', before: null, after: expect.stringMatching(/^PNG, \d+ bytes$/) });
    expect((await send(as.admin, 'DELETE', '/api/manufacturer/logo')).status).toBe(200);
    expect(change(await latest('manufacturer.logo_delete'), 'logo').after).toBeNull();
  });
});

describe('atomicity: a change that fails leaves no entry', () => {
  it('refused inside its transaction: an account back to pending, a bad VAT number', async () => {
    const { id } = await newDealer('active');
    const before = await count();
    expect((await send(as.admin, 'PUT', `/api/users/${id}`, { status: 'pending' })).status).toBe(409);
    expect((await send(as.admin, 'PUT', `/api/users/${id}`, { vatNumber: 'IT123', company: 'X' })).status).toBe(400);
    expect((await send(as.admin, 'PUT', `/api/users/${adminId}`, { role: 'dealer' })).status).toBe(409);
    expect(await count()).toBe(before);
  });

  it('a unique conflict: a registration whose warranty code is taken writes neither row nor entry', async () => {
    const year = new Date().getUTCFullYear();
    const db = server.app.db;
    const { lastNumber } = await db.selectFrom('guaranteeCounters').select('lastNumber').where('year', '=', year).executeTakeFirstOrThrow();
    // The counter set back: the next code is one already given.
    await db.updateTable('guaranteeCounters').set({ lastNumber: lastNumber - 1 }).where('year', '=', year).execute();
    const before = await count();
    const guarantees = async () => Number((await db.selectFrom('guarantees').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await guarantees();
    const res = await as.dealerA.post(
      '/protected/guarantee/create',
      warrantyBody({ customerName: 'Conflitto', customerEmail: undefined, customerPhone: '+39 049 1234567', street: 'Via Roma 2', quantity: 1, installationDate: addDays(today(new Date(), 'utc'), -3) }),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await count()).toBe(before);
    expect(await guarantees()).toBe(rows);
    await db.updateTable('guaranteeCounters').set({ lastNumber }).where('year', '=', year).execute();
  });

  it('an entry recorded before a failure in the same transaction is rolled back with it', async () => {
    const before = await count();
    await expect(
      server.app.db.transaction().execute(async (trx) => {
        await recordAudit(trx, { actor: null, ip: null }, { action: 'notice.delete' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count()).toBe(before);
  });

  it('two admins demoting each other: the last admin is kept, and only the change made is recorded', async () => {
    const other = await newDealer('active');
    expect((await send(as.admin, 'PUT', `/api/users/${other.id}`, { role: 'admin' })).status).toBe(200);
    const otherAdmin = new Client(server.url);
    expect((await otherAdmin.login(other.email, 'correct horse battery')).status).toBe(200);
    const first = new Client(server.url);
    expect((await first.login('admin@demo.test', 'demo-portal-2026')).status).toBe(200);
    const before = (await entries('action=account.role_change&perPage=1')).body.total;
    const results = await Promise.all([
      first.request('PUT', `/api/users/${other.id}`, { bearer: first.token, body: { role: 'dealer' } }),
      otherAdmin.request('PUT', `/api/users/${adminId}`, { bearer: otherAdmin.token, body: { role: 'dealer' } }),
    ]);
    const done = results.filter((r) => r.status === 200).length;
    const admins = await server.app.db.selectFrom('users').select('id').where('role', '=', 'admin').where('status', '=', 'active').execute();
    // Put back before reading the log: either admin may have been the one demoted (the log is read as the demo admin).
    await server.app.db.updateTable('users').set({ role: 'admin' }).where('id', '=', adminId).execute();
    await server.app.db.updateTable('users').set({ role: 'dealer' }).where('id', '=', other.id).execute();
    expect(admins.length).toBeGreaterThanOrEqual(1);
    expect(done).toBeGreaterThanOrEqual(1);
    for (const r of results) expect([200, 403, 409]).toContain(r.status);
    expect((await entries('action=account.role_change&perPage=1')).body.total).toBe(before + done);
  });
});

describe('the read API', () => {
  it('is for admins only: dealers 403, pending 403, anonymous 401', async () => {
    const expected: Record<Role, number> = { anonymous: 401, pending: 403, dealerA: 403, dealerB: 403, admin: 200 };
    for (const role of ROLES) {
      for (const url of ['/protected/audit/list', '/protected/audit/export.csv']) {
        const res = await as[role].get(url);
        expect(res.status, `${role} ${url}`).toBe(expected[role]);
      }
    }
    const one = (await entries('perPage=1')).body.data[0];
    expect((await as.admin.get(`/protected/audit/${one.id}`)).body).toEqual(one);
    expect((await as.dealerA.get(`/protected/audit/${one.id}`)).status).toBe(403);
    expect((await as.admin.get('/protected/audit/999999999')).status).toBe(404);
  });

  it('cannot change or remove an entry: no route writes the log', async () => {
    const one = (await entries('perPage=1')).body.data[0];
    const before = await count();
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      for (const url of [`/protected/audit/${one.id}`, '/protected/audit/list', '/protected/audit', '/protected/audit/export.csv']) {
        const res = await as.admin.request(method, url, { bearer: as.admin.token, body: method === 'DELETE' ? undefined : { action: 'auth.sign_in' } });
        expect([404, 405], `${method} ${url}`).toContain(res.status);
        expect(res.body.message).toBeTruthy();
      }
    }
    expect(await count()).toBe(before);
    expect((await as.admin.get(`/protected/audit/${one.id}`)).body).toEqual(one);
  });

  it('filters by actor, action, record, time and words, newest first, paged', async () => {
    const all = (await entries('perPage=100')).body;
    expect(all.total).toBeGreaterThan(10);
    const times = all.data.map((e: any) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const oldestFirst = (await entries('perPage=5&order=ASC')).body.data.map((e: any) => Date.parse(e.at));
    expect(oldestFirst).toEqual([...oldestFirst].sort((a, b) => a - b));

    const byDealer = (await entries(`actorId=${dealerA}&perPage=100`)).body;
    expect(byDealer.total).toBeGreaterThan(0);
    expect(byDealer.data.every((e: any) => e.actor.id === dealerA)).toBe(true);
    const signIns = (await entries('action=auth.sign_in&perPage=100')).body;
    expect(signIns.data.every((e: any) => e.action === 'auth.sign_in')).toBe(true);
    const docs = (await entries('recordType=document&perPage=100')).body;
    expect(docs.data.every((e: any) => e.record.type === 'document')).toBe(true);

    const page2 = (await entries('perPage=3&page=2')).body;
    expect(page2.data.map((e: any) => e.id)).toEqual(all.data.slice(3, 6).map((e: any) => e.id));

    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await entries(`from=${encodeURIComponent(future)}`)).body).toEqual({ data: [], total: 0 });
    const recent = (await entries(`from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}&to=${encodeURIComponent(future)}&perPage=1`)).body;
    expect(recent.total).toBe(all.total);
    expect((await entries('q=Chiusura%20estiva')).body.data.every((e: any) => e.record?.label === 'Chiusura estiva')).toBe(true);
    expect((await entries('q=Chiusura%20estiva')).body.total).toBe(3);
  });

  it('refuses bad filters with a 400 and a message', async () => {
    for (const query of ['action=nothing', 'recordType=planet', 'actorId=-1', 'actorId=abc', 'from=yesterday', 'sort=actor', 'perPage=1000', 'unknown=1', 'q=%00']) {
      const res = await entries(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    const res = await entries(`from=${encodeURIComponent('2026-02-01T00:00:00Z')}&to=${encodeURIComponent('2026-01-01T00:00:00Z')}`);
    expect(res.status).toBe(400);
  });
});

describe('CSV export', () => {
  it('streams the filtered entries with a header row, quoted cells and formulas defused', async () => {
    const title = '=HYPERLINK("http://x.example","clic"), ok';
    const up = await upload(as.admin, title, { name: 'formula.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const res = await fetch(`${server.url}/protected/audit/export.csv?recordType=document&recordId=${up.body.id}`, { headers: { authorization: `Bearer ${as.admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-\d{4}-\d\d-\d\d\.csv"$/);
    const text = await res.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('id,at,action,actor_id,actor_name,actor_email,record_type,record_id,record_label,changes,ip');
    expect(lines).toHaveLength(3); // header, one entry, the final line end
    expect(lines[2]).toBe('');
    expect(lines[1]).toContain(`,document.create,${adminId},`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x.example"",""clic""), ok"`);

    const all = await fetch(`${server.url}/protected/audit/export.csv`, { headers: { authorization: `Bearer ${as.admin.token}` } });
    const rows = (await all.text()).trim().split('\r\n').length - 1;
    expect(rows).toBe((await entries('perPage=1')).body.total);
    const bad = await as.admin.get('/protected/audit/export.csv?action=nothing');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
  });

  it('quotes commas, quotes and line breaks, and prefixes = + - @ with a quote', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+39 049')).toBe("'+39 049");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });
});

describe('retention', () => {
  it('purges entries older than AUDIT_RETENTION_DAYS at start-up and then on schedule', async () => {
    const db = server.app.db;
    const DAY = 86_400_000;
    const old = (days: number, label: string) =>
      db.insertInto('auditEntries').values({ at: Date.now() - days * DAY, action: 'notice.delete', recordType: 'notice', recordId: 1, recordLabel: label, changes: '[]' }).execute();
    await old(731, 'retention: too old');
    await old(729, 'retention: kept');
    const labels = async () => (await db.selectFrom('auditEntries').select('recordLabel').where('recordLabel', 'like', 'retention:%').execute()).map((r) => r.recordLabel).sort();
    expect(await labels()).toEqual(['retention: kept', 'retention: too old']);
    // Another instance starts on the same database (default 730 days): it purges before it listens.
    const other = await buildApp({ ...server.config, auditPurgeEveryMs: 100 }, { logger: false });
    try {
      await startJobs(other);
      expect(await labels()).toEqual(['retention: kept']);
      await old(800, 'retention: later');
      await expect.poll(labels, { timeout: 5_000 }).toEqual(['retention: kept']);
    } finally {
      await other.close();
    }
  });

  it('AUDIT_RETENTION_DAYS is read from the environment (730 days by default)', async () => {
    const { loadConfig } = await import('../../server/config');
    expect(loadConfig({ NODE_ENV: 'test' }).auditRetentionMs).toBe(730 * 86_400_000);
    expect(loadConfig({ NODE_ENV: 'test', AUDIT_RETENTION_DAYS: '30' }).auditRetentionMs).toBe(30 * 86_400_000);
    expect(() => loadConfig({ NODE_ENV: 'test', AUDIT_RETENTION_DAYS: '0' })).toThrow(/AUDIT_RETENTION_DAYS/);
  });
});
