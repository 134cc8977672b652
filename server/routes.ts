import type { FastifyInstance } from 'fastify';
import { api, PROTECTED_AREA } from '../shared/paths';
import authRoutes from './modules/auth/routes';
import passwordResetRoutes from './modules/auth/passwordReset';
import protectedArea from './modules/protected/routes';
import documentsRoutes from './modules/documents/routes';
import noticesRoutes from './modules/notices/routes';
import guaranteesRoutes from './modules/guarantees/routes';
import catalogueRoutes, { publicDopRoutes } from './modules/catalogue/routes';
import auditRoutes from './modules/audit/routes';
import claimsRoutes from './modules/claims/routes';
import fileRoutes from './modules/files/fileRoutes';
import usersRoutes from './modules/users/routes';
import profileRoutes from './modules/users/profile';
import mailRoutes from './mail/routes';
import manufacturerRoutes from './modules/manufacturer/identity';
import webManifestRoutes from './modules/manufacturer/webManifest';
import verifyRoutes from './modules/guarantees/verify';
import searchRoutes from './modules/search/routes';
import eventsRoutes from './modules/events/routes';

/**
 * Every module's routes, with the prefix it answers under: the map of the API. A module without a
 * prefix spells its own paths (the spec's /auth ones, /api/…), from shared/paths.ts where the
 * browser names them too. Health and metrics routes are registered by app.ts, before these.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(protectedArea, {
    prefix: PROTECTED_AREA,
    modules: [documentsRoutes, noticesRoutes, guaranteesRoutes, catalogueRoutes, auditRoutes, claimsRoutes],
  });
  await app.register(fileRoutes);
  await app.register(usersRoutes, { prefix: `${api.rest}/users` });
  await app.register(mailRoutes, { prefix: `${api.rest}/mail` });
  await app.register(profileRoutes);
  await app.register(manufacturerRoutes);
  await app.register(webManifestRoutes);
  await app.register(verifyRoutes);
  await app.register(publicDopRoutes);
  await app.register(searchRoutes);
  await app.register(eventsRoutes);
}
