import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isApiPath } from './errors';
import { WEB_MANIFEST_PATH } from '../../shared/paths';

/**
 * Serves the built browser app: hashed files under /static for a year, index.html never cached,
 * and index.html for every other non-API path so that deep links and reloads work. The files
 * beside index.html are served never cached too: the service worker (sw.js, whose scope is the
 * whole site from where it stands) and the icons.
 */
const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Writes the run-time settings into the page (read by src/config/runtime.ts). */
function withRuntimeConfig(html: string, settings: Record<string, string>): string {
  const metas = Object.entries(settings)
    .map(([name, value]) => `<meta name="portal:${name}" content="${escapeAttr(value)}" />`)
    .join('');
  return html.replace('</head>', `${metas}</head>`);
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

  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(req.url) && !req.url.startsWith('/static/');
    if (page && isPage) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
    }
    return reply.code(404).send({ message: `Not found: ${req.method} ${req.url.split('?')[0]}`, code: 'not_found' });
  });
});
