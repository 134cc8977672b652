import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** The OpenAPI document is generated from the same schemas that validate the requests. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dealer portal API',
        version: '1',
        description:
          'Sign-in uses cookies: `token` (the access JWT, sent back as `Authorization: Bearer`) and `refreshToken` (HttpOnly, path /auth).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
