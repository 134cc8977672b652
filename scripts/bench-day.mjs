#!/usr/bin/env node
// A realistic day: signed-in users whose browsers each keep up to 5 requests in flight (as a
// browser does over HTTP/1.1), walking a randomised session — the home's requests, lists with
// random pages, filters, sorts and searches, a document, its download link and the download, a
// warranty registration now and then — while admins publish notices and upload documents, so
// kept answers are invalidated as in real use. Prints req/s, p50/p99/max per kind of request,
// errors, and a bare Fastify "hello" driven the same way in the same run (the control: the
// figures as a ratio to this machine's ceiling). Not a test: it prints figures, and exits 1 on an
// error or a request of 2 s or more.
//
//   npm run build && npm run bench:day -- --single [--database sqlite|postgres]   # the issue's realistic day
//   npm run bench:day -- --url https://host [--users 1000] [--admins 10] [--minutes 10]
//   DATABASE_URL=… npm run bench:day -- --stack 3 --data DIR                        # nginx + 3 instances + Redis
//
// --single: one instance started here on a new demo data directory (as `npm start` makes it; with
// --database postgres or DATABASE_URL, a new PostgreSQL database beside DATABASE_URL's), 100
// users registered through the API, no think time, 30 s: the measurement of issue 23.
// --url: a portal already running (one instance, or the proxy in front of several); its accounts
// are read from --data DIR / DATABASE_URL (the scale data's active dealers and admins). With
// METRICS_TOKEN, the response-cache hit ratio is read from its /metrics before and after.
//
// Latency is measured per request from the moment it is handed to the connection pool to the
// last byte of its answer. The load is closed: each lane of a browser sends its next request when
// its previous one is answered (after `--think` ms when given), as a browser waits for its answers;
// a slow server therefore gets fewer requests, and the report says how many were sent.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { Agent, Pool, fetch as undiciFetch } from 'undici';
import { execFileSync } from 'node:child_process';
import { DEMO_PASSWORD, activeAccounts, cpuSeconds, freePort, memory, pidsOf, signIn, startBenchServer, startControl } from './benchServer.mjs';

const { values: args } = parseArgs({
  options: {
    single: { type: 'boolean', default: false },
    // nginx with a self-signed certificate in front of this many instances on DATABASE_URL and
    // REDIS_URL, over --data DIR (scripts/deploy/stack.mjs, the deployment of deploy/).
    stack: { type: 'string' },
    url: { type: 'string' },
    data: { type: 'string' },
    database: { type: 'string' },
    users: { type: 'string' },
    admins: { type: 'string' },
    'per-browser': { type: 'string', default: '5' },
    seconds: { type: 'string' },
    minutes: { type: 'string' },
    think: { type: 'string' },
    control: { type: 'string', default: '5' },
    server: { type: 'string' },
    env: { type: 'string', multiple: true, default: [] },
    'cpu-prof': { type: 'string' },
    // Extra node options of the server (--import a monitor, say), space-separated.
    'node-args': { type: 'string' },
    // The first seconds (every browser connecting at once, nothing kept yet) are also reported apart.
    warmup: { type: 'string', default: '5' },
    // Browsers arrive over this many seconds rather than all in the same millisecond (with
    // --url/--stack, 60: a thousand dealers do not open the portal in the same second, and 5,000
    // TLS handshakes at once on this machine outlasted nginx's 60 s for them).
    ramp: { type: 'string' },
    seed: { type: 'string', default: '1' },
  },
});
const SINGLE = args.single || (!args.url && !args.stack);
const USERS = Number(args.users ?? (SINGLE ? 100 : 1000));
const ADMINS = Number(args.admins ?? (SINGLE ? 0 : 10));
const PER_BROWSER = Number(args['per-browser']);
const SECONDS = args.seconds ? Number(args.seconds) : args.minutes ? Number(args.minutes) * 60 : SINGLE ? 30 : 600;
// A person reads between clicks; the realistic day of issue 23 measured browsers that never wait.
// A person reads a page before opening the next; issue 23's measurement (--single) drove browsers
// that never wait. 5 s is a busy person (a web page is read for 30 s or more on average): 1,000
// dealers at that pace are the peak of a manufacturer's day, not its average.
const THINK_MS = Number(args.think ?? (SINGLE ? 0 : 5000));
const MAX_MS = 2000;

