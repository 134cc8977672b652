import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isApiPath } from './errors';
import { PAGE_PRELOADS_FILE, WEB_MANIFEST_PATH } from '../../shared/paths';

/**
 * Serves the built browser app: hashed files under /static for a year, index.html never cached,
 * and index.html for every other non-API path so that deep links and reloads work. The files
 * beside index.html are served never cached too: the service worker (sw.js, whose scope is the
 * whole site from where it stands) and the icons.
 */
const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page with `tags` at the end of its <head>. */
const inHead = (html: string, tags: string[]) => html.replace('</head>', `${tags.join('')}</head>`);

/** Writes the run-time settings into the page (read by src/config/runtime.ts). */
function withRuntimeConfig(html: string, settings: Record<string, string>): string {
  return inHead(
    html,
    Object.entries(settings).map(([name, value]) => `<meta name="portal:${name}" content="${escapeAttr(value)}" />`),
  );
}

/**
 * The page as each sign-in page is served: its chunks named as `<link rel="modulepreload">`
 * (PAGE_PRELOADS_FILE, written by the build), so that a first visitor downloads them beside the
 * entry script. A build without the file (an older one) serves the plain page everywhere.
 */
function pagesWithPreloads(clientDir: string, html: string): Map<string, string> {
  const file = path.join(clientDir, PAGE_PRELOADS_FILE);
  if (!fs.existsSync(file)) return new Map();
  const preloads = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  return new Map(
    Object.entries(preloads).map(([route, files]) => [
      route,
      inHead(
        html,
        files.map((f) => `<link rel="modulepreload" crossorigin href="${escapeAttr(f)}" />`),
      ),
    ]),
  );
}

/** `helpUrl` answers where a person asks for help (the users module knows), read once when the page is built. */
export default fp<{ clientDir?: string; helpUrl: () => Promise<string> }>(async (app, { clientDir, helpUrl }) => {
  const hasClient = Boolean(clientDir && fs.existsSync(path.join(clientDir, 'index.html')));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir!,
      index: false,
      wildcard: false,
      // .vite/manifest.json is for the build scripts, not for visitors.
      dotfiles: 'ignore',
      // The web app manifest is the server's (modules/manufacturer/webManifest.ts): a file of that
      // name left by an older build is neither served nor allowed to claim its route.
      globIgnore: [WEB_MANIFEST_PATH.slice(1)],
      // /index.html is the page, with its run-time settings (below), like every other page: the
      // service worker precaches it under that name.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(res, file) {
        const hashed = file.startsWith(path.join(clientDir!, 'static') + path.sep);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn('no built browser app found: serving the API only');
  }

  const page = hasClient
    ? withRuntimeConfig(fs.readFileSync(path.join(clientDir!, 'index.html'), 'utf8'), { 'help-url': await helpUrl(), 'max-upload-mb': String(app.config.maxUploadBytes / 1024 / 1024) })
    : null;

  const pages = page ? pagesWithPreloads(clientDir!, page) : new Map<string, string>();

  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(req.url) && !req.url.startsWith('/static/');
    if (page && isPage) {
      const html = pages.get(req.url.split('?')[0]!) ?? page;
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply.code(404).send({ message: `Not found: ${req.method} ${req.url.split('?')[0]}`, code: 'not_found' });
  });
});
