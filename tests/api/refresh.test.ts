import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { INVALID_TOKEN, isCleared, refreshWith, setCookie, userId } from './helpers';
import { DEMO_PASSWORD } from '../../server/seed';

// Security checklist items 18 (refresh tokens), 19 (lifetimes) and 20 (cookie flags, logout).

const DAY = 24 * 60 * 60 * 1000;

async function signIn(server: TestServer, email = 'rossi@demo.test') {
  const c = new Client(server.url);
  const res = await c.login(email, DEMO_PASSWORD);
  expect(res.status).toBe(200);
  const refresh = c.cookie('refreshToken');
  expect(refresh).toBeTruthy();
  return { client: c, res, refresh: refresh! };
}

describe('default lifetimes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({}, 'refresh');
  });
  afterAll(() => server.close());

  const rowsOf = async (email: string) =>
    server.app.db
      .selectFrom('refreshTokens')
      .selectAll()
      .where('userId', '=', await userId(server, email))
      .execute();

  /** The family of the user's most recently created refresh token, with all its rows. */
  const latestFamily = async (email: string) => {
    const rows = await rowsOf(email);
    expect(rows.length).toBeGreaterThan(0);
    const newest = rows.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
    return { familyId: newest.familyId, rows: rows.filter((r) => r.familyId === newest.familyId) };
  };

  describe('18. refresh tokens', () => {
    it('carry at least 128 random bits, differ per sign-in', async () => {
      const a = await signIn(server);
      const b = await signIn(server);
      for (const t of [a.refresh, b.refresh]) {
        expect(t).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(t.length).toBeGreaterThanOrEqual(22);
        expect(Buffer.from(t, 'base64url').length).toBeGreaterThanOrEqual(16);
      }
      expect(a.refresh).not.toBe(b.refresh);
    });

    it('are stored only hashed: no column of refresh_tokens holds the raw value', async () => {
      const { refresh } = await signIn(server, 'bianchi@demo.test');
      const { rows } = await latestFamily('bianchi@demo.test');
      expect(rows).toHaveLength(1);
      for (const [column, value] of Object.entries(rows[0])) {
        expect(String(value), column).not.toContain(refresh);
      }
      // Nor anywhere else in the table.
      const all = await server.app.db.selectFrom('refreshTokens').selectAll().execute();
      expect(JSON.stringify(all)).not.toContain(refresh);
    });

    it('are rotated: a refresh answers a new access token and a different refresh cookie', async () => {
      const { refresh } = await signIn(server);
      const res = await refreshWith(server, refresh);
      expect(res.status).toBe(200);
      expect(typeof res.body.accessToken).toBe('string');
      const next = setCookie(res.setCookies, 'refreshToken');
      expect(next?.value).toBeTruthy();
      expect(next!.value).not.toBe(refresh);
      expect(setCookie(res.setCookies, 'token')?.value).toBe(res.body.accessToken);
      const me = await new Client(server.url).get('/auth/me', { bearer: res.body.accessToken });
      expect(me.status).toBe(200);
      expect(me.body.user.email).toBe('rossi@demo.test');
      // The new one works in turn.
      expect((await refreshWith(server, next!.value)).status).toBe(200);
    });

    it('a replay after the grace revokes the family: then the newest token fails too', async () => {
      const { refresh: first } = await signIn(server, 'admin@demo.test');
      const rotated = await refreshWith(server, first);
      expect(rotated.status).toBe(200);
      const newest = setCookie(rotated.setCookies, 'refreshToken')!.value;
      const { familyId } = await latestFamily('admin@demo.test');

      // Pretend the first token was used a minute ago, beyond the 10 s grace.
      await server.app.db
        .updateTable('refreshTokens')
        .set({ usedAt: Date.now() - 60_000 })
        .where('familyId', '=', familyId)
        .where('usedAt', 'is not', null)
        .execute();

      const replay = await refreshWith(server, first);
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual(INVALID_TOKEN);
      expect(isCleared(setCookie(replay.setCookies, 'refreshToken'))).toBe(true);

      const afterTheft = await refreshWith(server, newest);
      expect(afterTheft.status).toBe(401);
      expect(afterTheft.body).toEqual(INVALID_TOKEN);

      const family = await server.app.db.selectFrom('refreshTokens').selectAll().where('familyId', '=', familyId).execute();
      expect(family.length).toBeGreaterThanOrEqual(2);
      for (const row of family) expect(row.revokedAt).not.toBeNull();
    });

    it('a replay of a token whose successor has been used revokes the family, even within the grace', async () => {
      const { refresh: first } = await signIn(server, 'admin@demo.test');
      const second = setCookie((await refreshWith(server, first)).setCookies, 'refreshToken')!.value;
      const secondUse = await refreshWith(server, second);
      expect(secondUse.status).toBe(200);
      const third = setCookie(secondUse.setCookies, 'refreshToken')!.value;

      expect((await refreshWith(server, first)).status).toBe(401);
      expect((await refreshWith(server, third)).status).toBe(401);
    });

    it('a second use within the grace, while the successor is unused, gives an access token but no new refresh token', async () => {
      const { refresh: first } = await signIn(server);
      const a = await refreshWith(server, first);
      expect(a.status).toBe(200);
      const successor = setCookie(a.setCookies, 'refreshToken')!.value;
      const b = await refreshWith(server, first);
      expect(b.status).toBe(200);
      expect(setCookie(b.setCookies, 'refreshToken')).toBeUndefined();
      expect(typeof b.body.accessToken).toBe('string');
      expect((await refreshWith(server, successor)).status).toBe(200);
    });

    it('concurrent refreshes of one token: no 5xx, exactly one rotation, family intact', async () => {
      const { refresh } = await signIn(server, 'bianchi@demo.test');
      const answers = await Promise.all(Array.from({ length: 5 }, () => refreshWith(server, refresh)));
      for (const a of answers) expect([200, 401]).toContain(a.status);
      const rotated = answers.map((a) => setCookie(a.setCookies, 'refreshToken')).filter((c) => c && c.value !== '');
      expect(rotated).toHaveLength(1);
      const newest = rotated[0]!.value;
      expect(newest).not.toBe(refresh);
      const after = await refreshWith(server, newest);
      expect(after.status).toBe(200);
      expect(setCookie(after.setCookies, 'refreshToken')?.value).toBeTruthy();
    });

    it('without a cookie, or with an unknown one, answers 401 Invalid token', async () => {
      const none = await new Client(server.url).request('GET', '/auth/refresh');
      expect(none.status).toBe(401);
      expect(none.body).toEqual(INVALID_TOKEN);
      const unknown = await refreshWith(server, 'A'.repeat(43));
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(INVALID_TOKEN);
    });
  });

  describe('19. idle and absolute lifetimes enforced by the server', () => {
    it('a token past its idle expiry → 401', async () => {
      const { refresh } = await signIn(server, 'bianchi@demo.test');
      const { familyId } = await latestFamily('bianchi@demo.test');
      await server.app.db
        .updateTable('refreshTokens')
        .set({ expiresAt: Date.now() - 1000 })
        .where('familyId', '=', familyId)
        .execute();
      const res = await refreshWith(server, refresh);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INVALID_TOKEN);
    });

    it('a token of a family past its absolute expiry → 401, even when its idle expiry is ahead', async () => {
      const { refresh } = await signIn(server, 'bianchi@demo.test');
      const { familyId } = await latestFamily('bianchi@demo.test');
      await server.app.db
        .updateTable('refreshTokens')
        .set({ familyExpiresAt: Date.now() - 1000, expiresAt: Date.now() + DAY })
        .where('familyId', '=', familyId)
        .execute();
      const res = await refreshWith(server, refresh);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INVALID_TOKEN);
    });

    it('rotation does not extend the absolute lifetime', async () => {
      const { refresh } = await signIn(server, 'bianchi@demo.test');
      expect((await refreshWith(server, refresh)).status).toBe(200);
      const { rows } = await latestFamily('bianchi@demo.test');
      expect(rows).toHaveLength(2);
      expect(rows[0].familyExpiresAt).toBe(rows[1].familyExpiresAt);
      for (const r of rows) expect(r.expiresAt).toBeLessThanOrEqual(r.familyExpiresAt);
    });

    it('defaults to a 30-day cookie and server-side idle expiry', async () => {
      const since = Date.now();
      const { res } = await signIn(server, 'bianchi@demo.test');
      expect(setCookie(res.setCookies, 'refreshToken')?.attrs.get('max-age')).toBe(String(30 * 86400));
      const { rows } = await latestFamily('bianchi@demo.test');
      expect(Math.abs(rows[0].expiresAt - (since + 30 * DAY))).toBeLessThan(60_000);
      expect(Math.abs(rows[0].familyExpiresAt - (since + 90 * DAY))).toBeLessThan(60_000);
    });
  });

  describe('20. cookie flags over plain HTTP, and logout', () => {
    it('refreshToken: HttpOnly, SameSite=Strict, Path=/auth, no Domain, no Secure', async () => {
      const { res } = await signIn(server);
      const c = setCookie(res.setCookies, 'refreshToken')!;
      expect(c.attrs.has('httponly')).toBe(true);
      expect(c.attrs.get('samesite')?.toLowerCase()).toBe('strict');
      expect(c.attrs.get('path')).toBe('/auth');
      expect(c.attrs.has('domain')).toBe(false);
      expect(c.attrs.has('secure')).toBe(false);
    });

    it('token: readable by the page (not HttpOnly), SameSite=Lax, Path=/, no Domain, no Secure', async () => {
      const { res } = await signIn(server);
      const c = setCookie(res.setCookies, 'token')!;
      expect(c.attrs.has('httponly')).toBe(false);
      expect(c.attrs.get('samesite')?.toLowerCase()).toBe('lax');
      expect(c.attrs.get('path')).toBe('/');
      expect(c.attrs.has('domain')).toBe(false);
      expect(c.attrs.has('secure')).toBe(false);
    });

    it('hasSession (issue 24): a hint without a secret, readable by the page, living as long as the refresh cookie', async () => {
      const { res, refresh } = await signIn(server);
      const hint = setCookie(res.setCookies, 'hasSession')!;
      expect(hint.value).toBe('1');
      expect(hint.attrs.has('httponly')).toBe(false);
      expect(hint.attrs.get('samesite')?.toLowerCase()).toBe('strict');
      expect(hint.attrs.get('path')).toBe('/');
      expect(hint.attrs.get('max-age')).toBe(setCookie(res.setCookies, 'refreshToken')!.attrs.get('max-age'));
      // Renewed with each rotation, cleared with a refused refresh.
      const rotated = await refreshWith(server, refresh);
      expect(setCookie(rotated.setCookies, 'hasSession')?.value).toBe('1');
      const refused = await refreshWith(server, 'A'.repeat(43));
      expect(refused.status).toBe(401);
      expect(isCleared(setCookie(refused.setCookies, 'hasSession'))).toBe(true);
    });

    it('a refresh sets the same flags again', async () => {
      const { refresh } = await signIn(server);
      const res = await refreshWith(server, refresh);
      const r = setCookie(res.setCookies, 'refreshToken')!;
      expect(r.attrs.has('httponly')).toBe(true);
      expect(r.attrs.get('samesite')?.toLowerCase()).toBe('strict');
      expect(r.attrs.get('path')).toBe('/auth');
      expect(setCookie(res.setCookies, 'token')?.attrs.get('samesite')?.toLowerCase()).toBe('lax');
    });

    it('X-Forwarded-Proto is ignored without TRUST_PROXY: no Secure flag', async () => {
      const c = new Client(server.url);
      const res = await c.request('POST', '/auth/login', {
        body: { email: 'rossi@demo.test', password: DEMO_PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.status).toBe(200);
      expect(setCookie(res.setCookies, 'refreshToken')?.attrs.has('secure')).toBe(false);
      expect(setCookie(res.setCookies, 'token')?.attrs.has('secure')).toBe(false);
    });

    it('logout clears both cookies and revokes the refresh token on the server', async () => {
      const { client, refresh } = await signIn(server, 'bianchi@demo.test');
      const { familyId } = await latestFamily('bianchi@demo.test');
      const out = await client.post('/auth/logout');
      expect(out.status).toBe(204);
      const token = setCookie(out.setCookies, 'token');
      const refreshCookie = setCookie(out.setCookies, 'refreshToken');
      expect(isCleared(token)).toBe(true);
      expect(isCleared(refreshCookie)).toBe(true);
      expect(token!.attrs.get('path')).toBe('/');
      expect(refreshCookie!.attrs.get('path')).toBe('/auth');
      expect(client.cookie('refreshToken')).toBeUndefined();
      expect(isCleared(setCookie(out.setCookies, 'hasSession'))).toBe(true);

      const again = await refreshWith(server, refresh);
      expect(again.status).toBe(401);
      expect(again.body).toEqual(INVALID_TOKEN);
      const rows = await server.app.db.selectFrom('refreshTokens').selectAll().where('familyId', '=', familyId).execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.revokedAt).not.toBeNull();
    });

    it('logout revokes the whole family: a token rotated from the same sign-in fails too', async () => {
      const { refresh } = await signIn(server);
      const rotated = setCookie((await refreshWith(server, refresh)).setCookies, 'refreshToken')!.value;
      // Logout presenting the (already used) first token of the family.
      const out = await fetch(`${server.url}/auth/logout`, { method: 'POST', headers: { cookie: `refreshToken=${refresh}` } });
      expect(out.status).toBe(204);
      expect((await refreshWith(server, rotated)).status).toBe(401);
    });

    it('logout without a session still answers 204 and clears the cookies', async () => {
      const out = await new Client(server.url).request('POST', '/auth/logout');
      expect(out.status).toBe(204);
      expect(isCleared(setCookie(out.setCookies, 'refreshToken'))).toBe(true);
    });
  });
});

