import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { baseFields, download, fetchFile, samples, sendForm, signInAll, upload, type Role } from './documents-helpers';

// File names (issue 12): kept as the user's browser sent them, minus path separators, control and
// bidirectional-control characters; offered back on download by a Content-Disposition that
// carries the same name.
let server: TestServer;
let as: Record<Role, Client>;

beforeAll(async () => {
  server = await startServer({}, 'file names');
  as = await signInAll(server);
});
afterAll(() => server.close());

/**
 * A document upload whose file part's Content-Disposition is exactly `disposition` (UTF-8), to
 * control the bytes a client sends, beyond what FormData would write.
 */
async function uploadRaw(disposition: string) {
  const boundary = '----portal-file-names';
  const fields = Object.entries(baseFields('Raw name'))
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const body = Buffer.concat([
    Buffer.from(`${fields}--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`, 'utf8'),
    samples.pdf(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await fetch(`${server.url}/protected/document/upload`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${as.admin.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: res.status, body: await res.json() };
}

/** The name a browser saves a download under: the RFC 5987 `filename*` of its Content-Disposition. */
function savedName(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;\s]+)/.exec(disposition ?? '')?.[1];
  if (!encoded) throw new Error(`no filename* in ${disposition}`);
  return decodeURIComponent(encoded);
}

/** Uploads `sent` as a browser does (FormData) and returns the stored name and the downloaded header. */
async function roundTrip(sent: string) {
  const res = await upload(as.admin, 'Named file', { name: sent, content: samples.pdf(sent) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const file = await download(as.dealerA, res.body.id);
  expect(file.status).toBe(200);
  return { stored: res.body.file.name as string, disposition: file.headers.get('content-disposition')! };
}

describe('names sent by a browser (FormData)', () => {
  it.each([
    ['100%.pdf', '100%.pdf'],
    ['a%41.pdf', 'a%41.pdf'],
    ['x\\"y.pdf', 'x"y.pdf'],
    ['fattura\u202Efdp.exe.pdf', 'fatturafdp.exe.pdf'],
    ['\u2067bidi\u2069 \u200Fmarks\u061C.pdf', 'bidi marks.pdf'],
    ['cartella/foto.pdf', 'cartellafoto.pdf'],
    ['C:\\Users\\me\\offerta.pdf', 'C:Usersmeofferta.pdf'],
    ['perché è.pdf', 'perché è.pdf'],
    ['riga\nnuova\r.pdf', 'riganuova.pdf'],
    ['“Listino” (2026) 50%; it\'s.pdf', '“Listino” (2026) 50%; it\'s.pdf'],
  ])('%j is stored as %j and downloaded under that name', async (sent, expected) => {
    const { stored, disposition } = await roundTrip(sent);
    expect(stored).toBe(expected);
    expect(disposition.startsWith('attachment;')).toBe(true);
    expect(savedName(disposition)).toBe(expected);
  });

  it('encodes the download header of a name with % and quotes exactly', async () => {
    expect((await roundTrip('100%.pdf')).disposition).toBe(`attachment; filename="100_.pdf"; filename*=UTF-8''100%25.pdf`);
    expect((await roundTrip('x\\"y.pdf')).disposition).toBe(`attachment; filename="x_y.pdf"; filename*=UTF-8''x%22y.pdf`);
    expect((await roundTrip('perché è.pdf')).disposition).toBe(`attachment; filename="perch_ _.pdf"; filename*=UTF-8''perch%C3%A9%20%C3%A8.pdf`);
  });

  it.each([
    ['fattura\u202Efdp.exe', 'file_type_not_allowed'],
    ['x.p/df', 'file_type_not_allowed'],
    ['x.p\u202Edf', 'file_type_not_allowed'],
    ['../../escape.pdf', 'file_name_invalid'],
    ['\u202E/\\.pdf', 'file_name_invalid'],
  ])('judges the extension of what is kept: %j is refused (%s)', async (name, code) => {
    const res = await upload(as.admin, 'Bad name', { name, content: samples.pdf() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, message: expect.any(String) });
  });
});

describe('names as written in the multipart header', () => {
  it.each([
    ['form-data; name="file"; filename="100%.pdf"', '100%.pdf'],
    ['form-data; name="file"; filename="a%41.pdf"', 'a%41.pdf'],
    // RFC 7578 quoted-string: \\ is a backslash, \" a quote.
    ['form-data; name="file"; filename="x\\\\\\"y.pdf"', 'x"y.pdf'],
    ['form-data; name="file"; filename="x\\\\%22y.pdf"', 'x"y.pdf'],
    ['form-data; name="file"; filename="perché è.pdf"', 'perché è.pdf'],
    ['form-data; name="file"; filename="fattura\u202Efdp.exe.pdf"', 'fatturafdp.exe.pdf'],
    ['form-data; name="file"; filename="x/../y.pdf"', 'x..y.pdf'],
  ])('%s is stored as %j', async (disposition, expected) => {
    const res = await uploadRaw(disposition);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.file.name).toBe(expected);
  });
});

describe('notice attachments', () => {
  it('keep their name the same way, on upload and on download', async () => {
    const res = await sendForm(as.admin, '/protected/notice/upload', { title: 'Allegato 100%', body: 'Testo.', pinned: 'false' }, {
      name: 'sconto 100%\u202E.pdf',
      content: samples.pdf(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.attachment.name).toBe('sconto 100%.pdf');
    const link = await as.dealerA.post(`/protected/notice/${res.body.id}/link`);
    const file = await fetchFile(as.dealerA, link.body.url);
    expect(savedName(file.headers.get('content-disposition'))).toBe('sconto 100%.pdf');
  });
});
