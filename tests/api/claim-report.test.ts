import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowUw } from '../../shared/thermal';
import { framedPerformanceOf } from '../../shared/catalogue/performance';
import { REPORT_PHOTOS_MAX } from '../../server/modules/claims/report';
import { Client, startServer, type TestServer } from './harness';
import { samples, signInAll, type Role } from './documents-helpers';
import { warrantyBody } from './guarantee-helpers';
import { userId } from './helpers';
import { insertClaim, photoBytes } from './claim-rows';
import { pdfText as pdfPagesText } from '../pdfText';

// Issue 26, the claim report: the claim and its registration, the windows concerned with their
// stored Uw and the product's declared performance, the photos, the conversation and the decision,
// as a PDF in Italian or English, for the claim's dealer and admins only. The claims are written
// straight into the tables (tests/api/claim-rows.ts), as the claims service leaves them.

let server: TestServer;
let as: Record<Role, Client>;
const ids = { dealerA: 0, admin: 0, guarantee: 0 };
let guaranteeCode = '';
const CUSTOMER = `Famiglia Reclamo ${process.pid}`;

beforeAll(async () => {
  server = await startServer({}, 'claim-report');
  as = await signInAll(server);
  ids.dealerA = await userId(server, 'rossi@demo.test');
  ids.admin = await userId(server, 'admin@demo.test');
  const g = await as.dealerA.post(
    '/protected/guarantee/create',
    warrantyBody({
      customerName: CUSTOMER,
      quantity: 4,
      units: [
        { width: 1230, height: 1480, sashes: 2, glazing: '4/16/4-ar-1.0-we', quantity: 3 },
        { width: 600, height: 600, sashes: 0, glazing: '4/16/4-ar-we' },
      ],
    }),
  );
  expect(g.status, JSON.stringify(g.body)).toBe(201);
  ids.guarantee = g.body.id;
  guaranteeCode = g.body.code;
});
afterAll(() => server?.close());

