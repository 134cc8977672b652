import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { freshEmail, registration } from './helpers';
import { linkIn, mailOverrides, startSmtp, type TestSmtp } from './mail-helpers';

// Issue 13: "Password dimenticata?" — a single-use link valid 30 minutes, stored hashed, the same
// answer whether or not the address exists, throttled, every session ended by the new password.

let smtp: TestSmtp;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({}, 'password-reset', mailOverrides(smtp));
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const ask = (email: string, locale?: 'it' | 'en') =>
  new Client(server.url).request('POST', '/api/auth/password-reset', { body: { email, ...(locale ? { locale } : {}) } });
const confirm = (token: string, newPassword: string) =>
  new Client(server.url).request('POST', '/api/auth/password-reset/confirm', { body: { token, newPassword } });

async function newDealer(): Promise<{ email: string; client: Client }> {
  const email = freshEmail('reset');
  const client = new Client(server.url);
  expect((await client.request('POST', '/api/auth/register', { body: registration(email) })).status).toBe(201);
  return { email, client };
}

describe('password reset', () => {
  it('mails a link in the asked language; the link sets a new password once and ends every session', async () => {
    const { email, client } = await newDealer();
    const other = new Client(server.url);
    expect((await other.login(email, 'correct horse battery')).status).toBe(200);

    const res = await ask(email.toUpperCase(), 'en');
    expect(res.status).toBe(202);
    const [mail] = await smtp.to(email);
    expect(mail.subject).toBe('Reset your Dealer Area password');
    expect(mail.text).toContain('30 minutes');
    expect(mail.html).toContain('Choose a new password');
    const link = linkIn(mail, '/auth/jwt/reset-password');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    // Stored hashed: the database never holds the token itself.
    const rows = await server.app.db.selectFrom('passwordResets').select('tokenHash').execute();
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);

    expect((await confirm(token, 'a brand new password')).status).toBe(200);
    // Every session ended: access tokens and refresh cookies alike.
    expect((await client.get('/auth/me')).status).toBe(401);
    expect((await other.get('/auth/me')).status).toBe(401);
    expect((await other.request('GET', '/auth/refresh')).status).toBe(401);
    expect((await new Client(server.url).login(email, 'correct horse battery')).status).toBe(401);
    expect((await new Client(server.url).login(email, 'a brand new password')).status).toBe(200);

    // Single use.
    const again = await confirm(token, 'yet another password');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('reset_link_invalid');
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const known = await newDealer();
    const nobody = freshEmail('nobody');
    const unknown = await ask(nobody);
    const existing = await ask(known.email);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(existing.body);
    expect(await smtp.to(known.email)).toHaveLength(1);
    await server.app.jobs.drain('mailSender');
    expect(await smtp.to(nobody, 1, 0)).toEqual([]);
    const queued = await server.app.db.selectFrom('mailJobs').select('recipient').where('recipient', '=', nobody).execute();
    expect(queued).toEqual([]);
  });

  it('writes in the account’s own language when none is asked', async () => {
    const { email } = await newDealer();
    await ask(email);
    const [mail] = await smtp.to(email);
    expect(mail.subject).toBe("Reimposta la password dell'Area Rivenditori");
    expect(mail.text).toContain('Ciao Test,');
  });

  it('refuses an expired link, a made-up one, and a link of a disabled account', async () => {
    const { email } = await newDealer();
    await ask(email);
    const token = linkIn((await smtp.to(email))[0], '/auth/jwt/reset-password').searchParams.get('token')!;
    await server.app.db.updateTable('passwordResets').set({ expiresAt: Date.now() - 1 }).execute();
    expect((await confirm(token, 'a brand new password')).body.code).toBe('reset_link_invalid');
    expect((await confirm('x'.repeat(43), 'a brand new password')).status).toBe(400);
    expect((await new Client(server.url).login(email, 'correct horse battery')).status).toBe(200);
  });

  it('validates its input strictly', async () => {
    expect((await ask('not-an-email')).status).toBe(400);
    expect((await new Client(server.url).request('POST', '/api/auth/password-reset', { body: { email: 'a@b.it', extra: 1 } })).status).toBe(400);
    expect((await confirm('short', 'a brand new password')).status).toBe(400);
    expect((await confirm('x'.repeat(43), 'short')).status).toBe(400);
  });

  it('sends at most three outstanding links per account', async () => {
    const { email } = await newDealer();
    for (let i = 0; i < 5; i++) expect((await ask(email)).status).toBe(202);
    await server.app.jobs.drain('mailSender');
    expect(await smtp.to(email, 3)).toHaveLength(3);
  });
});

describe('throttling', () => {
  it('counts requests for links per address like sign-ins', async () => {
    const limited = await startServer({ RATE_LIMIT_SIGN_INS_PER_MINUTE: '3' }, 'password-reset-limit', mailOverrides(smtp));
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await new Client(limited.url).request('POST', '/api/auth/password-reset', { body: { email: 'rossi@demo.test' } })).status);
      }
      expect(statuses).toEqual([202, 202, 202, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each message to DATA_DIR/outbox as an .eml file', async () => {
    const dev = await startServer({}, 'password-reset-outbox');
    try {
      await new Client(dev.url).request('POST', '/api/auth/password-reset', { body: { email: 'rossi@demo.test' } });
      await dev.app.jobs.drain('mailSender');
      const dir = path.join(dev.config.dataDir, 'outbox');
      const files = fs.readdirSync(dir);
      expect(files).toHaveLength(1);
      const eml = fs.readFileSync(path.join(dir, files[0]), 'utf8');
      expect(eml).toMatch(/^To: rossi@demo\.test$/m);
      expect(eml).toContain('/auth/jwt/reset-password?token=');
    } finally {
      await dev.close();
    }
  });
});
