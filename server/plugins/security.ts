import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { forbidden } from '../lib/httpError';
import { isApiPath } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Refuse the request when it comes from another site (the auth calls that change state). */
    sameOrigin?: boolean;
  }
}

const HELMET: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI's emotion writes <style> tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // Cross-origin isolation is not needed and would block opening downloads in a new tab.
  crossOriginEmbedderPolicy: false,
};

/**
 * helmet's headers, computed once: they depend on no request, and building them per request
 * (as @fastify/helmet does, parsing the CSP each time) cost more than the rest of a small answer.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const removed: string[] = [];
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void removed.push(name.toLowerCase()),
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    if (err) throw err;
  });
  if (removed.some((name) => name !== 'x-powered-by')) throw new Error(`helmet removes headers it cannot here: ${removed}`);
  return headers;
}

export default fp(async (app) => {
  const { 'strict-transport-security': hsts, ...headers } = helmetHeaders(HELMET);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    // HSTS means something only over HTTPS (RFC 6797 §7.2: a browser ignores it over HTTP), and
    // sent over plain HTTP it tells a client on a development or internal address to insist on a
    // TLS the server may not have. `req.protocol` believes X-Forwarded-Proto only from the proxies
    // TRUST_PROXY names.
    if (hsts && req.protocol === 'https') reply.header('strict-transport-security', hsts);
    // An API answer is someone's data, or carries a token: kept by no browser or proxy cache
    // unless its route says otherwise (a download, a versioned logo, the public verify page).
    if (isApiPath(req.url)) reply.header('cache-control', 'no-store');
    done();
  });

  // Only the routes that ask for it pay for the check.
  app.addHook('onRoute', (route) => {
    if (!route.config?.sameOrigin) return;
    route.onRequest = [sameOriginOnly, ...(route.onRequest ? [route.onRequest].flat() : [])];
  });
});

async function sameOriginOnly(req: FastifyRequest) {
  if (req.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-site request refused', 'cross_site');
  const origin = req.headers.origin;
  if (origin === undefined) return;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    host = null;
  }
  if (host !== req.host) throw forbidden('Cross-site request refused', 'cross_site');
}
