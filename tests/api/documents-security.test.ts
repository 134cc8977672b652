import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { userId } from './helpers';
import {
  documentCount,
  download,
  fetchFile,
  reserve,
  ROLES,
  samples,
  sendForm,
  signInAll,
  storedFiles,
  upload,
  baseFields,
  type Role,
} from './documents-helpers';

// security.md items 1–9 (uploads and downloads) and the documents permissions of every role.
let server: TestServer;
let as: Record<Role, Client>;
let dealerA: number;
let dealerB: number;
let publicDoc: number;
let reservedToA: number;

beforeAll(async () => {
  server = await startServer({ MAX_UPLOAD_MB: '1' }, 'documents security');
  as = await signInAll(server);
  dealerA = await userId(server, 'rossi@demo.test');
  dealerB = await userId(server, 'bianchi@demo.test');
  const pub = await upload(as.admin, 'Public manual');
  const res = await reserve(as.admin, 'Offer for Rossi', [dealerA]);
  expect([pub.status, res.status]).toEqual([201, 201]);
  publicDoc = pub.body.id;
  reservedToA = res.body.id;
});
afterAll(() => server.close());

/** Nothing was left behind: the same rows, the same stored files, no unfinished part. */
async function expectNothingLeft(run: () => Promise<{ status: number; body: any }>, status: number, code: string) {
  const before = { rows: await documentCount(server), files: storedFiles(server).files.length };
  const res = await run();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code).toBe(code);
  expect(typeof res.body.message).toBe('string');
  expect({ rows: await documentCount(server), files: storedFiles(server).files.length }).toEqual(before);
  expect(storedFiles(server).tmp).toEqual([]);
}

describe('1. multipart limits', () => {
  it('refuses a file over MAX_UPLOAD_MB with 413 and keeps no file and no row', async () => {
    const big = samples.pdf('x'.repeat(1024 * 1024 + 10));
    await expectNothingLeft(() => upload(as.admin, 'Too big', { name: 'big.pdf', content: big }), 413, 'file_too_large');
  });

  it('refuses a second file part', async () => {
    const f = { name: 'a.pdf', content: samples.pdf() };
    await expectNothingLeft(() => sendForm(as.admin, '/protected/document/upload', baseFields('Two files'), [f, f]), 413, 'too_many_parts');
  });

  it('refuses too many fields', async () => {
    const fields: Record<string, string> = baseFields('Many fields');
    for (let i = 0; i < 30; i++) fields[`extra${i}`] = 'x';
    await expectNothingLeft(() => sendForm(as.admin, '/protected/document/upload', fields, { name: 'a.pdf', content: samples.pdf() }), 413, 'too_many_parts');
  });

  it('refuses an over-long field', async () => {
    const fields = baseFields('Long field', { description: 'x'.repeat(20 * 1024) });
    const res = await sendForm(as.admin, '/protected/document/upload', fields, { name: 'a.pdf', content: samples.pdf() });
    expect(res.status).toBe(400);
    expect(storedFiles(server).tmp).toEqual([]);
  });

  it('needs a file, and a multipart body', async () => {
    await expectNothingLeft(() => sendForm(as.admin, '/protected/document/upload', baseFields('No file')), 400, 'file_required');
    const json = await as.admin.post('/protected/document/upload', baseFields('As JSON'));
    expect(json.status).toBe(415);
    expect(json.body.code).toBe('not_multipart');
  });

  it('refuses an empty file', async () => {
    await expectNothingLeft(() => upload(as.admin, 'Empty', { name: 'empty.pdf', content: Buffer.alloc(0) }), 400, 'file_empty');
  });
});

describe('2. allowed extensions, judged on the name kept', () => {
  it.each([
    ['x.pdf.exe', 'file_type_not_allowed'],
    ['x.php', 'file_type_not_allowed'],
    ['noextension', 'file_type_not_allowed'],
    // Without its separators the name starts with a dot.
    ['../x.pdf', 'file_name_invalid'],
    ['x.svg', 'file_type_not_allowed'],
    ['x.html', 'file_type_not_allowed'],
    ['.pdf', 'file_name_invalid'],
    [`${'n'.repeat(200)}.pdf`, 'file_name_invalid'],
  ])('refuses %s', async (name, code) => {
    await expectNothingLeft(() => upload(as.admin, 'Bad name', { name, content: samples.pdf() }), 400, code);
  });

  it('accepts an upper-case extension and keeps the name as given', async () => {
    const res = await upload(as.admin, 'Upper case', { name: 'Listino Prezzi.PDF', content: samples.pdf() });
    expect(res.status).toBe(201);
    expect(res.body.file).toMatchObject({ name: 'Listino Prezzi.PDF', type: 'application/pdf' });
  });
});

