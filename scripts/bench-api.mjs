#!/usr/bin/env node
// Latency and throughput of the requests behind the dashboard home and the lists, through the
// real server (dist/server/main.js) as a signed-in dealer, rate limits counted as in production.
// Not a test: it prints figures. DATABASE_URL=postgres://… runs it on PostgreSQL.
//
//   npm run build && npm run bench:api [-- <requests per route, default 500>]
import { startBenchServer } from './benchServer.mjs';

const requests = Number(process.argv[2] ?? 500);
const CONCURRENCY = 16;
const routes = [
  '/auth/me',
  '/protected/notices/unread-count',
  '/protected/notices/list/5',
  '/protected/documents/list?page=1&perPage=5&sort=createdAt&order=DESC',
  '/protected/guarantees/list?page=1&perPage=5',
  '/protected/documents/list?page=1&perPage=25&q=listino',
];

// Limits far above what one benchmark client sends: the counting is measured, not the refusals.
const { base, token, stop } = await startBenchServer({ RATE_LIMIT_PER_MINUTE: '10000000' }, 'rossi@demo.test');
const get = async (route) => {
  const res = await fetch(base + route, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${route}: ${res.status}`);
};
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

try {
  console.log(`${requests} requests per route; one at a time, then ${CONCURRENCY} at once (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`);
  console.log('route'.padEnd(72), 'p50 ms', ' p95 ms', ' req/s');
  for (const route of routes) {
    for (let i = 0; i < 20; i++) await get(route);
    const times = [];
    for (let i = 0; i < requests; i++) {
      const t = performance.now();
      await get(route);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    let next = 0;
    const t0 = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < requests) await get(route);
    }));
    const perSecond = requests / ((performance.now() - t0) / 1000);
    console.log(route.padEnd(72), quantile(times, 0.5).toFixed(2).padStart(6), quantile(times, 0.95).toFixed(2).padStart(7), perSecond.toFixed(0).padStart(6));
  }
} finally {
  stop();
}
