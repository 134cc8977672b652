import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isApiPath } from './errors';

/**
 * Serves the built browser app: hashed files under /static for a year, index.html never cached,
 * and index.html for every other non-API path so that deep links and reloads work.
 */
export default fp<{ clientDir?: string }>(async (app, { clientDir }) => {
  const hasClient = Boolean(clientDir && fs.existsSync(path.join(clientDir, 'index.html')));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir!,
      index: false,
      wildcard: false,
      // .vite/manifest.json is for the build scripts, not for visitors.
      dotfiles: 'ignore',
      setHeaders(res, file) {
        const hashed = file.startsWith(path.join(clientDir!, 'static') + path.sep);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn('no built browser app found: serving the API only');
  }

  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(req.url) && !req.url.startsWith('/static/');
    if (hasClient && isPage) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ message: `Not found: ${req.method} ${req.url.split('?')[0]}`, code: 'not_found' });
  });
});
