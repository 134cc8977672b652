import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { findUserById } from '../modules/auth/users';
import { forbidden, invalidToken } from '../lib/httpError';
import type { UserRow } from '../db/schema';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate`. */
    account?: UserRow;
  }
  interface FastifyInstance {
    authenticate: (req: FastifyRequest) => Promise<void>;
    requireActive: (req: FastifyRequest) => Promise<void>;
    requireRole: (role: UserRow['role']) => (req: FastifyRequest) => Promise<void>;
  }
}

/**
 * The access token is taken only from the Authorization header, never from the `token` cookie,
 * so a cross-site request carries no credential that counts. The user is read on every request
 * so that a disabled account or a changed role takes effect at once.
 */
export default fp(async (app) => {
  app.decorateRequest('account', undefined);

  app.decorate('authenticate', async (req: FastifyRequest) => {
    const header = req.headers.authorization;
    const match = header ? /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header) : null;
    const id = match ? app.accessTokens.verify(match[1]) : null;
    const user = id ? await findUserById(app.db, id) : undefined;
    if (!user || user.status === 'disabled') throw invalidToken();
    req.account = user;
  });

  app.decorate('requireActive', async (req: FastifyRequest) => {
    if (req.account?.status !== 'active') {
      throw forbidden('Your account is awaiting approval', 'account_pending');
    }
  });

  app.decorate('requireRole', (role: UserRow['role']) => async (req: FastifyRequest) => {
    if (req.account?.role !== role) throw forbidden();
  });
});
