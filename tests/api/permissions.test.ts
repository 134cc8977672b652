import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { userId, DEALER_IDENTITY } from './helpers';
import { DEMO_MANUFACTURER } from '../../server/modules/manufacturer/identity';
import { PNG_LOGO } from './logo-sample';
import { EventStream } from './events-helpers';
import { warrantyBody } from './guarantee-helpers';
import { baseFields, fetchFile, reserve, ROLES, samples, sendForm, signInAll, upload, type Role } from './documents-helpers';

// The permissions of every /protected, /api, /health and /metrics route of the whole API, for
// every role, in one table; a second test fails when the API has a route the table does not list.
let server: TestServer;
let as: Record<Role, Client>;
const ids = { dealerA: 0, dealerB: 0, publicDoc: 0, docOfA: 0, notice: 0, guaranteeOfA: 0, ecobonusOfA: 0, claimOfA: 0 };
let codeOfA = '';

const pdf = () => ({ name: 'p.pdf', content: samples.pdf('permissions') });
let n = 0;
const unique = (s: string) => `${s} ${process.pid}-${++n}`;
const noticeFields = () => ({ title: unique('Avviso'), body: 'Testo **importante**.', pinned: 'false' });
const guaranteeBody = (extra: Record<string, unknown> = {}) => warrantyBody({ quantity: 1, orderReference: 'ORD-P', ...extra });

/** Two windows in zone E with the works around the installation: a registration that has a declaration. */
const ecobonusBody = () =>
  guaranteeBody({
    quantity: 2,
    units: [1, 2].map(() => ({ width: 1230, height: 1480, sashes: 1, glazing: '4/16/4-ar-we', oldUw: 2.8 })),
    ecobonus: {
      climateZone: 'E',
      worksKind: 'incentive',
      worksStart: new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10),
      worksEnd: new Date(Date.now() - 5 * 86400_000).toISOString().slice(0, 10),
    },
  });

beforeAll(async () => {
  // With a metrics token, so that /metrics exists to be refused.
  server = await startServer({ METRICS_TOKEN: 'permissions-metrics-token-0123456789abcdef' }, 'permissions');
  as = await signInAll(server);
  ids.dealerA = await userId(server, 'rossi@demo.test');
  ids.dealerB = await userId(server, 'bianchi@demo.test');
  ids.publicDoc = (await upload(as.admin, 'Permissions public')).body.id;
  ids.docOfA = (await reserve(as.admin, 'Permissions of A', [ids.dealerA])).body.id;
  ids.notice = (await sendForm(as.admin, '/protected/notice/upload', noticeFields(), pdf())).body.id;
  const ofA = (await as.dealerA.post('/protected/guarantee/create', guaranteeBody())).body;
  ids.guaranteeOfA = ofA.id;
  codeOfA = ofA.code;
  ids.ecobonusOfA = (await as.dealerA.post('/protected/guarantee/create', ecobonusBody())).body.id;
  ids.claimOfA = (await as.dealerA.post('/protected/claim/create', claimOfA())).body.id;
  expect(Object.values(ids).every((v) => v > 0)).toBe(true);
});
afterAll(() => server.close());

/** A claim of dealer A's on its registration (issue 26). */
const claimOfA = () => ({ guaranteeId: ids.guaranteeOfA, units: [], kind: 'product', noticedOn: new Date().toISOString().slice(0, 10), description: 'Permissions', files: [] });
/** A new claim of A's for each call that moves or assigns one, at its first version. */
const freshClaimOfA = async () => (await as.dealerA.post('/protected/claim/create', claimOfA())).body.id as number;

type Call = (c: Client) => Promise<{ status: number }>;
/** The URL is made per call (e.g. a new document to delete), before the request. */
const del = (url: () => Promise<string>): Call => async (c) => c.request('DELETE', await url(), { bearer: c.token });
const put = (url: () => Promise<string>, body: () => unknown): Call => async (c) => c.request('PUT', await url(), { bearer: c.token, body: body() });
const form = (url: string, fields: () => Record<string, string | number>, withFile = true): Call => (c) =>
  sendForm(c, url, fields(), withFile ? pdf() : undefined, { bearer: c.token ?? false });
