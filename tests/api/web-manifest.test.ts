import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { signInAll, type Role } from './documents-helpers';
import { PORTAL_ICONS } from '../../shared/webManifest';

// Issue 27: the installable portal's manifest, in Italian or English, whose icons are the
// manufacturer's logo once an admin uploads one (the portal's own mark until then).

let server: TestServer;
let as: Record<Role, Client>;
beforeAll(async () => {
  server = await startServer({}, 'web manifest');
  as = await signInAll(server);
});
afterAll(() => server.close());

const manifest = async (query = '') => {
  const res = await fetch(`${server.url}/manifest.webmanifest${query}`);
  return { res, body: res.headers.get('content-type')?.includes('json') ? await res.json() : null };
};
const PORTAL = PORTAL_ICONS.map(({ file, size, purpose }) => ({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose }));

/** A wide logo, 400 × 100: a red band, as a manufacturer's name drawn in its colour would be. */
const wideLogo = () => sharp({ create: { width: 400, height: 100, channels: 3, background: { r: 200, g: 20, b: 30 } } }).png().toBuffer();
const putLogo = (png: Buffer) => as.admin.request('PUT', '/api/manufacturer/logo', { bearer: as.admin.token, body: { image: `data:image/png;base64,${png.toString('base64')}` } });

describe('the web app manifest', () => {
  it('names the portal in Italian, or in English when asked, starts at the dashboard, and is read again at every visit', async () => {
    const { res, body } = await manifest();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(body).toMatchObject({ id: '/', name: 'Area Rivenditori', short_name: 'Area Rivenditori', lang: 'it', start_url: '/dashboard', scope: '/', display: 'standalone', theme_color: '#ffffff' });
    expect(body.icons).toEqual(PORTAL);
    expect((await manifest('?lang=en')).body).toMatchObject({ name: 'Dealer Area', lang: 'en', description: expect.stringMatching(/^Catalogue, technical sheets/) });
    for (const bad of ['?lang=fr', '?lang=', '?other=1']) {
      const { res: refused, body: answer } = await manifest(bad);
      expect(refused.status, bad).toBe(400);
      expect(answer.message, bad).toEqual(expect.any(String));
    }
  });

  it("lists icons drawn from the manufacturer's logo once there is one: whole in the square, and within a maskable icon's safe zone", async () => {
    expect((await fetch(`${server.url}/api/manufacturer/icon/icon-192.png`)).status).toBe(404);
    expect((await putLogo(await wideLogo())).status).toBe(200);
    const { body } = await manifest();
    const version = /\?v=(\d+)$/.exec(body.icons[0].src)![1];
    expect(body.icons).toEqual(
      PORTAL_ICONS.map(({ file, size, purpose }) => ({ src: `/api/manufacturer/icon/${file.replace('icons/', '')}?v=${version}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
    );

    for (const icon of body.icons as { src: string; sizes: string; purpose: string }[]) {
      const res = await fetch(server.url + icon.src);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toContain('immutable');
      const png = Buffer.from(await res.arrayBuffer());
      const size = Number(icon.sizes.split('x')[0]);
      const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([size, size]);
      const at = (x: number, y: number) => Array.from(data.subarray((y * size + x) * 4, (y * size + x) * 4 + 4));
      const red = (p: number[]) => p[0]! > 150 && p[1]! < 80 && p[3]! > 200;
      expect(red(at(size / 2, size / 2))).toBe(true);
      if (icon.purpose === 'any') {
        // Fitted whole: as wide as the icon, on transparency above and below.
        expect(red(at(1, size / 2))).toBe(true);
        expect(at(size / 2, 1)[3]).toBe(0);
      } else {
        // Opaque on the page's background, every red pixel within 40 % of the width from the centre
        // (W3C Web Application Manifest, icon masks: the safe zone).
        let outside = 0;
        let reds = 0;
        for (let y = 0; y < size; y++)
          for (let x = 0; x < size; x++) {
            const p = at(x, y);
            expect(p[3]).toBe(255);
            if (!red(p)) continue;
            reds++;
            if (Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > 0.4 * size + 1) outside++;
          }
        expect(outside).toBe(0);
        // As large as the zone allows: a 4:1 band across most of its diameter.
        expect(reds).toBeGreaterThan(0.8 * (0.4 * size * 2) ** 2 * (4 / 17));
        expect(at(2, 2)).toEqual([255, 255, 255, 255]);
      }
    }
    expect((await fetch(`${server.url}/api/manufacturer/icon/icon-192.png`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${server.url}/api/manufacturer/icon/other.png`)).status).toBe(400);

    // Removed: the portal's own icons again.
    expect((await as.admin.request('DELETE', '/api/manufacturer/logo', { bearer: as.admin.token })).status).toBe(200);
    expect((await manifest()).body.icons).toEqual(PORTAL);
    expect((await fetch(`${server.url}/api/manufacturer/icon/icon-192.png`)).status).toBe(404);
  });
});
