import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_KINDS, perThousand, type ClaimKind, type ClaimQuality } from '../../shared/claims';
import { addMonths, CLAIM_QUALITY_MONTHS_MAX, qualityListFilter } from '../../shared/claimQuality';
import { warrantyBody } from './guarantee-helpers';
import { seenByServer } from './claim-rows';
import { startServer, type Client, type TestServer } from './harness';
import { userId } from './helpers';
import { signInAll, type Role } from './documents-helpers';

// The quality view (issue 26): claims per product and kind per 1,000 windows registered in the
// same months. Registrations and claims are dated in 2016 (before any demo content) by writing
// their `created_at`, some a minute either side of Rome's month boundaries; the figures are
// checked against the numbers worked out by hand and against a count made here, row by row,
// with the months read by Intl (not the server's arithmetic).
let server: TestServer;
let as: Record<Role, Client>;
let dealerA: number;

const A = 'pvc/finestre/icon';
const B = 'alluminio/finestre/metropolis';
const C = 'pvc/portoncini/battista';
const at = (iso: string) => Date.parse(iso);
const quality = (c: Client, from: string, to: string) => c.get(`/protected/claims/quality?from=${from}&to=${to}`);

/** A registration of `product` made (created_at) at `time`, through the API, then dated back. */
async function registration(product: string, quantity: number, time: number): Promise<number> {
  const [material, productCategory, p] = product.split('/');
  const res = await as.dealerA.post('/protected/guarantee/create', warrantyBody({ material, productCategory, product: p, quantity, installationDate: '2015-06-01' }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await server.app.db.updateTable('guarantees').set({ createdAt: time }).where('id', '=', res.body.id).execute();
  await seenByServer(server);
  return res.body.id;
}

let seq = 0;
/** A claim on registration `guaranteeId`, opened at `time`: a row as the claims' service writes it. */
async function claim(guaranteeId: number, product: string, kind: ClaimKind, time: number): Promise<void> {
  const [material, productCategory, p] = product.split('/');
  await server.app.db
    .insertInto('claims')
    .values({
      code: `RCL-2016-${String(900_000 + ++seq)}`,
      guaranteeId,
      dealerId: dealerA,
      material,
      productCategory,
      product: p,
      kind,
      noticedOn: '2016-01-01',
      description: 'Quality view test',
      paidService: 0,
      status: 'submitted',
      remedy: null,
      rejectionReason: null,
      assigneeId: null,
      firstAnswerAt: null,
      coverPhotoId: null,
      createdBy: dealerA,
      dueAt: time + 2 * 86_400_000,
      createdAt: time,
      updatedAt: time,
    })
    .execute();
  await seenByServer(server);
}

const romeMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit' });
/** `YYYY-MM` of a moment in Italy, by Intl's own time zone data. */
const monthInRome = (ms: number) => {
  const parts = Object.fromEntries(romeMonth.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}`;
};

/** The figures worked out from every row of both tables, in this file's own way. */
async function counted(from: string, to: string): Promise<ClaimQuality> {
  const { db } = server.app;
  const inPeriod = (ms: number) => monthInRome(ms) >= from && monthInRome(ms) <= to;
  const guarantees = (await db.selectFrom('guarantees').select(['createdAt', 'material', 'productCategory', 'product', 'quantity']).execute()).filter((g) => inPeriod(Number(g.createdAt)));
  const claims = (await db.selectFrom('claims').select(['createdAt', 'material', 'productCategory', 'product', 'kind']).execute()).filter((c) => inPeriod(Number(c.createdAt)));
  const key = (r: { material: string; productCategory: string; product: string }) => `${r.material}/${r.productCategory}/${r.product}`;
  const keys = [...new Set([...guarantees.map(key), ...claims.map(key)])];
  const byKind = (list: typeof claims) => Object.fromEntries(CLAIM_KINDS.map((k) => [k, list.filter((c) => c.kind === k).length]));
  const months: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) months.push(m);
  const units = (list: typeof guarantees) => list.reduce((s, g) => s + Number(g.quantity), 0);
  return {
    from,
    to,
    products: keys.map((product) => {
      const u = units(guarantees.filter((g) => key(g) === product));
      const mine = claims.filter((c) => key(c) === product);
      return { product, units: u, claims: mine.length, byKind: byKind(mine) as Record<ClaimKind, number>, perThousand: perThousand(mine.length, u) };
    }),
    months: months.map((month) => {
      const u = units(guarantees.filter((g) => monthInRome(Number(g.createdAt)) === month));
      const n = claims.filter((c) => monthInRome(Number(c.createdAt)) === month).length;
      return { month, units: u, claims: n, perThousand: perThousand(n, u) };
    }),
    total: { units: units(guarantees), claims: claims.length, perThousand: perThousand(claims.length, units(guarantees)), byKind: byKind(claims) as Record<ClaimKind, number> },
  };
}

/** The answer with its products in the order of `expected`'s keys (the server sorts them by rate). */
const sameFigures = (got: ClaimQuality, expected: ClaimQuality) => {
  expect({ ...got, products: [...got.products].sort((a, b) => a.product.localeCompare(b.product)) }).toEqual({
    ...expected,
    products: [...expected.products].sort((a, b) => a.product.localeCompare(b.product)),
  });
};

beforeAll(async () => {
  server = await startServer({}, 'claim-quality');
  as = await signInAll(server);
  dealerA = await userId(server, 'rossi@demo.test');
  // Rome is UTC+1 in winter, UTC+2 from the last Sunday of March (27 March 2016) to the last of October.
  const g1 = await registration(A, 5, at('2015-12-31T23:30:00Z')); // 00:30 on 1 January in Rome: January
  await registration(A, 100, at('2015-12-31T22:30:00Z')); // 23:30 on 31 December: before the period
  const g3 = await registration(A, 2, at('2016-03-31T21:30:00Z')); // 23:30 on 31 March (summer time): March
  const g4 = await registration(B, 7, at('2016-03-31T22:30:00Z')); // 00:30 on 1 April: April
  await registration(B, 4, at('2016-06-30T21:59:00Z')); // 23:59 on 30 June: June
  await registration(B, 50, at('2016-06-30T22:00:00Z')); // 00:00 on 1 July: after it
  await registration(A, 3, at('2016-02-15T12:00:00Z'));
  const old = await registration(C, 1, at('2010-05-05T10:00:00Z')); // a claim on an older registration
  await claim(g1, A, 'product', at('2016-01-10T09:00:00Z'));
  await claim(g1, A, 'product', at('2015-12-31T23:00:00Z')); // midnight of 1 January in Rome: in
  await claim(g3, A, 'transport', at('2016-03-31T21:30:00Z'));
  await claim(g4, B, 'installation', at('2016-03-31T22:30:00Z'));
  await claim(g4, B, 'product', at('2016-06-30T22:00:00Z')); // midnight of 1 July: out
  await claim(g4, B, 'product', at('2015-12-31T22:59:59.999Z')); // a moment before 1 January: out
  await claim(old, C, 'other', at('2016-05-05T10:00:00Z'));
});
afterAll(() => server?.close());

describe('the figures', () => {
  it('counts units and claims per product, per kind and per Rome month, as worked out by hand', async () => {
    const res = await quality(as.admin, '2016-01', '2016-06');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const kinds = (k: Partial<Record<ClaimKind, number>>) => ({ transport: 0, installation: 0, product: 0, other: 0, ...k });
    expect(res.body).toEqual({
      from: '2016-01',
      to: '2016-06',
      // The highest rate first; a product with claims but nothing registered in the period last.
      products: [
        { product: A, units: 10, claims: 3, byKind: kinds({ product: 2, transport: 1 }), perThousand: 300 },
        { product: B, units: 11, claims: 1, byKind: kinds({ installation: 1 }), perThousand: 90.9 },
        { product: C, units: 0, claims: 1, byKind: kinds({ other: 1 }), perThousand: null },
      ],
      months: [
        { month: '2016-01', units: 5, claims: 2, perThousand: 400 },
        { month: '2016-02', units: 3, claims: 0, perThousand: 0 },
        { month: '2016-03', units: 2, claims: 1, perThousand: 500 },
        { month: '2016-04', units: 7, claims: 1, perThousand: 142.9 },
        { month: '2016-05', units: 0, claims: 1, perThousand: null },
        { month: '2016-06', units: 4, claims: 0, perThousand: 0 },
      ],
      total: { units: 21, claims: 5, perThousand: 238.1, byKind: kinds({ product: 2, transport: 1, installation: 1, other: 1 }) },
    });
  });

  it('agrees with a count of every row, for every period around the data and for the last year with the demo content', async () => {
    const now = monthInRome(Date.now());
    for (const [from, to] of [['2016-01', '2016-06'], ['2015-12', '2016-07'], ['2016-04', '2016-04'], ['2014-01', '2016-12'], [addMonths(now, -11), now]]) {
      const res = await quality(as.admin, from, to);
      expect(res.status).toBe(200);
      sameFigures(res.body, await counted(from, to));
    }
  });

  it('one month with nothing in it: zeros and no rate', async () => {
    const res = await quality(as.admin, '2005-02', '2005-02');
    expect(res.body).toEqual({
      from: '2005-02',
      to: '2005-02',
      products: [],
      months: [{ month: '2005-02', units: 0, claims: 0, perThousand: null }],
      total: { units: 0, claims: 0, perThousand: null, byKind: { transport: 0, installation: 0, product: 0, other: 0 } },
    });
  });

  it('a kept answer is made again when a claim or a registration is written', async () => {
    const before = (await quality(as.admin, '2016-05', '2016-05')).body;
    expect(before.total).toMatchObject({ units: 0, claims: 1 });
    const g = await registration(B, 9, at('2016-05-20T08:00:00Z'));
    const afterRegistration = (await quality(as.admin, '2016-05', '2016-05')).body;
    expect(afterRegistration.total).toMatchObject({ units: 9, claims: 1 });
    await claim(g, B, 'transport', at('2016-05-21T08:00:00Z'));
    const after = (await quality(as.admin, '2016-05', '2016-05')).body;
    expect(after.total).toMatchObject({ units: 9, claims: 2, byKind: { transport: 1, installation: 0, product: 0, other: 1 } });
    sameFigures(after, await counted('2016-05', '2016-05'));
  });

  it('the list behind a figure covers the same Rome days', () => {
    expect(qualityListFilter('2016-01', '2016-02', { product: A, kind: 'product' })).toEqual({ product: A, kind: 'product', createdFrom: '2016-01-01', createdTo: '2016-02-29' });
    expect(qualityListFilter('2015-11', '2015-12')).toEqual({ createdFrom: '2015-11-01', createdTo: '2015-12-31' });
  });
});

describe('the period asked', () => {
  it.each([
    ['to before from', 'from=2016-05&to=2016-04', 'from'],
    [`more than ${CLAIM_QUALITY_MONTHS_MAX} months`, 'from=2016-01&to=2019-01', 'to'],
    ['a month 13', 'from=2016-13&to=2016-12', 'from'],
    ['a day instead of a month', 'from=2016-01-01&to=2016-02', 'from'],
    ['no to, so this month: too long', 'from=2016-01', 'to'],
    ['an unknown parameter', 'from=2016-01&to=2016-02&product=pvc', 'product'],
  ])('is refused: %s', async (_label, query, field) => {
    const res = await as.admin.get(`/protected/claims/quality?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(JSON.stringify(res.body)).toContain(field);
  });

  it('is the last 12 months, this one included, when none is given', async () => {
    const now = monthInRome(Date.now());
    for (const query of ['', `to=${now}`, `from=${addMonths(now, -11)}`]) {
      const res = await as.admin.get(`/protected/claims/quality?${query}`);
      expect(res.status).toBe(200);
      expect([res.body.from, res.body.to, res.body.months.length]).toEqual([addMonths(now, -11), now, 12]);
    }
  });

  it(`takes exactly ${CLAIM_QUALITY_MONTHS_MAX} months`, async () => {
    const res = await quality(as.admin, '2014-01', '2016-12');
    expect(res.status).toBe(200);
    expect(res.body.months).toHaveLength(CLAIM_QUALITY_MONTHS_MAX);
  });
});

describe('who may see it', () => {
  it('admins only: dealers and pending accounts 403, nobody signed in 401', async () => {
    const got = Object.fromEntries(await Promise.all((['anonymous', 'pending', 'dealerA', 'dealerB', 'admin'] as const).map(async (r) => [r, (await quality(as[r], '2016-01', '2016-06')).status])));
    expect(got).toEqual({ anonymous: 401, pending: 403, dealerA: 403, dealerB: 403, admin: 200 });
  });
});
