import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Config } from '../../server/config';

/** A real SMTP server in the test process: what the portal sends arrives here, parsed. */
export interface TestSmtp {
  url: string;
  messages: ParsedMail[];
  /** Refuse the next `n` messages at RCPT TO, as a server that is down or over quota would. */
  refuseNext(n: number): void;
  /** The messages to `address` so far, once at least `count` arrived (polled up to `timeoutMs`). */
  to(address: string, count?: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** The first message to `address` whose text contains `text`, once it arrived. */
  find(address: string, text: string, timeoutMs?: number): Promise<ParsedMail | undefined>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        const err = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
        return callback(err);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const recipients = (m: ParsedMail) => [m.to].flat().flatMap((a) => a?.value.map((v) => v.address?.toLowerCase()) ?? []);
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(n) {
      refusals = n;
    },
    async to(address, count = 1, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.filter((m) => recipients(m).includes(address.toLowerCase()));
        if (found.length >= count || Date.now() > deadline) return found;
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async find(address, text, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => recipients(m).includes(address.toLowerCase()) && (m.text ?? '').includes(text));
        if (found || Date.now() > deadline) return found;
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mail settings of a test server: this SMTP server, quick polling and quick retries. */
export const mailOverrides = (smtp: TestSmtp, extra: Partial<Config['mail']> = {}): Partial<Config> => ({
  mail: { smtpUrl: smtp.url, from: 'Portale rivenditori <portale@example.test>', outboxDir: '/nonexistent', pollMs: 100, retryBaseMs: 200, maxAttempts: 3, ...extra },
});

/** The first link into the portal in a message's plain text. */
export function linkIn(mail: ParsedMail, path: string): URL {
  const match = (mail.text ?? '').match(new RegExp(`https?://\\S*${path.replace(/[/?]/g, (c) => `\\${c}`)}\\S*`));
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return new URL(match[0]);
}
