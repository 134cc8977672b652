import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from './fixtures';

/** The e2e server's outbox: without SMTP_URL it writes every message there as an .eml file. */
const outboxDir = () => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return path.join(dataDir, 'outbox');
};

const recipients = (m: ParsedMail) => [m.to].flat().flatMap((a) => a?.value.map((v) => v.address?.toLowerCase()) ?? []);

/**
 * Each message parsed once per test worker: a full run writes hundreds of them (certificates and
 * claim reports attached), and parsing them all at every poll took the CPU the browsers needed.
 * The server writes a message aside and renames it, so an .eml file is whole and never changes.
 */
const parsedFiles = new Map<string, Promise<ParsedMail>>();

/** Every message to `address` in the outbox so far, parsed. */
export async function mailTo(address: string): Promise<ParsedMail[]> {
  const dir = outboxDir();
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  const parsed = await Promise.all(
    files
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => {
        const key = path.join(dir, f);
        if (!parsedFiles.has(key)) parsedFiles.set(key, fs.readFile(key).then((raw) => simpleParser(raw)));
        return parsedFiles.get(key)!;
      }),
  );
  return parsed.filter((m) => recipients(m).includes(address.toLowerCase()));
}

/** The first message to `address` whose subject matches, once the server's queue has written it. */
export async function waitForMail(address: string, subject: RegExp, timeout = 20_000): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).find((m) => subject.test(m.subject ?? ''));
        return Boolean(found);
      },
      { timeout, message: `a message to ${address} with the subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The first link of a message's plain text that starts with `prefix` (a path of the portal). */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const match = (mail.text ?? '').match(new RegExp(`https?://\\S*${prefix.replace(/[/.?]/g, '\\$&')}\\S*`));
  if (!match) throw new Error(`no ${prefix} link in the message "${mail.subject}"`);
  return match[0];
}
