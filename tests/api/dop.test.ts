import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { signInAll, type Role } from './documents-helpers';
import { DEMO_MANUFACTURER } from '../../server/modules/manufacturer/identity';
import { pdfText } from '../pdfText';
import { PNG_LOGO } from './logo-sample';

// Issue 14: a product's Declaration of Performance as a PDF, printed from the catalogue's declared
// performance and the manufacturer's identity, for signed-in accounts that are active.

let server: TestServer;
let as: Record<Role, Client>;
beforeAll(async () => {
  server = await startServer({}, 'dop');
  as = await signInAll(server);
});
afterAll(() => server.close());

const DOP = '/protected/catalogue/pvc/finestre/icon/dop.pdf';

async function download(c: Client, url: string) {
  const res = await fetch(server.url + url, { headers: c.token ? { authorization: `Bearer ${c.token}` } : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const json = (res.headers.get('content-type') ?? '').startsWith('application/json') ? JSON.parse(Buffer.from(bytes).toString()) : null;
  return { status: res.status, headers: res.headers, bytes, json };
}

describe('the DoP of a product', () => {
  it('is a PDF in Italian naming the DoP, the product, the manufacturer and every declared class', async () => {
    const res = await download(as.dealerA, `${DOP}?lang=it`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="DoP-PVC-ICON-2026-01-it.pdf"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await pdfText(res.bytes);
    for (const expected of [
      'Dichiarazione di prestazione',
      'DoP-PVC-ICON-2026-01',
      'Finestra in PVC Icon',
      DEMO_MANUFACTURER.name,
      'P. IVA 04123450266',
      'EN 14351-1:2006+A2:2016',
      'Istituto Prove Serramenti Demo (NB 1234)',
      'Resistenza al carico del vento (EN 12210)',
      'C3',
      '7A',
      'Trasmittanza termica Uw (EN ISO 10077-1)',
      '1,30 W/m²K',
      '36 dB',
      'Ψg',
      'Pagina 1 di',
    ])
      expect(text).toContain(expected);
  });

  it('is in English when asked, and in the account’s language when not', async () => {
    const text = await pdfText((await download(as.admin, `${DOP}?lang=en`)).bytes);
    for (const expected of ['Declaration of Performance', 'Icon PVC window', 'Thermal transmittance Uw', '1.30 W/m²K', 'VAT no. 04123450266']) expect(text).toContain(expected);
    const plain = await download(as.dealerA, DOP);
    expect(plain.headers.get('content-disposition')).toContain('-it.pdf');
    expect(await pdfText(plain.bytes)).toContain('Dichiarazione di prestazione');
  });

  it('of a door declares Ud, of a shutter its EN 13659 class without a notified body, of a box its Usb', async () => {
    const door = await pdfText((await download(as.dealerA, '/protected/catalogue/alluminio/ingressi/metropolis/dop.pdf?lang=en')).bytes);
    expect(door).toContain('Thermal transmittance Ud');
    expect(door).toContain('DoP-ALU-METROPOLIS-D-2026-01');
    expect(door).toContain('C4');
    const shutter = await pdfText((await download(as.dealerA, '/protected/catalogue/alluminio/oscuranti/raffaello/dop.pdf?lang=en')).bytes);
    expect(shutter).toContain('EN 13659:2015');
    expect(shutter).toContain('Wind resistance (EN 13659)');
    expect(shutter).toContain('Not applicable: under system 4');
    const box = await pdfText((await download(as.dealerA, '/protected/catalogue/pvc/cassonetti/pvc/dop.pdf?lang=it')).bytes);
    expect(box).toContain('0,70 W/m²K');
    expect(box).toContain('48 dB');
  });

  it('prints the identity and logo an admin saved', async () => {
    const saved = await as.admin.request('PUT', '/api/manufacturer', { bearer: as.admin.token, body: { ...DEMO_MANUFACTURER, name: 'Finestre Alpine S.r.l.' } });
    expect(saved.status).toBe(200);
    const plain = await download(as.dealerA, `${DOP}?lang=it`);
    expect(await pdfText(plain.bytes)).toContain('Finestre Alpine S.r.l.');
    const logo = await as.admin.request('PUT', '/api/manufacturer/logo', { bearer: as.admin.token, body: { image: PNG_LOGO } });
    expect(logo.status).toBe(200);
    const branded = await download(as.dealerA, `${DOP}?lang=it`);
    expect(branded.status).toBe(200);
    // The picture is embedded as an image XObject.
    expect(Buffer.from(branded.bytes).toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('answers 404 for a product the catalogue does not have, 400 for a language it does not print', async () => {
    for (const url of ['/protected/catalogue/pvc/finestre/nope/dop.pdf', '/protected/catalogue/legno/oscuranti/raffaello/dop.pdf', '/protected/catalogue/constructor/finestre/icon/dop.pdf']) {
      const res = await download(as.dealerA, url);
      expect(res.status, url).toBe(404);
      expect(res.json.message).toBe('This product is not in the catalogue');
    }
    for (const query of ['lang=de', 'lang=', 'lang=it&lang=en', 'format=docx']) {
      const res = await download(as.dealerA, `${DOP}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.message).toEqual(expect.any(String));
    }
    const bad = await download(as.dealerA, '/protected/catalogue/pvc/finestre/..%2F..%2Fetc/dop.pdf');
    expect(bad.status).toBe(400);
  });

  it('is for active accounts only', async () => {
    expect((await download(as.anonymous, DOP)).status).toBe(401);
    expect((await download(as.pending, DOP)).status).toBe(403);
  });
});
