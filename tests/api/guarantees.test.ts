import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, warrantyYearsOf } from '../../shared/catalogue/definition';
import { addDays, addYears, today } from '../../shared/guarantees';
import { warrantyBody } from './guarantee-helpers';
import { createGuarantee } from '../../server/modules/guarantees/service';
import { systemContext } from '../../server/modules/audit/record';
import { Client, startServer, type TestServer } from './harness';
import { userId } from './helpers';
import { ROLES, signInAll, type Role } from './documents-helpers';

// Warranty registrations: validation of every field, codes, expiry, lists, isolation between
// dealers, admins registering for a dealer, and the permissions of every route for every role.
let server: TestServer;
let as: Record<Role, Client>;
let dealerA: number;
let dealerB: number;
let pending: number;
let admin: number;

beforeAll(async () => {
  server = await startServer({}, 'guarantees');
  as = await signInAll(server);
  [dealerA, dealerB, pending, admin] = await Promise.all(
    ['rossi@demo.test', 'bianchi@demo.test', 'verdi@demo.test', 'admin@demo.test'].map((e) => userId(server, e)),
  );
});
afterAll(() => server.close());

const TODAY = today(new Date(), 'utc');
const YEAR = new Date().getUTCFullYear();
const CODE = new RegExp(`^GAR-${YEAR}-\\d{6}$`);
let unique = 0;
/** A customer name no other test uses (the lists are shared by the whole file). */
const customer = (tag: string) => `${tag} ${process.pid}-${++unique}`;

const body = (extra: Record<string, unknown> = {}) => warrantyBody({ customerName: customer('Cliente'), ...extra });

