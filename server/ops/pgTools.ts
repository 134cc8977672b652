import { spawn } from 'node:child_process';
import { OpsError } from './errors';

/**
 * pg_dump and pg_restore run as child processes. The connection is given to them as libpq's
 * environment (PGHOST, PGPASSWORD…) rather than a URL argument, so that a password never shows
 * in the process list. `PG_BIN` names the folder of the client programs when they are not on PATH
 * (e.g. /usr/lib/postgresql/16/bin for a newer server: pg_dump refuses a server newer than itself).
 */
export function pgEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['PGHOST', 'PGPORT', 'PGUSER', 'PGPASSWORD', 'PGDATABASE', 'PGSERVICE']) delete env[name];
  if (u.hostname) env.PGHOST = decodeURIComponent(u.hostname.replace(/^\[|\]$/g, ''));
  if (u.port) env.PGPORT = u.port;
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  env.PGDATABASE = decodeURIComponent(u.pathname.replace(/^\//, ''));
  // Query parameters (sslmode, host for a socket directory…) are libpq's as well.
  for (const [key, value] of u.searchParams) {
    const name = { sslmode: 'PGSSLMODE', host: 'PGHOST', port: 'PGPORT', user: 'PGUSER', password: 'PGPASSWORD', application_name: 'PGAPPNAME', sslrootcert: 'PGSSLROOTCERT' }[key];
    if (name) env[name] = value;
  }
  return env;
}

const program = (name: string) => (process.env.PG_BIN ? `${process.env.PG_BIN.replace(/\/+$/, '')}/${name}` : name);

/** Runs a PostgreSQL client program; rejects with its standard error when it fails. */
export function runPgTool(name: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program(name), args, { env: pgEnv(url), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      if (stderr.length < 20_000) stderr += d;
    });
    child.on('error', (err) => {
      reject(
        (err as NodeJS.ErrnoException).code === 'ENOENT'
          ? new OpsError(`${program(name)} was not found: install PostgreSQL's client programs (Debian: postgresql-client) or set PG_BIN to their folder`)
          : err,
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new OpsError(`${name} failed (${signal ?? `exit ${code}`}):\n${stderr.trim()}`));
    });
  });
}
