import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { Client, startServer, type TestServer } from './harness';
import { fetchFile, ROLES, samples, sendForm, signInAll, storedFiles, type FilePart, type Role } from './documents-helpers';

// Notices: validation of every field (and script in the body), paging, sort and search, scheduled
// and expired visibility per role, read marks per dealer, the unread count, attachments, and the
// permissions of every notices route for every role.
let server: TestServer;
let as: Record<Role, Client>;

const DAY = 24 * 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
let counter = 0;
/** A word no other test uses, to find a test's own notices by search. */
const tag = (name: string) => `${name}${process.pid.toString(36)}x${(++counter).toString(36)}`;

type Fields = Record<string, string | number | undefined>;
const fields = (title: string, extra: Fields = {}): Fields => ({ title, body: `Testo di **${title}**.`, pinned: 'false', ...extra });
const create = (c: Client, f: Fields, file?: FilePart | FilePart[]) => sendForm(c, '/protected/notice/upload', f, file);
const edit = (c: Client, id: number, f: Fields, file?: FilePart) => sendForm(c, '/protected/notice/edit', { id, ...f }, file);
const list = (c: Client, query = '') => c.get(`/protected/notices/list?${query}`);
const del = (c: Client, id: number | string) => c.request('DELETE', `/protected/notice/${id}`, { bearer: c.token });
const markRead = (c: Client, id: number | string) => c.post(`/protected/notice/${id}/read`);
const unread = async (c: Client) => (await c.get('/protected/notices/unread-count')).body.unread as number;
const pdf = (name: string, content = samples.pdf(name)): FilePart => ({ name, content });

