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
    /** The user id of the request's valid Bearer token, or null; verified once per request. */
    bearerUserId: (req: FastifyRequest) => number | null;
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

  // The rate limiter keys requests by this id before authentication runs: one verification serves both.
  const verified = new WeakMap<FastifyRequest, number | null>();
  app.decorate('bearerUserId', (req: FastifyRequest) => {
    if (!verified.has(req)) {
      const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(req.headers.authorization ?? '');
      verified.set(req, match ? app.accessTokens.verify(match[1]) : null);
    }
    return verified.get(req)!;
  });

  app.decorate('authenticate', async (req: FastifyRequest) => {
    const id = app.bearerUserId(req);
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
