import crypto from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../scripts/deploy/stack.mjs';
import { createPostgresDatabase } from '../api/harness';
import { startSmtp, type TestSmtp } from '../api/mail-helpers';
import { registration } from '../api/helpers';
import { Browser, LiveStream, agentFor, form, type Outcome } from './client';

/**
 * deploy/ as an operator runs it: nginx (Debian's package) with TLS and HTTP/2 in front of three
 * instances of the built server on one PostgreSQL, one Redis and one data directory, all started
 * here; every request goes through nginx over HTTPS, as a browser's would.
 */
const DATABASE = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
if (!DATABASE || !REDIS) throw new Error('The deployment test needs TEST_DATABASE_URL and TEST_REDIS_URL (bash .ci/run sets both)');

const PASSWORD = 'deploy-test-password-2026';
const ADMIN = 'admin@deploy.test';
const MAX_UPLOAD_MB = 2;
/** Registrations an hour per address: the shared counter the test runs into. */
const REGISTRATIONS_PER_HOUR = 60;
const DEALERS = 50;
const ADMINS = 5;

let stack: Stack;
let db: { url: string; drop(): Promise<void> };
let pool: pg.Pool;
let smtp: TestSmtp;
let dataDir: string;
let agent: ReturnType<typeof agentFor>;
let admin: Browser;
const dealerEmails: string[] = [];
let registrationsSent = 0;

