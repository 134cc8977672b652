import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { freshEmail, refreshWith, registration, setCookie, userId } from './helpers';
import { DEMO_PASSWORD } from '../../server/seed';

// Security checklist item 22: the auth calls that change state refuse cross-site requests.

let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, 'csrf');
});
afterAll(() => server.close());

const crossSite = { 'sec-fetch-site': 'cross-site' };
const evilOrigin = { origin: 'https://evil.example' };

async function freshRefreshToken(): Promise<string> {
  const c = new Client(server.url);
  expect((await c.login('rossi@demo.test', DEMO_PASSWORD)).status).toBe(200);
  return c.cookie('refreshToken')!;
}

/** Each call with valid credentials, so that a refusal can only come from the cross-site check. */
const calls: Record<string, (headers: Record<string, string>) => Promise<{ status: number; body: any; setCookies: string[] }>> = {
  'POST /auth/login': (headers) =>
    new Client(server.url).request('POST', '/auth/login', {
      body: { email: 'rossi@demo.test', password: DEMO_PASSWORD },
      headers,
    }),
  'POST /api/auth/register': (headers) =>
    new Client(server.url).request('POST', '/api/auth/register', { body: registration(freshEmail('csrf')), headers }),
  'GET /auth/refresh': async (headers) => refreshWith(server, await freshRefreshToken(), headers),
  'POST /auth/logout': async (headers) => {
    const res = await fetch(`${server.url}/auth/logout`, {
      method: 'POST',
      headers: { cookie: `refreshToken=${await freshRefreshToken()}`, ...headers },
    });
    await res.text();
    return { status: res.status, body: null, setCookies: res.headers.getSetCookie() };
  },
};

const success: Record<string, number> = {
  'POST /auth/login': 200,
  'POST /api/auth/register': 201,
  'GET /auth/refresh': 200,
  'POST /auth/logout': 204,
};

for (const [name, call] of Object.entries(calls)) {
  describe(name, () => {
    it('Sec-Fetch-Site: cross-site → 403 JSON, no cookies set', async () => {
      const res = await call(crossSite);
      expect(res.status).toBe(403);
      if (res.body !== null) expect(typeof res.body.message).toBe('string');
      expect(res.setCookies).toEqual([]);
    });

    it('a foreign Origin → 403, no cookies set', async () => {
      const res = await call(evilOrigin);
      expect(res.status).toBe(403);
      expect(res.setCookies).toEqual([]);
    });

    it('Origin: null (sandboxed or opaque origin) → 403', async () => {
      expect((await call({ origin: 'null' })).status).toBe(403);
    });

    it('an Origin on the same host but another port → 403', async () => {
      const port = Number(new URL(server.url).port);
      expect((await call({ origin: `http://127.0.0.1:${port === 65535 ? 1 : port + 1}` })).status).toBe(403);
    });

    it('the server’s own Origin, with Sec-Fetch-Site: same-origin → succeeds', async () => {
      const res = await call({ origin: server.url, 'sec-fetch-site': 'same-origin' });
      expect(res.status).toBe(success[name]);
    });

    it('no Origin and no Sec-Fetch-Site (a non-browser client) → succeeds', async () => {
      expect((await call({})).status).toBe(success[name]);
    });
  });
}

describe('a refused request has no effect', () => {
  it('a cross-site register creates no account', async () => {
    const email = freshEmail('csrf-none');
    const res = await new Client(server.url).request('POST', '/api/auth/register', {
      body: registration(email),
      headers: evilOrigin,
    });
    expect(res.status).toBe(403);
    const row = await server.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('a cross-site logout leaves the refresh token working', async () => {
    const token = await freshRefreshToken();
    const out = await fetch(`${server.url}/auth/logout`, {
      method: 'POST',
      headers: { cookie: `refreshToken=${token}`, ...crossSite },
    });
    expect(out.status).toBe(403);
    const res = await refreshWith(server, token);
    expect(res.status).toBe(200);
    expect(setCookie(res.setCookies, 'refreshToken')?.value).toBeTruthy();
  });

  it('a cross-site refresh does not consume the token', async () => {
    const token = await freshRefreshToken();
    expect((await refreshWith(server, token, evilOrigin)).status).toBe(403);
    const id = await userId(server, 'rossi@demo.test');
    const unused = await server.app.db
      .selectFrom('refreshTokens')
      .select('id')
      .where('userId', '=', id)
      .where('usedAt', 'is', null)
      .where('revokedAt', 'is', null)
      .execute();
    expect(unused.length).toBeGreaterThan(0);
    const res = await refreshWith(server, token);
    expect(res.status).toBe(200);
    expect(setCookie(res.setCookies, 'refreshToken')?.value).toBeTruthy();
  });
});