async function created(f: Fields, file?: FilePart) {
  const res = await create(as.admin, f, file);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function noticeCount(): Promise<number> {
  const row = await server.app.db.selectFrom('notices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Follows a notice attachment's download link as the browser does. */
async function downloadAttachment(c: Client, id: number) {
  const link = await c.post(`/protected/notice/${id}/link`);
  if (link.status !== 200) return { status: link.status, body: link.body, bytes: Buffer.alloc(0), headers: link.headers };
  return fetchFile(c, link.body.url);
}

beforeAll(async () => {
  server = await startServer({ MAX_UPLOAD_MB: '1' }, 'notices');
  as = await signInAll(server);
});
afterAll(() => server.close());

describe('demo content', () => {
  it('dealers see the published demo notices, pinned first; neither the scheduled nor the expired one', async () => {
    const res = await list(as.dealerA, 'perPage=100');
    expect(res.status).toBe(200);
    const titles = res.body.data.map((n: any) => n.title);
    expect(titles.length).toBeGreaterThanOrEqual(5);
    expect(titles).not.toContain('Nuovi tempi di consegna per la linea alluminio');
    expect(titles).not.toContain('Promozione zanzariere: sconto extra del 10%');
    const pinned = res.body.data.map((n: any) => n.pinned);
    expect(pinned.slice(0, 2)).toEqual([true, true]);
    expect(pinned.slice(2).every((p: boolean) => !p)).toBe(true);
    expect(res.body.data.every((n: any) => n.status === 'published')).toBe(true);
    // Some already read by this dealer, some not.
    expect(new Set(res.body.data.map((n: any) => n.read))).toEqual(new Set([true, false]));
  });

  it('admins see them all, scheduled and expired ones marked so', async () => {
    const statuses = (await list(as.admin, 'perPage=100')).body.data.map((n: any) => n.status);
    expect(statuses).toContain('scheduled');
    expect(statuses).toContain('expired');
  });

  it('one of them carries a real PDF that dealers download', async () => {
    const res = await list(as.dealerB, 'q=fiera');
    const notice = res.body.data.find((n: any) => n.attachment);
    expect(notice.attachment).toMatchObject({ name: 'invito-fiera-serramento.pdf', type: 'application/pdf' });
    const file = await downloadAttachment(as.dealerB, notice.id);
    expect(file.status).toBe(200);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256(file.bytes)).toBe(notice.attachment.hash);
  });
});

describe('validation: every field, nothing stored on refusal', () => {
  const long = (n: number) => 'x'.repeat(n);
  const cases: [string, Fields, string, string][] = [
    ['no title', { title: undefined }, 'validation_failed', 'title'],
    ['an empty title', { title: '' }, 'validation_failed', 'title'],
    ['a blank title', { title: '   ' }, 'validation_failed', 'title'],
    ['an over-long title', { title: long(201) }, 'validation_failed', 'title'],
    ['a control character in the title', { title: 'a\u0007b' }, 'validation_failed', 'title'],
    ['no body', { body: undefined }, 'validation_failed', 'body'],
    ['a blank body', { body: ' \n\t ' }, 'validation_failed', 'body'],
    ['an over-long body', { body: long(20_001) }, 'validation_failed', 'body'],
    ['a NUL in the body', { body: 'testo\u0000nascosto' }, 'validation_failed', 'body'],
    ['a script element', { body: 'Ciao <script>alert(1)</script>' }, 'notice_body_html', 'body'],
    ['an event handler', { body: '<img src=x onerror=alert(1)>' }, 'notice_body_html', 'body'],
    ['an HTML comment', { body: 'a <!-- b --> c' }, 'notice_body_html', 'body'],
    ['a javascript: link', { body: '[clicca](javascript:alert(1))' }, 'notice_link_not_allowed', 'body'],
    ['a javascript: link in mixed case', { body: '[clicca](JaVaScRiPt:alert`1`)' }, 'notice_link_not_allowed', 'body'],
    ['a javascript: URL as text', { body: 'vai a javascript:alert(1)' }, 'notice_link_not_allowed', 'body'],
    ['a data: link', { body: '[x](data:text/html;base64,PHNjcmlwdD4=)' }, 'notice_link_not_allowed', 'body'],
    ['a protocol-relative link', { body: '[x](//evil.example/a)' }, 'notice_link_not_allowed', 'body'],
    ['a vbscript: link', { body: '[x](vbscript:msgbox)' }, 'notice_link_not_allowed', 'body'],
    ['a pinned flag that is not true/false', { pinned: 'yes' }, 'validation_failed', 'pinned'],
    ['a publication date that is not a date', { publishAt: 'domani' }, 'validation_failed', 'publishAt'],
    ['a publication date without a time', { publishAt: '2026-03-01' }, 'validation_failed', 'publishAt'],
    ['an impossible publication date', { publishAt: '2026-02-30T10:00:00Z' }, 'validation_failed', 'publishAt'],
    ['a publication date before 2000', { publishAt: '1999-12-31T10:00:00Z' }, 'validation_failed', 'publishAt'],
    ['a publication date after 2100', { publishAt: '2101-01-01T10:00:00Z' }, 'validation_failed', 'publishAt'],
    ['an expiry that is not a date', { expiresAt: '31/12/2026' }, 'validation_failed', 'expiresAt'],
    ['an expiry before the publication', { publishAt: '2026-06-01T10:00:00Z', expiresAt: '2026-05-31T10:00:00Z' }, 'notice_expiry_before_publication', 'expiresAt'],
    ['an expiry equal to the publication', { publishAt: '2026-06-01T10:00:00Z', expiresAt: '2026-06-01T10:00:00.000Z' }, 'notice_expiry_before_publication', 'expiresAt'],
    ['an expiry in the past with no publication date (now)', { expiresAt: '2020-01-01T00:00:00Z' }, 'notice_expiry_before_publication', 'expiresAt'],
    // A date typed wrong: the notice would be seen by no dealer, and "saved" said nothing of it.
    ['an expiry already past after a past publication', { publishAt: '2020-01-01T00:00:00Z', expiresAt: '2020-02-01T00:00:00Z' }, 'notice_expiry_past', 'expiresAt'],
  ];
  it.each(cases)('refuses %s', async (_name, extra, code, field) => {
    const before = { rows: await noticeCount(), files: storedFiles(server).files.length };
    // With an attachment too: a refused form leaves no file behind.
    const res = await create(as.admin, fields('Titolo valido', extra), pdf('allegato.pdf'));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.fields.map((f: any) => f.field)).toContain(field);
    expect({ rows: await noticeCount(), files: storedFiles(server).files.length }).toEqual(before);
    expect(storedFiles(server).tmp).toEqual([]);
  });

  it.each([
    ['x.exe', samples.exe(), 400, 'file_type_not_allowed'],
    ['x.pdf', samples.png(), 415, 'file_content_mismatch'],
    ['../x.pdf', samples.pdf(), 400, 'file_name_invalid'],
    ['empty.pdf', Buffer.alloc(0), 400, 'file_empty'],
    ['big.pdf', samples.pdf('x'.repeat(1024 * 1024 + 10)), 413, 'file_too_large'],
  ])('refuses the attachment %s like a document (%i %s)', async (name, content, status, code) => {
    const before = { rows: await noticeCount(), files: storedFiles(server).files.length };
    const res = await create(as.admin, fields('Con allegato'), { name, content });
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect({ rows: await noticeCount(), files: storedFiles(server).files.length }).toEqual(before);
    expect(storedFiles(server).tmp).toEqual([]);
  });

  it('refuses a second file, and a body that is not multipart', async () => {
    const two = await create(as.admin, fields('Due file'), [pdf('a.pdf'), pdf('b.pdf')]);
    expect([two.status, two.body.code]).toEqual([413, 'too_many_parts']);
    const json = await as.admin.post('/protected/notice/upload', fields('JSON'));
    expect([json.status, json.body.code]).toEqual([415, 'not_multipart']);
  });

  it('keeps harmless text as written: no tag, no script URL, so nothing to neutralise', async () => {
    const body = 'Sconto < 5% sui prezzi > 1000 €; la parola onerror=alert(1) qui è solo testo.\n\n**Grassetto**, *corsivo*, [documenti](/dashboard/documenti), https://example.com/a?b=1';
    const notice = await created(fields('Testo innocuo', { body }));
    expect(notice.body).toBe(body);
  });

  it('stores the body with normalised line breaks and the title trimmed', async () => {
    const notice = await created(fields('  Spazi intorno  ', { body: '\r\n\r\nRiga uno\r\nRiga due\r\n\r\n' }));
    expect(notice.title).toBe('Spazi intorno');
    expect(notice.body).toBe('Riga uno\nRiga due');
  });

  it('accepts the longest title and body, whole, also in characters of several bytes', async () => {
    const notice = await created(fields('t'.repeat(200), { body: 'b'.repeat(20_000) }));
    expect([notice.title.length, notice.body.length]).toEqual([200, 20_000]);
    const accents = await created(fields('è'.repeat(200), { body: '€'.repeat(20_000) }));
    expect([accents.title, accents.body]).toEqual(['è'.repeat(200), '€'.repeat(20_000)]);
  });

  it('refuses a field longer than the parser takes, rather than storing it cut', async () => {
    const before = await noticeCount();
    const res = await create(as.admin, fields('Troppo lungo', { body: '€'.repeat(30_000) }));
    expect([res.status, res.body.code, res.body.fields?.[0]?.field]).toEqual([400, 'validation_failed', 'body']);
    expect(await noticeCount()).toBe(before);
  });

  it('checks edits the same way, and an expiry against the publication date kept', async () => {
    const notice = await created(fields('Da modificare', { publishAt: '2026-06-01T10:00:00Z' }));
    const script = await edit(as.admin, notice.id, fields('Da modificare', { body: '<script>x</script>' }));
    expect(script.body.code).toBe('notice_body_html');
    const early = await edit(as.admin, notice.id, fields('Da modificare', { expiresAt: '2026-05-01T10:00:00Z' }));
    expect(early.body.code).toBe('notice_expiry_before_publication');
    expect((await as.admin.get(`/protected/notice/${notice.id}`)).body).toMatchObject({ body: notice.body, expiresAt: null });
  });
});

describe('lists: paging, sort and search on the server', () => {
  const word = tag('elenco');
  const ORDINALS = ['primo', 'secondo', 'terzo', 'quarto', 'quinto', 'sesto', 'settimo'];
  let ids: number[] = [];
  beforeAll(async () => {
    ids = [];
    for (let i = 0; i < 7; i++) {
      const n = await created(fields(`${word} ${String.fromCharCode(71 - i)} avviso`, { body: `Corpo ${ORDINALS[i]} con la parola Serramento`, publishAt: at(-(i + 1) * DAY) }));
      ids.push(n.id);
    }
  });

  it('finds by every word, in title or body, in any case', async () => {
    const res = await list(as.dealerA, `q=${word}`);
    expect(res.body.total).toBe(7);
    expect((await list(as.dealerA, `q=${word.toUpperCase()}%20SERRAMENTO%20corpo`)).body.total).toBe(7);
    expect((await list(as.dealerA, `q=${word}%20Terzo`)).body.data.map((n: any) => n.id)).toEqual([ids[2]]);
    expect((await list(as.dealerA, `q=${word}%20%25`)).body.total).toBe(0);
  });

  it('sorts by publication date, newest first by default', async () => {
    const res = await list(as.dealerA, `q=${word}`);
    expect(res.body.data.map((n: any) => n.id)).toEqual(ids);
    const asc = await list(as.dealerA, `q=${word}&order=ASC`);
    expect(asc.body.data.map((n: any) => n.id)).toEqual([...ids].reverse());
  });

  it('sorts by title both ways', async () => {
    const asc = (await list(as.dealerB, `q=${word}&sort=title&order=ASC`)).body.data.map((n: any) => n.title);
    expect(asc).toEqual([...asc].sort());
    const desc = (await list(as.dealerB, `q=${word}&sort=title&order=DESC`)).body.data.map((n: any) => n.title);
    expect(desc).toEqual([...asc].reverse());
  });

  it('pages without overlap and gives the total', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((p) => list(as.dealerA, `q=${word}&perPage=3&page=${p}`)));
    expect(pages.map((p) => p.body.data.length)).toEqual([3, 3, 1, 0]);
    expect(pages.flatMap((p) => p.body.data.map((n: any) => n.id))).toEqual(ids);
    expect(pages.every((p) => p.body.total === 7)).toBe(true);
  });

  it('puts pinned notices first, whatever the sort', async () => {
    const pinned = await created(fields(`${word} Z fissato`, { pinned: 'true', publishAt: at(-30 * DAY) }));
    for (const query of [`q=${word}`, `q=${word}&sort=title&order=ASC`, `q=${word}&order=ASC`]) {
      expect((await list(as.dealerA, query)).body.data[0].id).toBe(pinned.id);
    }
    await del(as.admin, pinned.id);
  });

  it.each(['perPage=0', 'perPage=101', 'page=0', 'sort=body', 'sort=pinned;drop', 'order=UP', 'status=secret', 'unread=forse', `q=${'x'.repeat(101)}`])(
    'refuses %s with 400',
    async (query) => {
      const res = await list(as.dealerA, query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    },
  );

  it('answers the latest N published notices, pinned first (1–50)', async () => {
    const res = await as.dealerA.get('/protected/notices/list/5');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.total).toBe((await list(as.dealerA, 'perPage=1')).body.total);
    expect(res.body.data[0].pinned).toBe(true);
    expect(res.body.data.every((n: any) => n.status === 'published')).toBe(true);
    // Admins too get only published ones here: it feeds the dashboard home.
    const admin = await as.admin.get('/protected/notices/list/50');
    expect(admin.body.data.every((n: any) => n.status === 'published')).toBe(true);
    for (const limit of ['0', '51', '-1', 'abc', '1.5', '99999999999']) {
      expect((await as.dealerA.get(`/protected/notices/list/${limit}`)).status).toBe(400);
    }
  });
});

