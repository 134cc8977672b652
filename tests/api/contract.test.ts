import { createHash } from 'node:crypto';
import sharp from 'sharp';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { freshEmail, registration, userId } from './helpers';
import { baseFields, download, fetchFile, samples, sendForm, signInAll, type FilePart, type Role } from './documents-helpers';
import { PNG_LOGO } from './logo-sample';
import { EventStream } from './events-helpers';
import { warrantyBody } from './guarantee-helpers';
import { insertClaim } from './claim-rows';
import { isApiPath } from '../../server/plugins/errors';

// Issue 12, "the contract matches its document": the OpenAPI document is valid by an independent
// validator, and real answers of every operation, as a dealer and as an admin, are what it declares
// (a declared status, a body valid against the declared schema, the declared headers present).

let server: TestServer;
let as: Record<Role, Client>;
let doc: any;
const METRICS_TOKEN = 'contract-metrics-token-0123456789abcdef';
beforeAll(async () => {
  // With a metrics token, so that GET /metrics answers its 200.
  server = await startServer({ METRICS_TOKEN }, 'contract');
  as = await signInAll(server);
  doc = (await new Client(server.url).get('/api/docs/json')).body;
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/** The document's operation for a concrete request: the path template that matches it. */
function operationOf(method: string, url: string): { key: string; op: any } {
  const path = url.split('?')[0];
  for (const [template, ops] of Object.entries<any>(doc.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(path) && ops[method.toLowerCase()]) return { key: `${method.toUpperCase()} ${template}`, op: ops[method.toLowerCase()] };
  }
  throw new Error(`${method} ${path} is not in the OpenAPI document`);
}

let ajv: Ajv | undefined;
const validators = new Map<object, ValidateFunction>();
/** Validates against a schema of the document, its `#/components/…` references resolved in the document. */
function validatorFor(schema: object): ValidateFunction {
  if (!ajv) {
    ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
    ajv.addSchema({ $id: 'openapi', components: doc.components }, 'openapi');
  }
  let fn = validators.get(schema);
  if (!fn) {
    fn = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')));
    validators.set(schema, fn);
  }
  return fn;
}

const exercised = new Set<string>();
const problems: string[] = [];

/** Checks one real answer against what the document declares for it. */
function check(method: string, url: string, role: string, res: Answer): Answer {
  const { key, op } = operationOf(method, url);
  const what = `${role} ${method} ${url} → ${res.status}`;
  const declared = op.responses[String(res.status)];
  if (!declared) {
    problems.push(`${what}: status not declared (${Object.keys(op.responses).join(', ')})`);
    return res;
  }
  if (res.status < 300) exercised.add(key);
  for (const [name, header] of Object.entries<any>(declared.headers ?? {})) {
    if (name === 'Retry-After' || (name === 'Set-Cookie' && res.status >= 300)) continue;
    if (res.headers.get(name) === null && !(header.required === false)) problems.push(`${what}: header ${name} missing`);
  }
  const content = declared.content ?? {};
  const json = content['application/json']?.schema;
  const type = res.headers.get('content-type') ?? '';
  if (json) {
    if (!type.startsWith('application/json')) problems.push(`${what}: declared JSON, got ${type}`);
    else if (!validatorFor(json)(res.body)) {
      problems.push(`${what}: body does not match its schema: ${JSON.stringify(validatorFor(json).errors?.slice(0, 3))}`);
    }
  } else if (Object.keys(content).some((declaredType) => type.startsWith(declaredType))) {
    // A declared binary answer (a PDF, a picture): it must have a body.
    if (!res.body) problems.push(`${what}: an empty ${type}`);
  } else if (!content['*/*'] && res.body !== null && res.body !== '') {
    problems.push(`${what}: a body the document does not declare`);
  }
  return res;
}

/**
 * A multipart form as the browser app sends it, its answer checked like any other, and the form
 * itself against the body the document declares for it: every field as the text it is sent as,
 * the file as its part. What the server accepted, the document must accept too.
 */
async function form(client: Client, role: string, url: string, fields: Record<string, string | number | boolean | undefined>, file?: FilePart): Promise<Answer> {
  const res = check('POST', url, role, await sendForm(client, url, fields, file));
  if (res.status < 300) {
    const { key, op } = operationOf('POST', url);
    const schema = op.requestBody?.content?.['multipart/form-data']?.schema;
    const sent = Object.fromEntries([...Object.entries(fields).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]), ...(file ? [['file', file.name]] : [])]);
    if (!schema) problems.push(`${key}: no multipart body documented`);
    else if (!validatorFor(schema)(sent)) problems.push(`${role} ${key}: the form sent does not match its document: ${JSON.stringify(validatorFor(schema).errors?.slice(0, 3))}`);
  }
  return res;
}