/** A download link made by the admin, followed with each role's own session cookie. */
const followLink = (kind: 'document' | 'notice', id: () => number): Call => async (c) => {
  const link = await as.admin.post(`/protected/${kind}/${id()}/link`);
  return fetchFile(c, link.body.url);
};
/** A fresh pending account for each call that changes one, so the rows stay independent. */
const pendingUser = async () => {
  const c = new Client(server.url);
  const email = `${unique('perm').replace(/\W+/g, '-')}@example.test`;
  await c.request('POST', '/api/auth/register', { body: { email, password: 'a long enough password', firstName: 'P', lastName: 'Q', ...DEALER_IDENTITY } });
  return userId(server, email);
};

//           route (as the OpenAPI document names it), the call, then the expected status for
//           anonymous, pending, dealer A, dealer B, admin
const TABLE: [string, Call, [number, number, number, number, number]][] = [
  ['GET /protected/ping', (c) => c.get('/protected/ping'), [401, 403, 200, 200, 200]],
  // Documents
  ['GET /protected/documents/list', (c) => c.get('/protected/documents/list'), [401, 403, 200, 200, 200]],
  ['GET /protected/documents/list/reserverd', (c) => c.get('/protected/documents/list/reserverd'), [401, 403, 200, 200, 200]],
  ['POST /protected/document/upload', form('/protected/document/upload', () => baseFields(unique('Up'))), [401, 403, 403, 403, 201]],
  ['POST /protected/document/reserved', form('/protected/document/reserved', () => ({ ...baseFields(unique('Res')), dealerIds: String(ids.dealerA) })), [401, 403, 403, 403, 201]],
  ['POST /protected/document/edit', form('/protected/document/edit', () => ({ id: ids.publicDoc, ...baseFields('Permissions public'), reserved: 'false' }), false), [401, 403, 403, 403, 200]],
  ['GET /protected/document/{id}', (c) => c.get(`/protected/document/${ids.docOfA}`), [401, 403, 200, 404, 200]],
  ['DELETE /protected/document/{id}', del(async () => `/protected/document/${(await upload(as.admin, unique('Del'))).body.id}`), [401, 403, 403, 403, 204]],
  ['POST /protected/document/{id}/link', (c) => c.post(`/protected/document/${ids.docOfA}/link`), [401, 403, 200, 404, 200]],
  ['GET /api/files/{token}', followLink('document', () => ids.docOfA), [401, 403, 403, 403, 200]],
  // Notices
  ['GET /protected/notices/list', (c) => c.get('/protected/notices/list'), [401, 403, 200, 200, 200]],
  ['GET /protected/notices/list/{limit}', (c) => c.get('/protected/notices/list/5'), [401, 403, 200, 200, 200]],
  ['GET /protected/notices/unread-count', (c) => c.get('/protected/notices/unread-count'), [401, 403, 200, 200, 200]],
  ['POST /protected/notice/upload', form('/protected/notice/upload', noticeFields), [401, 403, 403, 403, 201]],
  ['POST /protected/notice/edit', form('/protected/notice/edit', () => ({ id: ids.notice, ...noticeFields() }), false), [401, 403, 403, 403, 200]],
  ['GET /protected/notice/{id}', (c) => c.get(`/protected/notice/${ids.notice}`), [401, 403, 200, 200, 200]],
  ['DELETE /protected/notice/{id}', del(async () => `/protected/notice/${(await sendForm(as.admin, '/protected/notice/upload', noticeFields())).body.id}`), [401, 403, 403, 403, 204]],
  ['POST /protected/notice/{id}/read', (c) => c.post(`/protected/notice/${ids.notice}/read`), [401, 403, 204, 204, 204]],
  ['POST /protected/notice/{id}/link', (c) => c.post(`/protected/notice/${ids.notice}/link`), [401, 403, 200, 200, 200]],
  // Issue 26: a claim's photo or PDF, uploaded before the message that carries it: any active account.
  ['POST /protected/claim-file', form('/protected/claim-file', () => ({})), [401, 403, 201, 201, 201]],
  // Warranty registrations
  ['GET /protected/guarantees/list', (c) => c.get('/protected/guarantees/list'), [401, 403, 200, 200, 200]],
  ['POST /protected/guarantee/create', (c) => c.post('/protected/guarantee/create', guaranteeBody(c === as.admin ? { dealerId: ids.dealerA } : {})), [401, 403, 201, 201, 201]],
  ['GET /protected/guarantee/{id}', (c) => c.get(`/protected/guarantee/${ids.guaranteeOfA}`), [401, 403, 200, 404, 200]],
  ['GET /protected/guarantee/{id}/certificate.pdf', (c) => c.get(`/protected/guarantee/${ids.guaranteeOfA}/certificate.pdf`), [401, 403, 200, 404, 200]],
  ['GET /protected/guarantee/{id}/declaration.pdf', (c) => c.get(`/protected/guarantee/${ids.ecobonusOfA}/declaration.pdf`), [401, 403, 200, 404, 200]],
  // A registration of A's for each call: one certificate e-mail per registration every few minutes.
  // Corrected by an admin, or by its dealer within DEALER_EDIT_DAYS; each call on the version it reads.
  ['PUT /protected/guarantee/{id}', async (c) => {
    const { version } = (await as.admin.get(`/protected/guarantee/${ids.guaranteeOfA}`)).body;
    return c.request('PUT', `/protected/guarantee/${ids.guaranteeOfA}`, { bearer: c.token, body: { ...guaranteeBody(), customerName: 'Cliente Permessi', version } });
  }, [401, 403, 200, 404, 200]],
  ['POST /protected/guarantee/{id}/send', async (c) => c.post(`/protected/guarantee/${(await as.dealerA.post('/protected/guarantee/create', guaranteeBody())).body.id}/send`), [401, 403, 202, 404, 202]],
  // After-sales claims (issue 26): a dealer its own, admins every one; moves and assignment admins only.
  ['GET /protected/claims/list', (c) => c.get('/protected/claims/list'), [401, 403, 200, 200, 200]],
  ['POST /protected/claim/create', (c) => c.post('/protected/claim/create', claimOfA()), [401, 403, 201, 404, 201]],
  ['GET /protected/claim/{id}', (c) => c.get(`/protected/claim/${ids.claimOfA}`), [401, 403, 200, 404, 200]],
  ['POST /protected/claim/{id}/message', (c) => c.post(`/protected/claim/${ids.claimOfA}/message`, { body: 'Permissions', files: [] }), [401, 403, 201, 404, 201]],
  ['POST /protected/claim/{id}/status', async (c) => c.post(`/protected/claim/${await freshClaimOfA()}/status`, { status: 'review', version: 1 }), [401, 403, 403, 403, 200]],
  ['POST /protected/claim/{id}/assign', async (c) => c.post(`/protected/claim/${await freshClaimOfA()}/assign`, { assigneeId: null, version: 1 }), [401, 403, 403, 403, 200]],
  // After-sales claims: the claim report, for the claim's dealer and admins.
  ['GET /protected/claim/{id}/report.pdf', (c) => c.get(`/protected/claim/${ids.claimOfA}/report.pdf`), [401, 403, 200, 404, 200]],
  // Anyone holding a certificate may check it.
  ['GET /api/verify/{code}', (c) => c.get(`/api/verify/${codeOfA}`), [200, 200, 200, 200, 200]],
  // Accounts
  ['GET /api/users', (c) => c.get('/api/users'), [401, 403, 403, 403, 200]],
  ['GET /api/users/{id}', (c) => c.get(`/api/users/${ids.dealerA}`), [401, 403, 403, 403, 200]],
  ['PUT /api/users/{id}', put(async () => `/api/users/${await pendingUser()}`, () => ({ status: 'active' })), [401, 403, 403, 403, 200]],
  ['GET /api/manufacturer', (c) => c.get('/api/manufacturer'), [200, 200, 200, 200, 200]],
  ['PUT /api/manufacturer', (c) => c.request('PUT', '/api/manufacturer', { bearer: c.token, body: DEMO_MANUFACTURER }), [401, 403, 403, 403, 200]],
  // The logo: uploaded (admins), then read by anyone (the sign-in pages show it), then removed.
  ['PUT /api/manufacturer/logo', (c) => c.request('PUT', '/api/manufacturer/logo', { bearer: c.token, body: { image: PNG_LOGO } }), [401, 403, 403, 403, 200]],
  ['GET /api/manufacturer/logo', (c) => c.get('/api/manufacturer/logo'), [200, 200, 200, 200, 200]],
  ['GET /api/manufacturer/icon/{icon}', (c) => c.get('/api/manufacturer/icon/maskable-512.png'), [200, 200, 200, 200, 200]],
  ['DELETE /api/manufacturer/logo', (c) => c.request('DELETE', '/api/manufacturer/logo', { bearer: c.token }), [401, 403, 403, 403, 200]],
  // Documents printed from the catalogue: for every active account, like the catalogue.
  ['GET /protected/catalogue/{material}/{productCategory}/{product}/dop.pdf', (c) => c.get('/protected/catalogue/legno/finestre/nova/dop.pdf'), [401, 403, 200, 200, 200]],
  // Issue 24: an earlier (or the current) version of a DoP, as the current one; and the permanent
  // public address its QR code leads to (Regulation (EU) 305/2011, art. 7(3)): anyone.
  ['GET /protected/catalogue/{material}/{productCategory}/{product}/dop/{version}', (c) => c.get('/protected/catalogue/pvc/finestre/icon/dop/1'), [401, 403, 200, 200, 200]],
  ['GET /api/dop/{number}/{version}', (c) => c.get('/api/dop/DoP-PVC-ICON-2026-01/1'), [200, 200, 200, 200, 200]],
  // The global search: every active account (what each finds is tests/api/search.test.ts).
  ['GET /api/search', (c) => c.get('/api/search?q=finestra'), [401, 403, 200, 200, 200]],
  // The live-events stream: every active account (opened, answered, closed).
  ['GET /api/events', async (c) => {
    const s = await EventStream.open(server.url, c.token);
    s.close();
    return s;
  }, [401, 403, 200, 200, 200]],
  // The audit log (admins), read-only.
  ['GET /protected/audit/list', (c) => c.get('/protected/audit/list'), [401, 403, 403, 403, 200]],
  ['GET /protected/audit/export.csv', (c) => c.get('/protected/audit/export.csv?action=notice.delete'), [401, 403, 403, 403, 200]],
  ['GET /protected/audit/{id}', async (c) => c.get(`/protected/audit/${(await as.admin.get('/protected/audit/list?perPage=1')).body.data[0].id}`), [401, 403, 403, 403, 200]],
  // The claims' quality view (admins): figures of every dealer's claims.
  ['GET /protected/claims/quality', (c) => c.get('/protected/claims/quality?from=2016-01&to=2016-12'), [401, 403, 403, 403, 200]],
  // The e-mail log (admins); before the registration below, which signs each client in as its new account.
  ['GET /api/mail', (c) => c.get('/api/mail'), [401, 403, 403, 403, 200]],
  ['GET /api/mail/{id}', (c) => c.get('/api/mail/999999'), [401, 403, 403, 403, 404]],
  ['POST /api/auth/register', (c) => c.request('POST', '/api/auth/register', { body: { email: `${unique('reg').replace(/\W+/g, '-')}@example.test`, password: 'a long enough password', firstName: 'R', lastName: 'S', ...DEALER_IDENTITY } }), [201, 201, 201, 201, 201]],
  // Anyone may ask for a reset link (the answer never tells whether the account exists) or use one.
  ['POST /api/auth/password-reset', (c) => c.request('POST', '/api/auth/password-reset', { body: { email: 'nobody@example.test' } }), [202, 202, 202, 202, 202]],
  ['POST /api/auth/password-reset/confirm', (c) => c.request('POST', '/api/auth/password-reset/confirm', { body: { token: 'x'.repeat(43), newPassword: 'a long enough password' } }), [400, 400, 400, 400, 400]],
  // Operations: the balancer's probes answer anyone; the metrics only METRICS_TOKEN, which no
  // session is (its 200 is tests/api/metrics.test.ts's).
  ['GET /health/live', (c) => c.get('/health/live'), [200, 200, 200, 200, 200]],
  ['GET /health/ready', (c) => c.get('/health/ready'), [200, 200, 200, 200, 200]],
  ['GET /metrics', (c) => c.get('/metrics'), [401, 401, 401, 401, 401]],
];

describe('the permissions of every /protected and /api route', () => {
  it.each(TABLE)('%s', async (_route, call, expected) => {
    const got: Record<string, number> = {};
    for (const role of ROLES) got[role] = (await call(as[role])).status;
    expect(got).toEqual(Object.fromEntries(ROLES.map((r, i) => [r, expected[i]])));
  });

  it('the table lists every such route of the API', async () => {
    const doc = (await new Client(server.url).get('/api/docs/json')).body;
    const routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => m !== 'head')
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    const covered = routes.filter((r) => /^\w+ \/((protected|api|health)\/|metrics$)/.test(r) && !r.includes('/api/docs'));
    expect(covered.sort()).toEqual(TABLE.map(([route]) => route).sort());
  });
});
