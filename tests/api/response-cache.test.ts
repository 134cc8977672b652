import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { startJobs } from '../../server/jobs';
import { Client, onPostgres, startServer, type TestServer } from './harness';
import { samples, sendForm, signInAll, type Role } from './documents-helpers';
import { userId } from './helpers';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { AsyncLocalStorage } from 'node:async_hooks';

// List answers are kept per user and URL under the versions of the data they are made of
// (plugins/responseCache.ts). Every write that changes an answer must be seen at once by the
// instance that made it and, within moments, by every other; one user's answer never reaches
// another; a scheduled notice appears at its time with no write at all.

let server: TestServer;
let as: Record<Role, Client>;
/** Statements the second instance sends for a request, while `counting`. */
let statements: string[] = [];
let counting = false;
/**
 * Set for the time of each request on the second instance: its own jobs (the mail queue's poll,
 * the text reader) go on beside the request and are not the request's statements.
 */
const inRequest = new AsyncLocalStorage<true>();
let other: FastifyInstance;
let otherUrl: string;

beforeAll(async () => {
  server = await startServer({}, 'response cache');
  as = await signInAll(server);
  other = await buildApp(server.config, {
    logger: false,
    onQuery: (sql) => {
      if (counting && inRequest.getStore()) statements.push(sql);
    },
  });
  // Before Fastify's own listener, so that its first hooks (the versions' check) are counted too.
  other.server.prependListener('request', () => inRequest.enterWith(true));
  await startJobs(other);
  await other.listen({ host: '127.0.0.1', port: 0 });
  otherUrl = `http://127.0.0.1:${(other.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await other.close();
  await server.close();
});

const LIST = '/protected/documents/list?page=1&perPage=10&sort=createdAt&order=DESC&include=reserved';
const on = (c: Client, base: string) => new Client(base).request('GET', LIST, { bearer: c.token! });
const titles = (res: { body: { data: { title: string }[] } }) => res.body.data.map((d) => d.title);
let n = 0;
const title = (what: string) => `${what} ${process.pid}-${++n}`;

async function upload(fields: Record<string, string>, url = '/protected/document/upload') {
  const res = await sendForm(as.admin, url, { category: 'manual', language: 'it', ...fields }, { name: 'c.pdf', content: samples.pdf(fields.title) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
}

/**
 * Lets both instances' jobs that write what the kept answers are made of finish what they have:
 * the text reader (the demo's documents at start-up, this file's uploads) and the notices'
 * announcer (a scheduled notice, once its time has come, is marked announced, a write to the
 * notices). The second instance counts every statement it sends, and a job's write between two
 * asks is a change the second answer must not hide. Called before the answer that is then asked
 * again and counted.
 */
async function jobsSettled() {
  for (const app of [server.app, other]) {
    await app.jobs.drain('documentText');
    await app.jobs.drain('noticeAnnouncer');
  }
}

/** `read` again until `expected` holds (at once on the writing instance; within 2 s on another). */
async function eventually<T>(read: () => Promise<T>, expected: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 2000;
  for (;;) {
    const value = await read();
    if (expected(value)) return value;
    if (Date.now() > until) throw new Error(`still ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('kept list answers', () => {
  it('a repeated list answer is served from memory: no statement but the versions (none on PostgreSQL)', async () => {
    await jobsSettled();
    const first = await on(as.dealerA, otherUrl);
    expect(first.status).toBe(200);
    statements = [];
    counting = true;
    const again = await on(as.dealerA, otherUrl);
    counting = false;
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    // The session and the list both come from memory once the versions say nothing changed.
    if (onPostgres) expect(statements).toEqual([]);
    else expect(statements).toEqual(['select "name", "version" from "data_versions"']);
  });

  it('a kept answer is compressed once per encoding, as the browser asks, and is the same answer', async () => {
    const { gunzipSync, brotliDecompressSync, inflateSync } = await import('node:zlib');
    // Enough documents for an answer above the compression threshold.
    for (let i = 0; i < 3; i++) await upload({ title: title('Compresso'), description: 'x'.repeat(400) });
    const { request } = await import('undici');
    // undici's request, unlike fetch, gives the bytes as sent.
    const get = async (encoding: string) => {
      const res = await request(otherUrl + LIST, { headers: { authorization: `Bearer ${as.dealerA.token}`, 'accept-encoding': encoding } });
      const bytes = Buffer.from(await res.body.arrayBuffer());
      return { res: { headers: { get: (h: string) => (res.headers[h] === undefined ? null : String(res.headers[h])) } }, bytes };
    };
    const plain = await get('identity');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    const json = JSON.parse(plain.bytes.toString());
    expect(json.data.length).toBeGreaterThan(0);
    for (const [asked, sent, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['deflate', 'deflate', inflateSync],
      ['br;q=0.5, gzip', 'gzip', gunzipSync],
      ['*', 'br', brotliDecompressSync],
    ] as const) {
      const { res, bytes } = await get(asked);
      expect(res.headers.get('content-encoding'), asked).toBe(sent);
      expect(res.headers.get('vary'), asked).toMatch(/accept-encoding/i);
      expect(Number(res.headers.get('content-length')), asked).toBe(bytes.length);
      expect(JSON.parse(decode(bytes).toString()), asked).toEqual(json);
    }
    // A first answer (nothing kept yet) is compressed the same way.
    await upload({ title: title('Compresso') });
    const fresh = await get('gzip');
    expect(fresh.res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(fresh.bytes).toString()).data[0].title).toMatch(/^Compresso/);
  });

  it('a new document is in the next answer of the instance that wrote it, and soon of the other', async () => {
    await on(as.dealerA, server.url);
    await on(as.dealerA, otherUrl);
    const t = title('Nuovo listino');
    await upload({ title: t });
    expect(titles(await on(as.dealerA, server.url))).toContain(t);
    await eventually(() => on(as.dealerA, otherUrl), (res) => titles(res).includes(t));
  });

  it('one dealer’s answer never reaches another asking the same URL', async () => {
    const dealerA = await userId(server, 'rossi@demo.test');
    const t = title('Riservato a Rossi');
    await upload({ title: t, dealerIds: String(dealerA) }, '/protected/document/reserved');
    expect(titles(await on(as.dealerA, server.url))).toContain(t);
    const b = await on(as.dealerB, server.url);
    expect(b.status).toBe(200);
    expect(titles(b)).not.toContain(t);
    expect(JSON.stringify(b.body)).not.toContain('Riservato a Rossi');
  });

  it('a renamed dealer: the admin’s list names them anew (accounts are part of the answer)', async () => {
    const dealerA = await userId(server, 'rossi@demo.test');
    const t = title('Per il rinominato');
    await upload({ title: t, dealerIds: String(dealerA) }, '/protected/document/reserved');
    const dealersOf = async (base: string) => {
      const res = await on(as.admin, base);
      return res.body.data.find((d: { title: string }) => d.title === t)?.dealers.map((d: { displayName: string }) => d.displayName);
    };
    expect(await dealersOf(otherUrl)).toEqual(['Marco Rossi']);
    const put = (firstName: string) => as.admin.request('PUT', `/api/users/${dealerA}`, { bearer: as.admin.token, body: { firstName } });
    expect((await put('Marcone')).status).toBe(200);
    try {
      expect(await dealersOf(server.url)).toEqual(['Marcone Rossi']);
      await eventually(() => dealersOf(otherUrl), (names) => names?.[0] === 'Marcone Rossi');
    } finally {
      expect((await put('Marco')).status).toBe(200);
    }
  });

  it('a disabled dealer gets no kept answer: refused at once', async () => {
    const dealer = as.dealerB;
    expect((await on(dealer, otherUrl)).status).toBe(200);
    const id = await userId(server, 'bianchi@demo.test');
    const put = (status: string) => as.admin.request('PUT', `/api/users/${id}`, { bearer: as.admin.token, body: { status } });
    expect((await put('disabled')).status).toBe(200);
    try {
      expect((await on(dealer, server.url)).status).toBe(401);
      await eventually(() => on(dealer, otherUrl), (res) => res.status === 401);
    } finally {
      expect((await put('active')).status).toBe(200);
      as.dealerB = new Client(server.url);
      expect((await as.dealerB.login('bianchi@demo.test', 'demo-portal-2026')).status).toBe(200);
    }
  });

  it('a scheduled notice appears at its time and an expiring one goes, with no write', async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    const t = title('Avviso programmato');
    const res = await sendForm(as.admin, '/protected/notice/upload', { title: t, body: 'Testo.', pinned: 'false', publishAt: soon });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const notices = (base: string) => new Client(base).request('GET', '/protected/notices/list?page=1&perPage=10&sort=publishAt&order=DESC', { bearer: as.dealerA.token! });
    const unread = (base: string) => new Client(base).request('GET', '/protected/notices/unread-count', { bearer: as.dealerA.token! });
    const before = (await unread(otherUrl)).body.unread;
    expect(titles(await notices(otherUrl))).not.toContain(t);
    await new Promise((r) => setTimeout(r, 1700));
    expect(titles(await notices(otherUrl))).toContain(t);
    expect((await unread(otherUrl)).body.unread).toBe(before + 1);
    // Read on one instance, counted on the other.
    expect((await as.dealerA.post(`/protected/notice/${res.body.id}/read`)).status).toBe(204);
    await eventually(() => unread(otherUrl), (r) => r.body.unread === before);
    // Its announcement (every mail.pollMs, 5 s) is a write to the notices: made here, not during
    // a later test's counted asks.
    await jobsSettled();
  });

  it('with RESPONSE_CACHE_MB=0 nothing is kept: every answer is made anew', async () => {
    const plain = await buildApp({ ...server.config, responseCacheBytes: 0 }, { logger: false, onQuery: (sql) => counting && statements.push(sql) });
    try {
      await plain.listen({ host: '127.0.0.1', port: 0 });
      const base = `http://127.0.0.1:${(plain.server.address() as { port: number }).port}`;
      const first = await on(as.dealerA, base);
      statements = [];
      counting = true;
      const again = await on(as.dealerA, base);
      counting = false;
      expect(again.body).toEqual(first.body);
      expect(statements.some((s) => s.includes('from "documents"'))).toBe(true);
    } finally {
      await plain.close();
    }
  });
});

