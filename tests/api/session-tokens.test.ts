import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { anotherInstance, Client, onPostgres, startServer, type TestServer } from './harness';
import { decodeJwt, freshEmail, INVALID_TOKEN, refreshWith, registration, userId } from './helpers';
import { DEMO_PASSWORD } from '../../server/seed';

// An access token names its session (`sid`, the refresh-token family) and dies with it: after a
// logout, a password change or a disabled account it is refused at once, not 15 minutes later.

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ REGISTRATION: 'open' }, 'session tokens');
});
afterAll(() => server.close());

/** A new active dealer signed in on `devices` clients: one session each. */
async function dealer(devices = 1) {
  const email = freshEmail('sid');
  const password = 'first password 15';
  expect((await new Client(server.url).request('POST', '/api/auth/register', { body: registration(email, password) })).status).toBe(201);
  const clients: Client[] = [];
  for (let i = 0; i < devices; i++) {
    const c = new Client(server.url);
    expect((await c.login(email, password)).status).toBe(200);
    clients.push(c);
  }
  return { email, password, clients };
}

/** Both kinds of route that read the Bearer token: answered 401 Invalid token, or 200. */
async function expectRefused(token: string) {
  for (const url of ['/auth/me', '/protected/ping']) {
    const res = await new Client(server.url).request('GET', url, { bearer: token });
    expect(res.status, url).toBe(401);
    expect(res.body, url).toEqual(INVALID_TOKEN);
  }
}
async function expectAccepted(token: string) {
  for (const url of ['/auth/me', '/protected/ping']) {
    expect((await new Client(server.url).request('GET', url, { bearer: token })).status, url).toBe(200);
  }
}

describe('the access token is bound to its session', () => {
  it('names its session, and keeps the name across refreshes', async () => {
    const { clients: [c] } = await dealer();
    const first = decodeJwt(c.token!).payload;
    expect(first.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await c.request('GET', '/auth/refresh')).status).toBe(200);
    expect(decodeJwt(c.token!).payload.sid).toBe(first.sid);
    await expectAccepted(c.token!);
  });

  it('logout: the token of that session → 401; another session of the same user keeps working', async () => {
    const { clients: [phone, laptop] } = await dealer(2);
    const token = phone.token!;
    await expectAccepted(token);
    expect((await phone.request('POST', '/auth/logout')).status).toBe(204);
    await expectRefused(token);
    await expectAccepted(laptop.token!);
  });

  it('password change: the old tokens of every session → 401; the session the change starts works', async () => {
    const { password, clients: [browser, other] } = await dealer(2);
    const before = browser.token!;
    const res = await browser.post('/auth/password', { currentPassword: password, newPassword: 'the new password 15' });
    expect(res.status).toBe(200);
    await expectRefused(before);
    await expectRefused(other.token!);
    // This browser carries on, on the new session whose cookies the change set.
    expect(browser.token).not.toBe(before);
    expect(decodeJwt(browser.token!).payload.sid).not.toBe(decodeJwt(before).payload.sid);
    await expectAccepted(browser.token!);
  });

  it('a disabled account: its tokens stay refused after it is enabled again', async () => {
    const { email, clients: [c] } = await dealer();
    const admin = new Client(server.url);
    expect((await admin.login('admin@demo.test', DEMO_PASSWORD)).status).toBe(200);
    const id = await userId(server, email);
    const put = (status: string) => admin.request('PUT', `/api/users/${id}`, { bearer: admin.token, body: { status } });
    expect((await put('disabled')).status).toBe(200);
    expect((await put('active')).status).toBe(200);
    await expectRefused(c.token!);
  });

  it('a replayed refresh token ends its family, and the family’s access token with it', async () => {
    const { email, clients: [c] } = await dealer();
    const stolen = c.cookie('refreshToken')!;
    expect((await c.request('GET', '/auth/refresh')).status).toBe(200);
    const current = c.token!;
    await expectAccepted(current);
    // Outside the grace given to concurrent refreshes: pretend the rotation is old.
    await server.app.db
      .updateTable('refreshTokens')
      .set({ usedAt: Date.now() - 60_000 })
      .where('userId', '=', await userId(server, email))
      .where('usedAt', 'is not', null)
      .execute();
    expect((await refreshWith(server, stolen)).status).toBe(401);
    await expectRefused(current);
  });

  it('a download link followed with the token cookie of an ended session → 401', async () => {
    const c = new Client(server.url);
    expect((await c.login('rossi@demo.test', DEMO_PASSWORD)).status).toBe(200);
    const list = await c.get('/protected/documents/list?perPage=1');
    const link = await c.post(`/protected/document/${list.body.data[0].id}/link`);
    expect(link.status).toBe(200);
    const token = c.token!;
    const follow = () => fetch(server.url + link.body.url, { headers: { cookie: `token=${token}` } });
    expect((await follow()).status).toBe(200);
    expect((await c.request('POST', '/auth/logout')).status).toBe(204);
    const res = await follow();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(INVALID_TOKEN);
  });
});

