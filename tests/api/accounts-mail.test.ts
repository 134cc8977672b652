import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { DEALER_IDENTITY, freshEmail, registration, userId } from './helpers';
import { signInAll, type Role } from './documents-helpers';
import { linkIn, mailOverrides, startSmtp, type TestSmtp } from './mail-helpers';
import { PNG_LOGO } from './logo-sample';
import sharp from 'sharp';
import type { ParsedMail } from 'mailparser';

/** The one picture a message carries inline (its logo), which its HTML shows by Content-ID. */
function inlineLogo(mail: ParsedMail) {
  const inline = mail.attachments.filter((a) => a.contentDisposition === 'inline');
  expect(inline).toHaveLength(1);
  expect(inline[0].cid).toMatch(/^logo-\d+@manufacturer$/);
  // The parser puts the part's bytes where the HTML named its cid: the HTML showed it.
  expect(mail.html).toContain(`src="data:${inline[0].contentType};base64,${inline[0].content.toString('base64')}"`);
  return inline[0];
}

/** The size the HTML shows the logo at (its attributes, which Outlook reads). */
const shownSize = (mail: ParsedMail) => {
  const img = /<img src="data:[^"]+" alt="" width="(\d+)" height="(\d+)"/.exec(String(mail.html));
  return img && { width: img[1], height: img[2] };
};

// Issue 13: a registration an admin can judge (company, VAT number checked, phone, town,
// province), admins told of it, and the dealer told of the decision — through the mail queue,
// which retries when the SMTP server refuses.

let smtp: TestSmtp;
let server: TestServer;
let as: Record<Role, Client>;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({}, 'accounts-mail', mailOverrides(smtp));
  as = await signInAll(server);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const register = (body: Record<string, unknown>) => new Client(server.url).request('POST', '/api/auth/register', { body });
const put = (id: number, body: Record<string, unknown>) => as.admin.request('PUT', `/api/users/${id}`, { bearer: as.admin.token, body });

