import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { freshEmail, median, registration } from './helpers';
import { DEMO_PASSWORD } from '../../server/seed';

// Security checklist items 10–13: password storage, length rules, timing, generic answers.
// The throttle is set high here: this file makes many failed sign-ins on purpose.
let server: TestServer;
beforeAll(async () => {
  server = await startServer(
    { LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' },
    'passwords',
  );
});
afterAll(() => server.close());

const storedHash = async (email: string) =>
  (
    await server.app.db
      .selectFrom('users')
      .select('passwordHash')
      .where('email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow()
  ).passwordHash;

// $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>, salt and hash in unpadded base64.
const PHC_ARGON2ID = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

describe('10. password storage', () => {
  it('stores an argon2id PHC string with at least the OWASP parameters, never the password', async () => {
    const email = freshEmail('phc');
    const password = 'a fine password 10';
    const reg = await new Client(server.url).request('POST', '/api/auth/register', { body: registration(email, password) });
    expect(reg.status).toBe(201);
    const hash = await storedHash(email);
    const m = PHC_ARGON2ID.exec(hash);
    expect(m, hash).not.toBeNull();
    const [, memory, time, parallelism, salt] = m!;
    expect(Number(memory)).toBeGreaterThanOrEqual(19456);
    expect(Number(time)).toBeGreaterThanOrEqual(2);
    expect(Number(parallelism)).toBeGreaterThanOrEqual(1);
    expect(Buffer.from(salt, 'base64').length).toBeGreaterThanOrEqual(16);
    expect(hash).not.toContain(password);
  });

  it('uses a unique salt: two users with the same password get different hashes', async () => {
    const password = 'same password for both';
    const a = freshEmail('salt-a');
    const b = freshEmail('salt-b');
    for (const email of [a, b]) {
      const reg = await new Client(server.url).request('POST', '/api/auth/register', { body: registration(email, password) });
      expect(reg.status).toBe(201);
    }
    const [ha, hb] = [await storedHash(a), await storedHash(b)];
    expect(ha).not.toBe(hb);
    expect(ha.split('$')[4]).not.toBe(hb.split('$')[4]);
  });
});

describe('11. password length rules', () => {
  const register = (password: string) =>
    new Client(server.url).request('POST', '/api/auth/register', { body: registration(freshEmail('len'), password) });

  it('refuses 7 characters with a JSON message naming the field', async () => {
    const res = await register('abcdefg');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/password/);
    expect(res.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'password' })]));
  });

  it('refuses 129 characters with a JSON message naming the field', async () => {
    const res = await register('x'.repeat(129));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.message).toMatch(/password/);
    expect(res.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'password' })]));
  });

  it('accepts exactly 128 characters, and that password signs in', async () => {
    const email = freshEmail('len128');
    const password = 'y'.repeat(128);
    const res = await new Client(server.url).request('POST', '/api/auth/register', { body: registration(email, password) });
    expect(res.status).toBe(201);
    const login = await new Client(server.url).login(email, password);
    expect(login.status).toBe(200);
  });

  it('has no character-class rules: 8 lower-case letters are accepted and sign in', async () => {
    const email = freshEmail('lower');
    const res = await new Client(server.url).request('POST', '/api/auth/register', {
      body: registration(email, 'abcdefgh'),
    });
    expect(res.status).toBe(201);
    expect((await new Client(server.url).login(email, 'abcdefgh')).status).toBe(200);
  });

  it('refuses an over-long password at sign-in too, before any hashing (400, not 401)', async () => {
    const res = await new Client(server.url).login('rossi@demo.test', 'z'.repeat(129));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/password/);
  });
});

describe('12. an unknown e-mail costs a hash too', () => {
  it('answers an unknown e-mail about as slowly as a wrong password for a known one', async () => {
    const c = new Client(server.url);
    const timed = async (email: string) => {
      const t0 = performance.now();
      const res = await c.login(email, 'definitely-not-the-password');
      const ms = performance.now() - t0;
      expect(res.status).toBe(401);
      return ms;
    };
    // Warm up both paths (the dummy hash is computed on first use).
    await timed(freshEmail('nobody'));
    await timed('bianchi@demo.test');
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 7; i++) {
      unknown.push(await timed(freshEmail('nobody')));
      known.push(await timed('bianchi@demo.test'));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio, `unknown ${median(unknown).toFixed(1)} ms, known ${median(known).toFixed(1)} ms`).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe('13. answers that do not tell accounts apart', () => {
  it('gives the identical 401 body for an unknown e-mail and for a wrong password', async () => {
    const unknown = await new Client(server.url).login(freshEmail('ghost'), 'whatever-password');
    const wrong = await new Client(server.url).login('rossi@demo.test', 'whatever-password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(typeof wrong.body.message).toBe('string');
    expect(wrong.body.message).not.toMatch(/exist|unknown|not found|no (such )?(user|account)/i);
    expect(unknown.setCookies).toEqual([]);
    expect(wrong.setCookies).toEqual([]);
  });

  it('answers 409 with a generic message for a taken e-mail, in any letter case', async () => {
    for (const email of ['rossi@demo.test', 'ROSSI@Demo.Test']) {
      const res = await new Client(server.url).request('POST', '/api/auth/register', { body: registration(email) });
      expect(res.status, email).toBe(409);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.message).not.toMatch(/exist/i);
      expect(res.setCookies).toEqual([]);
    }
    // The existing account is untouched: its own password still signs in.
    expect((await new Client(server.url).login('rossi@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });
});
