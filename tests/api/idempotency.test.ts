import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '../../shared/idempotency';
import { api } from '../../shared/paths';
import { anotherInstance, Client, startServer, type TestServer } from './harness';
import { userId } from './helpers';
import { signInAll, type Role } from './documents-helpers';
import { warrantyBody } from './guarantee-helpers';
import { claimBody, registration } from './claim-helpers';

// Idempotency-Key on the creates a draft sends (issue 27): the same key and body answer the first
// answer and create nothing more, even sent at once (on one instance and on two); another body is
// 422; keys are the account's own, expire, and are deleted by their job.
let server: TestServer;
let as: Record<Role, Client>;
const ids = { dealerA: 0, dealerB: 0 };
const HOUR = 3600_000;

const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });
const createWarranty = (c: Client, body: Record<string, unknown>, key?: string) => c.post(api.guarantees.create, body, key === undefined ? {} : withKey(key));
const count = async (table: 'guarantees' | 'claims' | 'idempotencyKeys' | 'auditEntries', where?: { customerName: string }) => {
  let q = server.app.db.selectFrom(table as 'guarantees').select((eb) => eb.fn.countAll<number>().as('n'));
  if (where) q = q.where('customerName', '=', where.customerName);
  return Number((await q.executeTakeFirstOrThrow()).n);
};
const rowsOf = (customerName: string) => count('guarantees', { customerName });

beforeAll(async () => {
  server = await startServer({}, 'idempotency');
  as = await signInAll(server);
  ids.dealerA = await userId(server, 'rossi@demo.test');
  ids.dealerB = await userId(server, 'bianchi@demo.test');
});
afterAll(async () => {
  await server?.close();
});

