import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, markPostgresRun, onPostgres } from './harness';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed';

// `npm start` as a person sees it: the real server/main.ts in a process of its own, its stdout
// read whole. Logs are JSON lines for machines, readable lines on a terminal or with LOG_PRETTY=1;
// in development the address and the demo accounts are printed once at start.

const tsx = path.resolve('node_modules/.bin/tsx');
const hasScript = fs.existsSync('/usr/bin/script');
const stripColours = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');
// script(1) says so when it is stopped: its words, not the server's.
const lines = (text: string) =>
  stripColours(text)
    .split(/\r?\n/)
    .filter((l) => l.trim() && !l.startsWith('Session terminated'));
const isJson = (line: string) => {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
};

let database: { url: string; drop(): Promise<void> } | undefined;
beforeAll(async () => {
  if (onPostgres) {
    database = await createPostgresDatabase();
    markPostgresRun('startup');
  }
});
afterAll(() => database?.drop());

/**
 * Starts the server with this environment (nothing inherited but PATH and HOME), waits until it
 * listens and a moment more, stops it with SIGTERM and answers everything it wrote. `tty` runs it
 * under script(1), so that its stdout is a terminal.
 */
async function start(env: Record<string, string>, { tty = false } = {}): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
  const fullEnv = {
    PATH: process.env.PATH!,
    HOME: process.env.HOME ?? os.tmpdir(),
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  };
  const command = `${tsx} server/main.ts`;
  const child = tty
    ? spawn('/usr/bin/script', ['-qefc', command, '/dev/null'], { env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(tsx, ['server/main.ts'], { env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    const deadline = Date.now() + 60_000;
    while (!/listening/i.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    // Whatever the start prints after listening has time to arrive.
    await new Promise((r) => setTimeout(r, 1000));
  } finally {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    // The next test's server uses a database of its own contents: start from an empty one.
    if (database) await resetDatabase();
  }
  return output;
}

async function resetDatabase() {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  await client.query('drop schema public cascade; create schema public');
  await client.end();
}

/** The banner: one entry naming the URL and every demo account. */
function expectBanner(output: string) {
  const url = /http:\/\/127\.0\.0\.1:\d+/;
  const banner = lines(output).filter((l) => /demo accounts/i.test(l) || url.test(l) && /portal/i.test(l));
  expect(banner.length, output).toBeGreaterThan(0);
  const text = stripColours(output);
  expect(text).toMatch(/Dealer portal: http:\/\/127\.0\.0\.1:\d+/);
  expect(text.match(/Dealer portal: http/g)?.length, 'printed once').toBe(1);
  for (const account of DEMO_ACCOUNTS) expect(text).toContain(account.email);
  expect(text).toContain(DEMO_PASSWORD);
}

// Each test starts the server once or more from its TypeScript sources (tsx), and a development
// start draws the demo's pictures: on a busy 2-core machine one start took over 15 s, so the
// file's tests have more than the suite's 30 s.
describe('npm start: logs and the start banner', { timeout: 120_000 }, () => {
  it('writes JSON lines when stdout is not a terminal, the banner among them, in development', async () => {
    const output = await start({ NODE_ENV: 'development' });
    const all = lines(output);
    expect(all.filter((l) => !isJson(l)), output).toEqual([]);
    expectBanner(all.map((l) => JSON.parse(l).msg ?? '').join('\n'));
  });

  it('writes readable lines with LOG_PRETTY=1, wherever stdout goes', async () => {
    const output = await start({ NODE_ENV: 'development', LOG_PRETTY: '1' });
    expect(lines(output).filter(isJson), output).toEqual([]);
    expect(stripColours(output)).toMatch(/INFO/);
    expectBanner(output);
  });

  it.runIf(hasScript)('writes readable lines on a terminal; LOG_PRETTY=0 keeps JSON there', async () => {
    const pretty = await start({ NODE_ENV: 'development' }, { tty: true });
    expect(lines(pretty).filter(isJson), pretty).toEqual([]);
    expectBanner(pretty);
    const json = await start({ NODE_ENV: 'development', LOG_PRETTY: '0' }, { tty: true });
    expect(lines(json).filter((l) => !isJson(l)), json).toEqual([]);
  });

  it('prints no banner in production or in tests', async () => {
    for (const env of <Record<string, string>[]>[
      { NODE_ENV: 'production', ADMIN_EMAIL: 'boss@example.test', ADMIN_PASSWORD: 'a long enough password' },
      { NODE_ENV: 'test' },
    ]) {
      const output = await start({ ...env, LOG_PRETTY: '1' });
      expect(stripColours(output), env.NODE_ENV).not.toMatch(/Dealer portal: http/);
      expect(stripColours(output), env.NODE_ENV).not.toMatch(/demo accounts \(/i);
    }
  });
});
