import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { HttpError, invalidToken } from '../../lib/httpError';
import { clearAuthCookies, REFRESH_COOKIE, setAccessCookie, setRefreshCookie } from './cookies';
import { hashPassword, verifyPassword } from './passwords';
import { issueRefreshToken, revokeAllOfUser, revokeFamilyOf, rotateRefreshToken } from './refreshTokens';
import { LoginBody, PasswordChangeBody, RefreshReply, RegisterBody, RegisterReply, SignedInReply, UserReply } from './schemas';
import { auth, errors, withHeaders } from '../../lib/routeSchemas';
import { createUser, findUserByEmail, findUserById, normaliseEmail, setPassword, toPublicUser } from './users';
import { dealerIdentity } from '../users/identity';
import { recordEvent } from '../events/record';
import { mailAdminsOfRegistration } from '../users/accountMail';
import { auditContext, changedFields, recordAudit, type AuditChange } from '../audit/record';
import { accountRecord } from '../users/accounts';
import { api } from '../../../shared/paths';

/** The sign-in contract of decisions.md "Auth": paths and answers as the browser app expects them. */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db, accessTokens, loginThrottle } = app;
  const lifetimes = { idleMs: config.refreshIdleMs, absoluteMs: config.refreshAbsoluteMs };
  const sameOrigin = { sameOrigin: true };

  /** Starts a session: a new refresh family and an access token bound to it, both as cookies. */
  async function startSession(req: FastifyRequest, reply: FastifyReply, user: UserRow, audit?: AuditChange) {
    // The sign-in's audit entry commits with its session, or neither does.
    const session = await db.transaction().execute(async (trx) => {
      const issued = await issueRefreshToken(trx, user.id, lifetimes);
      if (audit) await recordAudit(trx, auditContext(req, user), audit);
      return issued;
    });
    const accessToken = accessTokens.sign(user, session.sessionId);
    setAccessCookie(req, reply, accessToken, accessTokens.lifetimeSeconds);
    setRefreshCookie(req, reply, session.token, config.refreshIdleMs);
    return accessToken;
  }

  app.post(
    api.login,
    {
      config: { ...sameOrigin, limit: 'signIns' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; sets the token and refreshToken cookies',
        security: auth.none,
        body: LoginBody,
        response: { 200: SignedInReply, ...errors(400, 401, 403, 429) },
      },
    },
    async (req, reply) => {
      const email = normaliseEmail(req.body.email);
      const wait = await loginThrottle.reserve(email, req.ip);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        throw new HttpError(429, 'Too many failed sign-in attempts: try again later', 'too_many_attempts', {
          retryAfter: wait,
        });
      }
      const user = await findUserByEmail(db, email);
      // A failed sign-in changes nothing to share a transaction with: recorded on its own, with the
      // e-mail tried (never as the account's act: whoever tried did not prove who they are).
      const failed = (reason: string) =>
        recordAudit(db, { actor: null, email, ip: req.ip }, {
          action: 'auth.sign_in_failed',
          record: user ? accountRecord(user) : null,
          changes: [{ field: 'reason', before: null, after: reason }],
        });
      if (!(await verifyPassword(user?.passwordHash, req.body.password)) || !user) {
        await failed(user ? 'wrong_password' : 'unknown_email');
        throw new HttpError(401, 'Wrong e-mail or password', 'invalid_credentials');
      }
      await loginThrottle.release(email, req.ip);
      if (user.status === 'disabled') {
        await failed('account_disabled');
        throw new HttpError(403, 'This account has been disabled', 'account_disabled');
      }
      await startSession(req, reply, user, { action: 'auth.sign_in', record: accountRecord(user) });
      return { user: toPublicUser(user) };
    },
  );

  app.post(
    api.register,
    {
      config: { ...sameOrigin, limit: 'registrations' },
      schema: {
        tags: ['auth'],
        summary: 'Create a dealer account (pending approval unless REGISTRATION=open); signs it in',
        security: auth.none,
        body: RegisterBody,
        response: { 201: RegisterReply, ...errors(400, 403, 409, 429) },
      },
    },
    async (req, reply) => {
      if (config.registration === 'closed') {
        throw new HttpError(403, 'Registration is closed: ask the manufacturer for an account', 'registration_closed');
      }
      const body = req.body;
      const identity = dealerIdentity(body);
      // Hashed before the e-mail is looked up, so a taken address answers as slowly as a free one.
      const passwordHash = await hashPassword(body.password);
      if (await findUserByEmail(db, body.email)) {
        throw new HttpError(
          409,
          'This e-mail address cannot be used to register. If you already have an account, sign in.',
          'email_unavailable',
        );
      }
      const pending = config.registration !== 'open';
      const user = await db
        .transaction()
        .execute(async (trx) => {
          const created = await createUser(trx, {
            email: body.email,
            passwordHash,
            firstName: body.firstName.trim(),
            lastName: body.lastName.trim(),
            company: body.company.trim(),
            phoneNumber: body.phoneNumber.trim(),
            city: body.city.trim(),
            ...identity,
            locale: body.locale ?? 'it',
            role: 'dealer',
            status: pending ? 'pending' : 'active',
          });
          await recordAudit(trx, auditContext(req, created), {
            action: 'account.register',
            record: accountRecord(created),
            changes: changedFields(null, created, ['email', 'firstName', 'lastName', 'company', 'vatNumber', 'city', 'role', 'status']),
          });
          if (pending) {
            await mailAdminsOfRegistration(trx, config.publicUrl, created);
            await recordEvent(trx, 'account', { id: created.id, name: `${created.firstName} ${created.lastName}`, company: created.company }, { role: 'admin' });
          }
          return created;
        })
        .catch((err) => {
          // Two registrations of one address at the same instant: the unique index decides.
          if (/unique|duplicate/i.test(String(err))) {
            throw new HttpError(409, 'This e-mail address cannot be used to register.', 'email_unavailable');
          }
          throw err;
        });
      if (pending) app.jobs.wake('mailSender');
      req.log.info({ userId: user.id }, 'dealer registered');
      const accessToken = await startSession(req, reply, user);
      return reply.code(201).send({ accessToken, user: toPublicUser(user) });
    },
  );

  app.get(
    api.refresh,
    {
      config: sameOrigin,
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token cookie and set a new token cookie',
        security: auth.refreshCookie,
        response: { 200: RefreshReply, ...errors(401, 403) },
      },
    },
    async (req, reply) => {
      const presented = req.cookies[REFRESH_COOKIE];
      const result = presented ? await rotateRefreshToken(db, presented, lifetimes) : null;
      const user = result?.ok ? await findUserById(db, result.userId) : undefined;
      if (!result?.ok || !user || user.status === 'disabled') {
        if (result && !result.ok && result.reason === 'reused') {
          req.log.warn({ reason: result.reason }, 'refresh token replayed: family revoked');
        }
        clearAuthCookies(req, reply);
        throw invalidToken();
      }
      const accessToken = accessTokens.sign(user, result.sessionId);
      setAccessCookie(req, reply, accessToken, accessTokens.lifetimeSeconds);
      if (result.token) setRefreshCookie(req, reply, result.token, config.refreshIdleMs);
      return { accessToken };
    },
  );

  app.get(
    api.me,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: UserReply, ...errors(401) },
      },
    },
    async (req) => ({ user: toPublicUser(req.account!) }),
  );

  app.post(
    api.password,
    {
      config: { ...sameOrigin, limit: 'signIns' },
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Change the password: the current one is required; every session ends, and this browser gets a new one (new token and refreshToken cookies)',
        security: auth.bearer,
        body: PasswordChangeBody,
        response: { 200: SignedInReply, ...errors(400, 401, 403, 429) },
      },
    },
    async (req, reply) => {
      const user = req.account!;
      // Wrong current passwords count like failed sign-ins, so this is no way around the throttle.
      const wait = await loginThrottle.reserve(user.email, req.ip);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        throw new HttpError(429, 'Too many failed attempts: try again later', 'too_many_attempts', { retryAfter: wait });
      }
      if (!(await verifyPassword(user.passwordHash, req.body.currentPassword))) {
        throw new HttpError(403, 'The current password is wrong', 'wrong_current_password');
      }
      await loginThrottle.release(user.email, req.ip);
      const passwordHash = await hashPassword(req.body.newPassword);
      await db.transaction().execute(async (trx) => {
        await setPassword(trx, user.id, passwordHash);
        await revokeAllOfUser(trx, user.id);
        await recordAudit(trx, auditContext(req), { action: 'auth.password_change', record: accountRecord(user) });
      });
      req.log.info({ userId: user.id }, 'password changed: every session revoked');
      // This browser stays signed in, on a new session of its own: its old access token ended
      // with the old session, and the cookies set here carry the new one.
      await startSession(req, reply, user);
      return { user: toPublicUser(user) };
    },
  );

  app.post(
    api.logout,
    {
      config: sameOrigin,
      schema: {
        tags: ['auth'],
        summary: 'End the session: revoke its refresh token family (its access tokens stop working too) and clear both cookies',
        security: [...auth.refreshCookie, {}],
        response: {
          204: withHeaders(Type.Null({ description: 'Signed out' }), { 'Set-Cookie': { type: 'string', description: 'Both cookies, cleared' } }),
          ...errors(403),
        },
      },
    },
    async (req, reply) => {
      const presented = req.cookies[REFRESH_COOKIE];
      if (presented) await revokeFamilyOf(db, presented);
      clearAuthCookies(req, reply);
      return reply.code(204).send(null);
    },
  );
};

export default authRoutes;