async function call(client: Client, role: string, method: string, url: string, body?: unknown): Promise<Answer> {
  const res = await client.request(method, url, { bearer: client.token, ...(body === undefined ? {} : { body }) });
  return check(method, url, role, res);
}

const guarantee = (extra: Record<string, unknown> = {}) => warrantyBody({ customerName: 'Cliente Contratto', quantity: 2, installationDate: '2025-03-01', ...extra });
const noticeFields = (title: string) => ({ title, body: 'Testo con **grassetto** e un [collegamento](https://example.com).', pinned: 'false' });

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 by an independent validator', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('every request validator and response serializer compiles (they compile at first use; server/lib/lazySerializers.ts)', () => {
    // Some were used by the sign-ins above; the rest, every route's error answers among them, are many.
    const compiled = server.app.compileSchemas();
    expect(compiled.serializers).toBeGreaterThan(200);
    expect(compiled.validators).toBeGreaterThan(20);
    expect(server.app.compileSchemas()).toEqual({ validators: 0, serializers: 0 });
  });

  it('names its schemas, has servers, and says who may call every operation', () => {
    expect(Object.keys(doc.components.schemas).sort()).toEqual(['AuditEntry', 'Document', 'Error', 'Notice', 'User']);
    expect(doc.servers?.length).toBeGreaterThan(0);
    for (const [path, ops] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(ops)) {
        expect(Array.isArray(op.security), `${method} ${path} security`).toBe(true);
        // The rate limits count API paths only: the health probes and /metrics are never 429.
        if (isApiPath(path)) expect(op.responses['429'], `${method} ${path} 429`).toBeDefined();
        else expect(op.responses['429'], `${method} ${path} 429`).toBeUndefined();
        const required = (op.parameters ?? []).filter((p: any) => p.in === 'query' && p.required).map((p: any) => p.name);
        expect(required, `${method} ${path} required query parameters`).toEqual([]);
      }
    }
  });
});

