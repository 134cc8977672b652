import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';

/** Paths that belong to the API; everything else may be a route of the browser app. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return (
    path.startsWith('/api/') ||
    path === '/api' ||
    path.startsWith('/protected/') ||
    path === '/protected' ||
    (path.startsWith('/auth/') && !path.startsWith('/auth/jwt/'))
  );
}

/**
 * Every error answers JSON with a `message`: validation errors name their fields, client errors
 * keep their message, and server errors say only that something failed, with the request id
 * that finds the full error in the log.
 */
export default fp(async (app) => {
  app.setErrorHandler((err: FastifyError & { code?: string; extra?: Record<string, unknown> }, req, reply) => {
    if (err.validation) {
      const fields = err.validation.map((v) => {
        const { missingProperty, additionalProperty } = (v.params ?? {}) as { missingProperty?: string; additionalProperty?: string };
        const path = [v.instancePath, additionalProperty].filter(Boolean).join('/');
        return {
          field: path.replace(/^\//, '').replace(/\//g, '.') || String(missingProperty ?? err.validationContext ?? ''),
          message: additionalProperty !== undefined ? 'is not a known field' : (v.message ?? 'is invalid'),
        };
      });
      return reply.code(400).send({
        message: `Invalid ${err.validationContext ?? 'request'}: ${fields.map((f) => `${f.field} ${f.message}`).join('; ')}`,
        code: 'validation_failed',
        fields,
      });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.code(status).send({ message: 'Internal server error', code: 'internal_error', requestId: req.id });
    }
    return reply.code(status).send({ message: err.message, code: err.code, ...err.extra });
  });
});