// Each instance keeps the user of a session in memory while the accounts and sessions versions
// stay the same (db/versions.ts); on PostgreSQL it learns a new version from the NOTIFY of the
// writing transaction. So an ended session is refused by every instance, not only the one that
// ended it.
describe('several instances on one database', () => {
  let other: FastifyInstance;
  let otherUrl: string;
  beforeAll(async () => {
    ({ app: other, url: otherUrl } = await anotherInstance(server));
  });
  afterAll(() => other.close());

  const me = (token: string) => new Client(otherUrl).request('GET', '/auth/me', { bearer: token });
  /** The other instance's answer, once it has heard of the change (at once, or within 2 s). */
  async function otherSees(token: string, expected: (res: Awaited<ReturnType<typeof me>>) => boolean) {
    const until = Date.now() + 2000;
    for (;;) {
      const res = await me(token);
      if (expected(res)) return res;
      if (Date.now() > until) throw new Error(`the other instance still answers ${res.status} ${JSON.stringify(res.body)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('a logout on one instance: the other refuses the token', async () => {
    const { clients: [c] } = await dealer();
    const token = c.token!;
    expect((await me(token)).status).toBe(200);
    expect((await me(token)).status).toBe(200);
    expect((await c.request('POST', '/auth/logout')).status).toBe(204);
    const res = await otherSees(token, (r) => r.status === 401);
    expect(res.body).toEqual(INVALID_TOKEN);
  });

  it('a changed name, role or status on one instance: the other answers the new one', async () => {
    const { email, clients: [c] } = await dealer();
    expect((await me(c.token!)).body.user.displayName).not.toBe('Renamed Dealer');
    const admin = new Client(server.url);
    expect((await admin.login('admin@demo.test', DEMO_PASSWORD)).status).toBe(200);
    const id = await userId(server, email);
    const put = (body: object) => admin.request('PUT', `/api/users/${id}`, { bearer: admin.token, body });
    expect((await put({ firstName: 'Renamed', lastName: 'Dealer' })).status).toBe(200);
    await otherSees(c.token!, (r) => r.body.user?.displayName === 'Renamed Dealer');
    expect((await put({ status: 'disabled' })).status).toBe(200);
    await otherSees(c.token!, (r) => r.status === 401);
  });

  it.runIf(onPostgres)('while its listening connection is down, an instance reads the versions and misses nothing', async () => {
    const { clients: [c] } = await dealer();
    expect((await me(c.token!)).status).toBe(200);
    const url = new URL(server.config.database.kind === 'postgres' ? server.config.database.url : '');
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      const ended = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen data_versions'",
      );
      expect(ended.rowCount).toBe(2);
      expect((await c.request('POST', '/auth/logout')).status).toBe(204);
      // No notification can reach the other instance now: it must read the versions itself.
      expect((await me(c.token!)).status).toBe(401);
      // Back on its feet: listening again, and the next change reaches it.
      const { clients: [d] } = await dealer();
      for (let i = 0; i < 100 && (await admin.query("select 1 from pg_stat_activity where datname = current_database() and query = 'listen data_versions'")).rowCount! < 2; i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect((await me(d.token!)).status).toBe(200);
      expect((await d.request('POST', '/auth/logout')).status).toBe(204);
      await otherSees(d.token!, (r) => r.status === 401);
    } finally {
      await admin.end();
    }
  });
});