describe('real answers match the document', () => {
  it('every operation, as a dealer and as an admin, and their refusals', async () => {
    const dealer = await userId(server, 'rossi@demo.test');
    const pending = await userId(server, 'verdi@demo.test');

    // Accounts and sessions.
    const fresh = new Client(server.url);
    check('POST', '/api/auth/register', 'anonymous', await fresh.request('POST', '/api/auth/register', { body: registration(freshEmail('contract')) }));
    check('POST', '/api/auth/register', 'anonymous', await fresh.request('POST', '/api/auth/register', { body: { email: 'x' } }));
    for (const role of ['dealerA', 'admin'] as const) {
      const c = as[role];
      await call(c, role, 'GET', '/auth/me');
      await call(c, role, 'PUT', '/auth/me', { city: 'Padova' });
      await call(c, role, 'PUT', '/auth/me', { city: 5 });
      await call(c, role, 'GET', '/protected/ping');
    }
    const signIn = new Client(server.url);
    check('POST', '/auth/login', 'anonymous', await signIn.login('bianchi@demo.test', 'demo-portal-2026'));
    check('POST', '/auth/login', 'anonymous', await new Client(server.url).login('bianchi@demo.test', 'wrong password'));
    check('GET', '/auth/refresh', 'dealerB', await signIn.request('GET', '/auth/refresh'));
    check('GET', '/auth/refresh', 'anonymous', await new Client(server.url).request('GET', '/auth/refresh'));
    await call(signIn, 'dealerB', 'POST', '/auth/password', { currentPassword: 'demo-portal-2026', newPassword: 'a new long password 2026' });
    await call(signIn, 'dealerB', 'POST', '/auth/password', { currentPassword: 'wrong', newPassword: 'a new long password 2026' });
    check('POST', '/auth/logout', 'dealerB', await signIn.request('POST', '/auth/logout'));
    await call(new Client(server.url), 'anonymous', 'GET', '/auth/me');
    await call(new Client(server.url), 'anonymous', 'POST', '/api/auth/password-reset', { email: 'rossi@demo.test', locale: 'en' });
    await call(new Client(server.url), 'anonymous', 'POST', '/api/auth/password-reset', { email: 'nobody' });
    await server.app.jobs.drain('mailSender');
    const resetToken = 'a'.repeat(43);
    await call(new Client(server.url), 'anonymous', 'POST', '/api/auth/password-reset/confirm', { token: resetToken, newPassword: 'a new long password 2026' });
    await server.app.db
      .insertInto('passwordResets')
      .values({ tokenHash: createHash('sha256').update(resetToken).digest('hex'), userId: pending, expiresAt: Date.now() + 60_000, createdAt: Date.now() })
      .execute();
    await call(new Client(server.url), 'anonymous', 'POST', '/api/auth/password-reset/confirm', { token: resetToken, newPassword: 'a new long password 2026' });

    // Documents.
    const pdf = (title: string) => ({ name: `${title}.pdf`, content: samples.pdf(title) });
    const doc1 = await form(as.admin, 'admin', '/protected/document/upload', baseFields('Contratto listino'), pdf('Contratto listino'));
    const reserved = await form(as.admin, 'admin', '/protected/document/reserved', { title: 'Riservato contratto', category: 'manual', language: 'it', dealerIds: String(dealer) }, { name: 'r.pdf', content: samples.pdf('r') });
    await form(as.admin, 'admin', '/protected/document/edit', { id: doc1.body.id, title: 'Contratto listino 2', category: 'manual', language: 'it', reserved: 'false' });
    await form(as.admin, 'admin', '/protected/document/edit', { id: doc1.body.id, title: 'Contratto listino 3', category: 'manual', language: 'it', reserved: 'true', dealerIds: String(dealer) }, pdf('Contratto listino 3'));
    await form(as.dealerA, 'dealerA', '/protected/document/upload', baseFields('Non ammesso'), pdf('Non ammesso'));
    await form(as.admin, 'admin', '/protected/document/upload', { title: 'x' });
    for (const role of ['dealerA', 'admin'] as const) {
      const c = as[role];
      await call(c, role, 'GET', '/protected/documents/list');
      await call(c, role, 'GET', '/protected/documents/list?include=reserved&perPage=5&q=contratto');
      await call(c, role, 'GET', '/protected/documents/list/reserverd');
      await call(c, role, 'GET', '/protected/documents/list?page=0');
      await call(c, role, 'GET', `/protected/document/${reserved.body.id}`);
      await call(c, role, 'GET', '/protected/document/999999');
      const link = await call(c, role, 'POST', `/protected/document/${reserved.body.id}/link`);
      const file = await download(c, reserved.body.id);
      check('GET', link.body.url, role, { ...file, body: null });
      const part = await download(c, reserved.body.id, { range: 'bytes=0-3' });
      check('GET', link.body.url, role, { ...part, body: null });
    }
    await call(as.dealerB, 'dealerB', 'GET', `/protected/document/${reserved.body.id}`);

    // The global search: every kind for an admin, a dealer's own, refused input, anonymous.
    for (const role of ['dealerA', 'admin'] as const) {
      await call(as[role], role, 'GET', '/api/search?q=contratto');
      await call(as[role], role, 'GET', '/api/search?q=finestre&limit=3&lang=en');
    }
    await call(as.admin, 'admin', 'GET', '/api/search?q=');
    await call(new Client(server.url), 'anonymous', 'GET', '/api/search?q=contratto');
    await call(as.pending, 'pending', 'GET', '/protected/documents/list');
    await call(as.anonymous, 'anonymous', 'GET', '/protected/documents/list');
    await call(as.dealerA, 'dealerA', 'DELETE', `/protected/document/${doc1.body.id}`);
    await call(as.admin, 'admin', 'DELETE', `/protected/document/${doc1.body.id}`);

    // Notices.
    const notice = await form(as.admin, 'admin', '/protected/notice/upload', noticeFields('Avviso contratto'), { name: 'a.pdf', content: samples.pdf('a') });
    await form(as.admin, 'admin', '/protected/notice/edit', { id: notice.body.id, ...noticeFields('Avviso contratto 2') });
    for (const role of ['dealerA', 'admin'] as const) {
      const c = as[role];
      await call(c, role, 'GET', '/protected/notices/list?unread=true');
      await call(c, role, 'GET', '/protected/notices/list/3');
      await call(c, role, 'GET', '/protected/notices/list/1000');
      await call(c, role, 'GET', '/protected/notices/unread-count');
      await call(c, role, 'GET', `/protected/notice/${notice.body.id}`);
      await call(c, role, 'POST', `/protected/notice/${notice.body.id}/read`);
      await call(c, role, 'POST', `/protected/notice/${notice.body.id}/link`);
    }
    await form(as.admin, 'admin', '/protected/notice/edit', { id: notice.body.id, ...noticeFields('Avviso contratto 3'), removeAttachment: 'true' });
    await call(as.admin, 'admin', 'DELETE', `/protected/notice/${notice.body.id}`);
    await call(as.admin, 'admin', 'GET', `/protected/notice/${notice.body.id}`);

    // Issue 26: a claim's photo and PDF (uploaded before their message), followed; refusals.
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    for (const role of ['dealerA', 'admin'] as const) {
      const up = await form(as[role], role, '/protected/claim-file', {}, { name: 'foto.jpg', content: photo });
      check('GET', up.body.thumbUrl, role, { ...(await fetchFile(as[role], up.body.thumbUrl)), body: null });
      await form(as[role], role, '/protected/claim-file', {}, { name: 'perizia.pdf', content: samples.pdf('perizia') });
    }
    await form(as.dealerA, 'dealerA', '/protected/claim-file', {}, { name: 'IMG_0001.HEIC', content: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheicmif1heic'), Buffer.alloc(64)]) });
    await form(as.dealerA, 'dealerA', '/protected/claim-file', {}, { name: 'nota.jpg', content: Buffer.from('not a picture') });
    await form(as.dealerA, 'dealerA', '/protected/claim-file', { claimId: '1' }, { name: 'foto.jpg', content: photo });
    await form(as.anonymous, 'anonymous', '/protected/claim-file', {}, { name: 'foto.jpg', content: photo });

    // Warranties.
    const own = await call(as.dealerA, 'dealerA', 'POST', '/protected/guarantee/create', guarantee());
    await call(as.admin, 'admin', 'POST', '/protected/guarantee/create', guarantee({ dealerId: dealer }));
    await call(as.admin, 'admin', 'POST', '/protected/guarantee/create', guarantee({ dealerId: pending }));
    await call(as.dealerA, 'dealerA', 'POST', '/protected/guarantee/create', guarantee({ quantity: '2' }));
    for (const role of ['dealerA', 'admin'] as const) {
      await call(as[role], role, 'GET', '/protected/guarantees/list?status=active');
      await call(as[role], role, 'GET', `/protected/guarantee/${own.body.id}`);
    }
    await call(as.dealerB, 'dealerB', 'GET', `/protected/guarantee/${own.body.id}`);
    // Corrected (200), on an old version (409), by another dealer (404), badly (400).
    const fixed = await call(as.dealerA, 'dealerA', 'PUT', `/protected/guarantee/${own.body.id}`, { ...guarantee({ notes: 'Corretta' }), version: own.body.version });
    await call(as.admin, 'admin', 'PUT', `/protected/guarantee/${own.body.id}`, { ...guarantee({ notes: 'Corretta dal produttore' }), version: fixed.body.version });
    await call(as.admin, 'admin', 'PUT', `/protected/guarantee/${own.body.id}`, { ...guarantee(), version: own.body.version });
    await call(as.dealerB, 'dealerB', 'PUT', `/protected/guarantee/${own.body.id}`, { ...guarantee(), version: own.body.version });
    await call(as.dealerA, 'dealerA', 'PUT', `/protected/guarantee/${own.body.id}`, { ...guarantee({ dealerId: dealer }), version: own.body.version });
    // Its windows, the Ecobonus, the paperwork, the certificate by e-mail and its public verification.
    const works = { climateZone: 'E', worksKind: 'incentive', worksStart: '2025-02-01', worksEnd: '2025-03-31' };
    const windows = [{ width: 1230, height: 1480, sashes: 2, glazing: '4/16/4-ar-1.0-we', quantity: 2, oldUw: 2.8, cost: 900 }];
    const eco = await call(as.dealerA, 'dealerA', 'POST', '/protected/guarantee/create', guarantee({ units: windows, ecobonus: works, customerLocale: 'en' }));
    await call(as.dealerA, 'dealerA', 'POST', '/protected/guarantee/create', guarantee({ units: [{ ...windows[0], sashes: 9 }], ecobonus: works }));
    await call(as.admin, 'admin', 'GET', `/protected/guarantee/${eco.body.id}`);
    await call(as.dealerA, 'dealerA', 'GET', '/protected/guarantees/list?perPage=5');
    for (const role of ['dealerA', 'admin'] as const) {
      await call(as[role], role, 'GET', `/protected/guarantee/${eco.body.id}/certificate.pdf`);
      await call(as[role], role, 'GET', `/protected/guarantee/${eco.body.id}/declaration.pdf?lang=it`);
    }
    await call(as.dealerA, 'dealerA', 'GET', `/protected/guarantee/${own.body.id}/declaration.pdf`);
    await call(as.dealerB, 'dealerB', 'GET', `/protected/guarantee/${eco.body.id}/certificate.pdf`);
    await call(as.dealerA, 'dealerA', 'GET', `/protected/guarantee/${eco.body.id}/certificate.pdf?lang=fr`);
    // The claim report of a claim on that registration (written into the tables: tests/api/claim-rows.ts).
    const reported = await insertClaim(server, { guaranteeId: eco.body.id, messages: [{ authorId: eco.body.dealerId, body: 'Guarnizione staccata.' }] });
    for (const role of ['dealerA', 'admin'] as const) await call(as[role], role, 'GET', `/protected/claim/${reported.id}/report.pdf${role === 'admin' ? '?lang=en' : ''}`);
    await call(as.dealerB, 'dealerB', 'GET', `/protected/claim/${reported.id}/report.pdf`);
    await call(as.dealerA, 'dealerA', 'GET', `/protected/claim/${reported.id}/report.pdf?lang=de`);
    await call(as.anonymous, 'anonymous', 'GET', `/protected/claim/${reported.id}/report.pdf`);
    await call(as.dealerA, 'dealerA', 'POST', `/protected/guarantee/${eco.body.id}/send`);
    await call(as.admin, 'admin', 'POST', `/protected/guarantee/${eco.body.id}/send`);
    const noEmail = await call(as.dealerA, 'dealerA', 'POST', '/protected/guarantee/create', guarantee({ customerEmail: undefined, customerPhone: '049 123456' }));
    await call(as.dealerA, 'dealerA', 'POST', `/protected/guarantee/${noEmail.body.id}/send`);
    await call(as.dealerB, 'dealerB', 'POST', `/protected/guarantee/${eco.body.id}/send`);
    await call(as.anonymous, 'anonymous', 'GET', `/api/verify/${eco.body.code}`);
    await call(as.anonymous, 'anonymous', 'GET', '/api/verify/GAR-1999-000001');
    await call(as.anonymous, 'anonymous', 'GET', '/api/verify/nope');

    // After-sales claims (issue 26): opened, read, listed, written on, moved, assigned; and refused.
    const noticed = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const claimBody = (extra: Record<string, unknown> = {}) => ({ guaranteeId: eco.body.id, units: [1], kind: 'product', noticedOn: noticed, description: 'Contratto', files: [], ...extra });
    const claim = await call(as.dealerA, 'dealerA', 'POST', '/protected/claim/create', claimBody());
    await call(as.admin, 'admin', 'POST', '/protected/claim/create', claimBody({ kind: 'transport', paidService: false }));
    await call(as.dealerB, 'dealerB', 'POST', '/protected/claim/create', claimBody());
    await call(as.dealerA, 'dealerA', 'POST', '/protected/claim/create', claimBody({ units: [9] }));
    for (const role of ['dealerA', 'admin'] as const) {
      await call(as[role], role, 'GET', `/protected/claim/${claim.body.id}`);
      await call(as[role], role, 'GET', '/protected/claims/list?status=open&sort=createdAt&order=DESC');
    }
    await call(as.admin, 'admin', 'GET', `/protected/claims/list?assignee=me&overdue=false&product=pvc/finestre/icon&createdFrom=${noticed}`);
    await call(as.dealerB, 'dealerB', 'GET', `/protected/claim/${claim.body.id}`);
    await call(as.dealerA, 'dealerA', 'GET', '/protected/claims/list?status=lost');
    await call(as.admin, 'admin', 'POST', `/protected/claim/${claim.body.id}/assign`, { assigneeId: await userId(server, 'admin@demo.test'), version: 1 });
    await call(as.admin, 'admin', 'POST', `/protected/claim/${claim.body.id}/status`, { status: 'waiting', message: 'Una domanda', version: 2 });
    await call(as.admin, 'admin', 'POST', `/protected/claim/${claim.body.id}/status`, { status: 'review', version: 2 });
    await call(as.dealerA, 'dealerA', 'POST', `/protected/claim/${claim.body.id}/status`, { status: 'review', version: 3 });
    await call(as.dealerA, 'dealerA', 'POST', `/protected/claim/${claim.body.id}/message`, { body: 'Una risposta', files: [] });
    await call(as.dealerB, 'dealerB', 'POST', `/protected/claim/${claim.body.id}/message`, { body: 'Altro', files: [] });
    await call(as.admin, 'admin', 'POST', `/protected/claim/${claim.body.id}/status`, { status: 'approved', version: 4 });
    await call(as.admin, 'admin', 'POST', `/protected/claim/${claim.body.id}/status`, { status: 'approved', remedy: 'unit', version: 4 });
    await call(as.admin, 'admin', 'POST', `/protected/claim/${claim.body.id}/status`, { status: 'closed', version: 5 });
    await call(as.admin, 'admin', 'POST', `/protected/claim/${claim.body.id}/status`, { status: 'review', version: 6 });
    await call(as.dealerA, 'dealerA', 'POST', `/protected/claim/${claim.body.id}/message`, { body: 'Dopo la chiusura', files: [] });

    // Accounts (admins).
    await call(as.admin, 'admin', 'GET', '/api/users?range=[0,1]&filter={"status":"active"}');
    await call(as.admin, 'admin', 'GET', '/api/users?range=[900,901]');
    await call(as.dealerA, 'dealerA', 'GET', '/api/users');
    const record = (await call(as.admin, 'admin', 'GET', `/api/users/${pending}`)).body;
    await call(as.admin, 'admin', 'PUT', `/api/users/${pending}`, { ...record, status: 'active' });
    await call(as.admin, 'admin', 'PUT', `/api/users/${await userId(server, 'admin@demo.test')}`, { status: 'disabled' });
    await call(as.admin, 'admin', 'GET', '/api/users/999999');
    await server.app.jobs.drain('mailSender');
    const mails = await call(as.admin, 'admin', 'GET', '/api/mail?range=[0,4]');
    await call(as.admin, 'admin', 'GET', `/api/mail/${mails.body[0].id}`);
    await call(as.admin, 'admin', 'GET', '/api/mail/999999');
    await call(as.dealerA, 'dealerA', 'GET', '/api/mail');
    const manufacturer = (await call(as.anonymous, 'anonymous', 'GET', '/api/manufacturer')).body;
    await call(as.admin, 'admin', 'PUT', '/api/manufacturer', manufacturer);
    await call(as.admin, 'admin', 'PUT', '/api/manufacturer', { ...manufacturer, vatNumber: '1' });
    await call(as.dealerA, 'dealerA', 'PUT', '/api/manufacturer', manufacturer);
    await call(as.admin, 'admin', 'PUT', '/api/manufacturer/logo', { image: PNG_LOGO });
    await call(as.admin, 'admin', 'PUT', '/api/manufacturer/logo', { image: `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}` });
    await call(as.dealerA, 'dealerA', 'PUT', '/api/manufacturer/logo', { image: PNG_LOGO });
    const { logo } = (await call(as.anonymous, 'anonymous', 'GET', '/api/manufacturer')).body;
    await call(as.anonymous, 'anonymous', 'GET', logo);
    await call(as.anonymous, 'anonymous', 'GET', '/api/manufacturer/logo?v=x');
    // The installed app's manifest and the icons drawn from the logo.
    const manifest = (await call(as.anonymous, 'anonymous', 'GET', '/manifest.webmanifest?lang=en')).body;
    await call(as.anonymous, 'anonymous', 'GET', manifest.icons[2].src);
    await call(as.anonymous, 'anonymous', 'GET', '/api/manufacturer/icon/other.png');
    await call(as.anonymous, 'anonymous', 'GET', '/manifest.webmanifest?lang=fr');
    await call(as.dealerA, 'dealerA', 'DELETE', '/api/manufacturer/logo');
    await call(as.admin, 'admin', 'DELETE', '/api/manufacturer/logo');
    await call(as.anonymous, 'anonymous', 'GET', '/api/manufacturer/logo');
    await call(as.anonymous, 'anonymous', 'GET', '/api/manufacturer/icon/icon-192.png');
    await call(as.anonymous, 'anonymous', 'GET', '/manifest.webmanifest');

    // Documents printed from the catalogue.
    for (const role of ['dealerA', 'admin'] as const) await call(as[role], role, 'GET', '/protected/catalogue/pvc/finestre/icon/dop.pdf?lang=en');
    await call(as.dealerA, 'dealerA', 'GET', '/protected/catalogue/pvc/finestre/nope/dop.pdf');
    await call(as.dealerA, 'dealerA', 'GET', '/protected/catalogue/pvc/finestre/icon/dop.pdf?lang=de');
    await call(as.pending, 'pending', 'GET', '/protected/catalogue/pvc/finestre/icon/dop.pdf');
    await call(as.anonymous, 'anonymous', 'GET', '/protected/catalogue/pvc/finestre/icon/dop.pdf');
    // Issue 24: a version of a DoP (signed in), and the permanent public address of each version.
    for (const role of ['dealerA', 'admin'] as const) await call(as[role], role, 'GET', '/protected/catalogue/pvc/finestre/icon/dop/1?lang=en');
    await call(as.dealerA, 'dealerA', 'GET', '/protected/catalogue/pvc/finestre/icon/dop/9');
    await call(as.dealerA, 'dealerA', 'GET', '/protected/catalogue/pvc/finestre/icon/dop/0');
    await call(as.anonymous, 'anonymous', 'GET', '/protected/catalogue/pvc/finestre/icon/dop/1');
    await call(as.anonymous, 'anonymous', 'GET', '/api/dop/DoP-PVC-ICON-2026-01/2?lang=en');
    await call(as.anonymous, 'anonymous', 'GET', '/api/dop/DoP-NONE/1');
    await call(as.anonymous, 'anonymous', 'GET', '/api/dop/DoP-PVC-ICON-2026-01/x');

    // The live-events stream: its first message stands for the body (it never ends by itself).
    const stream = async (c: Client, role: string, lastEventId?: string) => {
      const s = await EventStream.open(server.url, c.token, lastEventId);
      const body = s.status === 200 ? JSON.stringify(await s.until((x) => x.messages[0])) : s.body;
      s.close();
      check('GET', '/api/events', role, { status: s.status, body, headers: s.headers });
    };
    for (const role of ['dealerA', 'admin'] as const) await stream(as[role], role);
    await stream(as.dealerA, 'dealerA', 'not a number');
    await stream(as.pending, 'pending');
    await stream(as.anonymous, 'anonymous');

    // The audit log (admins, read-only): a page, filtered, one entry, the CSV, and refusals.
    const audit = (await call(as.admin, 'admin', 'GET', '/protected/audit/list?perPage=5')).body;
    await call(as.admin, 'admin', 'GET', `/protected/audit/list?action=auth.sign_in&recordType=account&from=${encodeURIComponent('2020-01-01T00:00:00Z')}&q=admin`);
    await call(as.admin, 'admin', 'GET', `/protected/audit/${audit.data[0].id}`);
    await call(as.admin, 'admin', 'GET', '/protected/audit/999999');
    await call(as.admin, 'admin', 'GET', '/protected/audit/export.csv?action=manufacturer.update');
    await call(as.admin, 'admin', 'GET', '/protected/audit/list?action=nope');
    await call(as.admin, 'admin', 'GET', '/protected/audit/export.csv?from=nope');
    await call(as.dealerA, 'dealerA', 'GET', '/protected/audit/list');
    await call(as.dealerA, 'dealerA', 'GET', '/protected/audit/export.csv');
    await call(as.anonymous, 'anonymous', 'GET', `/protected/audit/${audit.data[0].id}`);

    // The claims' quality view (admins): a year, a period refused, a dealer refused.
    await call(as.admin, 'admin', 'GET', '/protected/claims/quality?from=2025-12&to=2026-11');
    await call(as.admin, 'admin', 'GET', '/protected/claims/quality?from=2026-11&to=2025-12');
    await call(as.dealerA, 'dealerA', 'GET', '/protected/claims/quality?from=2025-12&to=2026-11');

    // Operations: the probes, the metrics with their token and without, and ready once shutdown begins (last).
    await call(as.anonymous, 'anonymous', 'GET', '/health/live');
    await call(as.anonymous, 'anonymous', 'GET', '/health/ready');
    await call(as.anonymous, 'anonymous', 'GET', '/health/ready?verbose=1');
    check('GET', '/metrics', 'prometheus', await new Client(server.url).request('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }));
    check('GET', '/metrics', 'prometheus', await new Client(server.url).request('GET', '/metrics?format=json', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }));
    await call(as.admin, 'admin', 'GET', '/metrics');
    server.app.beginShutdown();
    await call(as.anonymous, 'anonymous', 'GET', '/health/ready');

    expect(problems).toEqual([]);
    const operations = Object.entries<any>(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(operations.filter((o) => !exercised.has(o))).toEqual([]);
  });
});
