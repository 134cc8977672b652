import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../shared/catalogue/definition';
import { Client, startServer, type TestServer } from './harness';
import { userId } from './helpers';
import { baseFields, documentCount, download, reserve, samples, sendForm, signInAll, storedFiles, upload, type Role } from './documents-helpers';

// Listing, filters, paging and the whole life of a document, over the demo content of a new data directory.
let server: TestServer;
let as: Record<Role, Client>;
let dealerA: number;

beforeAll(async () => {
  server = await startServer({}, 'documents');
  as = await signInAll(server);
  dealerA = await userId(server, 'rossi@demo.test');
});
afterAll(() => server.close());

const list = (c: Client, query: string, reserved = false) =>
  c.get(`/protected/documents/list${reserved ? '/reserverd' : ''}?${query}`);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const products = CATALOGUE.flatMap((m) => m.categories.flatMap((c) => c.products.map((p) => ({ m: m.slug, c: c.slug, p: p.slug }))));

describe('demo content', () => {
  it('has a technical sheet for every catalogue product, each a real PDF', async () => {
    const res = await list(as.dealerA, 'category=technical_sheet&perPage=100');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(products.length);
    const linked = res.body.data.map((d: any) => `${d.material}/${d.productCategory}/${d.product}`).sort();
    expect(linked).toEqual(products.map((x) => `${x.m}/${x.c}/${x.p}`).sort());
    const file = await download(as.dealerA, res.body.data[0].id);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256(file.bytes)).toBe(res.body.data[0].file.hash);
  });

  it('has price lists, manuals, certifications and one document reserved to each demo dealer', async () => {
    for (const category of ['price_list', 'manual', 'certification', 'brochure']) {
      expect((await list(as.dealerA, `category=${category}`)).body.total).toBeGreaterThan(0);
    }
    const mine = await list(as.dealerA, '', true);
    expect(mine.body.total).toBe(1);
    expect(mine.body.data[0].title).toContain('Rossi');
    expect((await list(as.admin, '', true)).body.total).toBe(3);
  });
});

