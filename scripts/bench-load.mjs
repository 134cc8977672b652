#!/usr/bin/env node
// A dealer network at work: 100 different signed-in dealers browse the portal at once for 60 s
// over the scale data (`npm run seed:scale`), each connection one dealer going through the home's
// requests and the lists (pages, filters, searches, sorts) as fast as the server answers. Reports
// errors, latency (p50/p99/max) and the server's memory over the run. The first seconds (a server
// just started: code not yet optimised, no dealer's totals counted, 100 connections opened at once)
// are reported apart. Not a test: it prints figures, and exits 1 when a request failed or, after
// the warm-up, took 2 s or more.
//
//   npm run build && npm run bench:load [-- --data DIR] [--dealers 100] [--seconds 60] [--warmup 15]
//
// With DATABASE_URL the server runs on PostgreSQL. The rate limiter counts every request; its
// limit is raised because each connection here asks far faster than a person clicks.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { activeAccounts, memory, scaleData, signIn, startBenchServer } from './benchServer.mjs';
import { LIST_REQUESTS } from './listRequests.mjs';

const { values: args } = parseArgs({
  options: {
    data: { type: 'string' },
    dealers: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '15' },
    server: { type: 'string' },
  },
});
const DEALERS = Number(args.dealers);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const MAX_MS = 2000;


// What a dealer does: the home, then the lists, varied so that pages and searches differ.
const ROUTES = LIST_REQUESTS.filter(([, , who]) => who === 'dealer').map(([, p]) => p);
const VARIED = ['page=2&', 'page=7&', 'page=40&'].map((page) => ROUTES.filter((p) => p.includes('page=1&')).map((p) => p.replace('page=1&', page))).flat();
const SEARCHES = ['porta', 'scheda', 'zanzariera', 'alluminio'].map((w) => `/protected/documents/list?page=1&perPage=25&sort=createdAt&order=DESC&include=reserved&q=${w}`);
const PATHS = [...ROUTES, ...VARIED, ...SEARCHES];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * Every dealer on their own connection, walking the requests from their own starting point, for
 * `warmup` + `seconds`. Each answer is filed under the phase its request was sent in.
 */
async function browse(tokens, warmup, seconds) {
  const phases = [warmup, seconds].map(() => ({ latencies: [], failures: new Set(), slowest: [], memory: [] }));
  const started = performance.now();
  const phaseAt = (t) => (t - started < warmup * 1000 ? phases[0] : phases[1]);
  const sampler = setInterval(() => phaseAt(performance.now()).memory.push(memory(portal.pid).now), 1000);
  phases[0].memory.push(memory(portal.pid).now);
  let next = 0;
  const result = await autocannon({
    url: portal.base,
    connections: tokens.length,
    duration: warmup + seconds,
    timeout: 10,
    setupClient: (client) => {
      const n = next++;
      const headers = { authorization: `Bearer ${tokens[n]}` };
      client.setRequests(PATHS.map((_, i) => ({ method: 'GET', path: PATHS[(i + n) % PATHS.length], headers })));
      client.on('response', (status, _bytes, ms) => {
        const now = performance.now();
        const phase = phaseAt(now - ms);
        const { path } = client.requestIterator.currentRequest;
        if (status !== 200) phase.failures.add(`${status} ${path}`);
        phase.latencies.push(ms);
        phase.slowest.push([ms, `${path} (sent at ${((now - ms - started) / 1000).toFixed(1)} s)`]);
        if (phase.slowest.length > 50) phase.slowest.sort((a, b) => b[0] - a[0]).splice(5);
      });
    },
  });
  clearInterval(sampler);
  phases[1].memory.push(memory(portal.pid).now);
  const timeouts = result.errors + result.timeouts;
  return phases.map((phase, i) => {
    const sorted = phase.latencies.sort((a, b) => a - b);
    const third = Math.max(1, Math.floor(phase.memory.length / 3));
    const avg = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const duration = [warmup, seconds][i];
    return {
      requests: sorted.length,
      rps: sorted.length / duration,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
      failures: [...phase.failures],
      // Time-outs and broken connections are not filed by phase: they count against both.
      timeouts,
      slowest: phase.slowest.sort((a, b) => b[0] - a[0]).slice(0, 5),
      memory: [phase.memory[0], avg(phase.memory.slice(0, third)), avg(phase.memory.slice(-third)), memory(portal.pid).peak],
    };
  });
}

const row = (phase, r) =>
  `| ${phase} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(0)} / ${r.p99.toFixed(0)} | ${r.max.toFixed(0)} | ` +
  `${r.failures.length + r.timeouts} | ${r.memory.map((x) => x.toFixed(0)).join(' / ')} |`;

const data = await scaleData(args.data);
const databaseUrl = data.env.DATABASE_URL ?? process.env.DATABASE_URL;
const portal = await startBenchServer(
  { ...data.env, RATE_LIMIT_PER_MINUTE: '100000000', RATE_LIMIT_SIGN_INS_PER_MINUTE: '100000' },
  null,
  data.dataDir,
  args.server,
);
try {
  const emails = await activeAccounts('dealer', DEALERS, data.dataDir, databaseUrl);
  if (emails.length < DEALERS) throw new Error(`the data has ${emails.length} active dealers, not ${DEALERS}: fill it with npm run seed:scale`);
  process.stdout.write(`Signing ${DEALERS} dealers in… `);
  const tokens = [];
  for (const email of emails) tokens.push(await signIn(portal.base, email));
  console.log('done');

  // A server just started runs its code unoptimised and has counted no dealer's totals yet: the
  // first seconds are reported apart (a restart under full load), the budget holds for the rest.
  const [warm, run] = await browse(tokens, WARMUP, SECONDS);
  console.log(`${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${DEALERS} dealers, ${PATHS.length} different requests`);
  console.log('| phase | requests | req/s | p50 / p99 ms | max ms | errors | memory MiB: start / first third / last third / peak |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(row(`first ${WARMUP} s after start (warm-up)`, warm));
  console.log(row(`next ${SECONDS} s`, run));
  console.log('Slowest in the warm-up:', warm.slowest.map(([ms, p]) => `${Math.round(ms)} ms ${p}`).join('\n         '));
  console.log('Slowest:', run.slowest.map(([ms, p]) => `${Math.round(ms)} ms ${p}`).join('\n         '));
  const failures = [...warm.failures, ...run.failures];
  if (failures.length || run.timeouts) console.log('Failed:', [...failures.slice(0, 10), ...(run.timeouts ? [`${run.timeouts} time-outs or broken connections`] : [])].join('\n        '));
  const ok = failures.length === 0 && run.timeouts === 0 && run.max < MAX_MS;
  console.log(ok ? `Budget held: no error, no request over ${MAX_MS} ms after the warm-up.` : `Over budget: ${failures.length + run.timeouts} errors, max ${run.max.toFixed(0)} ms after the warm-up (budget: 0 and < ${MAX_MS} ms).`);
  process.exitCode = ok ? 0 : 1;
} finally {
  portal.stop();
  if (!args.data) await data.drop();
}