const browser = () => new Browser(stack.url, agent);
const pdf = (text: string, size = 0) =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n% ${text}\n`), crypto.randomBytes(size), Buffer.from('\ntrailer <<>>\n%%EOF\n')]);
const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function register(email: string) {
  registrationsSent += 1;
  return browser().request('register', 'POST', '/api/auth/register', registration(email, PASSWORD));
}

async function until<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

beforeAll(async () => {
  db = await createPostgresDatabase();
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  smtp = await startSmtp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-deploy-data-'));
  stack = await startStack({
    instances: 3,
    databaseUrl: db.url,
    redisUrl: REDIS,
    dataDir,
    maxUploadMb: MAX_UPLOAD_MB,
    observe: true,
    env: {
      ADMIN_EMAIL: ADMIN,
      ADMIN_PASSWORD: PASSWORD,
      REGISTRATION: 'open',
      RATE_LIMIT_REGISTRATIONS_PER_HOUR: String(REGISTRATIONS_PER_HOUR),
      // 55 people sign in from one address (the test's): the per-address sign-in limit is for
      // attackers, and the shared counters are tested with the registrations' limit.
      RATE_LIMIT_SIGN_INS_PER_MINUTE: '10000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Portale <portale@deploy.test>',
    },
  });
  agent = agentFor(stack.ca, 128);
  admin = browser();
  await admin.signIn(ADMIN, PASSWORD);
  for (let i = 0; i < DEALERS + ADMINS - 1; i++) {
    const email = `dealer${i}@deploy.test`;
    const res = await register(email);
    if (res?.status !== 201) throw new Error(`registration ${i}: ${res?.status} ${JSON.stringify(res?.body)}`);
    dealerEmails.push(email);
  }
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  await agent?.close();
  await smtp?.close();
  await pool?.end();
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  // KEEP_STACK=1 keeps nginx's access log and each instance's log for a look after a failure.
  if (stack && !process.env.KEEP_STACK) fs.rmSync(stack.dir, { recursive: true, force: true });
  else if (stack) console.log(`stack kept in ${stack.dir}`);
});

describe('nginx in front of three instances', () => {
  it('answers over HTTPS and HTTP/2, sends HTTP to HTTPS, and serves the hashed assets cached and compressed', async () => {
    const page = await browser().get('page', '/dashboard');
    expect(page?.status).toBe(200);
    const html = page!.bytes.toString();
    expect(html).toContain('<div id="root">');
    expect(page!.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(page!.headers.get('cache-control')).toBe('no-cache');

    const h2 = http2.connect(stack.url, { ca: stack.ca });
    const status = await new Promise<number>((resolve, reject) => {
      const req = h2.request({ ':path': '/dashboard' });
      req.on('response', (headers) => resolve(Number(headers[':status'])));
      req.on('error', reject);
      req.resume();
      req.end();
    });
    h2.close();
    expect(status).toBe(200);

    const plain = await fetch(`${stack.httpUrl}/dashboard?x=1`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`${stack.url}/dashboard?x=1`);

    const script = /src="(\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await browser().get('asset', script!);
    expect(asset?.status).toBe(200);
    expect(asset!.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset!.headers.get('content-encoding')).toBe('br');
    // Served by nginx from the build, not asked of an instance.
    expect(asset!.headers.get('x-upstream-addr')).toBeNull();

    // The portal's own answers are compressed by the portal, once.
    const docs = await browser().get('openapi', '/api/docs/json');
    expect(docs?.status).toBe(200);
    expect(docs!.headers.get('x-upstream-addr')).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(['br', 'gzip']).toContain(docs!.headers.get('content-encoding'));
    expect(docs!.body.openapi).toMatch(/^3\./);

    // Metrics are read from each instance, never through the public address.
    expect((await browser().get('metrics', '/metrics'))?.status).toBe(404);
  });

  it('signs in, uploads a file and downloads it intact; a file over MAX_UPLOAD_MB gets the portal’s own message', async () => {
    const content = pdf('listino deploy', 1024 * 1024);
    const up = await admin.request('upload', 'POST', '/protected/document/upload', form(
      { title: 'Listino via nginx', description: 'Caricato attraverso il proxy', category: 'price_list', language: 'it' },
      { name: 'listino.pdf', content, type: 'application/pdf' },
    ));
    expect(up?.status).toBe(201);
    const dealer = browser();
    await dealer.signIn(dealerEmails[0], PASSWORD);
    const link = await dealer.request('link', 'POST', `/protected/document/${up!.body.id}/link`);
    expect(link?.status).toBe(200);
    const file = await dealer.request('download', 'GET', link!.body.url, undefined, { cookie: `token=${dealer.token}` });
    expect(file?.status).toBe(200);
    expect(sha256(file!.bytes)).toBe(sha256(content));
    expect(file!.headers.get('content-disposition')).toContain('listino.pdf');

    const tooBig = await admin.request('upload too big', 'POST', '/protected/document/upload', form(
      { title: 'Troppo grande', category: 'price_list', language: 'it' },
      { name: 'grande.pdf', content: pdf('grande', MAX_UPLOAD_MB * 1024 * 1024 + 200_000), type: 'application/pdf' },
    ));
    expect(tooBig?.status).toBe(413);
    expect(tooBig!.body.message).toMatch(/MB|large|grande/i);
  });

  it('delivers a live event published through another instance', async () => {
    const dealer = browser();
    await dealer.signIn(dealerEmails[1], PASSWORD);
    const stream = new LiveStream(dealer);
    stream.start();
    try {
      await until('the stream to be ready', () => stream.ready);
      const listening = stream.connections[0].upstream;
      expect(listening).toMatch(/^127\.0\.0\.1:\d+$/);
      let published: { id: number; upstream: string | null } | undefined;
      for (let i = 0; i < 6 && !published; i++) {
        const res = await admin.request('publish', 'POST', '/protected/notice/upload', form({ title: `Avviso ${i} da un'altra istanza`, body: 'Testo.', pinned: 'false' }));
        expect(res?.status).toBe(201);
        if (res!.headers.get('x-upstream-addr') !== listening) published = { id: res!.body.id, upstream: res!.headers.get('x-upstream-addr') };
      }
      expect(published, 'nginx sent every write to the listening instance').toBeTruthy();
      await until('the event', () => stream.events.some((e) => e.event === 'notice' && e.data.id === published!.id), 10_000);
    } finally {
      await stream.stop();
    }
  });

  it('rate limits through the counters every instance shares (Redis)', async () => {
    const served = new Set<string>();
    let refused: Awaited<ReturnType<Browser['request']>> = null;
    let accepted = registrationsSent;
    for (let i = 0; i < 20 && !refused; i++) {
      const res = await register(`late${i}@deploy.test`);
      if (res?.status === 429) refused = res;
      else {
        expect(res?.status).toBe(201);
        accepted += 1;
        served.add(res!.headers.get('x-upstream-addr')!);
      }
    }
    // Each instance alone saw about a third of them.
    expect(accepted).toBe(REGISTRATIONS_PER_HOUR);
    expect(served.size).toBe(3);
    expect(refused?.status).toBe(429);
    expect(refused!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused!.body.message).toBeTruthy();
  });
});