const create = (c: Client, extra: Record<string, unknown> = {}) => c.post('/protected/guarantee/create', body(extra));
const list = (c: Client, query = '') => c.get(`/protected/guarantees/list?${query}`);
const count = async () =>
  Number((await server.app.db.selectFrom('guarantees').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const numberOf = (code: string) => Number(code.split('-')[2]);

describe('demo content', () => {
  it('has registrations for both active demo dealers, one of them expired, with codes and expiry', async () => {
    const a = await list(as.dealerA, 'perPage=100');
    const b = await list(as.dealerB, 'perPage=100');
    expect(a.status).toBe(200);
    expect(a.body.total).toBeGreaterThanOrEqual(5);
    expect(b.body.total).toBeGreaterThanOrEqual(3);
    expect(a.body.data.every((g: any) => g.dealerId === dealerA && CODE.test(g.code))).toBe(true);
    expect(b.body.data.every((g: any) => g.dealerId === dealerB)).toBe(true);
    const expired = (await list(as.admin, 'status=expired&perPage=100')).body;
    expect(expired.total).toBeGreaterThanOrEqual(1);
    expect((await list(as.admin, 'status=expiring')).body.total).toBeGreaterThanOrEqual(1);
    for (const g of [...a.body.data, ...b.body.data]) {
      expect(g.expiresOn).toBe(addYears(g.installationDate, g.warrantyYears));
      expect(g.country).toBe('IT');
    }
    expect((await list(as.dealerA, 'status=expired')).body.total + (await list(as.dealerB, 'status=expired')).body.total).toBe(expired.total);
  });
});

describe('registering a warranty', () => {
  it('answers the registration with its code, its dealer and its computed expiry', async () => {
    const name = customer('Famiglia Rossetto');
    const res = await create(as.dealerA, { customerName: `  ${name}  `, customerEmail: 'Mario.Rossetto@Example.IT', province: 'pd', installationDate: '2024-03-15' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      customerName: name,
      customerEmail: 'mario.rossetto@example.it',
      province: 'PD',
      dealerId: dealerA,
      dealer: { id: dealerA, displayName: 'Marco Rossi', company: 'Rossi Infissi S.r.l.' },
      createdBy: { id: dealerA, displayName: 'Marco Rossi' },
      material: 'pvc',
      productCategory: 'finestre',
      product: 'icon',
      quantity: 3,
      installationDate: '2024-03-15',
      warrantyYears: 10,
      expiresOn: '2034-03-15',
    });
    expect(res.body.code).toMatch(CODE);
    expect(Date.parse(res.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const again = await as.dealerA.get(`/protected/guarantee/${res.body.id}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
  });

  it.each(
    CATALOGUE.flatMap((m) => m.categories.map((c) => [m.slug, c.slug, c.products[0]!.slug, warrantyYearsOf(c)] as const)),
  )('defaults the years to the standard warranty of the product: %s/%s/%s → %i', async (material, productCategory, product, years) => {
    const res = await create(as.dealerB, { material, productCategory, product, installationDate: '2025-06-30' });
    expect(res.status).toBe(201);
    expect(res.body.warrantyYears).toBe(years);
    expect(res.body.expiresOn).toBe(`${2025 + years}-06-30`);
  });

  it('takes the years given, and counts a 29 February to the 28th when the year has none', async () => {
    const res = await create(as.dealerA, { warrantyYears: 7, installationDate: '2024-02-29' });
    expect(res.body).toMatchObject({ warrantyYears: 7, expiresOn: '2031-02-28' });
    const leap = await create(as.dealerA, { warrantyYears: 4, installationDate: '2024-02-29' });
    expect(leap.body.expiresOn).toBe('2028-02-29');
    const limits = await Promise.all([create(as.dealerA, { warrantyYears: 1 }), create(as.dealerA, { warrantyYears: 30 })]);
    expect(limits.map((r) => r.status)).toEqual([201, 201]);
  });

  it('accepts today, and the oldest day still allowed', async () => {
    expect((await create(as.dealerA, { installationDate: TODAY })).status).toBe(201);
    expect((await create(as.dealerA, { installationDate: addYears(TODAY, -30) })).status).toBe(201);
  });

  it('needs only one contact: the e-mail or the phone', async () => {
    const email = await create(as.dealerA, { customerPhone: undefined });
    const phone = await create(as.dealerA, { customerEmail: '', customerPhone: '049 123 4567' });
    const nulls = await create(as.dealerA, { customerEmail: null, customerPhone: '3471122334' });
    expect([email.status, phone.status, nulls.status]).toEqual([201, 201, 201]);
    expect(phone.body).toMatchObject({ customerEmail: null, customerPhone: '049 123 4567' });
  });

  it('stores empty optional fields as null', async () => {
    const res = await create(as.dealerA, { orderReference: '', notes: null, province: 'VR' });
    expect(res.body).toMatchObject({ orderReference: null, notes: null });
    const out = await create(as.dealerA, { orderReference: undefined, notes: undefined });
    expect(out.body).toMatchObject({ orderReference: null, notes: null });
  });

  it('applies the Italian postcode and province rules to Italy only', async () => {
    const swiss = await create(as.dealerA, { country: 'CH', zipCode: '6900', city: 'Lugano', province: undefined });
    expect(swiss.status).toBe(201);
    expect(swiss.body).toMatchObject({ country: 'CH', zipCode: '6900', province: null });
    const uk = await create(as.dealerA, { country: 'GB', zipCode: 'sw1a 1aa', city: 'London', province: 'Greater London' });
    expect(uk.body).toMatchObject({ zipCode: 'SW1A 1AA', province: 'Greater London' });
    const sanMarino = await create(as.dealerA, { country: 'SM', zipCode: '47890', city: 'San Marino', province: 'RSM' });
    expect(sanMarino.status).toBe(400);
  });

  it('refuses fields the server owns (code, expiry, dates, ids, author), naming them', async () => {
    for (const owned of [{ id: 1 }, { code: 'GAR-1999-000001' }, { expiresOn: '2099-12-31' }, { createdAt: '2000-01-01T00:00:00Z' }, { createdBy: admin }]) {
      const res = await create(as.dealerA, { ...owned, installationDate: '2025-01-10' });
      expect(res.status, JSON.stringify(owned)).toBe(400);
      expect(res.body.fields, JSON.stringify(owned)).toEqual([{ field: Object.keys(owned)[0], message: 'is not a known field' }]);
    }
    const res = await create(as.dealerA, { installationDate: '2025-01-10' });
    expect(res.status).toBe(201);
    expect(res.body.code).toMatch(CODE);
    expect(res.body.expiresOn).toBe('2035-01-10');
    expect(res.body.createdBy.id).toBe(dealerA);
  });
});

describe('validation: every field, 400 and nothing written', () => {
  const long = (n: number) => 'x'.repeat(n);
  const future = addDays(TODAY, 2);
  const tooOld = addDays(addYears(TODAY, -30), -2);
  const cases: [string, Record<string, unknown>, string, string][] = [
    // what, change, code, field named
    ['no customer name', { customerName: undefined }, 'validation_failed', 'customerName'],
    ['a blank customer name', { customerName: '   ' }, 'validation_failed', 'customerName'],
    ['a customer name over 120 characters', { customerName: long(121) }, 'validation_failed', 'customerName'],
    ['a control character in the name', { customerName: 'Mario\u0000Rossi' }, 'validation_failed', 'customerName'],
    ['a bad e-mail', { customerEmail: 'not-an-email' }, 'validation_failed', 'customerEmail'],
    ['an e-mail over 254 characters', { customerEmail: `${long(250)}@example.it` }, 'validation_failed', 'customerEmail'],
    ['a phone with letters', { customerPhone: 'call me' }, 'validation_failed', 'customerPhone'],
    ['a phone too short', { customerPhone: '12345' }, 'validation_failed', 'customerPhone'],
    ['a phone too long', { customerPhone: '+39 0123456789012345' }, 'validation_failed', 'customerPhone'],
    ['no contact at all', { customerEmail: undefined, customerPhone: undefined }, 'contact_required', 'customerEmail'],
    ['empty contacts', { customerEmail: '', customerPhone: null }, 'contact_required', 'customerPhone'],
    ['no street', { street: undefined }, 'validation_failed', 'street'],
    ['a street over 200 characters', { street: long(201) }, 'validation_failed', 'street'],
    ['no postcode', { zipCode: undefined }, 'validation_failed', 'zipCode'],
    ['an Italian postcode of four digits', { zipCode: '3510' }, 'validation_failed', 'zipCode'],
    ['an Italian postcode with letters', { zipCode: '35I00' }, 'validation_failed', 'zipCode'],
    ['a postcode with symbols', { country: 'FR', zipCode: '75<01' }, 'validation_failed', 'zipCode'],
    ['a postcode over 10 characters', { country: 'GB', zipCode: 'AB12 3CD 45' }, 'validation_failed', 'zipCode'],
    ['no city', { city: '' }, 'validation_failed', 'city'],
    ['a city over 100 characters', { city: long(101) }, 'validation_failed', 'city'],
    ['no province in Italy', { province: undefined }, 'validation_failed', 'province'],
    ['a province name instead of its code in Italy', { province: 'Padova' }, 'validation_failed', 'province'],
    ['a province over 60 characters', { country: 'FR', zipCode: '75001', province: long(61) }, 'validation_failed', 'province'],
    ['an unknown country', { country: 'XX' }, 'validation_failed', 'country'],
    ['a lower-case country', { country: 'it' }, 'validation_failed', 'country'],
    ['no material', { material: undefined }, 'validation_failed', 'material'],
    ['no product', { product: undefined }, 'validation_failed', 'product'],
    ['a material not in the catalogue', { material: 'vetro' }, 'unknown_catalogue_item', 'material'],
    ['a category of another material', { material: 'pvc', productCategory: 'oscuranti', product: 'raffaello' }, 'unknown_catalogue_item', 'productCategory'],
    ['a product of another category', { material: 'legno', productCategory: 'finestre', product: 'icon' }, 'unknown_catalogue_item', 'product'],
    ['a product not in the catalogue', { product: 'fantasia' }, 'unknown_catalogue_item', 'product'],
    ['a slug that is a path', { product: '../icon' }, 'validation_failed', 'product'],
    ['quantity 0', { quantity: 0 }, 'validation_failed', 'quantity'],
    ['quantity 1000', { quantity: 1000 }, 'validation_failed', 'quantity'],
    ['a negative quantity', { quantity: -2 }, 'validation_failed', 'quantity'],
    ['a fractional quantity', { quantity: 1.5 }, 'validation_failed', 'quantity'],
    ['no quantity', { quantity: undefined }, 'validation_failed', 'quantity'],
    ['an order reference over 60 characters', { orderReference: long(61) }, 'validation_failed', 'orderReference'],
    ['notes over 2000 characters', { notes: long(2001) }, 'validation_failed', 'notes'],
    ['no installation date', { installationDate: undefined }, 'validation_failed', 'installationDate'],
    ['a date that does not exist', { installationDate: '2025-02-30' }, 'validation_failed', 'installationDate'],
    ['29 February of a common year', { installationDate: '2025-02-29' }, 'validation_failed', 'installationDate'],
    ['a month 13', { installationDate: '2025-13-01' }, 'validation_failed', 'installationDate'],
    ['a date written the Italian way', { installationDate: '15/03/2025' }, 'validation_failed', 'installationDate'],
    ['a date without leading zeros', { installationDate: '2025-3-5' }, 'validation_failed', 'installationDate'],
    ['a date and time', { installationDate: '2025-03-05T10:00:00Z' }, 'validation_failed', 'installationDate'],
    ['an installation in the future', { installationDate: future }, 'installation_in_future', 'installationDate'],
    ['an installation far in the future', { installationDate: '2999-01-01' }, 'installation_in_future', 'installationDate'],
    ['an installation more than 30 years ago', { installationDate: tooOld }, 'installation_too_old', 'installationDate'],
    ['0 warranty years', { warrantyYears: 0 }, 'validation_failed', 'warrantyYears'],
    ['31 warranty years', { warrantyYears: 31 }, 'validation_failed', 'warrantyYears'],
    ['fractional warranty years', { warrantyYears: 2.5 }, 'validation_failed', 'warrantyYears'],
  ];

  it.each(cases)('refuses %s', async (_what, change, code, field) => {
    const before = await count();
    const res = await create(as.dealerA, change);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe(code);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.fields.map((f: any) => f.field)).toContain(field);
    expect(await count()).toBe(before);
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const raw of ['[]', '"text"', '{"customerName":', 'null']) {
      const res = await as.dealerA.post('/protected/guarantee/create', raw);
      expect(res.status, raw).toBe(400);
    }
    const form = await as.dealerA.post('/protected/guarantee/create', 'customerName=x', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
  });
});

describe('codes', () => {
  it('are GAR-<year>-<6 digits>, one after the other', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) codes.push((await create(as.dealerB)).body.code);
    expect(codes.every((c) => CODE.test(c))).toBe(true);
    const [a, b, c] = codes.map(numberOf);
    expect([b! - a!, c! - b!]).toEqual([1, 1]);
  });

  it('stay unique and without gaps under concurrent registrations', async () => {
    const before = (await list(as.admin, 'sort=code&order=DESC&perPage=1')).body.data[0].code;
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => create(i % 2 ? as.dealerA : as.dealerB, { customerName: customer('Concorrente') })));
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(201));
    const numbers = results.map((r) => numberOf(r.body.code)).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(30);
    expect(numbers[0]).toBe(numberOf(before) + 1);
    expect(numbers[29]! - numbers[0]!).toBe(29);
  });

  it('are not used up by refused registrations', async () => {
    const first = await create(as.dealerA);
    await create(as.dealerA, { product: 'fantasia' });
    await create(as.dealerA, { installationDate: '2999-01-01' });
    const next = await create(as.dealerA);
    expect(numberOf(next.body.code)).toBe(numberOf(first.body.code) + 1);
  });

  it('start again from 000001 in a new year', async () => {
    const dealer = await server.app.db.selectFrom('users').selectAll().where('id', '=', dealerB).executeTakeFirstOrThrow();
    const input = body({ customerName: customer('Capodanno'), installationDate: '2026-12-30' }) as any;
    const ids = [
      await createGuarantee(server.app.db, dealer, input, systemContext(dealer), new Date('2031-01-01T00:00:05Z')),
      await createGuarantee(server.app.db, dealer, input, systemContext(dealer), new Date('2031-01-01T00:00:06Z')),
    ];
    const codes = await Promise.all(ids.map(async (id) => (await as.dealerB.get(`/protected/guarantee/${id}`)).body.code));
    expect(codes).toEqual(['GAR-2031-000001', 'GAR-2031-000002']);
  });
});

describe('lists: filters, search, sort and paging on the server', () => {
  let tag: string;
  const mine: Record<string, any> = {};
  beforeAll(async () => {
    tag = `Filtri${process.pid}`;
    const make = async (key: string, c: Client, extra: Record<string, unknown>) => {
      const res = await create(c, { customerName: `${tag} ${key}`, ...extra });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      mine[key] = res.body;
    };
    await make('Alfa', as.dealerA, { material: 'legno', productCategory: 'finestre', product: 'nova', installationDate: '2020-05-04', orderReference: `REF-${tag}-1` });
    await make('Bravo', as.dealerA, { material: 'alluminio', productCategory: 'oscuranti', product: 'giotto', installationDate: '2019-01-10', warrantyYears: 5 });
    await make('Charlie', as.dealerA, { material: 'pvc', productCategory: 'finestre', product: 'solaris', installationDate: addYears(addDays(TODAY, 30), -10), customerEmail: `charlie.${tag.toLowerCase()}@example.it` });
    await make('Delta', as.dealerB, { material: 'pvc', productCategory: 'finestre', product: 'icon', installationDate: '2025-09-01', quantity: 12 });
  });
  const names = (res: { body: any }) => res.body.data.map((g: any) => g.customerName.replace(`${tag} `, ''));

  it('searches the customer, the code and the order reference, every word in any case', async () => {
    expect(names(await list(as.admin, `q=${tag}&sort=customerName&order=ASC`))).toEqual(['Alfa', 'Bravo', 'Charlie', 'Delta']);
    expect(names(await list(as.admin, `q=${tag.toUpperCase()}%20charlie`))).toEqual(['Charlie']);
    expect(names(await list(as.admin, `q=${mine.Bravo.code}`))).toEqual(['Bravo']);
    expect(names(await list(as.admin, `q=ref-${tag}-1`))).toEqual(['Alfa']);
    expect(names(await list(as.admin, `q=charlie.${tag.toLowerCase()}@`))).toEqual(['Charlie']);
    expect((await list(as.admin, `q=${tag}%20%25`)).body.total).toBe(0);
  });

  it('filters by material, category and product', async () => {
    expect(names(await list(as.admin, `q=${tag}&material=pvc&sort=customerName&order=ASC`))).toEqual(['Charlie', 'Delta']);
    expect(names(await list(as.admin, `q=${tag}&material=pvc&productCategory=finestre&product=icon`))).toEqual(['Delta']);
    expect(names(await list(as.admin, `q=${tag}&material=alluminio&productCategory=oscuranti`))).toEqual(['Bravo']);
  });

  it('filters by installation dates, both ends included', async () => {
    expect(names(await list(as.admin, `q=${tag}&installedFrom=2019-01-10&installedTo=2020-05-04&sort=installationDate&order=ASC`))).toEqual(['Bravo', 'Alfa']);
    expect(names(await list(as.admin, `q=${tag}&installedFrom=2016-01-01&installedTo=2019-12-31&sort=installationDate&order=ASC`))).toEqual(['Charlie', 'Bravo']);
    expect(names(await list(as.admin, `q=${tag}&installedFrom=2025-09-01`))).toEqual(['Delta']);
    expect(names(await list(as.admin, `q=${tag}&installedTo=2016-01-01`))).toEqual([]);
  });

  it('filters by status: active, expiring within 90 days, expired', async () => {
    expect(names(await list(as.admin, `q=${tag}&status=expired`))).toEqual(['Bravo']);
    expect(names(await list(as.admin, `q=${tag}&status=expiring`))).toEqual(['Charlie']);
    expect(names(await list(as.admin, `q=${tag}&status=active&sort=customerName&order=ASC`))).toEqual(['Alfa', 'Charlie', 'Delta']);
  });

  it('lets admins filter by dealer; a dealer only ever gets their own', async () => {
    expect(names(await list(as.admin, `q=${tag}&dealerId=${dealerB}`))).toEqual(['Delta']);
    expect(names(await list(as.admin, `q=${tag}&dealerId=${dealerA}&sort=customerName&order=ASC`))).toEqual(['Alfa', 'Bravo', 'Charlie']);
    expect(names(await list(as.dealerA, `q=${tag}&sort=customerName&order=ASC`))).toEqual(['Alfa', 'Bravo', 'Charlie']);
    expect(names(await list(as.dealerA, `q=${tag}&dealerId=${dealerB}`))).toEqual([]);
    expect(names(await list(as.dealerB, `q=${tag}`))).toEqual(['Delta']);
  });

  it('sorts by every column, both ways', async () => {
    const byCode = names(await list(as.admin, `q=${tag}&sort=code&order=ASC`));
    expect(byCode).toEqual(['Alfa', 'Bravo', 'Charlie', 'Delta']);
    expect(names(await list(as.admin, `q=${tag}&sort=code&order=DESC`))).toEqual([...byCode].reverse());
    expect(names(await list(as.admin, `q=${tag}&sort=expiresOn&order=ASC`))).toEqual(['Bravo', 'Charlie', 'Alfa', 'Delta']);
    expect(names(await list(as.admin, `q=${tag}&sort=quantity&order=DESC`))[0]).toBe('Delta');
    const byDealer = (await list(as.admin, `q=${tag}&sort=dealer&order=ASC`)).body.data.map((g: any) => g.dealer.displayName);
    expect(byDealer).toEqual(['Laura Bianchi', 'Marco Rossi', 'Marco Rossi', 'Marco Rossi']);
    for (const sort of ['customerName', 'city', 'product', 'installationDate', 'createdAt']) {
      expect((await list(as.admin, `q=${tag}&sort=${sort}&order=ASC`)).status).toBe(200);
    }
  });

  it('pages without overlap and gives the total', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(as.admin, `q=${tag}&perPage=2&page=${page}&sort=code&order=ASC`)));
    expect(pages.map((p) => names(p))).toEqual([['Alfa', 'Bravo'], ['Charlie', 'Delta'], []]);
    expect(pages.every((p) => p.body.total === 4)).toBe(true);
    const all = await list(as.admin, 'perPage=100');
    expect(all.body.data.length).toBe(Math.min(100, all.body.total));
  });

  it.each([
    ['perPage=101'],
    ['perPage=0'],
    ['page=0'],
    ['sort=passwordHash'],
    ['order=UP'],
    ['status=valid'],
    ['installedFrom=2025-13-01'],
    ['installedTo=yesterday'],
    ['material=..%2Fetc'],
    ['dealerId=-1'],
    ['dealerId=abc'],
    [`q=${'x'.repeat(101)}`],
  ])('refuses a bad query: %s', async (query) => {
    const res = await list(as.admin, query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
  });
});

describe('dealer A and dealer B', () => {
  it("never see each other's registrations, by list or by id", async () => {
    const a = await create(as.dealerA, { customerName: customer('Privato di Rossi') });
    const b = await create(as.dealerB, { customerName: customer('Privato di Bianchi') });
    const bList = await list(as.dealerB, 'perPage=100');
    expect(bList.body.data.some((g: any) => g.dealerId !== dealerB)).toBe(false);
    expect((await list(as.dealerB, `q=${encodeURIComponent(a.body.customerName)}`)).body.total).toBe(0);
    expect((await list(as.dealerB, `q=${a.body.code}`)).body.total).toBe(0);
    const other = await as.dealerB.get(`/protected/guarantee/${a.body.id}`);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('guarantee_not_found');
    expect((await as.dealerA.get(`/protected/guarantee/${b.body.id}`)).status).toBe(404);
    expect((await as.admin.get(`/protected/guarantee/${a.body.id}`)).status).toBe(200);
    expect((await as.admin.get(`/protected/guarantee/${b.body.id}`)).status).toBe(200);
  });

  it('a dealer cannot register for another dealer, but may name themselves', async () => {
    const before = await count();
    const other = await create(as.dealerA, { dealerId: dealerB });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('forbidden');
    expect(await count()).toBe(before);
    const self = await create(as.dealerA, { dealerId: dealerA });
    expect(self.status).toBe(201);
    expect(self.body.dealerId).toBe(dealerA);
  });
});

describe('admins register for a dealer', () => {
  it('for an active dealer they choose; the dealer then sees it as theirs', async () => {
    const res = await create(as.admin, { dealerId: dealerB, customerName: customer('Per conto di Bianchi') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ dealerId: dealerB, dealer: { displayName: 'Laura Bianchi' }, createdBy: { id: admin, displayName: 'Giulia Ferrari' } });
    const seen = await list(as.dealerB, `q=${encodeURIComponent(res.body.customerName)}`);
    expect(seen.body.data.map((g: any) => g.id)).toEqual([res.body.id]);
    expect((await list(as.dealerA, `q=${encodeURIComponent(res.body.customerName)}`)).body.total).toBe(0);
  });

  it.each([
    ['no dealer', undefined, 'dealer_required'],
    ['a pending dealer', 'pending', 'dealer_not_found'],
    ['an admin', 'admin', 'dealer_not_found'],
    ['an unknown account', 999_999, 'dealer_not_found'],
  ] as const)('not for %s', async (_what, who, code) => {
    const dealerId = who === 'pending' ? pending : who === 'admin' ? admin : who;
    const before = await count();
    const res = await create(as.admin, { dealerId });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(await count()).toBe(before);
  });

  it('not for a disabled dealer', async () => {
    const email = `disabled-${process.pid}@example.test`;
    const { id } = await server.app.db
      .insertInto('users')
      .values({ email, passwordHash: 'x', displayName: 'Ex Dealer', firstName: 'Ex', lastName: 'Dealer', role: 'dealer', status: 'disabled', isPublic: 0, photoUrl: null, phoneNumber: null, country: null, address: null, state: null, city: null, zipCode: null, about: null, company: null, createdAt: Date.now(), updatedAt: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await create(as.admin, { dealerId: id })).body.code).toBe('dealer_not_found');
  });
});

describe('permissions of every guarantees route, for every role', () => {
  let ofA: number;
  let ofB: number;
  beforeAll(async () => {
    ofA = (await create(as.dealerA, { customerName: customer('Matrice A') })).body.id;
    ofB = (await create(as.dealerB, { customerName: customer('Matrice B') })).body.id;
  });

  // One row per route: the status each role gets. Admins create with a dealerId (required for them).
  const MATRIX: [string, Record<Role, number>][] = [
    ['GET /protected/guarantees/list', { anonymous: 401, pending: 403, dealerA: 200, dealerB: 200, admin: 200 }],
    ['POST /protected/guarantee/create', { anonymous: 401, pending: 403, dealerA: 201, dealerB: 201, admin: 201 }],
    ['GET /protected/guarantee/{id of dealer A}', { anonymous: 401, pending: 403, dealerA: 200, dealerB: 404, admin: 200 }],
    ['GET /protected/guarantee/{id of dealer B}', { anonymous: 401, pending: 403, dealerA: 404, dealerB: 200, admin: 200 }],
    ['GET /protected/guarantee/{unknown id}', { anonymous: 401, pending: 403, dealerA: 404, dealerB: 404, admin: 404 }],
  ];

  const call = (role: Role, route: string) => {
    const c = as[role];
    if (route.startsWith('POST')) return c.post('/protected/guarantee/create', body(role === 'admin' ? { dealerId: dealerA } : {}));
    if (route.endsWith('list')) return c.get('/protected/guarantees/list');
    const id = route.includes('dealer A') ? ofA : route.includes('dealer B') ? ofB : 2_000_000;
    return c.get(`/protected/guarantee/${id}`);
  };

  it.each(MATRIX.flatMap(([route, expected]) => ROLES.map((role) => [route, role, expected[role]] as const)))('%s as %s → %i', async (route, role, status) => {
    const before = await count();
    const res = await call(role, route);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (status >= 400) expect(typeof res.body.message).toBe('string');
    if (status === 401) expect(res.body).toMatchObject({ message: 'Invalid token' });
    if (status === 403) expect(res.body.code).toBe('account_pending');
    expect(await count()).toBe(before + (status === 201 ? 1 : 0));
  });

  it.each(['abc', '0', '-1', '1.5', '..%2F1', '99999999999'])('an id %s is 400 or 404, never 500', async (id) => {
    const res = await as.admin.get(`/protected/guarantee/${id}`);
    expect([400, 404]).toContain(res.status);
  });

  it('only the Bearer header counts, not the token cookie alone', async () => {
    const res = await as.dealerA.request('GET', '/protected/guarantees/list', { headers: { cookie: `token=${as.dealerA.token}` } });
    expect(res.status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the three routes with their schemas', async () => {
    const doc = (await new Client(server.url).get('/api/docs/json')).body;
    expect(doc.paths['/protected/guarantees/list'].get.parameters.map((p: any) => p.name)).toEqual(
      expect.arrayContaining(['q', 'material', 'productCategory', 'product', 'installedFrom', 'installedTo', 'status', 'dealerId', 'page', 'perPage', 'sort', 'order']),
    );
    const post = doc.paths['/protected/guarantee/create'].post;
    expect(Object.keys(post.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['customerName', 'customerEmail', 'customerPhone', 'zipCode', 'installationDate', 'warrantyYears', 'dealerId']),
    );
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403']));
    expect(doc.paths['/protected/guarantee/{id}'].get.responses['404']).toBeDefined();
  });
});