describe('scheduled and expired notices, for each role', () => {
  let scheduled: any;
  let expired: any;
  let current: any;
  const word = tag('calendario');
  beforeAll(async () => {
    scheduled = await created(fields(`${word} programmato`, { publishAt: at(2 * DAY) }), pdf('programmato.pdf'));
    // A new notice cannot be given an expiry already past (notice_expiry_past): it is made to expire by the clock's stand-in, a write.
    expired = await created(fields(`${word} scaduto`, { publishAt: at(-10 * DAY), expiresAt: at(DAY) }));
    await server.app.db.updateTable('notices').set({ expiresAt: Date.parse(at(-DAY)) }).where('id', '=', expired.id).execute();
    expired = (await as.admin.get(`/protected/notice/${expired.id}`)).body;
    current = await created(fields(`${word} in corso`, { publishAt: at(-DAY), expiresAt: at(10 * DAY) }));
  });

  it('dealers see neither a scheduled nor an expired notice, by any path', async () => {
    for (const dealer of [as.dealerA, as.dealerB]) {
      expect((await list(dealer, `q=${word}`)).body.data.map((n: any) => n.id)).toEqual([current.id]);
      expect((await list(dealer, `q=${word}&status=scheduled`)).body.total).toBe(0);
      expect((await list(dealer, `q=${word}&status=expired`)).body.total).toBe(0);
      const latest = (await dealer.get('/protected/notices/list/50')).body.data.map((n: any) => n.id);
      expect(latest).not.toContain(scheduled.id);
      expect(latest).not.toContain(expired.id);
      for (const n of [scheduled, expired]) {
        expect((await dealer.get(`/protected/notice/${n.id}`)).status).toBe(404);
        expect((await markRead(dealer, n.id)).status).toBe(404);
      }
      expect((await dealer.post(`/protected/notice/${scheduled.id}/link`)).status).toBe(404);
    }
  });

  it('admins see all three, each with its status, and filter by it', async () => {
    const all = (await list(as.admin, `q=${word}`)).body.data;
    expect(Object.fromEntries(all.map((n: any) => [n.id, n.status]))).toEqual({
      [scheduled.id]: 'scheduled',
      [expired.id]: 'expired',
      [current.id]: 'published',
    });
    for (const status of ['scheduled', 'expired', 'published']) {
      const res = await list(as.admin, `q=${word}&status=${status}`);
      expect(res.body.data.map((n: any) => n.status)).toEqual([status]);
    }
  });

  it('the unread count counts neither', async () => {
    const before = await unread(as.dealerB);
    await markRead(as.dealerB, current.id);
    expect(await unread(as.dealerB)).toBe(before - 1);
  });

  it('a scheduled notice appears when its date is brought forward, an expiring one disappears when it expires', async () => {
    const moved = await edit(as.admin, scheduled.id, fields(`${word} programmato`, { publishAt: at(-60_000) }));
    expect(moved.status).toBe(200);
    expect(moved.body.status).toBe('published');
    expect((await as.dealerA.get(`/protected/notice/${scheduled.id}`)).status).toBe(200);

    const brief = await created(fields(`${word} breve`, { publishAt: at(-60_000), expiresAt: at(1500) }));
    expect((await as.dealerA.get(`/protected/notice/${brief.id}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1700));
    expect((await as.dealerA.get(`/protected/notice/${brief.id}`)).status).toBe(404);
    expect((await as.admin.get(`/protected/notice/${brief.id}`)).body.status).toBe('expired');
  });

  it('an edit without a publication date keeps the one it had', async () => {
    const res = await edit(as.admin, expired.id, { title: `${word} scaduto`, body: 'Nuovo testo', pinned: 'false', expiresAt: expired.expiresAt });
    expect(res.body).toMatchObject({ publishAt: expired.publishAt, expiresAt: expired.expiresAt, body: 'Nuovo testo', status: 'expired' });
    const cleared = await edit(as.admin, expired.id, { title: `${word} scaduto`, body: 'Nuovo testo', pinned: 'false', expiresAt: '' });
    expect(cleared.body).toMatchObject({ expiresAt: null, status: 'published' });
  });
});

describe('read marks, per user', () => {
  it('a dealer reading marks it for them alone; reading again keeps the first time', async () => {
    const word = tag('lettura');
    const notice = await created(fields(`${word} da leggere`));
    const [a0, b0] = [await unread(as.dealerA), await unread(as.dealerB)];
    // GET alone marks nothing.
    expect((await as.dealerA.get(`/protected/notice/${notice.id}`)).body).toMatchObject({ read: false, readAt: null });

    const first = await markRead(as.dealerA, notice.id);
    expect(first.status).toBe(204);
    const afterA = (await as.dealerA.get(`/protected/notice/${notice.id}`)).body;
    expect(afterA.read).toBe(true);
    expect(Date.parse(afterA.readAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await as.dealerB.get(`/protected/notice/${notice.id}`)).body.read).toBe(false);
    expect([await unread(as.dealerA), await unread(as.dealerB)]).toEqual([a0 - 1, b0]);

    expect((await markRead(as.dealerA, notice.id)).status).toBe(204);
    expect((await as.dealerA.get(`/protected/notice/${notice.id}`)).body.readAt).toBe(afterA.readAt);
    expect(await unread(as.dealerA)).toBe(a0 - 1);

    // The list carries each caller's own mark, and filters on it.
    expect((await list(as.dealerA, `q=${word}`)).body.data[0].read).toBe(true);
    expect((await list(as.dealerB, `q=${word}`)).body.data[0].read).toBe(false);
    expect((await list(as.dealerA, `q=${word}&unread=true`)).body.total).toBe(0);
    expect((await list(as.dealerB, `q=${word}&unread=true`)).body.total).toBe(1);
  });

  it('the unread list and the unread count agree, and reading everything brings them to zero', async () => {
    const c = as.dealerB;
    const unreadList = (await list(c, 'unread=true&perPage=100')).body;
    expect(unreadList.total).toBe(await unread(c));
    for (const n of unreadList.data) expect((await markRead(c, n.id)).status).toBe(204);
    expect(await unread(c)).toBe(0);
    const fresh = await created(fields(tag('nuovo')));
    expect(await unread(c)).toBe(1);
    await markRead(c, fresh.id);
  });

  it("the author has read their own notice; an edit does not make it unread again", async () => {
    const notice = await created(fields(tag('autore')));
    expect(notice).toMatchObject({ read: true, author: { displayName: 'Giulia Ferrari' } });
    await markRead(as.dealerA, notice.id);
    await edit(as.admin, notice.id, fields(notice.title, { body: 'Testo corretto' }));
    expect((await as.dealerA.get(`/protected/notice/${notice.id}`)).body.read).toBe(true);
  });
});

describe('attachments', () => {
  const fileOf = (key: string) => path.join(server.config.dataDir, 'files', key);

  it('is uploaded with the notice, downloaded by every dealer, replaced, removed and deleted with its file', async () => {
    const v1 = samples.pdf('versione uno');
    const notice = await created(fields(tag('allegato')), pdf('Circolare n. 12.pdf', v1));
    expect(notice.attachment).toMatchObject({ name: 'Circolare n. 12.pdf', type: 'application/pdf', size: v1.length, hash: sha256(v1) });
    expect(fs.existsSync(fileOf(notice.attachment.key))).toBe(true);
    for (const c of [as.dealerA, as.dealerB, as.admin]) {
      const file = await downloadAttachment(c, notice.id);
      expect(file.status).toBe(200);
      expect(file.bytes.equals(v1)).toBe(true);
      expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Circolare n. 12.pdf')}`);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    }

    // Fields only: the attachment stays.
    const kept = await edit(as.admin, notice.id, fields(notice.title, { body: 'Aggiornato' }));
    expect(kept.body.attachment.key).toBe(notice.attachment.key);

    // A new file replaces it, on disk too; a link to the old file no longer works.
    const oldLink = (await as.dealerA.post(`/protected/notice/${notice.id}/link`)).body.url;
    const v2 = samples.csv();
    const replaced = await edit(as.admin, notice.id, fields(notice.title), { name: 'listino.csv', content: v2 });
    expect(replaced.status).toBe(200);
    expect(replaced.body.attachment).toMatchObject({ name: 'listino.csv', type: 'text/csv' });
    expect(fs.existsSync(fileOf(notice.attachment.key))).toBe(false);
    expect((await fetchFile(as.dealerA, oldLink)).status).toBe(404);
    expect((await downloadAttachment(as.dealerB, notice.id)).bytes.equals(v2)).toBe(true);

    // Removed: no attachment, no file, no link.
    const removed = await edit(as.admin, notice.id, { ...fields(notice.title), removeAttachment: 'true' });
    expect(removed.body.attachment).toBeNull();
    expect(fs.existsSync(fileOf(replaced.body.attachment.key))).toBe(false);
    const none = await as.dealerA.post(`/protected/notice/${notice.id}/link`);
    expect([none.status, none.body.code]).toEqual([404, 'attachment_not_found']);

    // Deleted with its file.
    const withFile = await created(fields(tag('eliminato')), pdf('da-eliminare.pdf'));
    const link = (await as.dealerA.post(`/protected/notice/${withFile.id}/link`)).body.url;
    expect((await del(as.admin, withFile.id)).status).toBe(204);
    expect(fs.existsSync(fileOf(withFile.attachment.key))).toBe(false);
    expect((await as.admin.get(`/protected/notice/${withFile.id}`)).status).toBe(404);
    expect((await fetchFile(as.dealerA, link)).status).toBe(404);
    expect((await del(as.admin, withFile.id)).status).toBe(404);
  });

  it('a link is bound to its user, and the notice is checked again when it is followed', async () => {
    const notice = await created(fields(tag('vincolato')), pdf('riservato.pdf'));
    const linkA = (await as.dealerA.post(`/protected/notice/${notice.id}/link`)).body.url;
    const withB = await fetchFile(as.dealerB, linkA);
    expect([withB.status, withB.body.code]).toEqual([403, 'link_invalid']);
    expect((await fetchFile(as.anonymous, linkA)).status).toBe(401);
    expect((await fetchFile(as.pending, linkA)).status).toBe(403);
    // Rescheduled into the future: the dealer's link stops working, the admin's does not.
    const linkAdmin = (await as.admin.post(`/protected/notice/${notice.id}/link`)).body.url;
    await edit(as.admin, notice.id, fields(notice.title, { publishAt: at(DAY) }));
    expect((await fetchFile(as.dealerA, linkA)).status).toBe(404);
    expect((await fetchFile(as.admin, linkAdmin)).status).toBe(200);
  });

  it('the start-up sweep keeps notice attachments', async () => {
    const notice = await created(fields(tag('sweep')), pdf('conservato.pdf'));
    const file = fileOf(notice.attachment.key);
    const old = new Date(Date.now() - 3 * 60 * 60 * 1000);
    fs.utimesSync(file, old, old);
    // Another instance starting on the same data: it sweeps orphans older than an hour.
    const second = await buildApp(server.config, { logger: false });
    await second.close();
    expect(fs.existsSync(file)).toBe(true);
    expect((await downloadAttachment(as.dealerA, notice.id)).status).toBe(200);
  });
});

describe('permissions of every notices route, for every role', () => {
  type Call = (c: Client) => Promise<{ status: number }>;
  let published: any;
  let scheduled: any;
  let adminLink: string;
  beforeAll(async () => {
    published = await created(fields(tag('matrice')), pdf('pubblico.pdf'));
    scheduled = await created(fields(tag('matrice'), { publishAt: at(DAY) }), pdf('futuro.pdf'));
    adminLink = (await as.admin.post(`/protected/notice/${published.id}/link`)).body.url;
  });
  const form = (url: string, f: () => Fields) => (c: Client) => sendForm(c, url, f(), pdf('m.pdf'), { bearer: c.token ?? false });
  /** Follows the caller's own link (or, for those who cannot get one, the admin's). */
  const follow: Call = async (c) => {
    const own = await c.post(`/protected/notice/${published.id}/link`);
    return fetchFile(c, own.status === 200 ? own.body.url : adminLink);
  };
  // Each row: the call, then the expected status for anonymous, pending, dealer A, dealer B, admin.
  const table: [string, Call, [number, number, number, number, number]][] = [
    ['GET list', (c) => c.get('/protected/notices/list'), [401, 403, 200, 200, 200]],
    ['GET latest 5', (c) => c.get('/protected/notices/list/5'), [401, 403, 200, 200, 200]],
    ['GET unread count', (c) => c.get('/protected/notices/unread-count'), [401, 403, 200, 200, 200]],
    ['GET published notice', (c) => c.get(`/protected/notice/${published.id}`), [401, 403, 200, 200, 200]],
    ['GET scheduled notice', (c) => c.get(`/protected/notice/${scheduled.id}`), [401, 403, 404, 404, 200]],
    ['POST read published', (c) => c.post(`/protected/notice/${published.id}/read`), [401, 403, 204, 204, 204]],
    ['POST read scheduled', (c) => c.post(`/protected/notice/${scheduled.id}/read`), [401, 403, 404, 404, 204]],
    ['POST link published', (c) => c.post(`/protected/notice/${published.id}/link`), [401, 403, 200, 200, 200]],
    ['POST link scheduled', (c) => c.post(`/protected/notice/${scheduled.id}/link`), [401, 403, 404, 404, 200]],
    ['GET /api/files/{link} of published', follow, [401, 403, 200, 200, 200]],
    ['POST upload', form('/protected/notice/upload', () => fields('Matrice nuovo')), [401, 403, 403, 403, 201]],
    ['POST edit', form('/protected/notice/edit', () => ({ id: published.id, ...fields(published.title) })), [401, 403, 403, 403, 200]],
    [
      'DELETE notice',
      async (c) => {
        const n = await created(fields('Da eliminare'));
        return del(c, n.id);
      },
      [401, 403, 403, 403, 204],
    ],
  ];

  it.each(table)('%s', async (_name, call, expected) => {
    const statuses: number[] = [];
    for (const role of ROLES) statuses.push((await call(as[role])).status);
    expect(Object.fromEntries(ROLES.map((r, i) => [r, statuses[i]]))).toEqual(Object.fromEntries(ROLES.map((r, i) => [r, expected[i]])));
  });

  it('a dealer is refused before the upload is read, and nothing is stored', async () => {
    const before = { rows: await noticeCount(), files: storedFiles(server).files.length };
    const res = await create(as.dealerA, fields('Intruso'), pdf('intruso.pdf'));
    expect([res.status, res.body.code]).toEqual([403, 'forbidden']);
    expect({ rows: await noticeCount(), files: storedFiles(server).files.length }).toEqual(before);
    expect(storedFiles(server).tmp).toEqual([]);
  });
});

describe('ids are validated', () => {
  const badIds = ['..%2F..%2Fetc', '-1', '0', '1.5', 'abc', '99999999999999999999', '1e3', '%00'];
  it.each(badIds)('/protected/notice/%s gives 400 or 404, never 500', async (id) => {
    for (const res of [
      await as.admin.get(`/protected/notice/${id}`),
      await del(as.admin, id),
      await markRead(as.admin, id),
      await as.admin.post(`/protected/notice/${id}/link`),
    ]) {
      expect([400, 404]).toContain(res.status);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('an unknown id is 404 everywhere, and bad edit ids are 400/404', async () => {
    for (const res of [
      await as.admin.get('/protected/notice/2147483647'),
      await markRead(as.admin, 2147483647),
      await as.admin.post('/protected/notice/2147483647/link'),
      await del(as.admin, 2147483647),
    ]) {
      expect([res.status, (res as any).body.code]).toEqual([404, 'notice_not_found']);
    }
    for (const id of ['-1', 'abc', '../1', '2147483647', '']) {
      const res = await edit(as.admin, id as unknown as number, fields('x'));
      expect([400, 404]).toContain(res.status);
    }
  });
});
