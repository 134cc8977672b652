import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { signInAll, type Role } from './documents-helpers';

// /api/users as ra-data-simple-rest reads it: the dealer picker of reserved documents.
let server: TestServer;
let as: Record<Role, Client>;
beforeAll(async () => {
  server = await startServer({}, 'users');
  as = await signInAll(server);
});
afterAll(() => server.close());

const q = (params: Record<string, unknown>) =>
  '?' + new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString();

describe('GET /api/users', () => {
  it('lists active dealers with the total in Content-Range', async () => {
    const res = await as.admin.get(`/api/users${q({ filter: { role: 'dealer', status: 'active' }, sort: ['displayName', 'ASC'], range: [0, 9] })}`);
    expect(res.status).toBe(200);
    expect(res.body.map((u: any) => u.email)).toEqual(['bianchi@demo.test', 'rossi@demo.test']);
    expect(res.headers.get('content-range')).toBe('users 0-1/2');
    expect(res.body[0]).not.toHaveProperty('passwordHash');
  });

  it('searches name, e-mail and company, and fetches by ids (getMany)', async () => {
    const byCompany = await as.admin.get(`/api/users${q({ filter: { q: 'infissi' } })}`);
    expect(byCompany.body.map((u: any) => u.email)).toEqual(['rossi@demo.test']);
    const ids = byCompany.body.map((u: any) => u.id);
    const many = await as.admin.get(`/api/users${q({ filter: { id: ids } })}`);
    expect(many.body.map((u: any) => u.id)).toEqual(ids);
    const one = await as.admin.get(`/api/users/${ids[0]}`);
    expect(one.body.email).toBe('rossi@demo.test');
    expect((await as.admin.get('/api/users/999999')).status).toBe(404);
  });

  it('fetches by ids as numbers or as decimal strings: getMany sends ids taken from a route as strings', async () => {
    const all = (await as.admin.get(`/api/users${q({ sort: ['id', 'ASC'] })}`)).body.map((u: any) => u.id as number);
    const [a, b] = [all[0], all[2]];
    const asNumbers = await as.admin.get(`/api/users${q({ filter: { id: [a, b] }, sort: ['id', 'ASC'] })}`);
    expect(asNumbers.body.map((u: any) => u.id)).toEqual([a, b]);
    for (const id of [[String(a), String(b)], [String(a), b]]) {
      const res = await as.admin.get(`/api/users${q({ filter: { id }, sort: ['id', 'ASC'] })}`);
      expect(res.status, JSON.stringify(id)).toBe(200);
      expect(res.body.map((u: any) => u.id)).toEqual([a, b]);
    }
    const one = await as.admin.get(`/api/users${q({ filter: { id: String(b) } })}`);
    expect(one.body.map((u: any) => u.id)).toEqual([b]);
    expect((await as.admin.get(`/api/users${q({ filter: { id: [] } })}`)).body).toEqual([]);
  });

  it.each(['1e1', 'Infinity', 'NaN', '-1', '0', '01', ' 3', '3 ', '3.0', '0x3', '', '2147483648', '١'])('refuses the id %j in a filter with 400', async (id) => {
    for (const filter of [{ id }, { id: [id] }]) {
      const res = await as.admin.get(`/api/users${q({ filter })}`);
      expect(res.status, JSON.stringify(filter)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('refuses unknown filter keys, naming them, rather than ignoring or querying them', async () => {
    const res = await as.admin.get(`/api/users${q({ filter: { passwordHash: 'x', status: 'pending' } })}`);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: 'passwordHash', message: 'is not a known field' }]);
    const known = await as.admin.get(`/api/users${q({ filter: { status: 'pending' } })}`);
    expect(known.body.map((u: any) => u.email)).toEqual(['verdi@demo.test']);
  });

  it('pages with range', async () => {
    const res = await as.admin.get(`/api/users${q({ sort: ['id', 'ASC'], range: [1, 2] })}`);
    expect(res.body).toHaveLength(2);
    expect(res.headers.get('content-range')).toBe('users 1-2/4');
  });

  it.each([
    ['sort', '["passwordHash","ASC"]'],
    ['sort', 'not json'],
    ['range', '[5,1]'],
    ['range', '[0,100000]'],
    ['filter', '{"role":"root"}'],
  ])('refuses %s=%s with 400', async (name, value) => {
    const res = await as.admin.get(`/api/users?${name}=${encodeURIComponent(value)}`);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('PUT /api/users/{id}: the admin manages accounts', () => {
  const put = (c: Client, id: number, body: unknown) => c.request('PUT', `/api/users/${id}`, { bearer: c.token, body });
  const idOf = async (email: string) => (await as.admin.get(`/api/users${q({ filter: { q: email } })}`)).body[0].id as number;

  it('approves a pending dealer, who can then use the portal', async () => {
    const pending = new Client(server.url);
    await pending.login('verdi@demo.test', 'demo-portal-2026');
    expect((await pending.get('/protected/ping')).status).toBe(403);
    const res = await put(as.admin, await idOf('verdi@demo.test'), { status: 'active' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('active');
    expect((await pending.get('/protected/ping')).status).toBe(200);
  });

  it('disables a dealer: their sessions end at once, and enabling lets them sign in again', async () => {
    const dealer = new Client(server.url);
    await dealer.login('bianchi@demo.test', 'demo-portal-2026');
    const id = await idOf('bianchi@demo.test');
    expect((await put(as.admin, id, { status: 'disabled' })).body.status).toBe('disabled');
    expect((await dealer.get('/protected/ping')).status).toBe(401);
    expect((await dealer.get('/auth/refresh')).status).toBe(401);
    expect((await new Client(server.url).login('bianchi@demo.test', 'demo-portal-2026')).status).toBe(403);
    expect((await put(as.admin, id, { status: 'active' })).body.status).toBe('active');
    expect((await new Client(server.url).login('bianchi@demo.test', 'demo-portal-2026')).status).toBe(200);
  });

  it('edits company and contact fields, and drops what it may not change (ra-data-simple-rest sends the whole record)', async () => {
    const id = await idOf('rossi@demo.test');
    const current = (await as.admin.get(`/api/users/${id}`)).body;
    const res = await put(as.admin, id, { ...current, company: 'Rossi Serramenti S.r.l.', phoneNumber: '+39 049 123 4567', city: '', email: 'evil@example.test', createdAt: '2000-01-01T00:00:00Z' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ company: 'Rossi Serramenti S.r.l.', phoneNumber: '+39 049 123 4567', city: null, email: 'rossi@demo.test', createdAt: current.createdAt });
  });

  it.each([
    [{ status: 'pending' }, 409, 'invalid_status_change'],
    [{ role: 'root' }, 400, 'validation_failed'],
    [{ phoneNumber: 'call me maybe' }, 400, 'validation_failed'],
    [{ firstName: '' }, 400, 'validation_failed'],
    [{ about: 'x'.repeat(2001) }, 400, 'validation_failed'],
  ])('refuses %j', async (body, status, code) => {
    const res = await put(as.admin, await idOf('rossi@demo.test'), body);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
  });

  it('an Italian dealer’s province, as at sign-up: its two-letter code in capitals, the name refused; the profile the same', async () => {
    const id = await idOf('rossi@demo.test');
    const current = (await as.admin.get(`/api/users/${id}`)).body;
    expect(current.vatNumber).toMatch(/^\d{11}$/);
    const lower = await put(as.admin, id, { ...current, state: 'pd' });
    expect(lower.status).toBe(200);
    expect(lower.body.state).toBe('PD');
    const name = await put(as.admin, id, { ...current, state: 'Padova' });
    expect(name.status).toBe(400);
    expect(name.body).toMatchObject({ code: 'province_invalid', fields: [{ field: 'state' }] });
    const own = await as.dealerA.request('PUT', '/auth/me', { bearer: as.dealerA.token, body: { state: 'Padova' } });
    expect(own.status).toBe(400);
    expect(own.body.code).toBe('province_invalid');
    expect((await as.admin.get(`/api/users/${id}`)).body.state).toBe('PD');
  });

  it('an admin cannot change their own role or status', async () => {
    const res = await put(as.admin, await idOf('admin@demo.test'), { role: 'dealer' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('own_access');
  });

  it('two admins demoting each other at once leave one admin: the last one cannot be demoted', async () => {
    const second = await idOf('rossi@demo.test');
    expect((await put(as.admin, second, { role: 'admin' })).body.role).toBe('admin');
    const rossi = new Client(server.url);
    await rossi.login('rossi@demo.test', 'demo-portal-2026');
    const first = await idOf('admin@demo.test');
    const [a, b] = await Promise.all([put(as.admin, second, { role: 'dealer' }), put(rossi, first, { role: 'dealer' })]);
    // One wins; the other is refused, as no longer an admin (403) or as the last one (409).
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const left = await server.app.db.selectFrom('users').select('id').where('role', '=', 'admin').where('status', '=', 'active').execute();
    expect(left).toHaveLength(1);
    // Put the demo state back for the other tests: Rossi a dealer, Giulia the admin.
    if (left[0].id === second) {
      const again = new Client(server.url);
      await again.login('rossi@demo.test', 'demo-portal-2026');
      await put(again, first, { role: 'admin' });
      await put(as.admin, second, { role: 'dealer' });
    }
  });

  it('unknown accounts are 404', async () => {
    expect((await put(as.admin, 999999, { status: 'active' })).status).toBe(404);
  });
});

describe('PUT /auth/me: everyone edits their own profile', () => {
  it('changes the profile fields and the display name, never role or status', async () => {
    const me = new Client(server.url);
    await me.login('bianchi@demo.test', 'demo-portal-2026');
    const escalate = await me.request('PUT', '/auth/me', { bearer: me.token, body: { firstName: 'Laura Maria', role: 'admin' } });
    expect(escalate.status).toBe(400);
    expect(escalate.body.fields).toEqual([{ field: 'role', message: 'is not a known field' }]);
    const res = await me.request('PUT', '/auth/me', { bearer: me.token, body: { firstName: 'Laura Maria', city: 'Verona', about: 'Serramenti dal 1987.\nPosa certificata.' } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ firstName: 'Laura Maria', displayName: 'Laura Maria Bianchi', city: 'Verona', role: 'dealer' });
    const bad = await me.request('PUT', '/auth/me', { bearer: me.token, body: { zipCode: 'x'.repeat(21) } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].field).toBe('zipCode');
    expect((await new Client(server.url).request('PUT', '/auth/me', { body: { city: 'X' } })).status).toBe(401);
  });
});