async function download(c: Client, url: string) {
  const res = await fetch(server.url + url, { headers: c.token ? { authorization: `Bearer ${c.token}` } : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const json = (res.headers.get('content-type') ?? '').startsWith('application/json') ? JSON.parse(Buffer.from(bytes).toString()) : null;
  return { status: res.status, headers: res.headers, bytes, json };
}
/** The PDF's text with its line breaks as spaces: a value may wrap in its cell. */
const pdfText = async (bytes: Uint8Array) => (await pdfPagesText(bytes)).replace(/\s+/g, ' ');
/** The pictures embedded: each is an image XObject, whose dictionary pdf-lib writes in the clear. */
const imagesIn = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

const report = (id: number, lang?: 'it' | 'en') => `/protected/claim/${id}/report.pdf${lang ? `?lang=${lang}` : ''}`;

/** A claim of dealer A on the second window line: photos, a question, an answer with a photo and a PDF, an approval. */
async function approvedClaim() {
  return insertClaim(server, {
    guaranteeId: ids.guarantee,
    kind: 'product',
    status: 'approved',
    remedy: 'unit',
    assigneeId: ids.admin,
    units: [2],
    messages: [
      { authorId: ids.dealerA, body: 'Condensa tra le lastre del fisso in cucina.', files: [{ kind: 'photo', name: 'cucina.jpg', bytes: await photoBytes() }, { kind: 'photo', name: 'dettaglio.jpg', bytes: await photoBytes(360, 480, '#c62828') }] },
      { authorId: ids.admin, body: 'Potete inviarci la foto dell’etichetta del vetro?', status: 'waiting' },
      { authorId: ids.dealerA, body: 'Ecco l’etichetta e il verbale del sopralluogo.', status: 'review', files: [{ kind: 'photo', name: 'etichetta.jpg', bytes: await photoBytes(480, 360, '#2e7d32') }, { kind: 'pdf', name: 'verbale.pdf', bytes: samples.pdf('verbale') }] },
      { authorId: ids.admin, body: 'Approvato: sostituiamo la vetrocamera.', status: 'approved' },
    ],
  });
}

describe('the claim report', () => {
  it('prints the claim, the window concerned with its Uw and the declared performance, the photos, the conversation and the decision, in the account’s language', async () => {
    const claim = await approvedClaim();
    const res = await download(as.dealerA, report(claim.id));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`Rapporto-reclamo-${claim.code}.pdf`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await pdfText(res.bytes);
    expect(text).toContain(`Rapporto di reclamo ${claim.code}`);
    for (const fact of ['Approvato', 'Difetto del prodotto', 'Rossi Infissi S.r.l. (Marco Rossi)', guaranteeCode, CUSTOMER, 'Giulia Ferrari', 'Condensa tra le lastre del fisso in cucina.']) {
      expect(text).toContain(fact);
    }
    // Only the line the claim names: the fixed light (600 × 600), with the Uw the registration computed and kept.
    const icon = framedPerformanceOf('pvc', 'finestre', 'icon')!;
    const glazing = icon.glazings.find((x) => x.id === '4/16/4-ar-we')!;
    const uw = windowUw(icon.frame, glazing, { width: 600, height: 600, sashes: 0 }).uw;
    expect(text).toMatch(new RegExp(`2 600 × 600 fisso ${glazing.label.it.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 1 ${uw.toFixed(2).replace('.', ',')}`));
    expect(text).not.toContain('1230 × 1480');
    // The product's declared performance, from its DoP.
    expect(text).toContain('Prestazioni dichiarate del prodotto');
    expect(text).toContain(`DoP ${icon.dop}`);
    // Three photos, numbered through the conversation, each embedded; the PDF named in its message.
    expect(imagesIn(res.bytes)).toBe(3);
    for (const caption of ['Foto 1 · cucina.jpg', 'Foto 2 · dettaglio.jpg', 'Foto 3 · etichetta.jpg']) expect(text).toContain(caption);
    expect(text).toContain('Allegati: Foto 1, Foto 2');
    expect(text).toContain('Allegati: Foto 3, verbale.pdf');
    // The conversation in order, each with its author, role and the status it moved the claim to.
    const order = ['Condensa tra le lastre', 'Ha inviato il reclamo con la descrizione riportata sopra.', 'Giulia Ferrari (produttore)', 'stato: In attesa del rivenditore', 'stato: In valutazione', 'Ecco l’etichetta', 'Approvato: sostituiamo la vetrocamera.'].map((s) => text.indexOf(s));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('Marco Rossi (rivenditore)');
    // The description once, in its own section; the conversation's first message points at it.
    expect(text.split('Condensa tra le lastre del fisso in cucina.').length).toBe(2);
    // The decision.
    expect(text).toMatch(/Decisione Rimedio concesso Sostituzione del serramento/);
  });

  it('in English when asked, for an admin as for the dealer', async () => {
    const claim = await approvedClaim();
    const res = await download(as.admin, report(claim.id, 'en'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`Claim-report-${claim.code}.pdf`);
    const text = await pdfText(res.bytes);
    for (const words of [`Claim report ${claim.code}`, 'Approved', 'Product defect', 'Windows concerned', 'Photo 1 · cucina.jpg', 'Giulia Ferrari (manufacturer)', 'status: Waiting for the dealer', 'Replacement unit']) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('Rapporto di reclamo');
  });

  it('a rejected claim on the registration as a whole, without photos: every window listed, the reason the dealer reads', async () => {
    const claim = await insertClaim(server, {
      guaranteeId: ids.guarantee,
      kind: 'installation',
      status: 'rejected',
      rejectionReason: 'La posa non rispetta il manuale: controtelaio non coibentato.',
      messages: [
        { authorId: ids.dealerA, body: 'Spifferi dal giunto di posa.' },
        { authorId: ids.admin, body: 'La posa non rispetta il manuale: controtelaio non coibentato.', status: 'rejected' },
      ],
    });
    const text = await pdfText((await download(as.dealerA, report(claim.id))).bytes);
    expect(text).toContain('Il reclamo riguarda la registrazione nel suo insieme');
    expect(text).toContain('1230 × 1480');
    expect(text).toContain('600 × 600');
    expect(text).toContain('Nessuna foto è stata inviata con questo reclamo.');
    expect(text).toContain('Non ancora assegnato');
    expect(text).toMatch(/Motivo del rifiuto La posa non rispetta il manuale: controtelaio non coibentato\./);
    expect(text).not.toContain('Rimedio concesso');
  });

  it('a submitted claim says no decision was made yet; a paid service request says so', async () => {
    const claim = await insertClaim(server, { guaranteeId: ids.guarantee, paidService: true, messages: [{ authorId: ids.dealerA, body: 'Maniglia bloccata.' }] });
    const text = await pdfText((await download(as.admin, report(claim.id, 'en'))).bytes);
    expect(text).toContain('No decision yet (status: Submitted).');
    expect(text).toContain('Not answered yet');
    expect(text).toContain('Sent after the warranty had ended: a paid service request');
  });

  it('a photo whose file is gone is named, not printed, and the report is still made', async () => {
    const claim = await insertClaim(server, {
      guaranteeId: ids.guarantee,
      messages: [{ authorId: ids.dealerA, body: 'Due foto.', files: [{ kind: 'photo', name: 'buona.jpg', bytes: await photoBytes() }, { kind: 'photo', name: 'persa.jpg', bytes: await photoBytes() }] }],
    });
    fs.rmSync(server.app.fileStore.pathOf(claim.files[1].fileKey));
    const res = await download(as.dealerA, report(claim.id));
    expect(res.status).toBe(200);
    expect(imagesIn(res.bytes)).toBe(1);
    expect(await pdfText(res.bytes)).toContain('La foto 2 (persa.jpg) non è leggibile e non è stampata.');
  });

  it(`prints at most ${REPORT_PHOTOS_MAX} photos and says how many the portal holds`, async () => {
    const bytes = await photoBytes(64, 48);
    const many = Array.from({ length: REPORT_PHOTOS_MAX + 2 }, (_, i) => ({ kind: 'photo' as const, name: `f${i + 1}.jpg`, bytes }));
    const claim = await insertClaim(server, {
      guaranteeId: ids.guarantee,
      messages: [
        { authorId: ids.dealerA, body: 'Molte foto.', files: many.slice(0, 10) },
        ...[1, 2, 3, 4].map((k) => ({ authorId: ids.dealerA, body: `Altre foto ${k}.`, files: many.slice(k * 10, k * 10 + 10) })),
      ],
    });
    const res = await download(as.admin, report(claim.id, 'en'));
    expect(res.status).toBe(200);
    expect(imagesIn(res.bytes)).toBe(REPORT_PHOTOS_MAX);
    expect(await pdfText(res.bytes)).toContain(`The first ${REPORT_PHOTOS_MAX} photos are printed here; the portal shows all ${REPORT_PHOTOS_MAX + 2}.`);
  });

  it('is for the claim’s dealer and admins only: another dealer gets 404 as for a claim that does not exist', async () => {
    const claim = await approvedClaim();
    const other = await download(as.dealerB, report(claim.id));
    expect(other.status).toBe(404);
    expect(other.json).toMatchObject({ code: 'claim_not_found' });
    expect((await download(as.admin, report(999_999))).json).toMatchObject({ code: 'claim_not_found' });
    expect((await download(as.anonymous, report(claim.id))).status).toBe(401);
    expect((await download(as.pending, report(claim.id))).status).toBe(403);
  });

  it('refuses a malformed id or language with 400 and a message', async () => {
    for (const url of ['/protected/claim/abc/report.pdf', '/protected/claim/0/report.pdf', `/protected/claim/1/report.pdf?lang=fr`, `/protected/claim/1/report.pdf?extra=1`]) {
      const res = await download(as.admin, url);
      expect(res.status, url).toBe(400);
      expect(res.json?.message, url).toBeTruthy();
    }
  });
});
