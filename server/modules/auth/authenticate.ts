import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { findSession } from './refreshTokens';
import type { AccessSubject } from './accessTokens';
import { versionsOf } from '../../db/versions';
import { forbidden, invalidToken } from '../../lib/httpError';
import type { UserRow } from '../../db/schema';

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
    /**
     * The user of an access token's session while it is open: read as `sessionAccount` reads it,
     * kept under the same versions (the download links, which carry the token as a cookie).
     */
    sessionUser: (subject: AccessSubject) => Promise<UserRow | undefined>;
    authenticate: (req: FastifyRequest) => Promise<void>;
    requireActive: (req: FastifyRequest) => Promise<void>;
    requireRole: (role: UserRow['role']) => (req: FastifyRequest) => Promise<void>;
    /** The onRequest hooks of an admins-only route: signed in, active, admin. */
    adminOnly: ((req: FastifyRequest) => Promise<void>)[];
  }
}

/**
 * The access token is taken only from the Authorization header, never from the `token` cookie,
 * so a cross-site request carries no credential that counts. A disabled account, a changed role
 * or an ended session takes effect at once: the user and their session are read from the
 * database, and kept in memory only under the versions of accounts and sessions they were read
 * at, which every write to an account and every revocation bumps (db/versions.ts).
 */
export default fp(async (app) => {
  app.decorateRequest('account', undefined);

  const sessions = new LRUCache<string, { user: UserRow; endsAt: number; accounts: number; sessions: number }>({ max: 10_000 });
  const sessionUser = async (subject: AccessSubject) => {
    const key = `${subject.userId}|${subject.sessionId}`;
    // Read before the session: a write in between leaves the entry under an older version.
    const { accounts, sessions: revoked } = await versionsOf(app.db).current();
    const hit = sessions.get(key);
    if (hit && hit.accounts === accounts && hit.sessions === revoked && hit.endsAt > Date.now()) return hit.user;
    const found = await findSession(app.db, subject);
    if (found) sessions.set(key, { ...found, accounts, sessions: revoked });
    else sessions.delete(key);
    return found?.user;
  };

  app.decorate('sessionUser', sessionUser);

  const accounts = new WeakMap<FastifyRequest, Promise<UserRow | undefined>>();
  app.decorate('sessionAccount', (req: FastifyRequest) => {
    let account = accounts.get(req);
    if (!account) {
      const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(req.headers.authorization ?? '');
      const subject = match ? app.accessTokens.verify(match[1]) : null;
      account = subject ? sessionUser(subject) : Promise.resolve(undefined);
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
