import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../lib/routeSchemas';
import documentsRoutes from '../documents/routes';
import noticesRoutes from '../notices/routes';
import guaranteesRoutes from '../guarantees/routes';
import catalogueRoutes from '../catalogue/routes';
import auditRoutes from '../audit/routes';

/**
 * Everything under /protected: a valid Bearer token of an active account. Resource modules
 * (documents; notices and guarantees to come) register here.
 */
const protectedRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

  await app.register(documentsRoutes);
  await app.register(noticesRoutes);
  await app.register(guaranteesRoutes);
  await app.register(catalogueRoutes);
  await app.register(auditRoutes);
};

export default protectedRoutes;