describe('lists: filters, search, sort and paging on the server', () => {
  it('filters by material, category and product of the catalogue', async () => {
    const pvcWindows = products.filter((x) => x.m === 'pvc' && x.c === 'finestre').length;
    const res = await list(as.dealerB, 'category=technical_sheet&material=pvc&productCategory=finestre&perPage=100');
    expect(res.body.total).toBe(pvcWindows);
    expect(res.body.data.every((d: any) => d.material === 'pvc' && d.productCategory === 'finestre')).toBe(true);
    const one = await list(as.dealerB, 'material=legno&productCategory=finestre&product=nova');
    expect(one.body.total).toBe(1);
    expect(one.body.data[0].product).toBe('nova');
  });

  it('filters by language', async () => {
    const res = await list(as.dealerB, 'language=en&perPage=100');
    expect(res.body.total).toBeGreaterThanOrEqual(2);
    expect(res.body.data.every((d: any) => d.language === 'en')).toBe(true);
  });

  it('searches title and description, every word, in any case, taking % and _ literally', async () => {
    const res = await list(as.dealerB, 'q=LISTINO%20legno');
    expect(res.body.total).toBe(1);
    expect(res.body.data[0].title).toBe('Listino prezzi 2026 — Legno');
    expect((await list(as.dealerB, 'q=dettagli%20POSA')).body.total).toBe(products.length);
    expect((await list(as.dealerB, 'q=%25')).body.total).toBe(0);
    expect((await list(as.dealerB, 'q=_')).body.total).toBe(0);
    expect((await list(as.dealerB, 'q=fatturato')).body.total).toBe(0);
  });

  it('pages without overlap and gives the total', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(as.dealerA, `category=technical_sheet&perPage=10&page=${page}&sort=title&order=ASC`)));
    expect(pages.map((p) => p.body.data.length)).toEqual([10, 10, products.length - 20]);
    const ids = pages.flatMap((p) => p.body.data.map((d: any) => d.id));
    expect(new Set(ids).size).toBe(products.length);
    expect(pages.every((p) => p.body.total === products.length)).toBe(true);
    expect((await list(as.dealerA, 'category=technical_sheet&perPage=10&page=4')).body.data).toEqual([]);
  });

  it('sorts both ways on the server', async () => {
    const asc = await list(as.dealerA, 'perPage=100&sort=title&order=ASC');
    const desc = await list(as.dealerA, 'perPage=100&sort=title&order=DESC');
    expect(desc.body.data.map((d: any) => d.id)).toEqual(asc.body.data.map((d: any) => d.id).reverse());
    // Alphabetical whatever the case: "Finestra in alluminio …", "… in legno …", then "… in PVC …".
    const windows = await list(as.dealerA, 'category=technical_sheet&productCategory=finestre&perPage=100&sort=title&order=ASC');
    const materials = windows.body.data.map((d: any) => d.material);
    expect(new Set(materials)).toEqual(new Set(['alluminio', 'legno', 'pvc']));
    expect(materials).toEqual([...materials].sort());
    const bySize = (await list(as.dealerA, 'perPage=100&sort=fileSize&order=ASC')).body.data.map((d: any) => d.file.size);
    expect(bySize).toEqual([...bySize].sort((a, b) => a - b));
  });

  it.each(['perPage=1000', 'perPage=0', 'page=0', 'sort=passwordHash', 'order=UP', 'category=secret', 'language=xx', 'material=..%2F', `q=${'x'.repeat(101)}`])(
    'refuses %s with 400',
    async (query) => {
      const res = await list(as.dealerA, query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    },
  );

  it('lets an admin see the reserved documents of one dealer', async () => {
    const res = await list(as.admin, `dealerId=${dealerA}`, true);
    expect(res.body.total).toBe(1);
    expect(res.body.data[0].dealers.map((d: any) => d.id)).toEqual([dealerA]);
  });

  it('with include=reserved, lists the public documents and the reserved ones the caller may see, in one page', async () => {
    const ids = async (c: Client, query: string) => {
      const res = await list(c, `perPage=100&${query}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(res.body.data.length);
      return res.body.data.map((d: any) => d.id).sort((a: number, b: number) => a - b);
    };
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const everyPublic = await ids(as.admin, '');
    for (const who of ['dealerA', 'dealerB'] as const) {
      const own = (await list(as[who], 'perPage=100', true)).body.data.map((d: any) => d.id);
      expect(own).toHaveLength(1);
      expect(await ids(as[who], 'include=reserved')).toEqual(sorted([...everyPublic, ...own]));
    }
    const everyReserved = (await list(as.admin, 'perPage=100', true)).body.data.map((d: any) => d.id);
    expect(await ids(as.admin, 'include=reserved')).toEqual(sorted([...everyPublic, ...everyReserved]));
    // Filters and search apply to both kinds; the dealers of a reserved one stay hidden from dealers.
    const priceLists = await list(as.dealerA, 'include=reserved&q=Rossi&perPage=100');
    expect(priceLists.body.data.map((d: any) => d.title)).toEqual([expect.stringContaining('Rossi')]);
    expect(priceLists.body.data[0].reserved).toBe(true);
    expect(priceLists.body.data[0].dealers).toBeUndefined();
    expect((await list(as.dealerB, 'include=reserved&q=Rossi')).body.total).toBe(0);
    expect((await list(as.dealerA, 'include=everything')).status).toBe(400);
  });
});

describe('the life of a document', () => {
  it('is created with its catalogue link, found by it, edited, given a new file, and deleted with its file', async () => {
    const created = await upload(as.admin, 'Scheda Icon 2027', { name: 'icon-2027.pdf', content: samples.pdf('v1') }, {
      category: 'technical_sheet',
      material: 'pvc',
      productCategory: 'finestre',
      product: 'icon',
    });
    expect(created.status).toBe(201);
    const doc = created.body;
    expect(doc).toMatchObject({
      title: 'Scheda Icon 2027',
      category: 'technical_sheet',
      material: 'pvc',
      productCategory: 'finestre',
      product: 'icon',
      reserved: false,
      author: { displayName: 'Giulia Ferrari' },
      file: { name: 'icon-2027.pdf', type: 'application/pdf', size: samples.pdf('v1').length, hash: sha256(samples.pdf('v1')) },
    });
    const found = await list(as.dealerB, 'product=icon&category=technical_sheet');
    expect(found.body.data.map((d: any) => d.id)).toContain(doc.id);

    // Metadata only: the file stays.
    const edited = await sendForm(as.admin, '/protected/document/edit', { id: doc.id, ...baseFields('Scheda Icon 2027 rev. B', { category: 'technical_sheet', language: 'en' }), reserved: 'false' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Scheda Icon 2027 rev. B', language: 'en', material: null, file: { key: doc.file.key } });

    // A new file replaces the old one, on disk too.
    const replaced = await sendForm(
      as.admin,
      '/protected/document/edit',
      { id: doc.id, ...baseFields('Scheda Icon 2027 rev. C', { category: 'technical_sheet' }), reserved: 'false' },
      { name: 'icon-2027-c.pdf', content: samples.pdf('v2') },
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.file.name).toBe('icon-2027-c.pdf');
    expect(replaced.body.file.key).not.toBe(doc.file.key);
    expect(storedFiles(server).files).not.toContain(doc.file.key);
    expect(storedFiles(server).files).toContain(replaced.body.file.key);
    expect((await download(as.dealerA, doc.id)).bytes.equals(samples.pdf('v2'))).toBe(true);

    const del = await as.admin.request('DELETE', `/protected/document/${doc.id}`, { bearer: as.admin.token });
    expect(del.status).toBe(204);
    expect((await as.admin.get(`/protected/document/${doc.id}`)).status).toBe(404);
    expect(storedFiles(server).files).not.toContain(replaced.body.file.key);
    expect((await as.admin.request('DELETE', `/protected/document/${doc.id}`, { bearer: as.admin.token })).status).toBe(404);
  });

  it('changes a public document into a reserved one and back', async () => {
    const doc = (await upload(as.admin, 'Switching')).body;
    const toReserved = await sendForm(as.admin, '/protected/document/edit', { id: doc.id, ...baseFields('Switching'), reserved: 'true', dealerIds: String(dealerA) });
    expect(toReserved.body).toMatchObject({ reserved: true, dealers: [{ id: dealerA, displayName: 'Marco Rossi' }] });
    expect((await as.dealerB.get(`/protected/document/${doc.id}`)).status).toBe(404);
    const back = await sendForm(as.admin, '/protected/document/edit', { id: doc.id, ...baseFields('Switching'), reserved: 'false' });
    expect(back.body).toMatchObject({ reserved: false, dealers: [] });
    expect((await as.dealerB.get(`/protected/document/${doc.id}`)).status).toBe(200);
  });
});

describe('validation loses nothing', () => {
  const cases: [string, Record<string, string>, string, string?][] = [
    ['an empty title', { title: '' }, 'validation_failed', 'title'],
    ['a blank title', { title: '   ' }, 'validation_failed', 'title'],
    ['an over-long title', { title: 't'.repeat(201) }, 'validation_failed', 'title'],
    ['a control character', { title: 'bad\u0000title' }, 'validation_failed', 'title'],
    ['an unknown category', { category: 'secret' }, 'validation_failed', 'category'],
    ['an unknown language', { language: 'xx' }, 'validation_failed', 'language'],
    ['an over-long description', { description: 'd'.repeat(2001) }, 'validation_failed', 'description'],
    ['an unknown material', { material: 'vetro' }, 'unknown_catalogue_item'],
    ['a product without its category', { material: 'pvc', product: 'icon' }, 'unknown_catalogue_item'],
    ['a product of another category', { material: 'legno', productCategory: 'finestre', product: 'icon' }, 'unknown_catalogue_item'],
  ];
  it.each(cases)('refuses %s', async (_name, extra, code, field) => {
    const before = { rows: await documentCount(server), files: storedFiles(server).files.length };
    const res = await upload(as.admin, 'Valid title', undefined, extra);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    if (field) expect(res.body.fields.map((f: any) => f.field)).toContain(field);
    expect({ rows: await documentCount(server), files: storedFiles(server).files.length }).toEqual(before);
    expect(storedFiles(server).tmp).toEqual([]);
  });

  it('a reserved document needs dealers, and real dealer accounts', async () => {
    const adminId = await userId(server, 'admin@demo.test');
    const before = await documentCount(server);
    const none = await sendForm(as.admin, '/protected/document/reserved', { ...baseFields('R'), dealerIds: '' }, { name: 'r.pdf', content: samples.pdf() });
    expect(none.status).toBe(400);
    for (const ids of [[adminId], [999999], [dealerA, 999999]]) {
      const res = await reserve(as.admin, 'R', ids);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('dealer_not_found');
    }
    const doc = (await upload(as.admin, 'Public one')).body;
    const edit = await sendForm(as.admin, '/protected/document/edit', { id: doc.id, ...baseFields('Public one'), reserved: 'true', dealerIds: '' });
    expect(edit.body.code).toBe('reserved_needs_dealers');
    expect((await as.admin.get(`/protected/document/${doc.id}`)).body.reserved).toBe(false);
    expect(await documentCount(server)).toBe(before + 1);
    expect(storedFiles(server).tmp).toEqual([]);
  });

  it('editing a missing document keeps no file', async () => {
    const before = storedFiles(server).files.length;
    const res = await sendForm(as.admin, '/protected/document/edit', { id: 2000000, ...baseFields('Ghost'), reserved: 'false' }, { name: 'g.pdf', content: samples.pdf() });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('document_not_found');
    expect(storedFiles(server).files.length).toBe(before);
    expect(storedFiles(server).tmp).toEqual([]);
  });

  it('unknown fields are refused, naming them, and nothing is stored', async () => {
    const before = await documentCount(server);
    for (const extra of [{ authorId: '999' }, { reserved: 'true' }, JSON.parse('{"__proto__":"x"}')]) {
      const res = await upload(as.admin, 'Extra fields', undefined, extra);
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message).toMatch(new RegExp(Object.keys(extra)[0]));
    }
    expect(await documentCount(server)).toBe(before);
    expect(storedFiles(server).tmp).toEqual([]);
  });
});
