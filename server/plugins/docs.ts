import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { isApiPath } from './errors';
import { SHUTTING_DOWN } from './lifecycle';

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }) as const;
const RETRY_AFTER = { 'Retry-After': { type: 'integer', description: 'Seconds to wait' } } as const;

/** What every rate-limited answer carries (plugins/rateLimits.ts counts every API route). */
const TOO_MANY = { ...errorAnswer('Too many requests from this client: wait `Retry-After` seconds'), headers: RETRY_AFTER } as const;

/** What every GET answers while the instance stops (plugins/lifecycle.ts). */
const STOPPING = {
  ...errorAnswer(`This instance is shutting down (\`code: "${SHUTTING_DOWN.code}"\`), before doing anything: send the request again (a proxy sends it to another instance)`),
  headers: RETRY_AFTER,
} as const;

/**
 * What Fastify answers before a route's handler, for any write (a body may come with a DELETE
 * too): a body it cannot parse, one over its 1 MB, one of a type it does not read. An operation
 * that documents its own (an upload's 413) keeps it.
 */
const BODY_ANSWERS = {
  400: errorAnswer('The request is not valid: a body that does not parse as JSON, or input its schema refuses (`fields` names them)'),
  413: errorAnswer('The body is larger than 1 MB'),
  415: errorAnswer('The body is of a type this operation does not read (`Content-Type`)'),
} as const;

/** Fastify's router, for a path parameter over its 1,000 characters (a download link's token is the longest). */
const URI_TOO_LONG = errorAnswer('A path parameter is longer than 1,000 characters');

/**
 * The OpenAPI document is generated from the same schemas that validate the requests and
 * serialise the answers; what the plugins do to every route (rate limits) is added here, from the
 * same rule they apply, so the document says exactly what the server does.
 */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dealer portal API',
        version: '1',
        description:
          'Sign-in uses cookies: `token` (the access JWT, sent back as `Authorization: Bearer`) and `refreshToken` (HttpOnly, path /auth). ' +
          'Bodies are JSON taken as typed; unknown fields and filters are refused with 400. Integers in paths and query strings are decimal digits.',
      },
      servers: [{ url: '/', description: 'This portal (relative to the address it is served from)' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          tokenCookie: { type: 'apiKey', in: 'cookie', name: 'token', description: 'The access JWT, as the browser sends it with a file link' },
          refreshCookie: { type: 'apiKey', in: 'cookie', name: 'refreshToken', description: 'HttpOnly, path /auth' },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for Prometheus: GET /metrics only' },
        },
      },
    },
    // Shared schemas keep their names (User, Document…) instead of def-0, def-1…
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transform: ({ schema, url, route }) => {
      if (!schema || schema.hide || !isApiPath(url)) return { schema, url };
      const response = (schema.response ?? {}) as Record<string, unknown>;
      const methods = [route.method].flat();
      const reads = methods.includes('GET') || methods.includes('HEAD');
      const writes = methods.some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m));
      const answers = { ...(writes ? BODY_ANSWERS : {}), ...(schema.params ? { 414: URI_TOO_LONG } : {}), ...response, 429: TOO_MANY, ...(reads ? { 503: STOPPING } : {}) };
      return { schema: { ...schema, response: answers }, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
