import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import claimRoutes from './claimRoutes';
import fileRoutes from './fileRoutes';
import qualityRoutes from './qualityRoutes';
import reportRoutes from './reportRoutes';

/** After-sales claims (issue 26, shared/claims.ts) under /protected: each part's routes in a file of its own. */
const claimsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(claimRoutes);
  await app.register(fileRoutes);
  await app.register(qualityRoutes);
  await app.register(reportRoutes);
};

export default claimsRoutes;
