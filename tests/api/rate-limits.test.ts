import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Client, startServer, type TestServer } from './harness';
import { freshEmail, DEALER_IDENTITY } from './helpers';
import { DEMO_PASSWORD } from '../../server/seed';
import { Redis } from 'ioredis';
import { buildApp } from '../../server/app';
import { isApiPath } from '../../server/plugins/errors';
import { fetchFile } from './documents-helpers';

/** Redis for the tests of shared counts (`.ci/run` sets it; Redis runs on 127.0.0.1:6379 here). */
const redisUrl = process.env.TEST_REDIS_URL;

// Security checklist item 24: global and per-route rate limits; 429 with Retry-After and a code
// the browser translates. Counted in memory by a single instance, and through Redis (REDIS_URL)
// by several: never a database write per request.

function expectLimited(res: { status: number; body: any; headers: Headers }, windowSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ code: 'rate_limited' });
  expect(res.body.message).toMatch(/^Too many requests/);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(res.body.retryAfter).toBe(retryAfter);
}

const register = (c: Client, email = freshEmail('rate')) =>
  c.request('POST', '/api/auth/register', { body: { email, password: 'a-long-enough-password', firstName: 'Rita', lastName: 'Limiti', ...DEALER_IDENTITY } });

describe('every API route, per user or per address (RATE_LIMIT_PER_MINUTE=5)', () => {
  let server: TestServer;
  // A built app in miniature, to show that its pages and files are not counted.
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-'));
  fs.mkdirSync(path.join(clientDir, 'static'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(clientDir, 'static/app-AbC123.js'), 'console.log(1)');
  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_SIGN_INS_PER_MINUTE: '10' }, 'rate-limits global', { clientDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers the sixth request of a minute from one address with 429, and counts down in the headers', async () => {
    const c = new Client(server.url);
    const remaining: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await c.get('/api/docs/json');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('5');
      remaining.push(res.headers.get('x-ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    expectLimited(await c.get('/api/docs/json'), 60);
    // The limit is per client, not per route.
    expectLimited(await c.get('/auth/refresh'), 60);
  });

  it('counts a signed-in user apart from their address, and each user apart from the others', async () => {
    // The address is spent by the test above; sign-ins have their own, larger limit.
    const rossi = new Client(server.url);
    const bianchi = new Client(server.url);
    expect((await rossi.login('rossi@demo.test', DEMO_PASSWORD)).status).toBe(200);
    expect((await bianchi.login('bianchi@demo.test', DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await rossi.get('/protected/documents/list')).status).toBe(200);
    expectLimited(await rossi.get('/protected/notices/list'), 60);
    const list = await bianchi.get('/protected/documents/list');
    expect(list.status).toBe(200);
    // A download carries the session as the `token` cookie, not as Bearer: it counts as its user,
    // not as the address (a dealer's office shares one), which is spent.
    const link = await bianchi.post(`/protected/document/${list.body.data[0].id}/link`);
    expect(link.status).toBe(200);
    expect((await fetchFile(bianchi, link.body.url)).status).toBe(200);
    expectLimited(await fetchFile(rossi, link.body.url) as never, 60);
    // A forged token is no way to a fresh count: it counts as the address.
    expectLimited(await new Client(server.url).get('/api/docs/json', { bearer: `${rossi.token!.slice(0, -4)}AAAA` }), 60);
    // A request without a valid session counts against its address, which is spent.
    expectLimited(await new Client(server.url).get('/protected/documents/list'), 60);
  });

  it('counts in memory: no database write per request, and another instance counts its own', async () => {
    const tables = await server.app.db.introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain('request_counts');
    let other: FastifyInstance | undefined;
    try {
      other = await buildApp(server.config, { logger: false });
      await other.listen({ host: '127.0.0.1', port: 0 });
      const { port } = other.server.address() as { port: number };
      const res = await new Client(`http://127.0.0.1:${port}`).get('/api/docs/json');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-remaining')).toBe('4');
    } finally {
      await other?.close();
    }
  });

  it('documents the 429 on every route of the API (the operations routes, /health and /metrics, are not counted)', async () => {
    // A fresh instance: this server's address is spent.
    const other = await buildApp(server.config, { logger: false });
    try {
      await other.listen({ host: '127.0.0.1', port: 0 });
      const doc = (await new Client(`http://127.0.0.1:${(other.server.address() as { port: number }).port}`).get('/api/docs/json')).body;
      const api = Object.entries(doc.paths as Record<string, Record<string, { responses: object }>>).filter(([route]) => isApiPath(route));
      expect(api.length).toBeGreaterThan(40);
      const undocumented = api.flatMap(([route, methods]) =>
        Object.entries(methods)
          .filter(([, op]) => !('429' in op.responses))
          .map(([method]) => `${method.toUpperCase()} ${route}`),
      );
      expect(undocumented).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('never counts the pages and files of the browser app', async () => {
    const c = new Client(server.url);
    for (let i = 0; i < 8; i++) {
      for (const url of ['/dashboard/documenti', '/auth/jwt/login', '/static/app-AbC123.js']) {
        const res = await c.get(url);
        expect(res.status, url).toBe(200);
        expect(res.headers.get('x-ratelimit-limit')).toBeNull();
      }
    }
  });
});

describe('requests refused by authentication or role are counted too (RATE_LIMIT_PER_MINUTE=3)', () => {
  // A server per test: each spends the count of the one test address.
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer({ RATE_LIMIT_PER_MINUTE: '3' }, 'rate-limits refused');
  });
  afterEach(() => server.close());

  it('counts anonymous requests to a protected route against the address: three 401, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await new Client(server.url).get('/protected/documents/list');
      statuses.push(res.status);
      if (res.status === 429) expectLimited(res, 60);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('counts the token of an ended session against the address, not its user', async () => {
    const c = new Client(server.url);
    expect((await c.login('rossi@demo.test', DEMO_PASSWORD)).status).toBe(200);
    const token = c.token!;
    expect((await c.request('POST', '/auth/logout')).status).toBe(204);
    for (let i = 0; i < 2; i++) expect((await new Client(server.url).get('/auth/me', { bearer: token })).status).toBe(401);
    expectLimited(await new Client(server.url).get('/auth/me', { bearer: token }), 60);
    expectLimited(await new Client(server.url).get('/api/docs/json'), 60);
    // Rossi's own count is untouched: a new session of theirs still gets through.
    const again = new Client(server.url);
    expect((await again.login('rossi@demo.test', DEMO_PASSWORD)).status).toBe(200);
    expect((await again.get('/protected/documents/list')).status).toBe(200);
  });

  it('counts a dealer refused by role against the dealer, who is signed in', async () => {
    const dealer = new Client(server.url);
    expect((await dealer.login('rossi@demo.test', DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await dealer.get('/api/users')).status).toBe(403);
    expectLimited(await dealer.get('/api/users'), 60);
    expectLimited(await dealer.get('/protected/documents/list'), 60);
    expect((await new Client(server.url).get('/api/docs/json')).status).toBe(200);
  });

  it('counts cross-site requests refused before anything else', async () => {
    const crossSite = () => new Client(server.url).request('POST', '/auth/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    for (let i = 0; i < 3; i++) expect((await crossSite()).status).toBe(403);
    expectLimited(await crossSite(), 60);
  });
});

describe('sign-ins and password changes, per address (RATE_LIMIT_SIGN_INS_PER_MINUTE=3)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_SIGN_INS_PER_MINUTE: '3' }, 'rate-limits sign-ins');
  });
  afterAll(() => server.close());

  it('refuses the fourth sign-in of a minute, even with the right password, and sets no cookie', async () => {
    for (let i = 0; i < 3; i++) expect((await new Client(server.url).login('rossi@demo.test', DEMO_PASSWORD)).status).toBe(200);
    const res = await new Client(server.url).login('rossi@demo.test', DEMO_PASSWORD);
    expectLimited(res, 60);
    expect(res.setCookies).toEqual([]);
  });

  it('counts password changes refused for want of a session under the same limit', async () => {
    const change = () =>
      new Client(server.url).request('POST', '/auth/password', { body: { currentPassword: 'x', newPassword: 'whatever new 15' } });
    // The sign-ins above spent the address's three.
    expectLimited(await change(), 60);
  });

  it('counts sign-ins apart from the other requests of the same address', async () => {
    expect((await new Client(server.url).get('/api/docs/json')).status).toBe(200);
  });
});

describe('registrations, per address (RATE_LIMIT_REGISTRATIONS_PER_HOUR=2)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_REGISTRATIONS_PER_HOUR: '2' }, 'rate-limits registrations');
  });
  afterAll(() => server.close());

  it('refuses the third registration of an hour before creating anything', async () => {
    expect((await register(new Client(server.url))).status).toBe(201);
    expect((await register(new Client(server.url))).status).toBe(201);
    const email = freshEmail('refused');
    expectLimited(await register(new Client(server.url), email), 3600);
    const row = await server.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('warranty certificates e-mailed to customers, per person (RATE_LIMIT_CUSTOMER_MAILS_PER_HOUR=2)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_CUSTOMER_MAILS_PER_HOUR: '2' }, 'rate-limits customer mails');
  });
  afterAll(() => server.close());

  it('refuses the third certificate of an hour, before queueing it; other requests go on', async () => {
    const dealer = new Client(server.url);
    await dealer.login('rossi@demo.test', DEMO_PASSWORD);
    const { body: list } = await dealer.get('/protected/guarantees/list?perPage=10');
    const ids: number[] = list.data.filter((g: { customerEmail: string | null }) => g.customerEmail).map((g: { id: number }) => g.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect((await dealer.post(`/protected/guarantee/${ids[0]}/send`)).status).toBe(202);
    expect((await dealer.post(`/protected/guarantee/${ids[1]}/send`)).status).toBe(202);
    expectLimited(await dealer.post(`/protected/guarantee/${ids[2]}/send`), 3600);
    expect((await dealer.get(`/protected/guarantee/${ids[2]}`)).body.certificateSentAt).toBeNull();
    expect((await dealer.get('/protected/guarantees/list')).status).toBe(200);
  });
});

describe.runIf(redisUrl)('several instances share their counts through Redis (REDIS_URL)', () => {
  let server: TestServer;
  let other: FastifyInstance;
  let otherUrl: string;
  let redis: Redis;
  // A prefix of its own: test files run at once against the same Redis.
  const prefix = `t${Math.random().toString(36).slice(2, 10)}:`;
  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: redisUrl!, REDIS_PREFIX: prefix }, 'rate-limits redis');
    other = await buildApp(server.config, { logger: false });
    await other.listen({ host: '127.0.0.1', port: 0 });
    otherUrl = `http://127.0.0.1:${(other.server.address() as { port: number }).port}`;
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await other.close();
    await server.close();
  });

  it('limits a client across two instances: two requests on each, the fifth refused by either', async () => {
    const a = new Client(server.url);
    const b = new Client(otherUrl);
    const remaining: string[] = [];
    for (const c of [a, b, a, b]) {
      const res = await c.get('/api/docs/json');
      expect(res.status).toBe(200);
      remaining.push(res.headers.get('x-ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['3', '2', '1', '0']);
    expectLimited(await a.get('/api/docs/json'), 60);
    expectLimited(await b.get('/auth/refresh'), 60);
    // The counts live in Redis under this portal's prefix, not in the database.
    expect(await redis.keys(`${prefix}rate:*`)).toEqual([expect.stringContaining('address:')]);
  });

  it('starts afresh when the window has passed', async () => {
    for (const key of await redis.keys(`${prefix}rate:*`)) await redis.pexpire(key, 1);
    await new Promise((r) => setTimeout(r, 20));
    expect((await new Client(otherUrl).get('/api/docs/json')).status).toBe(200);
  });

  it('lets requests through when Redis cannot be reached, rather than failing them', async () => {
    const offline = await buildApp({ ...server.config }, { logger: false });
    try {
      await offline.listen({ host: '127.0.0.1', port: 0 });
      offline.redis!.disconnect();
      const url = `http://127.0.0.1:${(offline.server.address() as { port: number }).port}`;
      for (let i = 0; i < 6; i++) expect((await new Client(url).get('/api/docs/json')).status).toBe(200);
    } finally {
      await offline.close();
    }
  });

  it('refuses to start with a Redis it cannot reach', async () => {
    await expect(buildApp({ ...server.config, redis: { url: 'redis://127.0.0.1:1', prefix } }, { logger: false })).rejects.toThrow(/REDIS_URL/);
  });
});
