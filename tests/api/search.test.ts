import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { startServer, type Client, type TestServer } from './harness';
import { userId } from './helpers';
import { warrantyBody } from './guarantee-helpers';
import { reserve, sendForm, signInAll, upload, type Role } from './documents-helpers';

// The global search over a real server: what each role finds and never finds, stemming and
// accents in both languages, words found only inside an uploaded PDF, and refused input.
let server: TestServer;
let as: Record<Role, Client>;
let dealerA: number;
let claimOfA: { id: number; code: string };

/** Letters only, so stemmers and tokenizers keep it whole: unique to this run. */
const tag = (name: string) => `${name}${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;
const UNIQUE = tag('zq');
const SECRET = tag('segreto');
const IN_PDF = tag('pdfparola');

const search = (c: Client, q: string, extra = '') => c.get(`/api/search?q=${encodeURIComponent(q)}${extra}`);
const kinds = (body: any) => (body.groups as { kind: string }[]).map((g) => g.kind);
const titles = (body: any, kind: string): string[] => body.groups.find((g: any) => g.kind === kind)?.hits.map((h: any) => h.title.text) ?? [];
const everything = (body: any) => JSON.stringify(body);

async function pdfWith(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText(text, { x: 50, y: 700, size: 12, font });
  return Buffer.from(await pdf.save());
}

async function until<T>(what: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  server = await startServer({}, 'search');
  as = await signInAll(server);
  dealerA = await userId(server, 'rossi@demo.test');
  const done = (r: { status: number; body: any }) => {
    if (r.status >= 300) throw new Error(JSON.stringify(r.body));
    return r.body;
  };
  done(await upload(as.admin, `Finestra scorrevole ${UNIQUE}`, undefined, { description: 'Posa della finestra in legno' }));
  done(await upload(as.admin, `Window guide ${UNIQUE}`, undefined, { language: 'en', description: 'Installing windows in timber frames' }));
  done(await upload(as.admin, `Scheda tecnica ${UNIQUE}`, undefined, { category: 'technical_sheet' }));
  done(await reserve(as.admin, `Listino riservato ${SECRET}`, [dealerA], { name: 'riservato.pdf', content: await pdfWith(`Prezzi ${SECRET} e ${IN_PDF}riservata`) }));
  const notice = (title: string, body: string, extra: Record<string, string> = {}) =>
    sendForm(as.admin, '/protected/notice/upload', { title, body, ...extra }).then(done);
  await notice(`Avviso ${UNIQUE}`, 'Ecco perché cambiamo i listini delle finestre.');
  await notice(`Programmato ${SECRET}`, 'Non ancora pubblicato.', { publishAt: new Date(Date.now() + 86_400_000).toISOString() });
  const expired = await sendForm(as.admin, '/protected/notice/upload', {
    title: `Scaduto ${SECRET}`,
    body: 'Non più visibile.',
    publishAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  done(expired);
  // Made to expire by a write: a new notice cannot be given an expiry already past.
  await server.app.db.updateTable('notices').set({ expiresAt: Date.now() - 86_400_000 }).where('id', '=', expired.body.id).execute();
  const warranty = warrantyBody({ customerName: `Cliente ${SECRET}`, customerEmail: undefined, orderReference: undefined, notes: undefined, quantity: 1 });
  const registered = done(await as.dealerA.post('/protected/guarantee/create', warranty));
  // A claim of A's on it (issue 26), found by its description's words and its code.
  claimOfA = done(
    await as.dealerA.post('/protected/claim/create', { guaranteeId: registered.id, units: [], kind: 'product', noticedOn: registered.installationDate, description: `Vetro ${SECRET} incrinato`, files: [] }),
  );
  await server.app.jobs.drain('documentText');
});
afterAll(() => server?.close());

describe('who finds what', () => {
  it('answers anonymous 401 and a pending account 403, as JSON', async () => {
    const anon = await search(as.anonymous, 'finestra');
    expect(anon.status).toBe(401);
    expect(anon.body.message).toBeTruthy();
    const pending = await search(as.pending, 'finestra');
    expect(pending.status).toBe(403);
    expect(pending.body.message).toBeTruthy();
  });

  it("never shows dealer B dealer A's reserved document, warranty, or a scheduled or expired notice, whatever the query", async () => {
    const queries = [SECRET, SECRET.slice(0, 6), `${SECRET} prezzi`, 'riservato', 'listino riservato', IN_PDF, 'Cliente', 'Programmato', 'Scaduto', 'padova'];
    for (const q of queries) {
      const res = await search(as.dealerB, q);
      expect(res.status, q).toBe(200);
      expect(everything(res.body), q).not.toContain(SECRET);
      expect(everything(res.body), q).not.toContain(IN_PDF);
    }
    const own = await search(as.dealerA, SECRET);
    expect(titles(own.body, 'documents')).toEqual([`Listino riservato ${SECRET}`]);
    expect(titles(own.body, 'guarantees')).toHaveLength(1);
    expect(titles(own.body, 'notices')).toEqual([]);
  });

  it('shows admins everything: reserved documents, every warranty, scheduled and expired notices, accounts', async () => {
    const res = await search(as.admin, SECRET);
    expect(titles(res.body, 'documents')).toEqual([`Listino riservato ${SECRET}`]);
    expect(titles(res.body, 'guarantees')).toHaveLength(1);
    expect(titles(res.body, 'notices').sort()).toEqual([`Programmato ${SECRET}`, `Scaduto ${SECRET}`]);
    const people = await search(as.admin, 'rossi');
    expect(kinds(people.body)).toContain('accounts');
    const hit = people.body.groups.find((g: any) => g.kind === 'accounts').hits[0];
    expect(hit.link).toMatch(/^\/dashboard\/users\/\d+$/);
  });

  it("finds a claim by its description and code for its dealer and admins, never for another dealer (issue 26)", async () => {
    for (const c of [as.dealerA, as.admin]) {
      const res = await search(c, SECRET);
      const hits = res.body.groups.find((g: any) => g.kind === 'claims')?.hits ?? [];
      expect(hits.map((h: any) => h.link)).toEqual([`/dashboard/reclami/${claimOfA.id}/show`]);
      expect(hits[0].snippet.text).toContain(SECRET);
      expect(titles((await search(c, claimOfA.code)).body, 'claims')).toHaveLength(1);
    }
    // Dealer B may have claims of its own that match (the demo content's): never dealer A's.
    for (const q of [SECRET, claimOfA.code, 'incrinato']) {
      const hits = (await search(as.dealerB, q)).body.groups.find((g: any) => g.kind === 'claims')?.hits ?? [];
      expect(hits.map((h: any) => h.link)).not.toContain(`/dashboard/reclami/${claimOfA.id}/show`);
    }
  });

  it('shows accounts to admins only', async () => {
    for (const c of [as.dealerA, as.dealerB]) expect(kinds((await search(c, 'rossi')).body)).not.toContain('accounts');
  });
});

describe('words', () => {
  it('finds "finestra" from "finestre" (Italian) and "window" from "windows" (English)', async () => {
    expect(titles((await search(as.dealerB, `finestre ${UNIQUE}`)).body, 'documents')).toEqual([`Finestra scorrevole ${UNIQUE}`]);
    expect(titles((await search(as.dealerB, `windows ${UNIQUE}`)).body, 'documents')).toEqual([`Window guide ${UNIQUE}`]);
  });

  it('ignores accents: "perche" finds "perché", "PERCHÈ" too', async () => {
    for (const q of [`perche ${UNIQUE}`, `PERCHÈ ${UNIQUE}`]) {
      const res = await search(as.dealerB, q);
      expect(titles(res.body, 'notices'), q).toEqual([`Avviso ${UNIQUE}`]);
      const { snippet } = res.body.groups.find((g: any) => g.kind === 'notices').hits[0];
      const marked = snippet.matches.map((m: any) => snippet.text.slice(m.start, m.end));
      expect(marked).toContain('perché');
    }
  });

  it('puts technical sheets in their own group, with links to their pages', async () => {
    const res = await search(as.dealerB, UNIQUE);
    const sheets = res.body.groups.find((g: any) => g.kind === 'technicalSheets');
    expect(sheets.hits.map((h: any) => h.title.text)).toEqual([`Scheda tecnica ${UNIQUE}`]);
    expect(sheets.hits[0].link).toMatch(/^\/dashboard\/documenti\/\d+\/show$/);
    const title = sheets.hits[0].title;
    expect(title.matches.map((m: any) => title.text.slice(m.start, m.end))).toEqual([UNIQUE]);
  });

  it('finds catalogue products by their names and texts in both languages', async () => {
    const it_ = await search(as.dealerB, 'alzante scorrevole', '&lang=it');
    expect(kinds(it_.body)).toContain('products');
    const en = await search(as.dealerB, 'lift slide', '&lang=en');
    const hit = en.body.groups.find((g: any) => g.kind === 'products').hits[0];
    expect(hit.link).toMatch(/^\/dashboard\/[a-z]+\/[a-z-]+\/[a-z0-9-]+$/);
    expect(hit.title.text).toMatch(/lift/i);
  });

  it('ranks products by relevance and spreads equal matches across materials (issue 24)', async () => {
    const links = async (q: string): Promise<string[]> => ((await search(as.dealerB, q, '&lang=it')).body.groups.find((g: any) => g.kind === 'products')?.hits ?? []).map((h: any) => h.link as string);
    const material = (link: string) => link.split('/')[2];
    // "finestra": a window of each material first, a PVC one among them (it used to be aluminium and wood, A to Z).
    const windows = await links('finestra');
    expect(windows).toHaveLength(5);
    expect(new Set(windows.slice(0, 3).map(material))).toEqual(new Set(['alluminio', 'legno', 'pvc']));
    expect(windows.every((l) => l.includes('/finestre/'))).toBe(true);
    // A word that narrows it still wins over the spread: "finestra pvc" is PVC windows only.
    const pvc = await links('finestra pvc');
    expect(pvc.every((l) => l.startsWith('/dashboard/pvc/finestre/'))).toBe(true);
    // Named as it is searched beats described so: "alzante" gives the lift-and-slide doors first.
    expect((await links('alzante')).slice(0, 3).every((l) => l.includes('/alzanti/'))).toBe(true);
  });

  it('finds a word that is only inside an uploaded PDF, once its text has been read', async () => {
    const word = tag('dentroilpdf');
    const res = await upload(as.admin, 'Manuale di posa', { name: 'posa.pdf', content: await pdfWith(`Istruzioni con la parola ${word} dentro`) });
    expect(res.status).toBe(201);
    const found = await until(() => search(as.dealerB, word), (r) => titles(r.body, 'documents').length > 0);
    expect(titles(found.body, 'documents')).toEqual(['Manuale di posa']);
    const { snippet } = found.body.groups.find((g: any) => g.kind === 'documents').hits[0];
    expect(snippet.matches.map((m: any) => snippet.text.slice(m.start, m.end))).toEqual([word]);
  });
});

describe('ranking', () => {
  it('puts documents whose title holds the word first, then those whose description does, then those whose file alone does, newest first', async () => {
    const word = tag('ordine');
    const made: string[] = [];
    for (const [title, extra, file] of [
      [`Titolo ${word}`, {}, undefined],
      ['Descrizione', { description: `Contiene ${word} nella descrizione` }, undefined],
      ['Nel file, il primo', {}, { name: 'primo.pdf', content: await pdfWith(`Parola ${word} nel file`) }],
      ['Nel file, il secondo', {}, { name: 'secondo.pdf', content: await pdfWith(`Ancora ${word} nel file`) }],
    ] as const) {
      const res = await upload(as.admin, title, file, extra);
      expect(res.status).toBe(201);
      made.push(title);
    }
    const found = await until(() => search(as.dealerB, word, '&limit=10'), (r) => titles(r.body, 'documents').length === 4);
    expect(titles(found.body, 'documents')).toEqual([`Titolo ${word}`, 'Descrizione', 'Nel file, il secondo', 'Nel file, il primo']);
  });
});

describe('refused input', () => {
  it.each([
    ['no q', ''],
    ['an empty q', '?q='],
    ['a blank q', '?q=%20%20'],
    ['a control character', `?q=${encodeURIComponent('finestra\u0001')}`],
    ['a NUL', '?q=a%00b'],
    ['a q too long', `?q=${'a'.repeat(101)}`],
    ['an unknown parameter', '?q=finestra&x=1'],
    ['a limit out of range', '?q=finestra&limit=0'],
    ['an unknown language', '?q=finestra&lang=de'],
  ])('%s → 400 JSON with a message', async (_, query) => {
    const res = await as.dealerA.get(`/api/search${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(typeof res.body.message).toBe('string');
  });

  it('answers punctuation alone with no groups, and FTS syntax as plain words', async () => {
    expect((await search(as.dealerA, '!!! ***')).body).toEqual({ groups: [] });
    for (const q of ['"finestra', 'finestra OR', 'NEAR(a b)', 'a:* & !b', "'; drop table documents; --"]) {
      expect((await search(as.dealerA, q)).status, q).toBe(200);
    }
  });
});
