import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, onPostgres, startServer, type TestServer } from './harness';
import { freshEmail, registration } from './helpers';
import { DEMO_PASSWORD } from '../../server/seed';

// Error answers, body parsing, request ids, security headers and the OpenAPI document.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, 'errors');
});
afterAll(() => server.close());

async function rossi() {
  const c = new Client(server.url);
  expect((await c.login('rossi@demo.test', DEMO_PASSWORD)).status).toBe(200);
  return c;
}

describe('unknown API paths', () => {
  it('answer 404 JSON with a message', async () => {
    const c = await rossi();
    for (const url of ['/api/nothing', '/protected/nothing', '/auth/nothing', '/api/auth/nothing']) {
      const res = await c.get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type'), url).toMatch(/application\/json/);
      expect(typeof res.body.message, url).toBe('string');
    }
    const post = await c.post('/api/nothing', { a: 1 });
    expect(post.status).toBe(404);
    expect(typeof post.body.message).toBe('string');
  });

  it('a known path with the wrong method is not served', async () => {
    const res = await new Client(server.url).request('GET', '/auth/login');
    expect(res.status).toBe(404);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('request bodies', () => {
  it('invalid JSON → 400 with a JSON message', async () => {
    const res = await new Client(server.url).request('POST', '/auth/login', {
      body: '{"email": "rossi@demo.test", "password": ',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(typeof res.body.message).toBe('string');
  });

  it('an empty JSON body → 400 with a JSON message', async () => {
    const res = await new Client(server.url).request('POST', '/auth/login', {
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('a body of another content type → 4xx with a JSON message, never 5xx', async () => {
    const res = await new Client(server.url).request('POST', '/auth/login', {
      body: `email=rossi@demo.test&password=${DEMO_PASSWORD}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.message).toBe('string');
    expect(res.setCookies).toEqual([]);
  });

  it('a missing field → 400 naming it', async () => {
    const res = await new Client(server.url).request('POST', '/auth/login', { body: { email: 'rossi@demo.test' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'password' })]));
    expect(res.body.message).toMatch(/password/);
  });

  it('a wrongly typed field → 400, not a crash', async () => {
    const res = await new Client(server.url).request('POST', '/auth/login', {
      body: { email: ['rossi@demo.test'], password: { $ne: '' } },
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('an unknown extra field is refused, naming it: login with isAdmin: true signs nobody in', async () => {
    const c = new Client(server.url);
    const res = await c.request('POST', '/auth/login', {
      body: { email: 'rossi@demo.test', password: DEMO_PASSWORD, isAdmin: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: 'isAdmin', message: 'is not a known field' }]);
    expect(c.token).toBeUndefined();
  });

  for (const [name, payload] of [
    ['__proto__', '"__proto__": {"polluted": "yes", "role": "admin"}'],
    ['constructor.prototype', '"constructor": {"prototype": {"polluted": "yes", "role": "admin"}}'],
  ] as const) {
    it(`a ${name} key in the register body does nothing harmful`, async () => {
      const email = freshEmail('proto');
      const body = JSON.stringify(registration(email)).replace(/^\{/, `{${payload}, `);
      const res = await new Client(server.url).request('POST', '/api/auth/register', { body });
      // Refused outright, or accepted as an ordinary dealer: never a 5xx, never an admin.
      expect(res.status).toBeLessThan(500);
      expect([201, 400]).toContain(res.status);
      if (res.status === 201) expect(res.body.user).toMatchObject({ role: 'dealer', status: 'pending' });
      const row = await server.app.db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirst();
      expect(row === undefined || row.role === 'dealer').toBe(true);
      // The server runs in this process: Object.prototype would show any pollution.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).role).toBeUndefined();
      // The server still works.
      expect((await new Client(server.url).login('rossi@demo.test', DEMO_PASSWORD)).body.user.role).toBe('dealer');
    });
  }

  it('a NUL byte in a name is answered without a 5xx (stored or refused alike on every database)', async () => {
    const res = await new Client(server.url).request('POST', '/api/auth/register', {
      body: registration(freshEmail('nul'), 'correct horse battery', { firstName: 'Mar\u0000co' }),
    });
    expect(res.status).toBeLessThan(500);
  });
});

describe('request ids', () => {
  it('every answer carries an X-Request-Id, unique per request', async () => {
    const c = new Client(server.url);
    const answers = [
      await c.login('rossi@demo.test', DEMO_PASSWORD),
      await c.login('rossi@demo.test', 'wrong-password'),
      await c.get('/api/nothing'),
      await c.get('/protected/ping', { bearer: 'garbage' }),
      await c.request('GET', '/api/docs/json'),
    ];
    const ids = answers.map((a) => a.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is generated by the server, not taken from the client', async () => {
    const res = await new Client(server.url).request('GET', '/api/nothing', { headers: { 'x-request-id': 'forged-id' } });
    expect(res.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('security headers', () => {
  it('helmet headers are present on API answers, with the app’s CSP, and there is no X-Powered-By', async () => {
    const answers = [
      await new Client(server.url).request('GET', '/api/nothing'),
      await new Client(server.url).login('rossi@demo.test', DEMO_PASSWORD),
      await new Client(server.url).request('GET', '/protected/ping'),
    ];
    for (const res of answers) {
      const csp = res.headers.get('content-security-policy');
      expect(csp).toBeTruthy();
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('the API docs have a CSP too (swagger-ui’s own), nosniff and no X-Powered-By', async () => {
    const res = await new Client(server.url).request('GET', '/api/docs/json');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(res.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('API answers are kept by no cache', () => {
  it('someone’s data, a token, an error: Cache-Control no-store; a route that says otherwise keeps its own', async () => {
    const client = new Client(server.url);
    const login = await client.login('rossi@demo.test', DEMO_PASSWORD);
    expect(login.status).toBe(200);
    const answers: [string, { status: number; headers: Headers }][] = [
      ['sign-in (a token)', login],
      ['refresh (a token)', await client.request('POST', '/auth/refresh', { headers: { origin: server.url } })],
      ['me', await client.get('/auth/me')],
      ['a list', await client.get('/protected/guarantees/list?page=1&perPage=5')],
      ['a refusal', await client.get('/api/users')],
      ['not found', await client.get('/protected/guarantee/2000000')],
      ['anonymous', await new Client(server.url).get('/protected/guarantees/list')],
    ];
    for (const [what, res] of answers) {
      expect(res.status, what).toBeLessThan(500);
      expect(res.headers.get('cache-control'), what).toBe('no-store');
    }
    // Its own: the public verify page's answer.
    expect((await new Client(server.url).get('/api/verify/GAR-2026-000001')).headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('HSTS only under HTTPS (security item 23)', () => {
  const hsts = (res: { headers: Headers }) => res.headers.get('strict-transport-security');

  it('plain HTTP gets no Strict-Transport-Security, nor does a client claiming HTTPS without TRUST_PROXY', async () => {
    expect(hsts(await new Client(server.url).request('GET', '/api/nothing'))).toBeNull();
    expect(hsts(await new Client(server.url).login('rossi@demo.test', DEMO_PASSWORD))).toBeNull();
    const claimed = await new Client(server.url).request('GET', '/api/nothing', { headers: { 'x-forwarded-proto': 'https' } });
    expect(hsts(claimed)).toBeNull();
  });

  describe('behind a proxy (TRUST_PROXY=true)', () => {
    let proxied: TestServer;
    beforeAll(async () => {
      proxied = await startServer({ TRUST_PROXY: 'true' }, 'errors proxied');
    });
    afterAll(() => proxied.close());

    it('X-Forwarded-Proto: https → Strict-Transport-Security; http → none', async () => {
      const https = await new Client(proxied.url).request('GET', '/api/nothing', { headers: { 'x-forwarded-proto': 'https' } });
      expect(hsts(https)).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
      const http = await new Client(proxied.url).request('GET', '/api/nothing', { headers: { 'x-forwarded-proto': 'http' } });
      expect(hsts(http)).toBeNull();
    });
  });
});

describe('OpenAPI document', () => {
  it('GET /api/docs/json lists the auth and protected routes', async () => {
    const res = await new Client(server.url).request('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    expect(paths['/auth/login']).toHaveProperty('post');
    expect(paths['/api/auth/register']).toHaveProperty('post');
    expect(paths['/auth/refresh']).toHaveProperty('get');
    expect(paths['/auth/me']).toHaveProperty('get');
    expect(paths['/auth/logout']).toHaveProperty('post');
    expect(paths['/protected/ping']).toHaveProperty('get');
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash/);
  });
});

// A server whose database breaks under it: the honest way to get a 5xx without a fault injected
// into the code. Last in this file, on a server of its own.
describe('a 5xx answer', () => {
  let broken: TestServer;
  beforeAll(async () => {
    broken = await startServer({}, 'errors 5xx');
  });
  afterAll(() => broken.close());

  it('carries only a generic message and the request id: no stack, no SQL', async () => {
    await sql`drop table login_failures`.execute(broken.app.db);
    const res = await new Client(broken.url).login('rossi@demo.test', DEMO_PASSWORD);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({
      message: 'Internal server error',
      code: 'internal_error',
      requestId: res.headers.get('x-request-id'),
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/login_failures|select|from|\bat\s|\.ts:|node_modules/i);
  });
});

describe('the database', () => {
  it.runIf(onPostgres)('PostgreSQL ending the idle connections neither crashes the server nor fails the next request', async () => {
    const c = await rossi();
    // Several requests at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 6 }, () => c.get('/protected/documents/list')));
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const database = new URL((server.config.database as { url: string }).url).pathname.slice(1);
      const { rows } = await admin.query('select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The pool hears of each ended connection and drops it.
    await new Promise((r) => setTimeout(r, 300));
    for (let i = 0; i < 3; i++) expect((await c.get('/protected/documents/list')).status).toBe(200);
  });

  // The connection's 'error' event, emitted while it was checked out, once ended the process
  // (an uncaught exception; this test then fails with it).
  it.runIf(onPostgres)('PostgreSQL ending a connection in the middle of a transaction fails that transaction only; the server goes on', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const transaction = server.app.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        // Between two statements: checked out and idle when it is ended.
        await new Promise((r) => setTimeout(r, 300));
        await sql`select 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
    } finally {
      await admin.end();
    }
    const c = await rossi();
    expect((await c.get('/protected/documents/list')).status).toBe(200);
  });
});
