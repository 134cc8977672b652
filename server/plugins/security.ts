import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { forbidden } from '../lib/httpError';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Refuse the request when it comes from another site (the auth calls that change state). */
    sameOrigin?: boolean;
  }
}

export default fp(async (app) => {
  await app.register(helmet, {
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
  });

  app.addHook('onRequest', async (req) => {
    if (!req.routeOptions.config.sameOrigin) return;
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
  });
});
