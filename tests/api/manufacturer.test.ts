import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { signInAll, type Role } from './documents-helpers';
import { DEMO_MANUFACTURER, LOGO_MAX_BYTES } from '../../server/modules/manufacturer/identity';
import { PNG_LOGO } from './logo-sample';

// Issue 14: the manufacturer's identity in one validated configuration — demo values, a file
// under DATA_DIR, or what an admin saved — used by the portal and every document it prints.

let server: TestServer;
let as: Record<Role, Client>;
beforeAll(async () => {
  server = await startServer({}, 'manufacturer');
  as = await signInAll(server);
});
afterAll(() => server.close());

const identity = { ...DEMO_MANUFACTURER, name: 'Finestre Alpine S.r.l.', vatNumber: 'IT 00743110157' };
const put = (c: Client, body: unknown) => c.request('PUT', '/api/manufacturer', { bearer: c.token, body });

describe('the manufacturer identity', () => {
  it('is the demo one until an admin saves another; everyone may read it', async () => {
    expect((await as.anonymous.get('/api/manufacturer')).body).toEqual({ ...DEMO_MANUFACTURER, logo: null });
    const saved = await put(as.admin, identity);
    expect(saved.status).toBe(200);
    expect(saved.body.vatNumber).toBe('00743110157');
    expect((await as.dealerA.get('/api/manufacturer')).body).toMatchObject({ name: 'Finestre Alpine S.r.l.', vatNumber: '00743110157' });
  });

  it('only admins change it, and only to a valid identity', async () => {
    expect((await put(as.anonymous, identity)).status).toBe(401);
    expect((await put(as.dealerA, identity)).status).toBe(403);
    expect((await put(as.pending, identity)).status).toBe(403);
    const bad: [string, unknown][] = [
      ['vatNumber', { ...identity, vatNumber: '00743110158' }],
      ['email', { ...identity, email: 'not an address' }],
      ['website', { ...identity, website: 'javascript:alert(1)' }],
      ['warrantyTerms', { ...identity, warrantyTerms: { it: 'solo italiano' } }],
      ['logoColour', { ...identity, logoColour: 'red' }],
      ['name', { ...identity, name: 'Nome\u0000nullo' }],
    ];
    for (const [field, body] of bad) {
      const res = await put(as.admin, body);
      expect(res.status, field).toBe(400);
      expect(res.body.message, field).toMatch(new RegExp(field === 'warrantyTerms' ? 'en' : field));
    }
    expect((await as.anonymous.get('/api/manufacturer')).body.name).toBe('Finestre Alpine S.r.l.');
  });
});

/** A picture's pixels as 8-bit RGBA, whatever its encoding. */
const pixels = (bytes: Buffer) => sharp(bytes).ensureAlpha().raw().toBuffer();

