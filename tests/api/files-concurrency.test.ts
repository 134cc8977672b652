import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { baseFields, download, samples, sendForm, signInAll, storedFiles, upload, type Role } from './documents-helpers';

// Concurrent writes to the same row's file (issue 12): whatever the interleaving of replacements
// and deletes, the files on disk are exactly those the rows reference, and every row's file exists.
let server: TestServer;
let as: Record<Role, Client>;

beforeAll(async () => {
  server = await startServer({}, 'files concurrency');
  as = await signInAll(server);
});
afterAll(() => server.close());

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const ROUNDS = 20;
/** The race is one of timing: a few batches make a leak certain to show, should it come back. */
const BATCHES = 3;

/** BATCHES times, ROUNDS requests at once; every answer, in order. */
async function raced<T>(request: (n: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let b = 0; b < BATCHES; b++) answers.push(...(await Promise.all(Array.from({ length: ROUNDS }, (_, n) => request(b * ROUNDS + n)))));
  return answers;
}

/** The stored keys (the store's own listing) and the keys the rows of every table with files reference. */
async function filesAndReferences() {
  const { db, fileStore } = server.app;
  const documents = await db.selectFrom('documents').select('fileKey').execute();
  const notices = await db.selectFrom('notices').select('attachmentKey').where('attachmentKey', 'is not', null).execute();
  return {
    stored: (await fileStore.list()).sort(),
    referenced: [...documents.map((r) => r.fileKey), ...notices.map((r) => r.attachmentKey!)].sort(),
  };
}

/** Stored files no row references, and referenced files not stored. */
async function mismatches() {
  const { stored, referenced } = await filesAndReferences();
  return { orphans: stored.filter((k) => !referenced.includes(k)), missing: referenced.filter((k) => !stored.includes(k)) };
}

// Each test is judged on its own: a leak of an earlier test (before the fix) does not fail the next.
let before: Awaited<ReturnType<typeof mismatches>>;
beforeEach(async () => {
  before = await mismatches();
});

async function expectExactlyReferencedFiles() {
  expect(await mismatches()).toEqual(before);
  expect(storedFiles(server).tmp).toEqual([]);
}

const editDocument = (id: number, n: number) =>
  sendForm(as.admin, '/protected/document/edit', { id, ...baseFields(`Replaced ${n}`), reserved: 'false' }, { name: `v${n}.pdf`, content: samples.pdf(`version ${n}`) });
const deleteDocument = (id: number) => as.admin.request('DELETE', `/protected/document/${id}`, { bearer: as.admin.token });

const noticeFields = (title: string) => ({ title, body: `Testo di ${title}.`, pinned: 'false' });
const createNotice = (title: string) =>
  sendForm(as.admin, '/protected/notice/upload', noticeFields(title), { name: 'v0.pdf', content: samples.pdf(`${title} v0`) });
const editNotice = (id: number, n: number, extra: Record<string, string> = {}) =>
  sendForm(
    as.admin,
    '/protected/notice/edit',
    { id, ...noticeFields(`Notice v${n}`), ...extra },
    extra.removeAttachment ? undefined : { name: `v${n}.pdf`, content: samples.pdf(`notice version ${n}`) },
  );
const deleteNotice = (id: number) => as.admin.request('DELETE', `/protected/notice/${id}`, { bearer: as.admin.token });

describe('concurrent replacements of one file', () => {
  it(`${ROUNDS} concurrent edits of a document with a file leave only the file of its row`, async () => {
    const doc = await upload(as.admin, 'Raced document');
    expect(doc.status).toBe(201);
    const edits = await raced((n) => editDocument(doc.body.id, n));
    expect(edits.map((r) => r.status)).toEqual(Array(ROUNDS * BATCHES).fill(200));
    await expectExactlyReferencedFiles();
    // The row's file is the one of the edit that wrote last, whole.
    const after = await as.admin.get(`/protected/document/${doc.body.id}`);
    expect(edits.map((r) => r.body.file.key)).toContain(after.body.file.key);
    expect(sha256((await download(as.admin, doc.body.id)).bytes)).toBe(after.body.file.hash);
  });

  it(`${ROUNDS} concurrent edits of a notice with an attachment leave only the attachment of its row`, async () => {
    const notice = await createNotice('Raced notice');
    expect(notice.status).toBe(201);
    const edits = await raced((n) => editNotice(notice.body.id, n));
    expect(edits.map((r) => r.status)).toEqual(Array(ROUNDS * BATCHES).fill(200));
    await expectExactlyReferencedFiles();
    const after = await as.admin.get(`/protected/notice/${notice.body.id}`);
    expect(edits.map((r) => r.body.attachment.key)).toContain(after.body.attachment.key);
  });

  it('replacements racing removals of a notice attachment leave no file without its row', async () => {
    const notice = await createNotice('Raced removals');
    const edits = await raced((n) => editNotice(notice.body.id, n, n % 3 === 0 ? { removeAttachment: 'true' } : {}));
    expect(edits.map((r) => r.status)).toEqual(Array(ROUNDS * BATCHES).fill(200));
    await expectExactlyReferencedFiles();
  });
});

describe('deletes racing edits', () => {
  it('a document deleted while edits replace its file leaves neither an orphan nor a row without its file', async () => {
    const doc = await upload(as.admin, 'Deleted while edited');
    const racing = Array.from({ length: ROUNDS }, (_, n) => (n === ROUNDS / 2 ? deleteDocument(doc.body.id) : editDocument(doc.body.id, n)));
    const statuses = (await Promise.all(racing)).map((r) => r.status);
    // Every edit either came before the delete (200) or found the document gone (404).
    expect(statuses.every((s) => s === 200 || s === 404 || s === 204)).toBe(true);
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    expect((await as.admin.get(`/protected/document/${doc.body.id}`)).status).toBe(404);
    await expectExactlyReferencedFiles();
  });

  it('a notice deleted while edits replace its attachment leaves neither an orphan nor a row without its file', async () => {
    const notice = await createNotice('Deleted while edited');
    const racing = Array.from({ length: ROUNDS }, (_, n) => (n === ROUNDS / 2 ? deleteNotice(notice.body.id) : editNotice(notice.body.id, n)));
    const statuses = (await Promise.all(racing)).map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 404 || s === 204)).toBe(true);
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    await expectExactlyReferencedFiles();
  });
});
