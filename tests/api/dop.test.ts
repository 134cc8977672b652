import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { Client, startServer, type TestServer } from './harness';
import { signInAll, type Role } from './documents-helpers';
import { DEMO_MANUFACTURER } from '../../server/modules/manufacturer/identity';
import { pdfText } from '../pdfText';
import { CHARACTERISTIC_NAMES } from '../../shared/catalogue/performance';
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
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="DoP-PVC-ICON-2026-01-v2-it.pdf"');
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
      // Annex III: the version and date of issue, the signer's name and function, place and date.
      'Versione 2 del 15 gennaio 2026',
      'Giulia Marchetti, Legale rappresentante',
      'Treviso, 15 gennaio 2026',
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
    expect(plain.headers.get('content-disposition')).toContain('-v2-it.pdf');
    expect(await pdfText(plain.bytes)).toContain('Dichiarazione di prestazione');
  });

  it('of a door declares Ud, of a shutter its EN 13659 class without a notified body', async () => {
    const door = await pdfText((await download(as.dealerA, '/protected/catalogue/alluminio/ingressi/metropolis/dop.pdf?lang=en')).bytes);
    expect(door).toContain('Thermal transmittance Ud');
    expect(door).toContain('DoP-ALU-METROPOLIS-D-2026-01');
    expect(door).toContain('C4');
    const shutter = await pdfText((await download(as.dealerA, '/protected/catalogue/alluminio/oscuranti/raffaello/dop.pdf?lang=en')).bytes);
    expect(shutter).toContain('EN 13659:2015');
    expect(shutter).toContain('Wind resistance (EN 13659)');
    expect(shutter).toContain('Not applicable: under system 4');
  });

  it('of a shutter box declares its wind resistance only: Usb and Dn,e,w are no characteristic of EN 13659', async () => {
    // EN 13659:2015, Annex ZA: resistance to wind load is the one essential characteristic.
    const box = await pdfText((await download(as.dealerA, '/protected/catalogue/pvc/cassonetti/pvc/dop.pdf?lang=it')).bytes);
    expect(box).toContain('Resistenza al vento (EN 13659)');
    const declared = box.slice(box.indexOf('7. Prestazioni dichiarate'), box.indexOf('Questa versione della dichiarazione'));
    expect(declared).toMatch(/Resistenza al vento \(EN 13659\)\s+3\s+EN 13659:2015/);
    for (const absent of ['Usb', 'Dn,e,w', '0,70 W/m²K', '48 dB']) expect(box).not.toContain(absent);
  });

  it('lists every essential characteristic of EN 14351-1 for its use, NPD where none is declared', async () => {
    // EN 14351-1:2006+A2:2016, Annex ZA, Table ZA.1a (windows) and ZA.1b (external pedestrian
    // doorsets: also height and ability to release); Regulation (EU) 305/2011, Annex III, point 7.
    // Words a table cell wraps are read back as one line.
    const oneLine = async (url: string) => (await pdfText((await download(as.dealerA, url)).bytes)).replace(/\s+/g, ' ');
    const window = await oneLine(`${DOP}?lang=en`);
    const windowRows = ['windResistance', 'waterTightness', 'dangerousSubstances', 'impactResistance', 'safetyDevices', 'rw', 'uw', 'solarFactor', 'lightTransmittance', 'airPermeability'] as const;
    for (const key of windowRows) expect(window, key).toContain(CHARACTERISTIC_NAMES[key].en);
    for (const key of ['height', 'abilityToRelease'] as const) expect(window, key).not.toContain(CHARACTERISTIC_NAMES[key].en);
    expect(window).toMatch(/Dangerous substances\s+NPD/);
    expect(window).toMatch(/Radiation properties: solar factor g \(EN 410\)\s+0\.60/);
    expect(window).toContain('NPD: no performance determined.');
    const door = await oneLine('/protected/catalogue/alluminio/ingressi/metropolis/dop.pdf?lang=it');
    for (const key of [...windowRows.filter((k) => k !== 'uw'), 'ud', 'height', 'abilityToRelease'] as const) expect(door, key).toContain(CHARACTERISTIC_NAMES[key].it);
    expect(door).toMatch(/Capacità di sblocco \(porte su vie di fuga\)\s+NPD/);
  });

  it('prints the signer, the place and the date of issue of its version, the same a day later', async () => {
    // Regulation (EU) 305/2011, Annex III: "signed for and on behalf of the manufacturer by (name,
    // function), at (place) on (date of issue)": the date of the version, not of the download.
    // The server runs in this process: its clock is moved a day on, with no waiting.
    const url = `${DOP}?lang=it`;
    const created = async (bytes: Uint8Array) => {
      const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
      const { info } = (await doc.getMetadata()) as unknown as { info: { CreationDate: string } };
      await doc.destroy();
      return info.CreationDate;
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
      const first = (await download(as.dealerA, url)).bytes;
      vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
      const later = (await download(as.anonymous, '/api/dop/DoP-PVC-ICON-2026-01/2?lang=it')).bytes;
      // The clock did move: each PDF records when it was printed…
      expect((await created(first)).slice(0, 10)).toBe('D:20261126');
      expect((await created(later)).slice(0, 10)).toBe('D:20261127');
      // …and neither prints that day: both print the version's date of issue.
      const [a, b] = [await pdfText(first), await pdfText(later)];
      expect(b).toBe(a);
      for (const expected of ['Versione 2 del 15 gennaio 2026', 'Giulia Marchetti, Legale rappresentante', 'Luogo e data', 'Treviso, 15 gennaio 2026']) expect(a).toContain(expected);
      for (const printed of ['26 novembre 2026', '27 novembre 2026']) expect(a).not.toContain(printed);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps its earlier versions: signed in by product, and for anyone at its permanent address', async () => {
    // Regulation (EU) 305/2011, art. 7(3) and Delegated Regulation (EU) 157/2014: a DoP on a
    // website stays there, unchanged, for the products supplied with it.
    const v1 = await download(as.dealerA, '/protected/catalogue/pvc/finestre/icon/dop/1?lang=en');
    expect(v1.status).toBe(200);
    expect(v1.headers.get('content-disposition')).toContain('filename="DoP-PVC-ICON-2026-01-v1-en.pdf"');
    const text = await pdfText(v1.bytes);
    for (const expected of ['Version 1 of 1 March 2024', 'Replaced by version 2 of 15 January 2026', 'DoP-PVC-ICON-2026-01', '6A', 'Giulia Marchetti', ', 1 March 2024'])
      expect(text).toContain(expected);
    expect(text).toMatch(/Acoustic performance Rw \(EN ISO 717-1\)\s+NPD/);
    const pub = await download(as.anonymous, '/api/dop/DoP-PVC-ICON-2026-01/1?lang=en');
    expect(pub.status).toBe(200);
    expect(pub.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(pub.bytes)).toBe(text);
    // The address printed on it (and in its QR code) is that very version's.
    expect(text).toContain(`${server.config.publicUrl}/api/dop/DoP-PVC-ICON-2026-01/1?lang=en`);
    // Its language is Italian unless asked.
    expect(await pdfText((await download(as.anonymous, '/api/dop/DoP-PVC-ICON-2026-01/2')).bytes)).toContain('Dichiarazione di prestazione');
    for (const [url, status, code] of [
      ['/protected/catalogue/pvc/finestre/icon/dop/3', 404, 'dop_version_not_found'],
      ['/protected/catalogue/pvc/finestre/nope/dop/1', 404, 'not_found'],
      ['/protected/catalogue/pvc/finestre/icon/dop/0', 400, undefined],
      ['/protected/catalogue/pvc/finestre/icon/dop/1e0', 400, undefined],
      ['/api/dop/DoP-PVC-ICON-2026-01/3', 404, 'dop_version_not_found'],
      ['/api/dop/DoP-NONE/1', 404, 'not_found'],
      ['/api/dop/..%2Fetc/1', 400, undefined],
      ['/api/dop/DoP-PVC-ICON-2026-01/1?lang=de', 400, undefined],
    ] as const) {
      const res = await download(as.dealerA, url);
      expect(res.status, url).toBe(status);
      expect(res.json.message, url).toEqual(expect.any(String));
      if (code) expect(res.json.code, url).toBe(code);
    }
    expect((await download(as.anonymous, '/protected/catalogue/pvc/finestre/icon/dop/1')).status).toBe(401);
    expect((await download(as.pending, '/protected/catalogue/pvc/finestre/icon/dop/1')).status).toBe(403);
  });

  it('leaves the signature lines blank for an identity saved without a signer', async () => {
    const { signerName: _n, signerFunction: _f, signingPlace: _p, ...unsigned } = DEMO_MANUFACTURER;
    expect((await as.admin.request('PUT', '/api/manufacturer', { bearer: as.admin.token, body: unsigned })).status).toBe(200);
    const text = await pdfText((await download(as.dealerA, `${DOP}?lang=en`)).bytes);
    expect(text).not.toContain('Giulia Marchetti');
    expect(text).toContain('15 January 2026');
    const saved = await as.admin.request('PUT', '/api/manufacturer', { bearer: as.admin.token, body: { ...DEMO_MANUFACTURER, signerName: 'Paolo Conte', signerFunction: 'Direttore tecnico', signingPlace: 'Asti' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ signerName: 'Paolo Conte', signingPlace: 'Asti' });
    const signed = await pdfText((await download(as.dealerA, `${DOP}?lang=it`)).bytes);
    for (const expected of ['Paolo Conte, Direttore tecnico', 'Asti, 15 gennaio 2026']) expect(signed).toContain(expected);
    const bad = await as.admin.request('PUT', '/api/manufacturer', { bearer: as.admin.token, body: { ...DEMO_MANUFACTURER, signerName: ' ' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('signerName');
    expect((await as.admin.request('PUT', '/api/manufacturer', { bearer: as.admin.token, body: DEMO_MANUFACTURER })).status).toBe(200);
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