/** A small deterministic generator: the same --seed walks the same sessions. */
function random(seed) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n), pick: (xs) => xs[Math.floor(next() * xs.length)], chance: (p) => next() < p };
}

// ---------------------------------------------------------------------------------------------
// Recording

const kinds = new Map();
/** Latencies of the requests sent after the warm-up. */
const steady = [];
/** Requests handed to a pool and not yet answered. */
let inFlight = 0;
const slowest = [];
let errorsSeen = [];
let recording = false;
let startedAt = 0;
const record = (kind, ms, ok, detail) => {
  if (!recording) return;
  if (performance.now() - ms - startedAt >= Number(args.warmup) * 1000) steady.push(ms);
  let k = kinds.get(kind);
  if (!k) kinds.set(kind, (k = { latencies: [], errors: 0 }));
  k.latencies.push(ms);
  if (!ok) {
    k.errors++;
    if (errorsSeen.length < 20) errorsSeen.push(`${kind}: ${detail}`);
  }
  if (ms > 200) {
    slowest.push([ms, `${kind} ${detail ?? ''} (sent at ${((performance.now() - ms - startedAt) / 1000).toFixed(1)} s)`]);
    if (slowest.length > 200) slowest.sort((a, b) => b[0] - a[0]).splice(10);
  }
};
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const summary = (latencies, seconds) => {
  const sorted = Float64Array.from(latencies).sort();
  return { n: sorted.length, rps: sorted.length / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
};

// ---------------------------------------------------------------------------------------------
// One browser: a pool of PER_BROWSER connections, its lanes taking the next request of its session.

class Browser {
  constructor(origin, who, token, rng, tls) {
    this.who = who;
    this.token = token;
    this.rng = rng;
    this.pool = new Pool(origin, { connections: PER_BROWSER, pipelining: 1, headersTimeout: 120_000, bodyTimeout: 120_000, connect: tls ? { rejectUnauthorized: false } : undefined });
    this.queue = [];
    this.documents = [];
    this.totals = {};
  }

  /** One request, timed from hand-over to the last byte; answers { status, body } or null. */
  async send(kind, method, path, { body, headers = {}, json = false, cookie = false } = {}) {
    // As a browser asks (over HTTPS, which the proxy ends): compressed answers are part of the cost.
    const h = { 'accept-encoding': 'gzip, deflate, br, zstd', ...headers };
    if (cookie) h.cookie = `token=${this.token}`;
    else h.authorization = `Bearer ${this.token}`;
    if (body !== undefined && !(body instanceof FormData) && typeof body !== 'string') {
      body = JSON.stringify(body);
      h['content-type'] = 'application/json';
    }
    let formBody = body;
    if (body instanceof FormData) {
      const r = new Response(body);
      h['content-type'] = r.headers.get('content-type');
      formBody = Buffer.from(await r.arrayBuffer());
    }
    const t0 = performance.now();
    inFlight++;
    try {
      const res = await this.pool.request({ method, path, headers: h, body: formBody });
      const bytes = Buffer.from(await res.body.arrayBuffer());
      const ms = performance.now() - t0;
      const ok = res.statusCode < 400;
      // Read (and decompressed, as a browser does) only when the session needs what it says.
      const raw = json || !ok ? decode(bytes, res.headers['content-encoding']) : '';
      record(kind, ms, ok, ok ? `${method} ${path.slice(0, 100)}` : `${res.statusCode} ${method} ${path} ${raw.slice(0, 120)}`);
      return { status: res.statusCode, body: ok && json && raw ? JSON.parse(raw) : null };
    } catch (err) {
      record(kind, performance.now() - t0, false, `${method} ${path}: ${err.code ?? err.message}`);
      return null;
    } finally {
      inFlight--;
    }
  }

  /** The next step of this browser's session, as one or more requests one after another. */
  next() {
    if (!this.queue.length) this.plan();
    return this.queue.shift();
  }

  page(list, total) {
    const pages = Math.max(1, Math.ceil((this.totals[list] ?? total ?? 25) / 25));
    // Most people stay on the first pages; some go far.
    return this.rng.chance(0.7) ? 1 + this.rng.int(Math.min(3, pages)) : 1 + this.rng.int(pages);
  }

  /** Fills the queue with the requests of the next page the person opens. */
  plan() {
    const r = this.rng;
    const q = this.queue;
    const roll = r.next();
    if (!this.visited || roll < 0.12) {
      // The home: one request per card, sent together.
      this.visited = true;
      q.push(
        () => this.send('home', 'GET', '/auth/me'),
        () => this.send('home', 'GET', '/protected/notices/list/5'),
        () => this.send('home', 'GET', '/protected/notices/unread-count'),
        () => this.list('home', 'documents', '/protected/documents/list?page=1&perPage=5&sort=createdAt&order=DESC&include=reserved'),
        () => this.send('home', 'GET', '/protected/guarantees/list?page=1&perPage=5&sort=createdAt&order=DESC'),
      );
      if (this.who === 'admin') q.push(() => this.send('home', 'GET', `/api/users?filter=${encodeURIComponent('{"status":"pending"}')}&range=${encodeURIComponent('[0,4]')}`));
    } else if (roll < 0.45) {
      const sort = r.pick(['createdAt', 'createdAt', 'title']);
      const filter = r.chance(0.3) ? `&category=${r.pick(['price_list', 'manual', 'certification', 'technical_sheet', 'brochure'])}` : '';
      const search = r.chance(0.15) ? `&q=${r.pick(['listino', 'finestre', 'porta', 'scheda', 'alluminio', 'manuale'])}` : '';
      const key = `documents${filter}${search}`;
      q.push(() => this.list('list', key, `/protected/documents/list?page=${this.page(key)}&perPage=25&sort=${sort}&order=${sort === 'title' ? 'ASC' : 'DESC'}&include=reserved${filter}${search}`));
    } else if (roll < 0.6) {
      const unread = r.chance(0.2) ? '&unread=true' : '';
      q.push(() => this.list('list', `notices${unread}`, `/protected/notices/list?page=${this.page(`notices${unread}`)}&perPage=25&sort=publishAt&order=DESC${unread}`));
    } else if (roll < 0.72) {
      const filter = r.chance(0.3) ? `&status=${r.pick(['active', 'expiring', 'expired'])}` : '';
      const sort = r.pick(['createdAt', 'createdAt', 'customerName']);
      q.push(() => this.list('list', `warranties${filter}`, `/protected/guarantees/list?page=${this.page(`warranties${filter}`)}&perPage=25&sort=${sort}&order=${sort === 'createdAt' ? 'DESC' : 'ASC'}${filter}`));
    } else if (roll < 0.92) {
      // A document: its page, then its download (a link, then the browser follows it).
      q.push(async () => {
        const id = this.documents.length ? r.pick(this.documents) : null;
        if (!id) return this.list('list', 'documents', '/protected/documents/list?page=1&perPage=25&sort=createdAt&order=DESC&include=reserved');
        await this.send('document', 'GET', `/protected/document/${id}`);
        const link = await this.send('link', 'POST', `/protected/document/${id}/link`, { json: true });
        if (link?.body?.url) await this.send('download', 'GET', link.body.url, { cookie: true });
      });
    } else if (roll < 0.97) {
      q.push(() => this.send('search', 'GET', `/api/search?q=${encodeURIComponent(r.pick(['finestre', 'porta blindata', 'listino', 'scheda tecnica', 'zanzariera', 'garanzia']))}`));
    } else if (this.who === 'dealer' && !SINGLE) {
      q.push(() => this.send('write', 'POST', '/protected/guarantee/create', { body: warrantyBody(r) }));
    } else {
      q.push(() => this.send('home', 'GET', '/protected/notices/unread-count'));
    }
  }

  /** A list request whose answer feeds the session: its total (for random pages) and ids. */
  async list(kind, key, path) {
    const res = await this.send(kind, 'GET', path, { json: true });
    if (res?.body?.data) {
      this.totals[key] = res.body.total;
      if (key === 'documents') for (const d of res.body.data) if (this.documents.length < 200) this.documents.push(d.id);
    }
    return res;
  }

  /**
   * A person with think time: opens a page (its requests sent together, at most PER_BROWSER at
   * once, as a browser does), reads it for a while, opens the next.
   */
  async session(until, delay) {
    if (delay) await new Promise((r) => setTimeout(r, delay));
    while (performance.now() < until) {
      this.plan();
      const steps = this.queue.splice(0);
      await Promise.all(Array.from({ length: Math.min(PER_BROWSER, steps.length) }, async () => {
        while (steps.length) await steps.shift()();
      }));
      await new Promise((r) => setTimeout(r, Math.min(-Math.log(1 - this.rng.next()) * THINK_MS, until - performance.now())));
    }
  }

  /** A browser that never waits: each of its connections asks again as soon as it is answered. */
  async lane(until, delay) {
    if (delay) await new Promise((r) => setTimeout(r, delay));
    while (performance.now() < until) {
      await this.next()();
    }
  }
}

const DECODERS = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, deflate: zlib.inflateSync };
const decode = (bytes, encoding) => (DECODERS[encoding] ? DECODERS[encoding](bytes) : bytes).toString();

