import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EnvSchema, loadConfig } from '../../server/config';

/**
 * What deploy/ gives an operator agrees with the server: the environment file names every
 * variable the server reads (and nothing else), its values start a server, and the unit and
 * nginx's configuration say the same as both. tests/deploy/deploy.test.ts runs them.
 */
const read = (file: string) => fs.readFileSync(path.resolve('deploy', file), 'utf8');
const envFile = read('portal.env');
const unit = read('systemd/portal@.service');
const nginx = read('nginx/portal.conf');

/** `KEY=value` lines, set or commented out (`#KEY=default`). */
const assignments = (text: string, commented: boolean) =>
  new Map(
    text
      .split('\n')
      .map((line) => (commented ? /^#([A-Z][A-Z0-9_]*)=(.*)$/ : /^([A-Z][A-Z0-9_]*)=(.*)$/).exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2]]),
  );
const set = assignments(envFile, false);
const commented = assignments(envFile, true);

describe('deploy/portal.env', () => {
  const known = Object.keys(EnvSchema.properties);

  it('names every variable the server reads, once, and none it does not', () => {
    const named = [...set.keys(), ...commented.keys()];
    expect(new Set(named).size).toBe(named.length);
    // PORT comes from the unit's instance name: the file only says so.
    expect(named.sort()).toEqual(known.filter((k) => k !== 'PORT').sort());
    expect(envFile).toMatch(/^# PORT is the instance name/m);
  });

  it('holds values the server starts with (each instance adding its PORT)', () => {
    const config = loadConfig({ ...Object.fromEntries(set), PORT: '3001' });
    expect(config.production).toBe(true);
    expect(config.database.kind).toBe('postgres');
    expect(config.redis?.url).toBe(set.get('REDIS_URL'));
    expect(config.trustProxy).toEqual(['127.0.0.1']);
  });

  it('gives the defaults the server has', () => {
    const defaults = loadConfig({});
    expect(Number(commented.get('MAX_UPLOAD_MB'))).toBe(defaults.maxUploadBytes / 1024 / 1024);
    expect(Number(commented.get('SHUTDOWN_TIMEOUT_SECONDS'))).toBe(defaults.shutdown.timeoutMs / 1000);
    expect(Number(commented.get('RATE_LIMIT_PER_MINUTE'))).toBe(defaults.rateLimit.perMinute);
  });
});

describe('deploy/systemd/portal@.service', () => {
  const directive = (name: string) => [...unit.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((m) => m[1]);

  it('runs the built server with the environment file, the instance name as its port', () => {
    expect(directive('ExecStart')).toEqual(['/usr/bin/node dist/server/main.js']);
    expect(directive('EnvironmentFile')).toEqual(['/etc/portal/portal.env']);
    expect(directive('Environment')).toEqual(['PORT=%i']);
  });

  it('lets the process write only to the data directory, with no new privileges', () => {
    expect(directive('NoNewPrivileges')).toEqual(['yes']);
    expect(directive('ProtectSystem')).toEqual(['strict']);
    expect(directive('ReadWritePaths')).toEqual([set.get('DATA_DIR')]);
    expect(directive('PrivateTmp')).toEqual(['yes']);
    expect(directive('CapabilityBoundingSet')).toEqual(['']);
  });

  it('waits for a graceful stop longer than the server takes at most', () => {
    const stopSeconds = Number(/^(\d+)s$/.exec(directive('TimeoutStopSec')[0])?.[1]);
    const { shutdown } = loadConfig({});
    expect(stopSeconds * 1000).toBeGreaterThan(shutdown.timeoutMs + shutdown.idleWaitMs);
    expect(directive('KillSignal')).toEqual(['SIGTERM']);
  });

  it('is a unit systemd accepts', () => {
    if (!fs.existsSync('/usr/bin/systemd-analyze')) return expect(unit).toContain('[Service]');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unit-'));
    const file = path.join(dir, 'portal@3001.service');
    fs.writeFileSync(file, unit);
    const out = execFileSync('/usr/bin/systemd-analyze', ['verify', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    fs.rmSync(dir, { recursive: true });
    expect(out).toBe('');
  });
});

describe('deploy/nginx/portal.conf', () => {
  it('lets through a file of MAX_UPLOAD_MB, so that the portal, not nginx, refuses a larger one', () => {
    const limit = Number(/client_max_body_size (\d+)m;/.exec(nginx)?.[1]);
    expect(limit).toBe(loadConfig({}).maxUploadBytes / 1024 / 1024 + 1);
  });

  it('closes idle connections to an instance before a stopping instance would', () => {
    const seconds = Number(/keepalive_timeout (\d+)s;/.exec(nginx)?.[1]);
    expect(seconds * 1000).toBeLessThan(loadConfig({}).shutdown.idleWaitMs);
  });

  it('retries on another instance what a stopping one refuses, never a write it received', () => {
    expect(nginx).toMatch(/proxy_next_upstream error timeout http_503;/);
    expect(nginx).not.toMatch(/^\s*proxy_next_upstream[^;]*non_idempotent/m);
    expect(nginx).toMatch(/zone portal \d+k;/);
  });
});