describe('registration: what an admin needs to judge it', () => {
  it('requires company, VAT number, phone, town and province, naming what is missing', async () => {
    for (const field of Object.keys(DEALER_IDENTITY)) {
      const res = await register(registration(freshEmail('missing'), undefined, { [field]: undefined }));
      expect(res.status, field).toBe(400);
      expect(res.body.fields, field).toEqual([expect.objectContaining({ field })]);
    }
  });

  it('checks an Italian VAT number by its check digit, and another EU one by its format', async () => {
    const cases: [string, number, string?][] = [
      ['00743110157', 201],
      ['IT 00743110157', 201, '00743110157'],
      ['00743110158', 400],
      ['0074311015', 400],
      ['00000000000', 400],
      ['DE123456789', 201, 'DE123456789'],
      ['de 123.456.789', 201, 'DE123456789'],
      ['DE12345678', 400],
      ['FR12345678901', 201],
      ['XX123456789', 400],
    ];
    for (const [vatNumber, status, stored] of cases) {
      const state = vatNumber.startsWith('IT') || /^\d/.test(vatNumber) ? 'PD' : 'Bayern';
      const res = await register(registration(freshEmail('vat'), undefined, { vatNumber, state }));
      expect(res.status, vatNumber).toBe(status);
      if (status === 400) expect(res.body.fields, vatNumber).toEqual([expect.objectContaining({ field: 'vatNumber' })]);
      if (stored) expect(res.body.user.vatNumber, vatNumber).toBe(stored);
    }
  });

  it('takes the province of an Italian dealer as its two-letter code', async () => {
    const ok = await register(registration(freshEmail('prov'), undefined, { state: 'vr' }));
    expect(ok.status).toBe(201);
    expect(ok.body.user.state).toBe('VR');
    const bad = await register(registration(freshEmail('prov'), undefined, { state: 'Verona' }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([expect.objectContaining({ field: 'state' })]);
  });

  it('tells every active admin, in their language, with what the registration says', async () => {
    const email = freshEmail('judge');
    const res = await register(registration(email, undefined, { company: 'Serramenti Giudicati S.r.l.', lastName: 'Giudice' }));
    expect(res.status).toBe(201);
    const mail = (await smtp.find('admin@demo.test', email))!;
    expect(mail.subject).toBe('Nuova registrazione da approvare: Test Giudice');
    expect(mail.text).toContain('Azienda: Serramenti Giudicati S.r.l.');
    expect(mail.text).toContain('Partita IVA: 00743110157');
    expect(mail.text).toContain('Comune: Padova PD');
    expect(linkIn(mail, `/dashboard/users/${res.body.user.id}`).pathname).toBe(`/dashboard/users/${res.body.user.id}`);
  });

  it('the accounts list shows the fields and an admin finds an account by any of them', async () => {
    const email = freshEmail('find');
    const res = await register(registration(email, undefined, { vatNumber: 'DE987654321', state: 'Sassonia', city: 'Lipsia', phoneNumber: '+49 341 998877', company: 'Fenster Lipsia GmbH' }));
    expect(res.status).toBe(201);
    for (const q of ['DE987654321', '998877', 'Lipsia', 'Sassonia', 'Fenster']) {
      const found = await as.admin.get(`/api/users?filter=${encodeURIComponent(JSON.stringify({ q }))}`);
      expect(found.body.map((u: any) => u.email), q).toEqual([email]);
      expect(found.body[0]).toMatchObject({ vatNumber: 'DE987654321', phoneNumber: '+49 341 998877', city: 'Lipsia', state: 'Sassonia', company: 'Fenster Lipsia GmbH' });
    }
  });
});

describe('the dealer is told of the decision', () => {
  async function pendingDealer(locale: 'it' | 'en' = 'it') {
    const email = freshEmail('decision');
    const res = await register(registration(email, undefined, { locale }));
    expect(res.status).toBe(201);
    return { email, id: res.body.user.id as number };
  }

  it('approved: a mail in their language with the sign-in link', async () => {
    const { email, id } = await pendingDealer('en');
    expect((await put(id, { status: 'active' })).status).toBe(200);
    const [mail] = await smtp.to(email);
    expect(mail.subject).toBe('Your account is active');
    expect(linkIn(mail, '/auth/jwt/login').pathname).toBe('/auth/jwt/login');
  });

  it('the mail carries the manufacturer’s name and logo as an admin saved them, and signs for it (issue 24)', async () => {
    const before = (await as.admin.get('/api/manufacturer')).body;
    const { logo: _logo, ...identity } = before;
    const saved = await as.admin.request('PUT', '/api/manufacturer', { bearer: as.admin.token, body: { ...identity, name: 'Finestre Nuove S.r.l.' } });
    expect(saved.status).toBe(200);
    const logo = await as.admin.request('PUT', '/api/manufacturer/logo', { bearer: as.admin.token, body: { image: PNG_LOGO } });
    expect(logo.status).toBe(200);
    try {
      const { email, id } = await pendingDealer('en');
      expect((await put(id, { status: 'active' })).status).toBe(200);
      const [mail] = await smtp.to(email);
      expect(mail.text).toMatch(/^Hello Test,\n\nYour Dealer Area account has been approved/);
      expect(mail.text).toContain('Kind regards,\nFinestre Nuove S.r.l.\n');
      expect(mail.text).toContain('This message was sent by Finestre Nuove S.r.l. through the Dealer Area.');
      // Inside the message, not fetched from the portal; a 2 × 2 logo is not enlarged.
      const picture = inlineLogo(mail);
      expect(picture.contentType).toBe('image/png');
      expect(await sharp(picture.content).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 });
      expect(mail.html).not.toContain(server.config.publicUrl + logo.body.logo.split('?')[0]);
    } finally {
      await as.admin.request('PUT', '/api/manufacturer', { bearer: as.admin.token, body: identity });
      await as.admin.request('DELETE', '/api/manufacturer/logo', { bearer: as.admin.token });
    }
  });

  it('a large logo travels drawn to twice the size it is shown at: a few KB, not the upload', async () => {
    // 800 × 200, a JPEG photograph-like logo of some 100 KB.
    const noise = Buffer.alloc(800 * 200 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    const jpeg = await sharp(noise, { raw: { width: 800, height: 200, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    const saved = await as.admin.request('PUT', '/api/manufacturer/logo', { bearer: as.admin.token, body: { image: `data:image/jpeg;base64,${jpeg.toString('base64')}` } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      const { email, id } = await pendingDealer('it');
      expect((await put(id, { status: 'active' })).status).toBe(200);
      const [mail] = await smtp.to(email);
      const picture = inlineLogo(mail);
      expect(picture.contentType).toBe('image/jpeg');
      // Fitted within 400 × 96 (twice 200 × 48), its shape kept: 384 × 96, shown at 192 × 48.
      expect(await sharp(picture.content).metadata()).toMatchObject({ format: 'jpeg', width: 384, height: 96 });
      expect(picture.size).toBeLessThan(jpeg.length / 3);
      expect(shownSize(mail)).toEqual({ width: '192', height: '48' });
    } finally {
      await as.admin.request('DELETE', '/api/manufacturer/logo', { bearer: as.admin.token });
    }
  });

  it('refused, with the reason; disabled, with the reason; nothing when the status stays', async () => {
    const { email, id } = await pendingDealer();
    const refused = await put(id, { status: 'disabled', statusReason: 'Partita IVA non attiva' });
    expect(refused.status).toBe(200);
    expect(refused.body.statusReason).toBe('Partita IVA non attiva');
    const [mail] = await smtp.to(email);
    expect(mail.subject).toBe('La tua richiesta di accesso non è stata accolta');
    expect(mail.text).toContain('Motivo: Partita IVA non attiva');
    expect(mail.text).toContain('admin@demo.test');

    expect((await put(id, { status: 'active' })).body.statusReason).toBeNull();
    expect((await put(id, { city: 'Treviso' })).status).toBe(200);
    const disabled = await put(id, { status: 'disabled', statusReason: 'Contratto <b>scaduto</b>' });
    expect(disabled.status).toBe(200);
    const mails = await smtp.to(email, 3);
    expect(mails.map((m) => m.subject)).toEqual([
      'La tua richiesta di accesso non è stata accolta',
      'Il tuo account è attivo',
      'Il tuo account è stato disattivato',
    ]);
    // The reason is text: escaped in the HTML part, never markup.
    expect(mails[2].html).toContain('Contratto &lt;b&gt;scaduto&lt;/b&gt;');
    expect(mails[2].html).not.toContain('<b>scaduto');
  });

  it('a decision saved from the record as served sends one mail, not one per save', async () => {
    const { email, id } = await pendingDealer();
    const record = (await as.admin.get(`/api/users/${id}`)).body;
    expect((await put(id, { ...record, status: 'active' })).status).toBe(200);
    expect((await put(id, { ...record, status: 'active', city: 'Padova' })).status).toBe(200);
    await server.app.jobs.drain('mailSender');
    expect(await smtp.to(email, 2, 300)).toHaveLength(1);
  });
});

describe('the mail queue', () => {
  it('tries again with back-off when the SMTP server refuses, and records each failure', async () => {
    const id = await userId(server, 'verdi@demo.test');
    smtp.refuseNext(2);
    expect((await put(id, { status: 'active' })).status).toBe(200);
    const [mail] = await smtp.to('verdi@demo.test', 1, 10_000);
    expect(mail.subject).toBe('Il tuo account è attivo');
    // The message reaches the SMTP server a moment before the queue marks it sent.
    await server.app.jobs.drain('mailSender');
    const job = await server.app.db.selectFrom('mailJobs').selectAll().where('recipient', '=', 'verdi@demo.test').executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'sent', attempts: 3 });
    expect(job.sentAt! - job.createdAt).toBeGreaterThanOrEqual(200 + 800);
  });

  it('gives up after the last attempt and keeps the message as failed, with the error', async () => {
    const { email, id } = { email: 'bianchi@demo.test', id: await userId(server, 'bianchi@demo.test') };
    smtp.refuseNext(3);
    expect((await put(id, { status: 'disabled', statusReason: 'Prova' })).status).toBe(200);
    const deadline = Date.now() + 10_000;
    let job;
    do {
      await new Promise((r) => setTimeout(r, 100));
      job = await server.app.db.selectFrom('mailJobs').selectAll().where('recipient', '=', email).executeTakeFirst();
    } while (job?.status !== 'failed' && Date.now() < deadline);
    expect(job).toMatchObject({ status: 'failed', attempts: 3 });
    expect(job!.lastError).toMatch(/451|Mailbox temporarily unavailable/);
    expect(await smtp.to(email, 1, 0)).toEqual([]);
  });
});

describe('the e-mail log, for admins', () => {
  it('lists what was sent, what waits and what failed, with the error; one message with its text', async () => {
    const failed = await as.admin.get(`/api/mail?filter=${encodeURIComponent(JSON.stringify({ status: 'failed' }))}`);
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual([expect.objectContaining({ recipient: 'bianchi@demo.test', status: 'failed', attempts: 3, lastError: expect.stringMatching(/451|unavailable/) })]);
    expect(failed.headers.get('content-range')).toBe('mail 0-0/1');

    const sent = await as.admin.get(`/api/mail?filter=${encodeURIComponent(JSON.stringify({ q: 'verdi@demo' }))}`);
    expect(sent.body[0]).toMatchObject({ recipient: 'verdi@demo.test', status: 'sent', subject: 'Il tuo account è attivo' });
    const one = await as.admin.get(`/api/mail/${sent.body[0].id}`);
    expect(one.body.text).toContain('Ciao Paolo,');

    expect((await as.dealerA.get('/api/mail')).status).toBe(403);
    expect((await as.admin.get(`/api/mail?filter=${encodeURIComponent('{"to":"x"}')}`)).status).toBe(400);
  });

  it('never shows the link of a password reset', async () => {
    await new Client(server.url).request('POST', '/api/auth/password-reset', { body: { email: 'rossi@demo.test' } });
    await smtp.find('rossi@demo.test', 'reset-password?token=');
    const [row] = (await as.admin.get(`/api/mail?filter=${encodeURIComponent(JSON.stringify({ template: 'passwordReset' }))}`)).body;
    const one = await as.admin.get(`/api/mail/${row.id}`);
    expect(one.body.text).toContain('token=…');
    expect(one.body.text).not.toMatch(/token=[A-Za-z0-9_-]{20}/);
  });
});