describe('19. REFRESH_IDLE_DAYS=1, REFRESH_ABSOLUTE_DAYS=2', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ REFRESH_IDLE_DAYS: '1', REFRESH_ABSOLUTE_DAYS: '2' }, 'refresh lifetimes');
  });
  afterAll(() => server.close());

  it('sets a cookie Max-Age of 86400 and stores the same expiries on the server', async () => {
    const since = Date.now();
    const { res, refresh } = await signIn(server);
    expect(setCookie(res.setCookies, 'refreshToken')?.attrs.get('max-age')).toBe('86400');
    const rows = await server.app.db
      .selectFrom('refreshTokens')
      .selectAll()
      .where('createdAt', '>=', since)
      .execute();
    expect(rows).toHaveLength(1);
    expect(Math.abs(rows[0].expiresAt - (since + DAY))).toBeLessThan(60_000);
    expect(Math.abs(rows[0].familyExpiresAt - (since + 2 * DAY))).toBeLessThan(60_000);
    const rotated = await refreshWith(server, refresh);
    expect(setCookie(rotated.setCookies, 'refreshToken')?.attrs.get('max-age')).toBe('86400');
  });
});

describe('20. Secure cookies under HTTPS (TRUST_PROXY=true, X-Forwarded-Proto: https)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: 'true' }, 'refresh https');
  });
  afterAll(() => server.close());
  const https = { 'x-forwarded-proto': 'https' };

  it('login sets both cookies Secure, with the same other flags', async () => {
    const c = new Client(server.url);
    const res = await c.request('POST', '/auth/login', {
      body: { email: 'rossi@demo.test', password: DEMO_PASSWORD },
      headers: https,
    });
    expect(res.status).toBe(200);
    const r = setCookie(res.setCookies, 'refreshToken')!;
    const t = setCookie(res.setCookies, 'token')!;
    expect(r.attrs.has('secure')).toBe(true);
    expect(t.attrs.has('secure')).toBe(true);
    expect(r.attrs.has('httponly')).toBe(true);
    expect(r.attrs.get('samesite')?.toLowerCase()).toBe('strict');
    expect(r.attrs.get('path')).toBe('/auth');
    expect(r.attrs.has('domain')).toBe(false);
    expect(t.attrs.has('httponly')).toBe(false);
    expect(t.attrs.get('samesite')?.toLowerCase()).toBe('lax');

    const refreshed = await refreshWith(server, r.value, https);
    expect(refreshed.status).toBe(200);
    expect(setCookie(refreshed.setCookies, 'refreshToken')?.attrs.has('secure')).toBe(true);
    expect(setCookie(refreshed.setCookies, 'token')?.attrs.has('secure')).toBe(true);
  });

  it('plain http through the same proxy setting gets no Secure flag', async () => {
    const res = await new Client(server.url).login('rossi@demo.test', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(setCookie(res.setCookies, 'refreshToken')?.attrs.has('secure')).toBe(false);
  });

  it('logout under HTTPS clears both cookies', async () => {
    const { refresh } = await signIn(server);
    const out = await fetch(`${server.url}/auth/logout`, {
      method: 'POST',
      headers: { ...https, cookie: `refreshToken=${refresh}` },
    });
    expect(out.status).toBe(204);
    const set = out.headers.getSetCookie();
    expect(isCleared(setCookie(set, 'token'))).toBe(true);
    expect(isCleared(setCookie(set, 'refreshToken'))).toBe(true);
    expect((await refreshWith(server, refresh, https)).status).toBe(401);
  });
});