describe('a rolling restart under load', () => {
  it('restarts each instance in turn while 50 dealers browse and 5 admins write: no request fails, no write or event is lost, no mail is sent twice', async () => {
    // Three of the dealers are told of each notice by e-mail, the others not, so that the mail
    // queue works through the restart without a flood.
    const dealers: Browser[] = [];
    for (const [i, email] of dealerEmails.slice(0, DEALERS).entries()) {
      const b = browser();
      await b.signIn(email, PASSWORD);
      const res = await b.request('preference', 'PUT', '/auth/me', { noticeMail: i < 3 ? 'each' : 'none' });
      expect(res?.status).toBe(200);
      dealers.push(b);
    }
    const mailed = dealerEmails.slice(0, 3);
    const admins: Browser[] = [admin];
    for (const email of dealerEmails.slice(DEALERS, DEALERS + ADMINS - 1)) {
      const { rows } = await pool.query('select id from users where email = $1', [email]);
      const res = await admin.request('promote', 'PUT', `/api/users/${rows[0].id}`, { role: 'admin' });
      expect(res?.status).toBe(200);
      const b = browser();
      await b.signIn(email, PASSWORD);
      admins.push(b);
    }
    const streams = dealers.slice(0, 10).map((d) => new LiveStream(d));
    for (const s of streams) s.start();
    await until('every stream to be ready', () => streams.every((s) => s.ready));
    const startOutcomes = new Map([...dealers, ...admins].map((b) => [b, b.outcomes.length]));

    const { rows: docRows } = await pool.query('select id from documents order by id');
    const documentIds: number[] = docRows.map((r) => r.id);
    let running = true;
    const acked = { notices: [] as { id: number; title: string }[], documents: [] as { id: number; hash: string }[] };

    const browse = async (b: Browser, n: number) => {
      const pages = [
        '/auth/me',
        '/protected/notices/list/5',
        '/protected/notices/unread-count',
        '/protected/documents/list?page=1&perPage=5&sort=createdAt&order=DESC&include=reserved',
        '/protected/guarantees/list?page=1&perPage=5&sort=createdAt&order=DESC',
        '/protected/documents/list?page=1&perPage=25&sort=title&order=ASC&include=reserved',
        '/protected/notices/list?page=1&perPage=25&sort=publishAt&order=DESC',
        '/api/search?q=listino',
      ];
      for (let i = n; running; i++) {
        if (i % 10 === 9 && documentIds.length) {
          const id = documentIds[i % documentIds.length];
          const link = await b.request('link', 'POST', `/protected/document/${id}/link`);
          if (link?.status === 200) await b.request('download', 'GET', link.body.url, undefined, { cookie: `token=${b.token}` });
        } else {
          await b.get('browse', pages[i % pages.length]);
        }
        await sleep(20);
      }
    };
    const write = async (b: Browser, n: number) => {
      for (let i = 0; running; i++) {
        if (i % 2 === 0) {
          const title = `Avviso ${n}-${i} durante il riavvio`;
          const res = await b.request('publish', 'POST', '/protected/notice/upload', form({ title, body: `Testo di ${title}.`, pinned: 'false' }));
          if (res?.status === 201) acked.notices.push({ id: res.body.id, title });
        } else {
          const content = pdf(`documento ${n}-${i}`, 20_000);
          const res = await b.request('upload', 'POST', '/protected/document/upload', form(
            { title: `Documento ${n}-${i}`, category: 'manual', language: 'it' },
            { name: `doc-${n}-${i}.pdf`, content, type: 'application/pdf' },
          ));
          if (res?.status === 201) acked.documents.push({ id: res.body.id, hash: sha256(content) });
        }
        await sleep(400);
      }
    };
    const load = [...dealers.map(browse), ...admins.map(write)];

    await sleep(3_000);
    const stops: { instance: number; port: number; code: number | null; ms: number; at: number; upAgain: number }[] = [];
    for (const node of stack.instances) {
      const at = Date.now();
      const { code, ms } = await node.stop('SIGTERM');
      await node.start();
      stops.push({ instance: node.index + 1, port: node.port, code, ms, at, upAgain: Date.now() });
      // nginx skips an instance for fail_timeout (5 s) after it refused a connection.
      await sleep(6_000);
    }
    await sleep(3_000);
    running = false;
    await Promise.all(load);
    // Events published at the very end reach the streams within moments.
    await sleep(2_000);
    for (const s of streams) await s.stop();

    const outcomes: Outcome[] = [...dealers, ...admins].flatMap((b) => b.outcomes.slice(startOutcomes.get(b)));
    const failed = outcomes.filter((o) => o.status === 'network-error' || o.status >= 500);
    const byStatus: Record<string, number> = {};
    for (const o of outcomes) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
    const upstreams: Record<string, number> = {};
    for (const o of outcomes) if (o.upstream) upstreams[o.upstream] = (upstreams[o.upstream] ?? 0) + 1;
    const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(JSON.stringify({ requests: outcomes.length, byStatus, upstreams, failed: failed.slice(0, 20), slowest, stops, notices: acked.notices.length, documents: acked.documents.length }));

    expect(stops.every((s) => s.code === 0), JSON.stringify(stops)).toBe(true);
    // A failure says when it happened among the restarts, and what nginx logged of it.
    const when = (o: Outcome) => stops.map((s) => `instance ${s.instance} (:${s.port}) stopped at ${o.at - s.at} ms, up again at ${o.at - s.upAgain} ms`).join('; ');
    const nginxErrors = fs.readFileSync(path.join(stack.dir, 'nginx-error.log'), 'utf8').split('\n').filter((l) => /\[(error|crit|alert)\]/.test(l));
    expect(failed, failed.length ? `${failed.map((o) => `${o.what} ${o.status} ${o.upstream ?? ''}: ${when(o)}`).join('\n')}\nnginx:\n${nginxErrors.slice(-10).join('\n')}` : '').toEqual([]);
    // Nor did an instance close a connection under a request nginx had just written on it: a GET
    // nginx sends to another instance unseen, but a POST it never sends twice (a 502). Seen about
    // one run in two before answers begun before SIGTERM kept their connections open.
    expect(nginxErrors.filter((l) => /prematurely closed|reset by peer|broken pipe/i.test(l))).toEqual([]);
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 201)).toEqual([]);
    expect(acked.notices.length).toBeGreaterThan(10);
    expect(acked.documents.length).toBeGreaterThan(10);

    // Every acknowledged write is in the database, every file with its hash.
    const { rows: notices } = await pool.query('select id from notices where id = any($1)', [acked.notices.map((n) => n.id)]);
    expect(notices.length).toBe(acked.notices.length);
    const { rows: documents } = await pool.query('select id, file_key, file_hash from documents where id = any($1)', [acked.documents.map((d) => d.id)]);
    expect(documents.length).toBe(acked.documents.length);
    for (const d of acked.documents) {
      const row = documents.find((r) => r.id === d.id);
      expect(row.file_hash).toBe(d.hash);
      expect(sha256(fs.readFileSync(path.join(dataDir, 'files', row.file_key)))).toBe(d.hash);
    }

    // Every stream heard every notice once, in order, having resumed from its last id.
    const published = acked.notices.map((n) => n.id).sort((a, b) => a - b);
    for (const s of streams) {
      expect(new Set(s.ids).size, 'an event heard twice').toBe(s.ids.length);
      expect([...s.ids].sort((a, b) => a - b)).toEqual(s.ids);
      expect(s.events.filter((e) => e.event === 'reset')).toEqual([]);
      const heard = s.events.filter((e) => e.event === 'notice' && e.data.change === 'published').map((e) => e.data.id).sort((a: number, b: number) => a - b);
      expect(heard).toEqual(published);
      expect(s.connections.length, 'the stream was never moved to another instance').toBeGreaterThan(1);
    }

    // Every message was sent, once: none left claimed by an instance that stopped.
    await until('the mail queue to empty', async () => {
      const { rows } = await pool.query("select count(*)::int as n from mail_jobs where status in ('pending', 'sending')");
      return rows[0].n === 0;
    }, 120_000).catch(async (err) => {
      const { rows } = await pool.query('select status, count(*)::int as n, min(run_at) as run_at, min(locked_until) as locked, max(attempts) as attempts, max(last_error) as error from mail_jobs group by status');
      throw new Error(`${err.message}: ${JSON.stringify(rows)} at ${Date.now()}`);
    });
    const { rows: failedMail } = await pool.query("select count(*)::int as n from mail_jobs where status = 'failed'");
    expect(failedMail[0].n).toBe(0);
    for (const email of mailed) {
      const received = smtp.messages.filter((m) => [m.to].flat().some((a) => a?.value.some((v) => v.address === email)));
      for (const n of acked.notices) {
        const copies = received.filter((m) => m.subject?.includes(n.title)).length;
        expect(copies, `${email}: "${n.title}"`).toBe(1);
      }
    }
  });
});
