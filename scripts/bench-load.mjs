#!/usr/bin/env node
// A dealer network at work: 100 different signed-in dealers browse the portal at once for 60 s
// over the scale data (`npm run seed:scale`), each connection one dealer going through the home's
// requests and the lists (pages, filters, searches, sorts) as fast as the server answers. Reports
// errors, latency (p50/p99/max) and the server's memory over the run. Not a test: it prints
// figures, and exits 1 when a request failed or took 2 s or more.
//
//   npm run build && npm run bench:load [-- --data DIR] [--dealers 100] [--seconds 60]
//
// With DATABASE_URL the server runs on PostgreSQL. The rate limiter counts every request; its
// limit is raised because each connection here asks far faster than a person clicks.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { memory, scaleData, signIn, startBenchServer } from './benchServer.mjs';
import { LIST_REQUESTS } from './listRequests.mjs';

const { values: args } = parseArgs({
  options: {
    data: { type: 'string' },
    dealers: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '60' },
    server: { type: 'string' },
  },
});
const DEALERS = Number(args.dealers);
const SECONDS = Number(args.seconds);
const MAX_MS = 2000;

/** Active dealers of the scale data, read from its database. */
async function dealerEmails(dataDir, databaseUrl, count) {
  const query = `select email from users where role = 'dealer' and status = 'active' order by id limit ${count}`;
  if (databaseUrl) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(query);
    await client.end();
    return rows.map((r) => r.email);
  }
  const SQLite = (await import('better-sqlite3')).default;
  const db = new SQLite(path.join(dataDir, 'portal.sqlite'), { readonly: true });
  const rows = db.prepare(query).all();
  db.close();
  return rows.map((r) => r.email);
}

// What a dealer does: the home, then the lists, varied so that pages and searches differ.
const ROUTES = LIST_REQUESTS.filter(([, , who]) => who === 'dealer').map(([, p]) => p);
const VARIED = ['page=2&', 'page=7&', 'page=40&'].map((page) => ROUTES.filter((p) => p.includes('page=1&')).map((p) => p.replace('page=1&', page))).flat();
const SEARCHES = ['porta', 'scheda', 'zanzariera', 'alluminio'].map((w) => `/protected/documents/list?page=1&perPage=25&sort=createdAt&order=DESC&include=reserved&q=${w}`);
const PATHS = [...ROUTES, ...VARIED, ...SEARCHES];

const data = await scaleData(args.data);
const databaseUrl = data.env.DATABASE_URL ?? process.env.DATABASE_URL;
const portal = await startBenchServer(
  { ...data.env, RATE_LIMIT_PER_MINUTE: '100000000', RATE_LIMIT_SIGN_INS_PER_MINUTE: '100000' },
  null,
  data.dataDir,
  args.server,
);
try {
  const emails = await dealerEmails(data.dataDir, databaseUrl, DEALERS);
  if (emails.length < DEALERS) throw new Error(`the data has ${emails.length} active dealers, not ${DEALERS}: fill it with npm run seed:scale`);
  process.stdout.write(`Signing ${DEALERS} dealers in… `);
  const tokens = [];
  for (const email of emails) tokens.push(await signIn(portal.base, email));
  console.log('done');

  const samples = [];
  const sampler = setInterval(() => samples.push(memory(portal.pid).now), 1000);
  const memoryBefore = memory(portal.pid).now;
  let next = 0;
  const slowest = [];
  const failures = [];
  const result = await autocannon({
    url: portal.base,
    connections: DEALERS,
    duration: SECONDS,
    timeout: 10,
    // Each connection is one dealer, starting at a different point of the walk.
    setupClient: (client) => {
      const n = next++;
      const headers = { authorization: `Bearer ${tokens[n % tokens.length]}` };
      client.setRequests(PATHS.map((_, i) => ({ method: 'GET', path: PATHS[(i + n) % PATHS.length], headers })));
      client.on('response', (status, _bytes, ms) => {
        const { path } = client.requestIterator.currentRequest;
        if (status !== 200) failures.push(`${status} ${path}`);
        slowest.push([ms, path]);
        if (slowest.length > 50) slowest.sort((a, b) => b[0] - a[0]).splice(10);
      });
    },
  });
  clearInterval(sampler);
  const memoryAfter = memory(portal.pid);
  const errors = result.errors + result.timeouts + result.non2xx;
  const third = Math.max(1, Math.floor(samples.length / 3));
  const avg = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(`${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${DEALERS} dealers, ${SECONDS} s, ${PATHS.length} different requests`);
  console.log('| requests | req/s | p50 / p99 ms | max ms | errors | memory MiB: start / first third / last third / peak |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| ${result.requests.total} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} / ${result.latency.p99} | ${result.latency.max} | ${errors} | ` +
      `${memoryBefore.toFixed(0)} / ${avg(samples.slice(0, third)).toFixed(0)} / ${avg(samples.slice(-third)).toFixed(0)} / ${memoryAfter.peak.toFixed(0)} |`,
  );
  console.log('Slowest:', slowest.sort((a, b) => b[0] - a[0]).slice(0, 5).map(([ms, p]) => `${Math.round(ms)} ms ${p}`).join('\n         '));
  if (failures.length) console.log('Failed:', [...new Set(failures)].slice(0, 10).join('\n        '));
  const ok = errors === 0 && result.latency.max < MAX_MS;
  console.log(ok ? `Budget held: no error, no request over ${MAX_MS} ms.` : `Over budget: ${errors} errors, max ${result.latency.max} ms (budget: 0 and < ${MAX_MS} ms).`);
  process.exitCode = ok ? 0 : 1;
} finally {
  portal.stop();
  if (!args.data) await data.drop();
}
