import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { signInAll, upload, type Role } from './documents-helpers';
import { EventStream } from './events-helpers';
import { exposedNames, metricNames } from './promql';
import { enqueueMail } from '../../server/mail/queue';

// Issue 23, "Health and metrics": GET /metrics (Bearer METRICS_TOKEN) on the real server, the
// numbers moving with real requests, and the Grafana dashboard's queries checked against the
// names this server really exposes.

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';
let server: TestServer;
let as: Record<Role, Client>;
beforeAll(async () => {
  server = await startServer({ METRICS_TOKEN: TOKEN }, 'metrics');
  as = await signInAll(server);
});
afterAll(() => server?.close());

/** `token` null: no Authorization header. */
const scrape = async (s: TestServer = server, token: string | null = TOKEN) =>
  new Client(s.url).request('GET', '/metrics', token === null ? {} : { headers: { authorization: `Bearer ${token}` } });

/** The value of one series of the exposition, 0 when absent. `labels` must match exactly as written. */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([A-Za-z_:][A-Za-z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries([...(m[2] ?? '').matchAll(/([A-Za-z_]+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v) && Object.keys(found).length === Object.keys(labels).length) return Number(m[3]);
  }
  return 0;
}
const metricsText = async () => {
  const res = await scrape();
  expect(res.status).toBe(200);
  return res.body as string;
};
const requestCount = (text: string, route: string, status = '200', method = 'GET') =>
  value(text, 'portal_http_request_duration_seconds_count', { route, method, status_code: status });

describe('who may read /metrics', () => {
  it('without METRICS_TOKEN it does not exist: a JSON 404, with or without a token', async () => {
    const off = await startServer({}, 'metrics-off');
    try {
      for (const token of [null, TOKEN, '']) {
        const res = await scrape(off, token);
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(res.body).toEqual({ message: 'Not found: GET /metrics', code: 'not_found' });
      }
      expect(off.app.metricsRegistry).toBeNull();
    } finally {
      await off.close();
    }
  });

  it('401 without the token, with another, or with it anywhere but a Bearer header', async () => {
    const refusals = [
      await scrape(server, null),
      await scrape(server, 'x'.repeat(TOKEN.length)),
      await scrape(server, `${TOKEN}x`),
      await scrape(server, TOKEN.slice(0, -1)),
      await new Client(server.url).request('GET', '/metrics', { headers: { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` } }),
      await new Client(server.url).request('GET', `/metrics?token=${TOKEN}`),
      await new Client(server.url).request('GET', '/metrics', { headers: { cookie: `token=${TOKEN}` } }),
      // A signed-in admin's session is not the metrics token.
      await as.admin.get('/metrics'),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Metrics need the METRICS_TOKEN as a Bearer token', code: 'invalid_token' });
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    }
  });

  it('200 with it, in the Prometheus text format, never cached, with Node\'s own metrics', async () => {
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const names = exposedNames(res.body);
    for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes']) {
      expect(names, name).toContain(name);
    }
    // Lower case is accepted too (RFC 9110: the scheme is case-insensitive).
    expect((await new Client(server.url).request('GET', '/metrics', { headers: { authorization: `bearer ${TOKEN}` } })).status).toBe(200);
  });

  it('is not rate limited, like the health checks', async () => {
    const limited = await startServer({ METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '2' }, 'metrics-rate');
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await scrape(limited)).status);
      expect(statuses).toEqual(Array(6).fill(200));
    } finally {
      await limited.close();
    }
  });

  it('every app has a registry of its own: two instances in one process count apart', async () => {
    const other = await startServer({ METRICS_TOKEN: TOKEN }, 'metrics-other');
    try {
      expect(other.app.metricsRegistry).not.toBe(server.app.metricsRegistry);
      const before = requestCount(await metricsText(), '/api/manufacturer');
      await new Client(other.url).request('GET', '/api/manufacturer');
      await new Client(other.url).request('GET', '/api/manufacturer');
      expect(requestCount((await scrape(other)).body, '/api/manufacturer')).toBe(2);
      expect(requestCount(await metricsText(), '/api/manufacturer')).toBe(before);
    } finally {
      await other.close();
    }
  });
});

describe('what /metrics counts', () => {
  it('each request under its route pattern and status, never its raw URL', async () => {
    const before = await metricsText();
    const doc = (await upload(as.admin, 'Metrics document')).body;
    await as.dealerA.get('/protected/documents/list');
    await as.dealerA.get('/protected/documents/list?page=2');
    await as.dealerA.get(`/protected/document/${doc.id}`);
    await as.dealerA.get('/protected/document/999999');
    await new Client(server.url).request('GET', `/no/such/path/${Date.now()}`);
    const after = await metricsText();
    expect(requestCount(after, '/protected/documents/list') - requestCount(before, '/protected/documents/list')).toBe(2);
    expect(requestCount(after, '/protected/document/:id') - requestCount(before, '/protected/document/:id')).toBe(1);
    expect(requestCount(after, '/protected/document/:id', '404') - requestCount(before, '/protected/document/:id', '404')).toBe(1);
    expect(requestCount(after, '/protected/document/upload', '201', 'POST')).toBeGreaterThanOrEqual(1);
    expect(requestCount(after, 'unmatched', '404') - requestCount(before, 'unmatched', '404')).toBe(1);
    // No id and no query string in any label.
    expect(after).not.toContain(`/protected/document/${doc.id}"`);
    expect(after).not.toContain('page=2');
    expect(after).not.toContain('/no/such/path');
    // The duration histogram's buckets are cumulative and end in +Inf = the count.
    const labels = { route: '/protected/documents/list', method: 'GET', status_code: '200' };
    expect(value(after, 'portal_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(requestCount(after, '/protected/documents/list'));
    expect(value(after, 'portal_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
  });

  it('a kept answer counts a hit, one made anew a miss', async () => {
    const before = await metricsText();
    const url = `/protected/notices/list?perPage=7`;
    await as.dealerB.get(url);
    await as.dealerB.get(url);
    await as.dealerB.get(url);
    const after = await metricsText();
    const diff = (result: string) => value(after, 'portal_response_cache_requests_total', { result }) - value(before, 'portal_response_cache_requests_total', { result });
    expect(diff('miss')).toBe(1);
    expect(diff('hit')).toBe(2);
    expect(value(after, 'portal_response_cache_bytes')).toBeGreaterThan(0);
  });

  it('the live-event streams open on this instance', async () => {
    const streams = await Promise.all([EventStream.open(server.url, as.dealerA.token), EventStream.open(server.url, as.admin.token)]);
    try {
      expect(value(await metricsText(), 'portal_live_event_streams')).toBe(2);
    } finally {
      for (const s of streams) s.close();
    }
    await expect.poll(async () => value(await metricsText(), 'portal_live_event_streams')).toBe(0);
  });

  it('the mail queue: its depth by status, its oldest due message, its failures', async () => {
    const { app } = server;
    // The sender stopped, so that what is queued stays there to be counted.
    await app.jobs.stop('mailSender');
    const before = await metricsText();
    const mail = (runAt: number) => ({ to: 'someone@example.test', locale: 'it' as const, template: 'passwordReset' as const, params: { name: 'Qualcuno', url: 'https://example.test/r', minutes: 30 }, runAt });
    await enqueueMail(app.db, [mail(Date.now() - 120_000), mail(Date.now() + 3_600_000)]);
    await app.db.insertInto('mailJobs').values({ recipient: 'x@example.test', template: 'passwordReset', locale: 'it', subject: 's', textBody: 't', htmlBody: 'h', status: 'failed', attempts: 6, runAt: Date.now(), createdAt: Date.now(), lastError: 'refused' }).execute();
    const after = await metricsText();
    const diff = (status: string) => value(after, 'portal_mail_jobs', { status }) - value(before, 'portal_mail_jobs', { status });
    expect(diff('pending')).toBe(2);
    expect(diff('failed')).toBe(1);
    expect(value(after, 'portal_mail_jobs', { status: 'sending' })).toBe(0);
    // The one due two minutes ago; the one scheduled for later is not late.
    expect(value(after, 'portal_mail_oldest_due_age_seconds')).toBeGreaterThanOrEqual(120);
    expect(value(after, 'portal_mail_oldest_due_age_seconds')).toBeLessThan(180);
  });

  it('a database read that fails leaves the scrape answering, with the last values', async () => {
    const { db } = server.app;
    const before = value(await metricsText(), 'portal_mail_jobs', { status: 'pending' });
    await sql`alter table mail_jobs rename to mail_jobs_away`.execute(db);
    try {
      const text = await metricsText();
      expect(exposedNames(text)).toContain('process_cpu_seconds_total');
      expect(value(text, 'portal_mail_jobs', { status: 'pending' })).toBe(before);
    } finally {
      await sql`alter table mail_jobs_away rename to mail_jobs`.execute(db);
    }
  });

  it('the text reader\'s backlog: a document whose file is not read yet', async () => {
    const { app } = server;
    await app.jobs.drain('documentText');
    expect(value(await metricsText(), 'portal_document_text_backlog')).toBe(0);
    await app.jobs.stop('documentText');
    await upload(as.admin, 'Metrics backlog');
    expect(value(await metricsText(), 'portal_document_text_backlog')).toBe(1);
  });

  it('the PostgreSQL pool on PostgreSQL, nothing of the kind on SQLite', async () => {
    const text = await metricsText();
    const names = exposedNames(text);
    if (server.config.database.kind === 'postgres') {
      expect(value(text, 'portal_db_pool_max_connections')).toBe(10);
      const busy = value(text, 'portal_db_pool_connections', { state: 'busy' });
      const idle = value(text, 'portal_db_pool_connections', { state: 'idle' });
      expect(busy + idle).toBeGreaterThan(0);
      expect(busy + idle).toBeLessThanOrEqual(10);
      expect(names).toContain('portal_db_pool_waiting_requests');
    } else {
      expect([...names].filter((n) => n.startsWith('portal_db_pool'))).toEqual([]);
    }
  });
});

describe('the Grafana dashboard (deploy/grafana/portal-dashboard.json)', () => {
  const dashboard = JSON.parse(fs.readFileSync(path.resolve('deploy/grafana/portal-dashboard.json'), 'utf8'));
  /** Every query of the dashboard: its panels' targets and its variables'. */
  const queries: { where: string; expr: string }[] = [
    ...dashboard.panels.flatMap((p: any) => (p.targets ?? []).map((t: any) => ({ where: `panel "${p.title}" ${t.refId}`, expr: t.expr }))),
    ...dashboard.templating.list
      .filter((v: any) => v.type === 'query')
      .map((v: any) => {
        // Grafana's label_values(metric, label): the metric is a selector like any other.
        const q = typeof v.query === 'string' ? v.query : v.query.query;
        const inner = /^label_values\((.+),\s*[A-Za-z_]+\)$/.exec(q);
        expect(inner, q).not.toBeNull();
        return { where: `variable ${v.name}`, expr: inner![1] };
      }),
  ];
  /** Only PostgreSQL has a pool: on SQLite these are absent and their panel stays empty. */
  const POSTGRES_ONLY = /^portal_db_pool_/;

  it('takes its Prometheus from a datasource variable, in every panel and query', () => {
    expect(dashboard.templating.list.find((v: any) => v.name === 'datasource')).toMatchObject({ type: 'datasource', query: 'prometheus' });
    for (const p of dashboard.panels.filter((x: any) => x.type !== 'row')) {
      expect(p.datasource, p.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
      expect(p.targets.length, p.title).toBeGreaterThan(0);
      for (const t of p.targets) expect(t.datasource, p.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
    }
  });

  it('the name reader reads PromQL', () => {
    expect(metricNames('histogram_quantile(0.99, sum by (le, route) (rate(a_bucket{x="y",route!~"/a{1}"}[5m])))')).toEqual(['a_bucket']);
    expect(metricNames('sum(rate(b_total[$__rate_interval])) by (le) / on (instance) group_left(job) c offset 1h > bool 0.5')).toEqual(['b_total', 'c']);
    expect(metricNames('clamp_min(max(d) - max(d offset 1h), 0) and e{f="g"}[1m:30s]')).toEqual(['d', 'e']);
    expect(() => metricNames('sum(rate(x[5m])')).toThrow(/unbalanced/);
    expect(() => metricNames('{__name__=~"portal_.*"}')).toThrow(/__name__/);
  });

  it('reads only metrics this server exposes', async () => {
    // Requests first, so that the labelled series exist (a histogram shows once observed).
    await as.dealerA.get('/protected/documents/list');
    const exposed = exposedNames(await metricsText());
    const onPostgres = server.config.database.kind === 'postgres';
    const missing: string[] = [];
    let read = 0;
    for (const { where, expr } of queries) {
      const names = metricNames(expr);
      expect(names.length, `${where}: ${expr}`).toBeGreaterThan(0);
      for (const name of names) {
        read++;
        if (!exposed.has(name) && (onPostgres || !POSTGRES_ONLY.test(name))) missing.push(`${where}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
    expect(read).toBeGreaterThan(20);
    // And every metric of the portal's own is on the dashboard.
    const shown = new Set(queries.flatMap((q) => metricNames(q.expr)).map((n) => n.replace(/_(bucket|sum|count)$/, '')));
    const own = [...exposed].filter((n) => n.startsWith('portal_') && !/_(bucket|sum|count)$/.test(n));
    expect(own.filter((n) => !shown.has(n))).toEqual([]);
  });
});
