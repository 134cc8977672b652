import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { DB } from '../../db';
import { HttpError } from '../../lib/httpError';
import { enqueueMail } from '../../mail/queue';
import { Email } from './schemas';
import { auth, errors } from '../../lib/routeSchemas';
import { PASSWORD_MAX, PASSWORD_MIN, hashPassword } from './passwords';
import { revokeAllOfUser } from './refreshTokens';
import { findUserByEmail } from './users';
import { portalLinks } from '../users/accountMail';
import { recordAudit } from '../audit/record';
import { accountRecord } from '../users/accounts';
import { api } from '../../../shared/paths';

/** A reset link lasts this long, and is good for one use. */
export const RESET_MINUTES = 30;
/** Links an account may have outstanding at once: more requests are answered alike but send nothing. */
const OUTSTANDING_MAX = 3;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const Locale = Type.Enum(['it', 'en'], { description: 'The language of the e-mail; by default the account’s own' });
const ResetRequestBody = Type.Object({ email: Email, locale: Type.Optional(Locale) }, { additionalProperties: false });
const ResetConfirmBody = Type.Object(
  {
    token: Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }),
    newPassword: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
  },
  { additionalProperties: false },
);
const Accepted = Type.Object({ message: Type.String() });

/**
 * Asks for a link: a single-use token (only its hash is stored) mailed to the account, valid
 * RESET_MINUTES. The answer is the same whether the address has an account or not.
 */
export async function requestReset(db: DB, publicUrl: string, email: string, locale?: 'it' | 'en'): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user || user.status === 'disabled') return false;
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    const outstanding = await trx
      .selectFrom('passwordResets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', user.id)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirstOrThrow();
    if (Number(outstanding.n) >= OUTSTANDING_MAX) return false;
    const token = randomBytes(32).toString('base64url');
    await trx.insertInto('passwordResets').values({ tokenHash: hashToken(token), userId: user.id, expiresAt: now + RESET_MINUTES * 60_000, createdAt: now }).execute();
    const url = portalLinks(publicUrl).resetPassword(token);
    await enqueueMail(trx, [
      { to: user.email, userId: user.id, locale: locale ?? user.locale, template: 'passwordReset', params: { name: user.firstName, url, minutes: RESET_MINUTES } },
    ]);
    return true;
  });
}

/** Uses a link: the new password, every session ended, every other link of the account spent. */
/** `ip`: the client's address, for the audit entry. */
export async function confirmReset(db: DB, token: string, newPassword: string, ip: string | null): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    // Spent in the same statement that finds it: two uses of one link cannot both succeed.
    const spent = await trx
      .updateTable('passwordResets')
      .set({ usedAt: now })
      .where('tokenHash', '=', hashToken(token))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('userId')
      .executeTakeFirst();
    if (!spent) throw new HttpError(400, 'This link is not valid any more: ask for a new one', 'reset_link_invalid');
    const user = await trx.selectFrom('users').select(['id', 'status', 'displayName', 'email']).where('id', '=', spent.userId).executeTakeFirstOrThrow();
    if (user.status === 'disabled') throw new HttpError(400, 'This link is not valid any more: ask for a new one', 'reset_link_invalid');
    await trx.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', user.id).execute();
    await trx.updateTable('passwordResets').set({ usedAt: now }).where('userId', '=', user.id).where('usedAt', 'is', null).execute();
    await revokeAllOfUser(trx, user.id);
    await recordAudit(trx, { actor: user, ip }, { action: 'auth.password_reset', record: accountRecord(user) });
  });
}

/** The "Forgot your password?" routes: ask for a link, then use it. */
const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const tags = ['auth'];

  app.post(
    api.passwordReset,
    {
      config: { sameOrigin: true, limit: 'signIns' },
      schema: {
        tags,
        summary: `Mails a single-use link (valid ${RESET_MINUTES} minutes) to reset the password of the account with this e-mail, if there is one; the answer is the same either way`,
        security: auth.none,
        body: ResetRequestBody,
        response: { 202: Accepted, ...errors(400, 403) },
      },
    },
    async (req, reply) => {
      const queued = await requestReset(db, config.publicUrl, req.body.email, req.body.locale);
      if (queued) app.jobs.wake('mailSender');
      return reply.code(202).send({ message: 'If an account has this e-mail, a link to reset its password is on its way' });
    },
  );

  app.post(
    api.passwordResetConfirm,
    {
      config: { sameOrigin: true, limit: 'signIns' },
      schema: {
        tags,
        summary: 'Sets a new password with the token of a reset link; every session of the account ends',
        security: auth.none,
        body: ResetConfirmBody,
        response: { 200: Accepted, ...errors(400, 403) },
      },
    },
    async (req) => {
      await confirmReset(db, req.body.token, req.body.newPassword, req.ip);
      return { message: 'Password changed: sign in with the new one' };
    },
  );
};

export default passwordResetRoutes;
