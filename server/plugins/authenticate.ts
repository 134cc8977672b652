import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { findSessionUser } from '../modules/auth/refreshTokens';
import { forbidden, invalidToken } from '../lib/httpError';
import type { UserRow } from '../db/schema';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate`. */
    account?: UserRow;
  }
  interface FastifyInstance {
    /**
     * The user of the request's Bearer token while its session is open, or undefined; read once
     * per request, however many hooks ask (the rate limiter, then `authenticate`).
     */
    sessionAccount: (req: FastifyRequest) => Promise<UserRow | undefined>;
    authenticate: (req: FastifyRequest) => Promise<void>;
    requireActive: (req: FastifyRequest) => Promise<void>;
    requireRole: (role: UserRow['role']) => (req: FastifyRequest) => Promise<void>;
    /** The onRequest hooks of an admins-only route: signed in, active, admin. */
    adminOnly: ((req: FastifyRequest) => Promise<void>)[];
  }
}

/**
 * The access token is taken only from the Authorization header, never from the `token` cookie,
 * so a cross-site request carries no credential that counts. The user and their session are read
 * on every request (one statement) so that a disabled account, a changed role or an ended session
 * takes effect at once.
 */
export default fp(async (app) => {
  app.decorateRequest('account', undefined);

  const accounts = new WeakMap<FastifyRequest, Promise<UserRow | undefined>>();
  app.decorate('sessionAccount', (req: FastifyRequest) => {
    let account = accounts.get(req);
    if (!account) {
      const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(req.headers.authorization ?? '');
      const subject = match ? app.accessTokens.verify(match[1]) : null;
      account = subject ? findSessionUser(app.db, subject) : Promise.resolve(undefined);
      accounts.set(req, account);
    }
    return account;
  });

  app.decorate('authenticate', async (req: FastifyRequest) => {
    const user = await app.sessionAccount(req);
    if (!user) throw invalidToken();
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

  app.decorate('adminOnly', [app.authenticate, app.requireActive, app.requireRole('admin')]);
});
