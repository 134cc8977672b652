// The server as `npm start` runs it, plus a tally of the statements it sends (buildApp's onQuery):
// on SIGTERM it prints, per statement, how many times it ran, its total and its slowest time, and
// the event loop's delay over the run. For finding where a request's time goes under load:
//   npm run bench:day -- --single --server scripts/serve-traced.ts "--node-args=--import tsx"
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { startJobs } from '../server/jobs';

const tally = new Map<string, { n: number; ms: number; max: number }>();
const config = loadConfig(process.env, { clientDir: path.resolve('dist/client') });
const app = await buildApp(config, {
  onQuery: (sql, _parameters, ms) => {
    const t = tally.get(sql) ?? { n: 0, ms: 0, max: 0 };
    t.n++;
    t.ms += ms;
    t.max = Math.max(t.max, ms);
    tally.set(sql, t);
  },
});
await startJobs(app);
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
process.on('SIGTERM', async () => {
  const rows = [...tally].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25);
  const total = [...tally.values()].reduce((s, t) => s + t.ms, 0);
  console.error(`statements: ${[...tally.values()].reduce((s, t) => s + t.n, 0)} run, ${total.toFixed(0)} ms in all`);
  for (const [sql, t] of rows) console.error(`${t.n}\t${t.ms.toFixed(0)} ms\tmax ${t.max.toFixed(1)}\t${sql.replace(/\s+/g, ' ').slice(0, 220)}`);
  console.error(`event loop delay: p50 ${(loop.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(0)} ms`);
  await app.close();
  process.exit(0);
});
await app.listen({ host: config.host, port: config.port });