describe('a warranty registration sent again with its Idempotency-Key', () => {
  it('answers the first answer, status and body, and registers once', async () => {
    const body = warrantyBody();
    const key = randomUUID();
    const audits = await count('auditEntries');
    const first = await createWarranty(as.dealerA, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await createWarranty(as.dealerA, body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    // The same body with its fields in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await createWarranty(as.dealerA, reordered, key)).body).toEqual(first.body);
    expect(await rowsOf(body.customerName as string)).toBe(1);
    expect(await count('auditEntries')).toBe(audits + 1);
    const row = await server.app.db.selectFrom('idempotencyKeys').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ accountId: ids.dealerA, route: api.guarantees.create, status: 201 });
    expect(row.bodyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.expiresAt - row.createdAt).toBe(IDEMPOTENCY_KEY_TTL_HOURS * HOUR);
  });

  it('without the header registers every time, as before', async () => {
    const body = warrantyBody();
    expect((await createWarranty(as.dealerA, body)).status).toBe(201);
    expect((await createWarranty(as.dealerA, body)).status).toBe(201);
    expect(await rowsOf(body.customerName as string)).toBe(2);
  });

  it('refuses the key with another body (422 idempotency_key_reused) and registers nothing', async () => {
    const key = randomUUID();
    const body = warrantyBody();
    expect((await createWarranty(as.dealerA, body, key)).status).toBe(201);
    const other = warrantyBody();
    const res = await createWarranty(as.dealerA, other, key);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'idempotency_key_reused', message: expect.stringContaining('Idempotency-Key') });
    expect(await rowsOf(other.customerName as string)).toBe(0);
    // One field changed is another body too.
    expect((await createWarranty(as.dealerA, { ...body, quantity: 4 }, key)).status).toBe(422);
  });

  it('refuses the key of a registration sent to another create (422)', async () => {
    const key = randomUUID();
    const reg = await createWarranty(as.dealerA, warrantyBody({ units: [{ width: 1230, height: 1480, sashes: 1, glazing: '4/16/4-ar-we' }], quantity: 1 }), key);
    expect(reg.status).toBe(201);
    const claims = await count('claims');
    const res = await as.dealerA.post(api.claims.create, claimBody(reg.body.id), withKey(key));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('idempotency_key_reused');
    expect(await count('claims')).toBe(claims);
  });

  it('sent several times at once, registers once and answers each the same', async () => {
    const body = warrantyBody();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => createWarranty(as.dealerA, body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(await rowsOf(body.customerName as string)).toBe(1);
    expect(await server.app.db.selectFrom('idempotencyKeys').select('id').where('key', '=', key).execute()).toHaveLength(1);
  });

  it('sent at once to two instances of one database, registers once', async () => {
    const other = await anotherInstance(server);
    try {
      const elsewhere = new Client(other.url);
      elsewhere.cookies = as.dealerA.cookies;
      const body = warrantyBody();
      const key = randomUUID();
      const answers = await Promise.all([0, 1, 2, 3].map((i) => createWarranty(i % 2 ? elsewhere : as.dealerA, body, key)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
      for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
      expect(await rowsOf(body.customerName as string)).toBe(1);
    } finally {
      await other.app.close();
    }
  });

  it("is the account's own: another dealer's same key is another request", async () => {
    const key = randomUUID();
    const a = await createWarranty(as.dealerA, warrantyBody(), key);
    const bodyB = warrantyBody();
    const b = await createWarranty(as.dealerB, bodyB, key);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.id).not.toBe(a.body.id);
    expect(b.body.dealerId).toBe(ids.dealerB);
    expect(await rowsOf(bodyB.customerName as string)).toBe(1);
  });

  it('refuses a malformed key (400, JSON with a message) and registers nothing', async () => {
    for (const bad of ['short', 'x'.repeat(201), 'has space inside', 'quote"key-1234', 'àccentato-1234']) {
      const body = warrantyBody();
      const res = await createWarranty(as.dealerA, body, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.message, bad).toEqual(expect.any(String));
      expect(await rowsOf(body.customerName as string)).toBe(0);
    }
    // The limits themselves are accepted.
    expect((await createWarranty(as.dealerA, warrantyBody(), 'a'.repeat(8))).status).toBe(201);
    expect((await createWarranty(as.dealerA, warrantyBody(), 'A_b-'.repeat(50))).status).toBe(201);
  });

  it('does not remember a refusal: the key is free for the request once it can be accepted', async () => {
    const key = randomUUID();
    const body = warrantyBody({ customerEmail: undefined, customerPhone: undefined });
    const refused = await createWarranty(as.dealerA, body, key);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('contact_required');
    expect(await server.app.db.selectFrom('idempotencyKeys').select('id').where('key', '=', key).execute()).toHaveLength(0);
    // Corrected, the draft goes with the same key.
    const fixed = { ...body, customerPhone: '+39 049 765 4321' };
    expect((await createWarranty(as.dealerA, fixed, key)).status).toBe(201);
    expect(await rowsOf(body.customerName as string)).toBe(1);
  });

  it('treats an expired key as new, and its job deletes the expired ones only', async () => {
    const body = warrantyBody();
    const key = randomUUID();
    const first = await createWarranty(as.dealerA, body, key);
    expect(first.status).toBe(201);
    const { db } = server.app;
    // The key as it will be once its time has passed.
    const past = Date.now() - 1;
    await db.updateTable('idempotencyKeys').set({ createdAt: past - IDEMPOTENCY_KEY_TTL_HOURS * HOUR, expiresAt: past }).where('key', '=', key).execute();
    const again = await createWarranty(as.dealerA, body, key);
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(first.body.id);
    expect(await rowsOf(body.customerName as string)).toBe(2);
    const renewed = await db.selectFrom('idempotencyKeys').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    expect(renewed.expiresAt).toBeGreaterThan(Date.now());

    // Two expired, one fresh: the job deletes the two.
    const expired = [randomUUID(), randomUUID()];
    for (const k of expired) expect((await createWarranty(as.dealerA, warrantyBody(), k)).status).toBe(201);
    await db.updateTable('idempotencyKeys').set({ expiresAt: past }).where('key', 'in', expired).execute();
    await server.app.jobs.drain('idempotencyKeys');
    expect(await db.selectFrom('idempotencyKeys').select('id').where('key', 'in', expired).execute()).toHaveLength(0);
    expect(await db.selectFrom('idempotencyKeys').select('id').where('key', '=', key).execute()).toHaveLength(1);
  });
});

describe('a claim sent again with its Idempotency-Key', () => {
  it('answers the first answer and opens once; another body is 422; sent at once, once', async () => {
    const reg = await registration(as.dealerA);
    const key = randomUUID();
    const body = claimBody(reg.id);
    const claims = await count('claims');
    const first = await as.dealerA.post(api.claims.create, body, withKey(key));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await as.dealerA.post(api.claims.create, body, withKey(key));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await count('claims')).toBe(claims + 1);

    const changed = await as.dealerA.post(api.claims.create, { ...body, description: 'Another problem altogether, on the same window.' }, withKey(key));
    expect(changed.status).toBe(422);
    expect(changed.body.code).toBe('idempotency_key_reused');
    expect(await count('claims')).toBe(claims + 1);

    const key2 = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => as.dealerA.post(api.claims.create, body, withKey(key2))));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(201));
    for (const a of answers) expect(a.body.id).toBe(answers[0]!.body.id);
    expect(await count('claims')).toBe(claims + 2);
  });

  it('refuses a malformed key (400)', async () => {
    const reg = await registration(as.dealerA);
    const claims = await count('claims');
    const res = await as.dealerA.post(api.claims.create, claimBody(reg.id), withKey('no'));
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await count('claims')).toBe(claims);
  });
});
