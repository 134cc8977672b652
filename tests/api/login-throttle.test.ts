import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Client, startServer, type TestServer } from './harness';
import { freshEmail } from './helpers';
import { DEMO_PASSWORD } from '../../server/seed';
import { buildApp } from '../../server/app';

// Security checklist item 14: failed sign-ins counted per account and per address, in the
// database (so every instance sees them), 429 with Retry-After.

const WINDOW_SECONDS = 15 * 60;

function expectThrottled(res: Awaited<ReturnType<Client['login']>>) {
  expect(res.status).toBe(429);
  const retryAfter = res.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  const seconds = Number(retryAfter);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(typeof res.body.message).toBe('string');
  expect(res.setCookies).toEqual([]);
}

describe('per account (LOGIN_MAX_FAILURES_PER_ACCOUNT=3)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' }, 'login-throttle account');
  });
  afterAll(() => server.close());

  const failures = async (key: string) =>
    (await server.app.db.selectFrom('loginFailures').selectAll().where('key', '=', key).executeTakeFirst())?.failures;

  it('after 3 wrong passwords answers 429 with Retry-After, even with the right password', async () => {
    const c = new Client(server.url);
    // Letter case does not make another account.
    for (const email of ['rossi@demo.test', 'ROSSI@demo.test', 'Rossi@Demo.Test']) {
      expect((await c.login(email, 'wrong-password')).status).toBe(401);
    }
    expectThrottled(await c.login('rossi@demo.test', DEMO_PASSWORD));
    expect(c.cookie('token')).toBeUndefined();
  });

  it('keeps the counts in the login_failures table, where every instance sees them', async () => {
    expect(await failures('account:rossi@demo.test')).toBeGreaterThanOrEqual(3);
    const address = await server.app.db
      .selectFrom('loginFailures')
      .selectAll()
      .where('key', 'like', 'address:%')
      .execute();
    expect(address).toHaveLength(1);
    expect(address[0].failures).toBeGreaterThanOrEqual(3);
  });

  it('a second instance on the same database refuses the throttled account too', async () => {
    let other: FastifyInstance | undefined;
    try {
      other = await buildApp(server.config, { logger: false });
      await other.listen({ host: '127.0.0.1', port: 0 });
      const { port } = other.server.address() as { port: number };
      expectThrottled(await new Client(`http://127.0.0.1:${port}`).login('rossi@demo.test', DEMO_PASSWORD));
    } finally {
      await other?.close();
    }
  });

  it('lets the account in again once its window has passed', async () => {
    await server.app.db
      .updateTable('loginFailures')
      .set({ windowStart: Date.now() - (WINDOW_SECONDS + 60) * 1000 })
      .where('key', '=', 'account:rossi@demo.test')
      .execute();
    expect((await new Client(server.url).login('rossi@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('a successful sign-in resets the account counter', async () => {
    const c = new Client(server.url);
    expect((await c.login('bianchi@demo.test', 'wrong-1')).status).toBe(401);
    expect((await c.login('bianchi@demo.test', 'wrong-2')).status).toBe(401);
    expect(await failures('account:bianchi@demo.test')).toBe(2);
    expect((await c.login('bianchi@demo.test', DEMO_PASSWORD)).status).toBe(200);
    expect(await failures('account:bianchi@demo.test')).toBeUndefined();
    // Without the reset these would be failures 3 and 4, and the next attempt would get 429.
    expect((await c.login('bianchi@demo.test', 'wrong-3')).status).toBe(401);
    expect((await c.login('bianchi@demo.test', 'wrong-4')).status).toBe(401);
    expect((await c.login('bianchi@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('parallel wrong passwords cannot get more guesses than the limit', async () => {
    // Ten attempts fired at once on an untouched account: only 3 may be evaluated (401), the
    // rest must be refused (429), or the limit is only as strong as the client's concurrency.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => new Client(server.url).login('admin@demo.test', `wrong-password-${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 401 || s === 429), statuses.join(',')).toBe(true);
    expect(statuses.filter((s) => s === 401).length, statuses.join(',')).toBeLessThanOrEqual(3);
  });

  it('counts failures for unknown e-mails as well', async () => {
    const email = freshEmail('nobody');
    const c = new Client(server.url);
    for (let i = 0; i < 3; i++) expect((await c.login(email, 'wrong-password')).status).toBe(401);
    expectThrottled(await c.login(email, 'wrong-password'));
  });
});

describe('per address (LOGIN_MAX_FAILURES_PER_ADDRESS=4)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ LOGIN_MAX_FAILURES_PER_ADDRESS: '4' }, 'login-throttle address');
  });
  afterAll(() => server.close());

  it('after 4 failures on different e-mails answers 429, even for another account with the right password', async () => {
    const c = new Client(server.url);
    for (const email of ['rossi@demo.test', 'bianchi@demo.test', freshEmail('a'), freshEmail('b')]) {
      expect((await c.login(email, 'wrong-password')).status, email).toBe(401);
    }
    expectThrottled(await c.login('admin@demo.test', DEMO_PASSWORD));
    const rows = await server.app.db.selectFrom('loginFailures').selectAll().where('key', 'like', 'address:%').execute();
    expect(rows).toHaveLength(1);
    // Attempts are counted before the password is checked: the four failures and the refused fifth.
    expect(rows[0].failures).toBe(5);
  });

  it('keeps refusing every account from that address while the window lasts', async () => {
    expectThrottled(await new Client(server.url).login('bianchi@demo.test', DEMO_PASSWORD));
  });
});

describe('per address behind a proxy (TRUST_PROXY=true, LOGIN_MAX_FAILURES_PER_ADDRESS=3)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: 'true', LOGIN_MAX_FAILURES_PER_ADDRESS: '3' }, 'login-throttle proxy');
  });
  afterAll(() => server.close());

  // A reverse proxy (nginx's $proxy_add_x_forwarded_for, most cloud load balancers) appends the
  // address it sees to whatever X-Forwarded-For the client sent. One client, 203.0.113.7, that
  // puts a different made-up address in front each time must still be counted as one address.
  it('a client cannot dodge the address limit with a forged X-Forwarded-For entry', async () => {
    const attempt = (i: number, password: string, email = freshEmail('xff')) =>
      new Client(server.url).request('POST', '/auth/login', {
        body: { email, password },
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
      });
    for (let i = 1; i <= 3; i++) expect((await attempt(i, 'wrong-password')).status).toBe(401);
    expectThrottled(await attempt(4, DEMO_PASSWORD, 'rossi@demo.test'));
  });
});
