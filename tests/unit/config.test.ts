import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

// loadConfig reads only the object it is given: process.env plays no part here.
const base = { DATA_DIR: '/tmp/portal-config-test' };
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env });

function refuses(env: Record<string, string>, mentions: RegExp) {
  let error: unknown;
  try {
    load(env);
  } catch (err) {
    error = err;
  }
  expect(error, JSON.stringify(env)).toBeInstanceOf(ConfigError);
  expect((error as Error).message).toMatch(/^Invalid configuration: /);
  expect((error as Error).message).toMatch(mentions);
}

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.production).toBe(false);
    expect(c.registration).toBe('approval');
    expect(c.accessTokenSeconds).toBe(15 * 60);
    expect(c.refreshIdleMs).toBe(30 * 24 * 3600 * 1000);
    expect(c.refreshAbsoluteMs).toBe(90 * 24 * 3600 * 1000);
    expect(c.database).toEqual({ kind: 'sqlite', file: path.resolve('./data', 'portal.sqlite') });
    expect(c.jwtSecret).toBeUndefined();
    expect(c.admin).toBeUndefined();
    expect(c.trustProxy).toBe(false);
    expect(c.throttle).toEqual({ perAccount: 5, perAddress: 50, windowMs: 15 * 60 * 1000 });
  });

  it('reads numbers and booleans from strings', () => {
    const c = load({ PORT: '8080', TRUST_PROXY: 'true', ACCESS_TOKEN_MINUTES: '5', LOGIN_WINDOW_MINUTES: '2' });
    expect(c.port).toBe(8080);
    // `true` trusts the one proxy in front (hop 0), never the client's own X-Forwarded-For entries.
    expect(typeof c.trustProxy).toBe('function');
    const trust = c.trustProxy as (a: string, hop: number) => boolean;
    expect([trust('10.0.0.1', 0), trust('198.51.100.1', 1)]).toEqual([true, false]);
    expect(c.accessTokenSeconds).toBe(300);
    expect(c.throttle.windowMs).toBe(120_000);
  });

  describe('refuses', () => {
    it('a PORT that is not a number', () => refuses({ PORT: 'abc' }, /PORT/));
    it('a PORT out of range', () => refuses({ PORT: '70000' }, /PORT/));
    it('a negative PORT', () => refuses({ PORT: '-1' }, /PORT/));
    it('a fractional PORT', () => refuses({ PORT: '80.5' }, /PORT/));
    it('a JWT_SECRET shorter than 32 characters', () => refuses({ JWT_SECRET: 'x'.repeat(31) }, /JWT_SECRET/));
    it('ADMIN_EMAIL without ADMIN_PASSWORD', () =>
      refuses({ ADMIN_EMAIL: 'boss@example.test' }, /ADMIN_EMAIL and ADMIN_PASSWORD/));
    it('ADMIN_PASSWORD without ADMIN_EMAIL', () =>
      refuses({ ADMIN_PASSWORD: 'long enough password' }, /ADMIN_EMAIL and ADMIN_PASSWORD/));
    it('an ADMIN_PASSWORD shorter than 8 characters', () =>
      refuses({ ADMIN_EMAIL: 'boss@example.test', ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/));
    it('an ADMIN_EMAIL that is not an address', () =>
      refuses({ ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'long enough password' }, /ADMIN_EMAIL/));
    it('a DATABASE_URL that is not PostgreSQL', () => {
      refuses({ DATABASE_URL: 'mysql://user@host/db' }, /DATABASE_URL/);
      refuses({ DATABASE_URL: 'sqlite:///tmp/x.db' }, /DATABASE_URL/);
      refuses({ DATABASE_URL: 'http://postgres://x' }, /DATABASE_URL/);
    });
    it('an unknown NODE_ENV', () => refuses({ NODE_ENV: 'staging' }, /NODE_ENV/));
    it('an unknown REGISTRATION mode', () => refuses({ REGISTRATION: 'maybe' }, /REGISTRATION/));
    it('an access token lifetime outside 5–15 minutes', () => {
      refuses({ ACCESS_TOKEN_MINUTES: '4' }, /ACCESS_TOKEN_MINUTES/);
      refuses({ ACCESS_TOKEN_MINUTES: '16' }, /ACCESS_TOKEN_MINUTES/);
    });
    it('an absolute refresh lifetime shorter than the idle one', () =>
      refuses({ REFRESH_IDLE_DAYS: '30', REFRESH_ABSOLUTE_DAYS: '10' }, /REFRESH_ABSOLUTE_DAYS/));
    it('a throttle limit of 0', () => refuses({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '0' }, /LOGIN_MAX_FAILURES_PER_ACCOUNT/));
  });

  it('names every problem in one message, each by its variable name', () => {
    let message = '';
    try {
      load({ PORT: '70000', JWT_SECRET: 'short' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/JWT_SECRET/);
    // Every variable is named plainly, as the first one is: no internal "env/" path prefix.
    expect(message).not.toMatch(/env\//);
  });

  it('accepts postgres:// and postgresql:// URLs and then uses PostgreSQL', () => {
    expect(load({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
    expect(load({ DATABASE_URL: 'postgresql://u@h/db' }).database.kind).toBe('postgres');
  });

  it('uses a configured JWT_SECRET of 32 characters or more', () => {
    expect(load({ JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe('s'.repeat(32));
  });

  it('takes ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(load({ ADMIN_EMAIL: 'boss@example.test', ADMIN_PASSWORD: 'long enough password' }).admin).toEqual({
      email: 'boss@example.test',
      password: 'long enough password',
    });
  });

  describe('log format (LOG_PRETTY)', () => {
    it('is left to the terminal when unset: readable on a TTY, JSON otherwise', () => {
      expect(load({}).logPretty).toBeUndefined();
    });
    it('1 or true asks for readable lines, 0 or false for JSON, wherever stdout goes', () => {
      expect([load({ LOG_PRETTY: '1' }), load({ LOG_PRETTY: 'true' })].map((c) => c.logPretty)).toEqual([true, true]);
      expect([load({ LOG_PRETTY: '0' }), load({ LOG_PRETTY: 'false' })].map((c) => c.logPretty)).toEqual([false, false]);
    });
    it('refuses anything else', () => refuses({ LOG_PRETTY: 'yes' }, /LOG_PRETTY/));
  });

  it('knows development (the start banner) from production and tests', () => {
    expect(load({}).development).toBe(true);
    expect(load({ NODE_ENV: 'test' }).development).toBe(false);
    expect(load({ NODE_ENV: 'production' }).development).toBe(false);
  });

  describe('demo content', () => {
    it('is seeded by default outside production', () => {
      expect(load({}).seedDemo).toBe(true);
      expect(load({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    });
    it('can be turned off', () => {
      expect(load({ DEMO_CONTENT: 'false' }).seedDemo).toBe(false);
    });
    it('is never seeded in production, even when asked for', () => {
      expect(load({ NODE_ENV: 'production' }).seedDemo).toBe(false);
      const c = load({ NODE_ENV: 'production', DEMO_CONTENT: 'true' });
      expect(c.production).toBe(true);
      expect(c.seedDemo).toBe(false);
    });
  });
});
