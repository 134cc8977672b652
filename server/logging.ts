import type { AddressInfo } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { DB } from './db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';

/**
 * Fastify's logger: JSON lines, one per event, for whatever collects them; readable lines
 * (pino-pretty) for a person at a terminal, or anywhere with LOG_PRETTY=1. pino-pretty is loaded
 * only then, and writes synchronously so that nothing is lost when the process exits.
 */
export async function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logPretty'>,
  stdoutIsTTY = process.stdout.isTTY === true,
): Promise<FastifyServerOptions['logger']> {
  if (!(config.logPretty ?? stdoutIsTTY)) return { level: config.logLevel };
  const { default: pretty } = await import('pino-pretty');
  return {
    level: config.logLevel,
    stream: pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }),
  };
}

/**
 * What a developer needs after `npm start`: where the portal answers and whom to sign in as. The
 * demo accounts are read from the database (a data directory keeps them from its first start),
 * so only those that exist are named.
 */
export async function startBanner(db: DB, host: string, address: AddressInfo): Promise<string> {
  const anyAddress = host === '0.0.0.0' || host === '::';
  const shown = anyAddress ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const lines = [`Dealer portal: http://${shown}:${address.port}`];
  const emails: string[] = DEMO_ACCOUNTS.map((a) => a.email);
  const accounts = await db
    .selectFrom('users')
    .select(['email', 'displayName', 'role', 'status'])
    .where('email', 'in', emails)
    .execute();
  accounts.sort((a, b) => emails.indexOf(a.email) - emails.indexOf(b.email));
  if (accounts.length) {
    lines.push(`Demo accounts (password ${DEMO_PASSWORD}):`);
    const width = Math.max(...accounts.map((a) => a.email.length));
    for (const a of accounts) lines.push(`  ${a.email.padEnd(width)}  ${a.displayName}, ${a.role}${a.status === 'active' ? '' : ` (${a.status})`}`);
  }
  return lines.join('\n');
}
