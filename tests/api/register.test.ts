import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { freshEmail, INVALID_TOKEN, refreshWith, registration, setCookie, userId } from './helpers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed';

// decisions.md "Roles and account states": registration modes, pending and disabled accounts,
// and the demo seed.

/** No key anywhere in the answer may carry the password or its hash. */
function expectNoPasswordFields(value: unknown) {
  const json = JSON.stringify(value);
  expect(json).not.toMatch(/password/i);
  expect(json).not.toMatch(/\$argon2/);
}

describe('REGISTRATION unset (approval, the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({}, 'register approval');
  });
  afterAll(() => server.close());

  it('creates a pending dealer, answers {accessToken, user} with 201 and sets both cookies', async () => {
    const email = freshEmail('pending');
    const c = new Client(server.url);
    const res = await c.request('POST', '/api/auth/register', { body: registration(email) });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'user']);
    expect(res.body.user).toMatchObject({ email, role: 'dealer', status: 'pending', firstName: 'Test', lastName: 'Dealer' });
    expectNoPasswordFields(res.body);
    expect(setCookie(res.setCookies, 'token')?.value).toBe(res.body.accessToken);
    expect(setCookie(res.setCookies, 'refreshToken')?.value).toBeTruthy();

    const me = await c.get('/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, status: 'pending' });
    expectNoPasswordFields(me.body);
    const ping = await c.get('/protected/ping');
    expect(ping.status).toBe(403);
    expect(typeof ping.body.message).toBe('string');
  });

  it('stores the e-mail in lower case and signs in with any letter case', async () => {
    const email = freshEmail('MiXeD');
    const res = await new Client(server.url).request('POST', '/api/auth/register', { body: registration(email) });
    expect(res.status).toBe(201);
    expect(res.body.user.email).toBe(email.toLowerCase());
    expect((await new Client(server.url).login(email.toUpperCase(), 'correct horse battery')).status).toBe(200);
  });

  it('refuses role and status in the body: no self-made admin, no account', async () => {
    const email = freshEmail('escalate');
    const res = await new Client(server.url).request('POST', '/api/auth/register', {
      body: registration(email, 'correct horse battery', { role: 'admin', status: 'active' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields[0]).toEqual({ field: 'role', message: 'is not a known field' });
    expect(await server.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    const ok = await new Client(server.url).request('POST', '/api/auth/register', { body: registration(email) });
    expect(ok.status).toBe(201);
    expect(ok.body.user).toMatchObject({ role: 'dealer', status: 'pending' });
  });

  it('names an invalid field', async () => {
    const res = await new Client(server.url).request('POST', '/api/auth/register', {
      body: registration('not-an-email'),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([expect.objectContaining({ field: 'email' })]);
    expect(res.body.message).toMatch(/email/);
  });

  it('names a missing field', async () => {
    const { lastName: _omitted, ...body } = registration(freshEmail('missing'));
    const res = await new Client(server.url).request('POST', '/api/auth/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([expect.objectContaining({ field: 'lastName' })]);
    expect(res.body.message).toMatch(/lastName/);
  });

  it('refuses a blank name', async () => {
    const res = await new Client(server.url).request('POST', '/api/auth/register', {
      body: registration(freshEmail('blank'), 'correct horse battery', { firstName: '   ' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([expect.objectContaining({ field: 'firstName' })]);
  });

  describe('the pending demo dealer verdi@demo.test', () => {
    it('signs in, /auth/me says pending, /protected/ping answers 403 with a JSON message', async () => {
      const c = new Client(server.url);
      const login = await c.login('verdi@demo.test', DEMO_PASSWORD);
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({ email: 'verdi@demo.test', status: 'pending', role: 'dealer' });
      expectNoPasswordFields(login.body);
      const me = await c.get('/auth/me');
      expect(me.status).toBe(200);
      expect(me.body.user.status).toBe('pending');
      const ping = await c.get('/protected/ping');
      expect(ping.status).toBe(403);
      expect(ping.headers.get('content-type')).toMatch(/application\/json/);
      expect(ping.body.message).toMatch(/approv/i);
    });
  });

  describe('a disabled account', () => {
    it('loses its access token, its refresh token and the right to sign in', async () => {
      const c = new Client(server.url);
      expect((await c.login('bianchi@demo.test', DEMO_PASSWORD)).status).toBe(200);
      const refresh = c.cookie('refreshToken')!;
      expect((await c.get('/protected/ping')).status).toBe(200);

      // Written straight to the database, as by another instance: on PostgreSQL this one hears of
      // it by NOTIFY, within moments (db/versions.ts); through its own API it would be at once.
      await server.app.db.updateTable('users').set({ status: 'disabled' }).where('email', '=', 'bianchi@demo.test').execute();

      let me = await c.get('/auth/me');
      for (const until = Date.now() + 2000; me.status === 200 && Date.now() < until; me = await c.get('/auth/me')) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(me.status).toBe(401);
      expect(me.body).toEqual(INVALID_TOKEN);
      const ping = await c.get('/protected/ping');
      expect(ping.status).toBe(401);
      expect(ping.body).toEqual(INVALID_TOKEN);
      const refreshed = await refreshWith(server, refresh);
      expect(refreshed.status).toBe(401);
      expect(refreshed.body).toEqual(INVALID_TOKEN);

      const login = await new Client(server.url).login('bianchi@demo.test', DEMO_PASSWORD);
      expect(login.status).toBe(403);
      expect(typeof login.body.message).toBe('string');
      expect(login.setCookies).toEqual([]);
      // Without the right password the answer stays the generic 401: being disabled is not revealed.
      const wrong = await new Client(server.url).login('bianchi@demo.test', 'not-the-password');
      expect(wrong.status).toBe(401);
    });

    it('works again once re-activated', async () => {
      await server.app.db.updateTable('users').set({ status: 'active' }).where('email', '=', 'bianchi@demo.test').execute();
      expect((await new Client(server.url).login('bianchi@demo.test', DEMO_PASSWORD)).status).toBe(200);
    });
  });
});

describe('REGISTRATION=open', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ REGISTRATION: 'open' }, 'register open');
  });
  afterAll(() => server.close());

  it('creates an active dealer who reaches /protected/ping', async () => {
    const email = freshEmail('open');
    const c = new Client(server.url);
    const res = await c.request('POST', '/api/auth/register', { body: registration(email) });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email, role: 'dealer', status: 'active' });
    expectNoPasswordFields(res.body);
    const ping = await c.get('/protected/ping', { bearer: res.body.accessToken });
    expect(ping.status).toBe(200);
    expect(ping.body).toEqual({ ok: true, role: 'dealer' });
    expect(await userId(server, email)).toBe(res.body.user.id);
  });
});

describe('REGISTRATION=closed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ REGISTRATION: 'closed' }, 'register closed');
  });
  afterAll(() => server.close());

  it('answers 403 with a JSON message and creates nothing', async () => {
    const email = freshEmail('closed');
    const res = await new Client(server.url).request('POST', '/api/auth/register', { body: registration(email) });
    expect(res.status).toBe(403);
    expect(typeof res.body.message).toBe('string');
    expect(res.setCookies).toEqual([]);
    const row = await server.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('existing accounts still sign in', async () => {
    expect((await new Client(server.url).login('rossi@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('NODE_ENV=production with ADMIN_EMAIL/ADMIN_PASSWORD', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(
      { NODE_ENV: 'production', ADMIN_EMAIL: 'Boss@Example.Test', ADMIN_PASSWORD: 'first admin password' },
      'register production',
    );
  });
  afterAll(() => server.close());

  it('creates only the first admin: no demo accounts', async () => {
    const users = await server.app.db.selectFrom('users').select(['email', 'role', 'status']).execute();
    expect(users).toEqual([{ email: 'boss@example.test', role: 'admin', status: 'active' }]);
    for (const demo of DEMO_ACCOUNTS) {
      expect((await new Client(server.url).login(demo.email, DEMO_PASSWORD)).status, demo.email).toBe(401);
    }
  });

  it('the first admin signs in', async () => {
    const c = new Client(server.url);
    const res = await c.login('boss@example.test', 'first admin password');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: 'admin', status: 'active' });
    expect((await c.get('/protected/ping')).body).toEqual({ ok: true, role: 'admin' });
  });
});