const today = () => new Date().toISOString().slice(0, 10);
function warrantyBody(r) {
  return {
    customerName: `Cliente ${r.int(1e9)}`,
    customerEmail: 'cliente@example.it',
    customerPhone: '+39 049 123 4567',
    street: 'Via Roma 1',
    zipCode: '35100',
    city: 'Padova',
    province: 'PD',
    country: 'IT',
    material: 'pvc',
    productCategory: 'finestre',
    product: 'icon',
    quantity: 1 + r.int(5),
    orderReference: `ORD-${r.int(1e6)}`,
    installationDate: today(),
  };
}

const PDF = (text) => Buffer.from(`%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\n${text}\ntrailer <<>>\n%%EOF\n`, 'latin1');

/** An admin at work: a notice or a document every so often, and the admin's own lists between. */
async function adminAtWork(browser, until, everyMs) {
  const r = browser.rng;
  while (performance.now() < until) {
    // Never past the end: a long draw of the exponential kept the run waiting minutes after it.
    await new Promise((res) => setTimeout(res, Math.min(-Math.log(1 - r.next()) * everyMs, until - performance.now())));
    if (performance.now() >= until) return;
    const form = new FormData();
    const title = `Bench ${Date.now().toString(36)} ${r.int(1e6)}`;
    if (r.chance(0.5)) {
      form.append('title', title);
      form.append('body', `Comunicazione **${title}**.`);
      form.append('pinned', 'false');
      await browser.send('write', 'POST', '/protected/notice/upload', { body: form });
    } else {
      for (const [k, v] of Object.entries({ title, description: `Documento ${title}`, category: r.pick(['price_list', 'manual', 'brochure']), language: 'it' })) form.append(k, v);
      form.append('file', new Blob([PDF(title)], { type: 'application/pdf' }), `${title}.pdf`);
      await browser.send('write', 'POST', '/protected/document/upload', { body: form });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Accounts

/** Registers `count` dealers through the API (REGISTRATION=open makes them active at once). */
async function registerDealers(base, count, tag) {
  const emails = [];
  for (let i = 0; i < count; i++) {
    const email = `bench${i}.${tag}@day.test`;
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, firstName: 'Bench', lastName: `Dealer${i}`, company: `Serramenti Bench ${i}`, vatNumber: 'DE123456789', phoneNumber: '+49 89 1234567', city: 'München', state: 'Bayern' }),
    });
    if (res.status !== 201) throw new Error(`registration ${email}: ${res.status} ${await res.text()}`);
    emails.push(email);
  }
  return emails;
}

