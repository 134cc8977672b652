import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

// A built app in miniature: the server must serve it as it serves dist/client.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-'));
fs.mkdirSync(path.join(clientDir, 'static/js'), { recursive: true });
fs.mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(clientDir, 'static/js/index-AbC123.js'), 'console.log(1)'.repeat(200));
fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.writeFileSync(path.join(clientDir, '.vite/manifest.json'), '{}');
// The sign-in page's chunks, as the build names them (vite.config.ts, pagePreloads).
fs.writeFileSync(path.join(clientDir, '.vite/page-preloads.json'), JSON.stringify({ '/auth/jwt/login': ['/static/js/LoginPage-Xy1.js', '/static/js/shell-it-Zw2.js'] }));
fs.writeFileSync(path.join(clientDir, 'sw.js'), "self.addEventListener('fetch', () => {});");
// An older build's manifest, left beside index.html: the server's own answers in its place.
fs.writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Area Rivenditori","start_url":"/dashboard"}');

let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, 'spa', { clientDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(server.url + url, { headers, redirect: 'manual' });

describe('serving the browser app', () => {
  it.each(['/', '/dashboard', '/dashboard/legno/finestre/nova', '/auth/jwt/login?returnTo=%2Fdashboard', '/nowhere', '/404'])(
    'answers index.html, never cached, for the page %s',
    async (url) => {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    },
  );

  it('writes the run-time settings into the page: help link and upload limit', async () => {
    const html = await (await get('/dashboard')).text();
    expect(html).toContain('<meta name="portal:help-url" content="mailto:admin@demo.test" />');
    expect(html).toContain('<meta name="portal:max-upload-mb" content="512" />');
  });

  it("names the sign-in page's own chunks in it, and only in it, for the browser to fetch beside the entry", async () => {
    for (const url of ['/auth/jwt/login', '/auth/jwt/login?returnTo=%2Fdashboard']) {
      const html = await (await get(url)).text();
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/static/js/LoginPage-Xy1.js" /><link rel="modulepreload" crossorigin href="/static/js/shell-it-Zw2.js" /></head>');
      expect(html).toContain('<meta name="portal:help-url"');
    }
    for (const url of ['/dashboard', '/auth/jwt/register', '/auth/jwt/login/x']) expect(await (await get(url)).text()).not.toContain('modulepreload');
    // The build's list is not a file anyone may read: its address is a page like any other.
    const list = await get('/.vite/page-preloads.json');
    expect(list.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await list.text()).not.toContain('LoginPage-Xy1');
  });

  it('caches hashed assets for a year, immutable, and compresses them', async () => {
    const res = await get('/static/js/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('revalidates files that are not hashed', async () => {
    const res = await get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves /index.html as the page, with its run-time settings (what the service worker keeps)', async () => {
    const res = await get('/index.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<meta name="portal:help-url" content="mailto:admin@demo.test" />');
  });

  it('serves the service worker never cached, as JavaScript, from the root (its scope is the whole portal)', async () => {
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    // The security policy lets the page run a worker of its own origin.
    expect(res.headers.get('content-security-policy')).toMatch(/worker-src 'self'/);
  });

  it('serves the web app manifest as application/manifest+json, never cached: the server’s, not a file an older build left', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toMatchObject({ start_url: '/dashboard', icons: expect.any(Array) });
    // default-src 'self' covers manifest-src: the page may load it.
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers 404, not index.html, for a missing chunk, so the app can offer a reload', async () => {
    const res = await get('/static/js/AdminApp-gone.js');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/Not found/);
  });

  it('does not serve the build manifest', async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.headers.get('content-type') ?? '').not.toMatch(/json/);
    expect(await res.text()).not.toBe('{}');
  });

  it.each(['/api/nothing', '/protected/nothing', '/auth/nothing', '/api'])('answers unknown API path %s with 404 JSON', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(typeof (await res.json()).message).toBe('string');
  });

  it('sends the security headers with the page', async () => {
    const res = await get('/dashboard');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