describe('kept search answers', () => {
  const letters = () => Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8);
  const find = (base: string, word: string) => new Client(base).request('GET', `/api/search?q=${word}`, { bearer: as.dealerA.token! });

  it('a search asked again is answered from memory, and a word read later from a file reaches it on both instances', async () => {
    const word = `zfile${letters()}`;
    await jobsSettled();
    expect((await find(otherUrl, word)).body).toEqual({ groups: [] });
    statements = [];
    counting = true;
    expect((await find(otherUrl, word)).body).toEqual({ groups: [] });
    counting = false;
    if (onPostgres) expect(statements).toEqual([]);
    else expect(statements).toEqual(['select "name", "version" from "data_versions"']);

    const textsVersion = async () =>
      Number((await server.app.db.selectFrom('dataVersions').select('version').where('name', '=', 'texts').executeTakeFirstOrThrow()).version);
    const before = await textsVersion();
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText(`Istruzioni ${word}`, { x: 50, y: 700, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
    const t = title('Manuale');
    const res = await sendForm(as.admin, '/protected/document/upload', { title: t, category: 'manual', language: 'it' }, { name: 'm.pdf', content: Buffer.from(await pdf.save()) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Both instances may read the text; the answers made before it was read must not be kept.
    await server.app.jobs.drain('documentText');
    await other.jobs.drain('documentText');
    // The text read is a change of its own (the search's answers are kept under it), not only the upload.
    expect(await textsVersion()).toBeGreaterThan(before);
    const hits = (r: { body: any }) => r.body.groups.flatMap((g: any) => g.hits.map((h: any) => h.title.text));
    expect(hits(await find(server.url, word))).toEqual([t]);
    await eventually(() => find(otherUrl, word), (r) => hits(r).includes(t));
  });
});