describe('3. content must agree with the extension', () => {
  it.each([
    ['image.pdf', samples.png()],
    ['program.pdf', samples.exe()],
    ['text.pdf', Buffer.from('just some text, not a PDF')],
    ['document.png', samples.pdf()],
    ['drawing.dxf', samples.pdf()],
    ['drawing.dxf', Buffer.from('plain words that are not a DXF drawing')],
    ['listino.csv', samples.exe()],
    ['archive.zip', samples.pdf()],
  ])('refuses %s with other content (415)', async (name, content) => {
    await expectNothingLeft(() => upload(as.admin, 'Mismatch', { name, content }), 415, 'file_content_mismatch');
  });

  it.each([
    ['photo.png', samples.png(), 'image/png'],
    ['drawing.dxf', samples.dxf(), 'image/vnd.dxf'],
    ['listino.csv', samples.csv(), 'text/csv'],
  ])('accepts %s with matching content, typed by the server', async (name, content, type) => {
    const res = await upload(as.admin, `Good ${name}`, { name, content, type: 'text/html' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.file.type).toBe(type);
  });
});

describe('4. stored under server-generated names', () => {
  it('keeps the original name only in the database; a path in it goes nowhere', async () => {
    const before = new Set(storedFiles(server).files);
    const res = await upload(as.admin, 'Path name', { name: 'docs/../../escape.pdf', content: samples.pdf('escape') });
    expect(res.status).toBe(201);
    // The separators are removed, the rest of the name kept (tests/api/file-names.test.ts).
    expect(res.body.file.name).toBe('docs....escape.pdf');
    const added = storedFiles(server).files.filter((f) => !before.has(f));
    expect(added).toEqual([res.body.file.key]);
    expect(added[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(storedFiles(server).files.some((f) => f.includes('escape'))).toBe(false);
  });
});

describe('5. the storage folder is never served', () => {
  it.each(['/files/', '/data/files/', '/api/files/', '/static/../files/', '/tmp/'])('GET %s<key> gives no file', async (prefix) => {
    const key = storedFiles(server).files[0];
    const res = await fetch(`${server.url}${prefix}${key}`, { headers: { cookie: `token=${as.admin.token}` } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await res.text()).startsWith('%PDF')).toBe(false);
  });
});

describe('6. downloads need a signed-in, allowed user, by every path', () => {
  it('the owner dealer and the admin download a reserved document', async () => {
    for (const who of ['dealerA', 'admin'] as const) {
      const res = await download(as[who], reservedToA);
      expect(res.status).toBe(200);
      expect(res.bytes.toString('latin1')).toContain('Offer for Rossi');
    }
  });

  it('another dealer gets 404 from the document, its link and its lists', async () => {
    expect((await as.dealerB.get(`/protected/document/${reservedToA}`)).status).toBe(404);
    expect((await as.dealerB.post(`/protected/document/${reservedToA}/link`)).status).toBe(404);
    const lists = await Promise.all([
      as.dealerB.get('/protected/documents/list/reserverd?perPage=100'),
      as.dealerB.get('/protected/documents/list?perPage=100&q=Rossi'),
      as.dealerB.get(`/protected/documents/list/reserverd?perPage=100&dealerId=${dealerA}`),
    ]);
    for (const l of lists) {
      expect(l.status).toBe(200);
      expect(l.body.data.map((d: any) => d.id)).not.toContain(reservedToA);
    }
  });

  it("another dealer cannot use the owner's link, nor can anyone without a session", async () => {
    const link = await as.dealerA.post(`/protected/document/${reservedToA}/link`);
    expect(link.status).toBe(200);
    const withB = await fetchFile(as.dealerB, link.body.url);
    expect(withB.status).toBe(403);
    expect(withB.body.code).toBe('link_invalid');
    const anonymous = await fetchFile(as.anonymous, link.body.url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Invalid token');
    const pending = await fetchFile(as.pending, link.body.url);
    expect(pending.status).toBe(403);
  });

  it('a forged or altered link is refused', async () => {
    const link = await as.dealerB.post(`/protected/document/${publicDoc}/link`);
    const [head, payload, sig] = link.body.url.split('/').pop().split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, doc: reservedToA })).toString('base64url');
    const res = await fetchFile(as.dealerB, `/api/files/${head}.${altered}.${sig}`);
    expect(res.status).toBe(403);
    // An access token is not a link, even the caller's own.
    expect((await fetchFile(as.dealerB, `/api/files/${as.dealerB.token}`)).status).toBe(403);
  });

  it('a dealer loses access when the document is no longer reserved to them', async () => {
    const doc = await reserve(as.admin, 'Moving offer', [dealerA]);
    const link = await as.dealerA.post(`/protected/document/${doc.body.id}/link`);
    const edit = await sendForm(as.admin, '/protected/document/edit', { id: doc.body.id, ...baseFields('Moving offer'), reserved: 'true', dealerIds: String(dealerB) });
    expect(edit.status).toBe(200);
    expect((await fetchFile(as.dealerA, link.body.url)).status).toBe(404);
    expect((await download(as.dealerB, doc.body.id)).status).toBe(200);
  });
});

describe('7. download headers', () => {
  it('attachment with an encoded filename*, nosniff, and the stored type', async () => {
    const name = 'Listino “2026” è già qui.csv';
    const up = await upload(as.admin, 'Headers', { name, content: samples.csv(), type: 'text/html' });
    expect(up.status).toBe(201);
    const res = await download(as.dealerB, up.body.id);
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition.startsWith('attachment;')).toBe(true);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type')).toBe('text/csv');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.bytes.equals(samples.csv())).toBe(true);
  });

  it('supports Range requests', async () => {
    const res = await download(as.dealerA, publicDoc, { range: 'bytes=0-3' });
    expect(res.status).toBe(206);
    expect(res.bytes.toString()).toBe('%PDF');
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-3\/\d+$/);
    const beyond = await download(as.dealerA, publicDoc, { range: 'bytes=99999999-' });
    expect(beyond.status).toBe(416);
  });
});