/** The response cache's hits and misses, summed over every instance's /metrics. */
async function cacheCountersOf(bases, tls) {
  const all = await Promise.all(bases.map((b) => cacheCounters(b, tls)));
  return all.every(Boolean) ? { hits: all.reduce((n, c) => n + c.hits, 0), misses: all.reduce((n, c) => n + c.misses, 0) } : null;
}

/** The response cache's hits and misses from one instance's /metrics (prom-client), when it answers. */
async function cacheCounters(base, tls) {
  const token = process.env.METRICS_TOKEN;
  if (!token) return null;
  try {
    const res = await undiciFetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` }, dispatcher: insecure });
    if (res.status !== 200) return null;
    const text = await res.text();
    const sum = (re) => text.split('\n').filter((l) => re.test(l) && !l.startsWith('#')).reduce((n, l) => n + Number(l.split(' ').at(-1)), 0);
    return { hits: sum(/^portal_response_cache_requests_total\{[^}]*result="hit"/), misses: sum(/^portal_response_cache_requests_total\{[^}]*result="miss"/) };
  } catch {
    return null;
  }
}
let insecure;

// ---------------------------------------------------------------------------------------------
// Driving

async function drive(origin, browsers, admins, seconds, tls) {
  const until = performance.now() + seconds * 1000;
  const ramp = Number(args.ramp ?? (SINGLE ? 0 : 60)) * 1000;
  const lanes = THINK_MS
    ? browsers.map((b, i) => b.session(until, (ramp * i) / browsers.length))
    : browsers.flatMap((b, i) => Array.from({ length: PER_BROWSER }, () => b.lane(until, (ramp * i) / browsers.length)));
  // Admins' writes: about one a minute each, so kept answers are dropped as a working day drops them.
  const writers = admins.map((a) => adminAtWork(a, until, SINGLE ? 10_000 : 60_000));
  await Promise.all([...lanes, ...writers]);
}

/** The control: the same lanes against a bare Fastify hello, for `seconds`. */
async function control(seconds) {
  const c = await startControl();
  const url = new URL(c.url);
  const pools = Array.from({ length: USERS }, () => new Pool(url.origin, { connections: PER_BROWSER }));
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    pools.flatMap((p) =>
      Array.from({ length: PER_BROWSER }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          const res = await p.request({ method: 'GET', path: '/', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
          await res.body.text();
          latencies.push(performance.now() - t0);
        }
      }),
    ),
  );
  await Promise.all(pools.map((p) => p.close()));
  c.stop();
  return summary(latencies, seconds);
}

const fmt = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
function report(label, seconds, mem, ctl, cache) {
  const all = [...kinds.values()].flatMap((k) => k.latencies);
  const total = summary(all, seconds);
  const errors = [...kinds.values()].reduce((n, k) => n + k.errors, 0);
  console.log(`\n${label}`);
  console.log('| requests | count | req/s | p50 / p99 ms | max ms | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [i, c] of (ctl ?? []).entries()) console.log(`| bare Fastify hello (control, same lanes, ${args.control} s ${i ? 'after' : 'before'}) | ${c.n} | ${c.rps.toFixed(0)} | ${fmt(c.p50)} / ${fmt(c.p99)} | ${fmt(c.max)} | 0 |`);
  console.log(`| **all** | ${total.n} | ${total.rps.toFixed(0)} | ${fmt(total.p50)} / ${fmt(total.p99)} | ${fmt(total.max)} | ${errors} |`);
  const after = summary(steady, seconds - Number(args.warmup));
  console.log(`| all sent after the first ${args.warmup} s | ${after.n} | ${after.rps.toFixed(0)} | ${fmt(after.p50)} / ${fmt(after.p99)} | ${fmt(after.max)} | |`);
  for (const [kind, k] of [...kinds].sort()) {
    const s = summary(k.latencies, seconds);
    console.log(`| ${kind} | ${s.n} | ${s.rps.toFixed(0)} | ${fmt(s.p50)} / ${fmt(s.p99)} | ${fmt(s.max)} | ${k.errors} |`);
  }
  if (ctl) console.log(`req/s as a ratio to the control (mean of before and after): ${(total.rps / ((ctl[0].rps + ctl[1].rps) / 2)).toFixed(3)}`);
  if (cache) console.log(`response cache: ${cache.hits} hits, ${cache.misses} misses, hit ratio ${(cache.hits / Math.max(1, cache.hits + cache.misses)).toFixed(3)}`);
  for (const [name, m] of Object.entries(mem)) console.log(`memory of ${name}: ${m.map((x) => x.toFixed(0)).join(' / ')} MiB (start / end / peak)`);
  console.log('Slowest:', slowest.sort((a, b) => b[0] - a[0]).slice(0, 5).map(([ms, p]) => `${Math.round(ms)} ms ${p}`).join('\n         ') || '-');
  if (errorsSeen.length) console.log('Errors:', errorsSeen.slice(0, 10).join('\n        '));
  const ok = errors === 0 && total.max < MAX_MS;
  console.log(ok ? `Budget held: no error, no request of ${MAX_MS} ms or more.` : `Over budget: ${errors} errors, max ${total.max.toFixed(0)} ms (budget: 0 and < ${MAX_MS} ms).`);
  return ok;
}

/** Where the machine's CPU went during the run, by process group (read from /proc). */
const cpuGroups = {};
const processesOf = (name) => {
  try {
    return execFileSync('pgrep', ['-x', name], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return [];
  }
};
const userId = (name) => {
  try {
    return execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
};
function cpuNow() {
  const out = { client: process.cpuUsage() };
  out.client = (out.client.user + out.client.system) / 1e6;
  for (const [name, pids] of Object.entries(cpuGroups)) out[name] = cpuSeconds(pids());
  return out;
}

async function main() {
  // A self-signed certificate (the stack's, a test deployment's) is accepted.
  insecure = new Agent({ connect: { rejectUnauthorized: false } });
  let tls = args.url?.startsWith('https:');
  let base = args.url?.replace(/\/$/, '');
  let stop = async () => {};
  let pids = {};
  // Where /metrics is read: each instance itself (the proxy need not pass it).
  let metricsBases;
  let emails;
  let adminEmails = [];
  const rng = random(Number(args.seed));

  if (SINGLE && !args.url) {
    // A new demo data directory, started as `npm start` starts it, on the chosen database.
    const env = Object.fromEntries(args.env.map((kv) => kv.split(/=(.*)/s).slice(0, 2)));
    let dropDb = async () => {};
    const wantPg = args.database ? args.database === 'postgres' : !!process.env.DATABASE_URL;
    if (wantPg) {
      const pg = (await import('pg')).default;
      const root = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
      const name = `portal_day_${process.pid}`;
      const admin = new pg.Client({ connectionString: root });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(root);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      dropDb = async () => {
        const c = new pg.Client({ connectionString: root });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      };
    } else env.DATABASE_URL = undefined;
    const serverArgs = [...(args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'])}`] : []), ...(args['node-args']?.split(' ') ?? [])];
    const portal = await startBenchServer(
      {
        REGISTRATION: 'open',
        // Each lane asks far faster than a person clicks: the counting is measured, never a refusal.
        RATE_LIMIT_PER_MINUTE: '100000000',
        RATE_LIMIT_SIGN_INS_PER_MINUTE: '100000',
        RATE_LIMIT_REGISTRATIONS_PER_HOUR: '100000',
        ...env,
      },
      null,
      args.data,
      args.server,
      serverArgs,
    );
    base = portal.base;
    pids = { instance: portal.pid };
    stop = async () => {
      await portal.stop();
      await dropDb();
    };
    console.log(`${wantPg ? 'PostgreSQL' : 'SQLite'}, demo data, one instance; registering ${USERS} dealers…`);
    emails = await registerDealers(base, USERS, process.pid.toString(36));
    adminEmails = ADMINS ? ['admin@demo.test'] : [];
  } else if (args.stack) {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl || !args.data) throw new Error('--stack needs DATABASE_URL and --data DIR (the scale data: npm run seed:scale)');
    const { startStack } = await import('./deploy/stack.mjs');
    process.env.METRICS_TOKEN ??= (await import("node:crypto")).randomBytes(24).toString("hex");
    const stack = await startStack({
      instances: Number(args.stack) || 3,
      databaseUrl,
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      redisPrefix: `bench-day-${process.pid}:`,
      dataDir: path.resolve(args.data),
      // A thousand sign-ins come from this one address; everything else keeps its limits.
      env: { METRICS_TOKEN: process.env.METRICS_TOKEN, RATE_LIMIT_SIGN_INS_PER_MINUTE: '100000' },
    });
    base = stack.url;
    metricsBases = stack.instances.map((i) => `http://127.0.0.1:${i.port}`);
    pids = Object.fromEntries(stack.instances.map((i) => [`instance ${i.index + 1}`, i.process.pid]));
    cpuGroups.nginx = () => [stack.nginxPid];
    stop = () => stack.stop();
    tls = true;
    console.log(`nginx + ${stack.instances.length} instances on PostgreSQL and Redis at ${base}`);
    emails = await activeAccounts('dealer', USERS, args.data, databaseUrl);
    adminEmails = await activeAccounts('admin', ADMINS, args.data, databaseUrl);
    if (emails.length < USERS) throw new Error(`the data has ${emails.length} active dealers, not ${USERS}`);
  } else {
    const databaseUrl = process.env.DATABASE_URL;
    if (!args.data && !databaseUrl) throw new Error('--url needs the accounts: --data DIR (SQLite) or DATABASE_URL');
    emails = await activeAccounts('dealer', USERS, args.data, databaseUrl);
    adminEmails = await activeAccounts('admin', ADMINS, args.data, databaseUrl);
    if (emails.length < USERS) throw new Error(`the data has ${emails.length} active dealers, not ${USERS}`);
    if (process.env.BENCH_PIDS) pids = Object.fromEntries(process.env.BENCH_PIDS.split(',').map((p, i) => [`instance ${i + 1}`, Number(p)]));
  }

  try {
    const ctl = SINGLE ? await control(Number(args.control)) : null;
    const origin = new URL(base).origin;
    process.stdout.write(`Signing ${emails.length} dealers and ${adminEmails.length} admins in… `);
    const once = tls ? (email) => signInTls(base, email) : (email) => signIn(base, email);
    // A deployment counts sign-ins per address (RATE_LIMIT_SIGN_INS_PER_MINUTE, 60 by default):
    // refused ones wait as they are told, so a thousand dealers sign in within minutes, or at once
    // where the limit is raised for the run.
    const signInOf = async (email) => {
      for (;;) {
        try {
          return await once(email);
        } catch (err) {
          const wait = /"retryAfter":(\d+)/.exec(String(err.message))?.[1];
          if (!wait) throw err;
          process.stdout.write(`(sign-ins limited: waiting ${wait} s) `);
          await new Promise((r) => setTimeout(r, Number(wait) * 1000));
        }
      }
    };
    const browsers = [];
    for (const email of emails) browsers.push(new Browser(origin, 'dealer', await signInOf(email), random(rng.int(2 ** 31)), tls));
    const admins = [];
    for (const email of adminEmails) admins.push(new Browser(origin, 'admin', await signInOf(email), random(rng.int(2 ** 31)), tls));
    console.log('done');
    metricsBases ??= [base];
    const before = await cacheCountersOf(metricsBases, tls);
    const mem = Object.fromEntries(Object.entries(pids).map(([n, pid]) => [n, [memory(pid).now]]));
    cpuGroups.instances = () => Object.values(pids);
    const pg = userId('postgres');
    if (pg && (!SINGLE || process.env.DATABASE_URL || args.database === 'postgres')) cpuGroups.PostgreSQL = () => pidsOf(pg);
    if (!SINGLE) cpuGroups.Redis = () => processesOf('redis-server');
    const cpuBefore = cpuNow();
    recording = true;
    startedAt = performance.now();
    // Answers so far / requests waiting for theirs, every 5 s: a run that stalls shows where.
    const progress = setInterval(() => process.stderr.write(`${[...kinds.values()].reduce((n, k) => n + k.latencies.length, 0)}/${inFlight} `), 5000);
    await drive(origin, browsers, admins, SECONDS, tls);
    recording = false;
    clearInterval(progress);
    process.stderr.write('\n');
    for (const [n, pid] of Object.entries(pids)) mem[n].push(memory(pid).now, memory(pid).peak);
    const cpuAfter = cpuNow();
    const cpu = Object.fromEntries(Object.keys(cpuAfter).map((k) => [k, cpuAfter[k] - cpuBefore[k]]));
    const after = await cacheCountersOf(metricsBases, tls);
    // The control again after the run: the machine's noise changes over half a minute.
    const ctlAfter = SINGLE ? await control(Number(args.control)) : null;
    const cache = before && after ? { hits: after.hits - before.hits, misses: after.misses - before.misses } : null;
    await Promise.all([...browsers, ...admins].map((b) => b.pool.close()));
    const answered = [...kinds.values()].reduce((n, k) => n + k.latencies.length, 0);
    console.log(`CPU seconds used during the ${SECONDS} s (the machine has ${os.cpus().length} cores: ${os.cpus().length * SECONDS} s): ${Object.entries(cpu).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}; per answered request: ${Object.entries(cpu).map(([k, v]) => `${k} ${((v * 1000) / Math.max(1, answered)).toFixed(2)} ms`).join(', ')}`);
    const ok = report(`${USERS} users × ${PER_BROWSER} requests in flight${THINK_MS ? `, ${THINK_MS} ms mean think time` : ''}, ${ADMINS} admins writing, ${SECONDS} s against ${base}`, SECONDS, mem, ctl && [ctl, ctlAfter], cache);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await stop();
  }
}

/** Signs in over HTTPS with a self-signed certificate. */
async function signInTls(base, email) {
  const res = await undiciFetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    dispatcher: insecure,
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return /token=([^;]+)/.exec(res.headers.getSetCookie().find((c) => c.startsWith('token=')))[1];
}

void freePort;
void fs;
await main();
