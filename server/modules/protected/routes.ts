import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../lib/routeSchemas';

/**
 * Everything under /protected: a valid Bearer token of an active account. The resource modules
 * it guards are given by server/routes.ts.
 */
const protectedRoutes: FastifyPluginAsyncTypebox<{ modules: FastifyPluginAsync[] }> = async (app, { modules }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireActive);

  app.get(
    '/ping',
    {
      schema: {
        tags: ['protected'],
        summary: 'Checks that the caller is signed in with an active account',
        security: [{ bearer: [] }],
        response: { 200: Type.Object({ ok: Type.Boolean(), role: Type.String() }), ...errors(401, 403) },
      },
    },
    async (req) => ({ ok: true, role: req.account!.role }),
  );

  for (const routes of modules) await app.register(routes);
};

export default protectedRoutes;