describe('8 and the permissions of every documents route, for every role', () => {
  const admin = () => as.admin;
  type Call = (c: Client) => Promise<{ status: number }>;
  const form = (url: string, fields: () => Record<string, string | number>) => (c: Client) =>
    sendForm(c, url, fields(), { name: 'm.pdf', content: samples.pdf() }, { bearer: c.token ?? false });
  // Each row: the call, then the expected status for anonymous, pending, dealer A, dealer B, admin.
  const table: [string, Call, [number, number, number, number, number]][] = [
    ['GET list', (c) => c.get('/protected/documents/list'), [401, 403, 200, 200, 200]],
    ['GET reserved list', (c) => c.get('/protected/documents/list/reserverd'), [401, 403, 200, 200, 200]],
    ['GET public document', (c) => c.get(`/protected/document/${publicDoc}`), [401, 403, 200, 200, 200]],
    ['GET document reserved to A', (c) => c.get(`/protected/document/${reservedToA}`), [401, 403, 200, 404, 200]],
    ['POST link of public document', (c) => c.post(`/protected/document/${publicDoc}/link`), [401, 403, 200, 200, 200]],
    ['POST link of document reserved to A', (c) => c.post(`/protected/document/${reservedToA}/link`), [401, 403, 200, 404, 200]],
    ['POST upload', form('/protected/document/upload', () => baseFields('Matrix upload')), [401, 403, 403, 403, 201]],
    ['POST reserved', form('/protected/document/reserved', () => ({ ...baseFields('Matrix reserved'), dealerIds: String(dealerA) })), [401, 403, 403, 403, 201]],
    ['POST edit', form('/protected/document/edit', () => ({ id: publicDoc, ...baseFields('Public manual'), reserved: 'false' })), [401, 403, 403, 403, 200]],
    ['GET /api/users', (c) => c.get('/api/users'), [401, 403, 403, 403, 200]],
    [
      'DELETE document',
      async (c) => {
        const doc = await upload(admin(), 'To delete');
        return c.request('DELETE', `/protected/document/${doc.body.id}`, { bearer: c.token });
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
    const before = storedFiles(server).files.length;
    const res = await upload(as.dealerA, 'Sneaky');
    expect(res.status).toBe(403);
    expect(storedFiles(server).files.length).toBe(before);
  });

  it('a dealer never learns who else a document is reserved to', async () => {
    const doc = await reserve(as.admin, 'Shared offer', [dealerA, dealerB]);
    const res = await as.dealerA.get(`/protected/document/${doc.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body.dealers).toBeUndefined();
    const list = await as.dealerA.get('/protected/documents/list/reserverd?q=Shared');
    expect(list.body.data[0].dealers).toBeUndefined();
    const adminView = await as.admin.get(`/protected/document/${doc.body.id}`);
    expect(adminView.body.dealers.map((d: any) => d.id).sort()).toEqual([dealerA, dealerB].sort());
  });
});

describe('9. ids are validated', () => {
  const badIds = ['..%2F..%2Fetc', '-1', '0', '1.5', 'abc', '99999999999999999999', '1e3', '%00'];
  it.each(badIds)('/protected/document/%s gives 400 or 404, never 500', async (id) => {
    for (const res of [
      await as.admin.get(`/protected/document/${id}`),
      await as.admin.request('DELETE', `/protected/document/${id}`, { bearer: as.admin.token }),
      await as.admin.post(`/protected/document/${id}/link`),
    ]) {
      expect([400, 404]).toContain(res.status);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('an unknown id is 404, and bad edit ids are 400/404', async () => {
    expect((await as.admin.get('/protected/document/2147483647')).status).toBe(404);
    for (const id of ['-1', 'abc', '../1', '2147483647']) {
      const res = await sendForm(as.admin, '/protected/document/edit', { id, ...baseFields('x'), reserved: 'false' });
      expect([400, 404]).toContain(res.status);
    }
  });

  it.each(['short', 'not.a.token.at.all.really', '..%2F..%2Fportal.sqlite', 'a'.repeat(1200)])('a bad file link %s is refused', async (token) => {
    const res = await fetchFile(as.dealerA, `/api/files/${token}`);
    expect([400, 403, 404, 414]).toContain(res.status);
  });
});