describe('the logo', () => {
  const putLogo = (c: Client, image: string) => c.request('PUT', '/api/manufacturer/logo', { bearer: c.token, body: { image } });
  const asDataUrl = (bytes: Buffer, type = 'png') => `data:image/${type};base64,${bytes.toString('base64')}`;

  it('is uploaded by an admin, served to anyone at a versioned URL, and removed', async () => {
    expect((await as.anonymous.get('/api/manufacturer/logo')).status).toBe(404);
    const saved = await putLogo(as.admin, PNG_LOGO);
    expect(saved.status).toBe(200);
    expect(saved.body.logo).toMatch(/^\/api\/manufacturer\/logo\?v=\d+$/);
    const { logo } = (await as.anonymous.get('/api/manufacturer')).body;
    expect(logo).toBe(saved.body.logo);
    const res = await fetch(server.url + logo);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('immutable');
    // Encoded anew (no metadata, 8-bit sRGB): the same pixels.
    expect(await pixels(Buffer.from(await res.arrayBuffer()))).toEqual(await pixels(Buffer.from(PNG_LOGO.split(',')[1], 'base64')));
    expect((await fetch(`${server.url}/api/manufacturer/logo`)).headers.get('cache-control')).toBe('no-cache');
    // Sending back what GET gave, logo URL included, changes the identity and leaves the logo.
    const current = (await as.admin.get('/api/manufacturer')).body;
    const again = await as.admin.request('PUT', '/api/manufacturer', { bearer: as.admin.token, body: { ...current, phone: '+39 0422 654321' } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ phone: '+39 0422 654321', logo });
    const removed = await as.admin.request('DELETE', '/api/manufacturer/logo', { bearer: as.admin.token });
    expect(removed.body.logo).toBeNull();
    expect((await as.anonymous.get('/api/manufacturer/logo')).status).toBe(404);
  });

  it('must be a PNG or JPEG by its content, and small', async () => {
    expect((await putLogo(as.dealerA, PNG_LOGO)).status).toBe(403);
    expect((await putLogo(as.anonymous, PNG_LOGO)).status).toBe(401);
    const bad: [string, string, RegExp][] = [
      ['text as png', asDataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), /not a PNG or JPEG/],
      ['a PDF', asDataUrl(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n')), /not a PNG or JPEG/],
      ['svg type', `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`, /image/],
      ['too large', asDataUrl(Buffer.concat([Buffer.from(PNG_LOGO.split(',')[1], 'base64'), Buffer.alloc(LOGO_MAX_BYTES)])), /image/],
      ['not base64', 'data:image/png;base64,@@@', /image/],
    ];
    for (const [what, image, message] of bad) {
      const res = await putLogo(as.admin, image);
      expect(res.status, what).toBe(400);
      expect(res.body.message, what).toMatch(message);
    }
    expect((await as.anonymous.get('/api/manufacturer')).body.logo).toBeNull();
  });

  it('is decoded whole and bounded in pixels: a forged or cut picture is refused, and the paperwork still prints', async () => {
    const noise = Buffer.alloc(64 * 64 * 4);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    const png = await sharp(noise, { raw: { width: 64, height: 64, channels: 4 } }).png().toBuffer();
    // The same picture whose header says 65,536 × 65,536 (its checksum right): 70 bytes that would take 16 GB.
    const forged = Buffer.from(png);
    forged.writeUInt32BE(65536, 16);
    forged.writeUInt32BE(65536, 20);
    forged.writeUInt32BE(zlib.crc32(forged.subarray(12, 29)), 29);
    const cut = png.subarray(0, Math.floor(png.length / 2));
    const jpeg = await sharp(noise, { raw: { width: 64, height: 64, channels: 4 } }).jpeg().toBuffer();
    const refused: [string, string, string, RegExp][] = [
      ['a header of 65,536 × 65,536', asDataUrl(forged), 'logo_too_many_pixels', /larger than 4096 × 4096 pixels \(65536 × 65536\)/],
      ['a PNG cut short', asDataUrl(cut), 'logo_not_image', /cannot be read as a PNG picture/],
      ['a JPEG cut short', asDataUrl(jpeg.subarray(0, 200), 'jpeg'), 'logo_not_image', /cannot be read as a JPEG picture/],
    ];
    for (const [what, image, code, message] of refused) {
      const res = await putLogo(as.admin, image);
      expect(res.status, what).toBe(400);
      expect(res.body, what).toMatchObject({ code, fields: [{ field: 'image' }] });
      expect(res.body.message, what).toMatch(message);
    }
    expect((await as.anonymous.get('/api/manufacturer')).body.logo).toBeNull();
    // A PNG sent as a JPEG is a PNG (by its content), kept as one; a DoP prints with it.
    expect((await putLogo(as.admin, asDataUrl(png, 'jpeg'))).status).toBe(200);
    try {
      const res = await fetch(server.url + (await as.anonymous.get('/api/manufacturer')).body.logo);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(await pixels(Buffer.from(await res.arrayBuffer()))).toEqual(await pixels(png));
      const dop = await as.dealerA.request('GET', '/protected/catalogue/pvc/finestre/icon/dop.pdf', { bearer: as.dealerA.token });
      expect(dop.status).toBe(200);
    } finally {
      await as.admin.request('DELETE', '/api/manufacturer/logo', { bearer: as.admin.token });
    }
  });
});

describe('DATA_DIR/manufacturer.json', () => {
  it('gives the identity until an admin saves one; a broken file stops the start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-manufacturer-'));
    fs.writeFileSync(path.join(dir, 'manufacturer.json'), JSON.stringify({ ...identity, name: 'Da file S.p.A.' }));
    const fromFile = await startServer({ DATA_DIR: dir }, 'manufacturer-file');
    try {
      expect((await new Client(fromFile.url).get('/api/manufacturer')).body.name).toBe('Da file S.p.A.');
    } finally {
      await fromFile.close();
    }
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-manufacturer-'));
    fs.writeFileSync(path.join(broken, 'manufacturer.json'), JSON.stringify({ ...identity, vatNumber: '123' }));
    await expect(startServer({ DATA_DIR: broken }, 'manufacturer-broken')).rejects.toThrow(/manufacturer\.json is not a valid manufacturer identity/);
  });
});
