#!/usr/bin/env node
// Throughput and latency of the API at a manufacturer's scale (`npm run seed:scale`), through the
// built server (dist/server/main.js) with the rate limiter counting, driven by autocannon; a bare
// Fastify "hello" is measured in the same run, interleaved, so each figure is also a ratio to this
// machine's ceiling that survives a noisy machine. Not a test: it prints figures.
//
//   npm run build && npm run bench:api [-- --data DIR] [--seconds 5] [--rounds 2] [--connections 50] [--only text]
//
// Without --data, new scale data is filled first (with DATABASE_URL: a new PostgreSQL database
// beside that one) and removed afterwards; --data DIR serves DIR (and DATABASE_URL) as they are.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { scaleData, signIn, startBenchServer, startControl, startNaive } from './benchServer.mjs';
import { LIST_REQUESTS } from './listRequests.mjs';
import { CLAIM_COLD } from './claimRequests.mjs';

const { values: args } = parseArgs({
  options: {
    data: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    // Another build of the server to measure (an earlier commit's dist/server/main.js, say).
    server: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);

// Lists also measured on a second instance that keeps no answer (RESPONSE_CACHE_MB=0): what a
// request costs when its answer is made anew, as after every write or for a page nobody asked yet.
const COLD = new Set(['documents (include=reserved)', 'notices', 'warranties', 'warranties (admin) late page', 'accounts (admin)', 'global search', 'global search, a rare word', 'audit log (admin)', 'audit log (admin) searched', ...CLAIM_COLD]);
/** The p99 a list request should stay under at this volume (issue 26's figure for the claims' lists); the rows above it are named after the table. */
const P99_BUDGET_MS = 50;
const ROUTES = [
  ...LIST_REQUESTS.map(([label, path, who]) => [label, path, who, 'portal']),
  ...LIST_REQUESTS.filter(([label]) => COLD.has(label)).map(([label, path, who]) => [`${label}, nothing kept`, path, who, 'cold']),
].filter(([label]) => !args.only || label.includes(args.only));

const run = (url, headers) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, timeout: 10, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/**
 * A run ends with requests still queued in a slow server; the next run must not pay for them.
 * Waits until `url` answers at once again; answers how long that took.
 */
async function drain(url, headers) {
  const t0 = performance.now();
  for (;;) {
    const t = performance.now();
    await fetch(url, { headers }).then((r) => r.arrayBuffer());
    if (performance.now() - t < 50) return performance.now() - t0;
  }
}

const data = await scaleData(args.data);
const control = await startControl();
const naive = await startNaive();
// A limit far above what the load generator sends: the counting is measured, never a refusal.
const benchEnv = { ...data.env, RATE_LIMIT_PER_MINUTE: '100000000', RATE_LIMIT_SIGN_INS_PER_MINUTE: '1000' };
const portal = await startBenchServer(benchEnv, null, data.dataDir, args.server);
const cold = await startBenchServer({ ...benchEnv, RESPONSE_CACHE_MB: '0' }, null, data.dataDir, args.server);
const servers = { portal, cold };
try {
  const tokens = {};
  const headersOf = async (who) => {
    // Access tokens live 15 minutes at most: a new sign-in per round keeps them fresh.
    tokens[who] ??= await signIn(portal.base, who === 'admin' ? 'admin@demo.test' : 'rossi@demo.test');
    return { authorization: `Bearer ${tokens[who]}` };
  };
  // Every route answers 200 before anything is measured.
  for (const [label, path, who, server] of ROUTES) {
    const res = await fetch(servers[server].base + path, { headers: await headersOf(who) });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${label} (${path}): ${res.status} ${body}`);
  }
  const figures = new Map(ROUTES.map(([label]) => [label, []]));
  const controls = [];
  const naives = [];
  console.log(`${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, ${CONNECTIONS} connections, ${SECONDS} s a run, ${ROUNDS} interleaved rounds`);
  for (let round = 0; round < ROUNDS; round++) {
    for (const k of Object.keys(tokens)) delete tokens[k];
    const c = await run(control.url, {});
    controls.push(c.requests.average);
    const n = await run(naive.url, {});
    naives.push({ rps: n.requests.average, p50: n.latency.p50, p99: n.latency.p99, max: n.latency.max, ratio: n.requests.average / c.requests.average, failed: n.errors + n.timeouts + n.non2xx });
    for (const [label, path, who, server] of ROUTES) {
      const headers = await headersOf(who);
      const { base } = servers[server];
      const r = await run(base + path, headers);
      const failed = r.errors + r.timeouts + r.non2xx;
      // The requests still queued when the run ended: the drain request waits behind them.
      const backlog = await drain(`${base}/auth/me`, headers);
      figures.get(label).push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, max: Math.max(r.latency.max, backlog), ratio: r.requests.average / c.requests.average, failed });
      process.stderr.write('.');
    }
  }
  process.stderr.write('\n');
  const row = (cells) => `| ${cells.join(' | ')} |`;
  console.log(row(['request', 'req/s', 'p50 / p99 ms', 'max ms', 'ratio to control', 'errors']));
  console.log(row(['---', '---:', '---:', '---:', '---:', '---:']));
  console.log(row(['bare Fastify hello (control)', median(controls).toFixed(0), '', '', '1.000', '']));
  for (const [label, runs] of [['naive Kysely + SQLite page of 25 of 10,000 with count, no auth (reference)', naives], ...figures]) {
    const m = (key) => median(runs.map((r) => r[key]));
    console.log(row([label, m('rps').toFixed(0), `${m('p50')} / ${m('p99')}`, Math.max(...runs.map((r) => r.max)).toFixed(0), m('ratio').toFixed(3), String(runs.reduce((n, r) => n + r.failed, 0))]));
  }
  const over = [...figures].filter(([, runs]) => median(runs.map((r) => r.p99)) > P99_BUDGET_MS).map(([label]) => label);
  console.log(over.length ? `\np99 above ${P99_BUDGET_MS} ms: ${over.join('; ')}` : `\nevery request's p99 is within ${P99_BUDGET_MS} ms`);
} finally {
  portal.stop();
  cold.stop();
  control.stop();
  naive.stop();
  await data.drop();
}
