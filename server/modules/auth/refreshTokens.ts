import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DB } from '../../db';
import type { UserRow } from '../../db/schema';
import type { AccessSubject } from './accessTokens';

/** A second use of a token within this time, while its successor is unused, is a concurrent refresh, not a theft. */
export const REUSE_GRACE_MS = 10_000;

export interface Lifetimes {
  idleMs: number;
  absoluteMs: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Executor = Pick<DB, 'insertInto' | 'selectFrom' | 'updateTable'>;

async function insertToken(db: Executor, userId: number, familyId: string, familyExpiresAt: number, idleMs: number) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const id = randomUUID();
  await db
    .insertInto('refreshTokens')
    .values({
      id,
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: Math.min(now + idleMs, familyExpiresAt),
      familyExpiresAt,
      createdAt: now,
      usedAt: null,
      replacedBy: null,
      revokedAt: null,
    })
    .execute();
  return { id, token };
}

/**
 * Starts a new family (a sign-in) and returns its first token. The family is the session: its id
 * is the `sid` of the access tokens issued within it.
 */
export async function issueRefreshToken(db: DB, userId: number, life: Lifetimes): Promise<{ sessionId: string; token: string }> {
  const sessionId = randomUUID();
  const { token } = await insertToken(db, userId, sessionId, Date.now() + life.absoluteMs, life.idleMs);
  return { sessionId, token };
}

export type RotateResult =
  | { ok: true; userId: number; sessionId: string; token: string | null }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Single use with rotation. The claim is one conditional UPDATE inside a transaction, so two
 * concurrent refreshes of the same token cannot both rotate it: the loser gets an access token
 * without a new refresh token when it falls inside the grace, and anything later is a replay
 * that revokes the whole family.
 */
export async function rotateRefreshToken(db: DB, token: string, life: Lifetimes): Promise<RotateResult> {
  const hash = hashToken(token);
  return db.transaction().execute(async (trx): Promise<RotateResult> => {
    const now = Date.now();
    const row = await trx.selectFrom('refreshTokens').selectAll().where('tokenHash', '=', hash).executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt !== null) return { ok: false, reason: 'revoked' };
    if (row.expiresAt <= now || row.familyExpiresAt <= now) return { ok: false, reason: 'expired' };

    const claimed = await trx
      .updateTable('refreshTokens')
      .set({ usedAt: now })
      .where('id', '=', row.id)
      .where('usedAt', 'is', null)
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) {
      const next = await insertToken(trx, row.userId, row.familyId, row.familyExpiresAt, life.idleMs);
      await trx.updateTable('refreshTokens').set({ replacedBy: next.id }).where('id', '=', row.id).execute();
      return { ok: true, userId: row.userId, sessionId: row.familyId, token: next.token };
    }

    const used = await trx
      .selectFrom('refreshTokens')
      .select(['usedAt', 'replacedBy'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    if (used.usedAt !== null && now - used.usedAt <= REUSE_GRACE_MS && used.replacedBy) {
      const child = await trx
        .selectFrom('refreshTokens')
        .select(['usedAt', 'revokedAt'])
        .where('id', '=', used.replacedBy)
        .executeTakeFirst();
      if (child && child.usedAt === null && child.revokedAt === null) {
        return { ok: true, userId: row.userId, sessionId: row.familyId, token: null };
      }
    }
    await trx
      .updateTable('refreshTokens')
      .set({ revokedAt: now })
      .where('familyId', '=', row.familyId)
      .where('revokedAt', 'is', null)
      .execute();
    return { ok: false, reason: 'reused' };
  });
}

/** Revokes the family the given token belongs to (logout). Unknown tokens are ignored. */
export async function revokeFamilyOf(db: DB, token: string): Promise<void> {
  const row = await db
    .selectFrom('refreshTokens')
    .select('familyId')
    .where('tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return;
  await db
    .updateTable('refreshTokens')
    .set({ revokedAt: Date.now() })
    .where('familyId', '=', row.familyId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Revokes every session of a user (password change, account disabled). */
export async function revokeAllOfUser(db: DB, userId: number): Promise<void> {
  await db
    .updateTable('refreshTokens')
    .set({ revokedAt: Date.now() })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}

/**
 * The user an access token speaks for, while its session lasts: not disabled, and the family
 * named by `sid` neither revoked (logout, password change, disabled account, replay) nor past its
 * absolute lifetime. Every revocation marks each token of the family, so a family with one
 * unrevoked token is open. One statement: the user by primary key, the family through
 * `refresh_tokens_family`. Answers the user with the end of the session's lifetime (epoch ms).
 */
export async function findSession(db: DB, { userId, sessionId }: AccessSubject): Promise<{ user: UserRow; endsAt: number } | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) =>
      eb
        .selectFrom('refreshTokens')
        .select((e) => e.fn.max('familyExpiresAt').as('endsAt'))
        .where('familyId', '=', sessionId)
        .whereRef('refreshTokens.userId', '=', 'users.id')
        .where('revokedAt', 'is', null)
        .as('sessionEndsAt'),
    )
    .where('id', '=', userId)
    .where('status', '!=', 'disabled')
    .executeTakeFirst();
  if (!row || row.sessionEndsAt == null || Number(row.sessionEndsAt) <= Date.now()) return undefined;
  const { sessionEndsAt, ...user } = row;
  return { user, endsAt: Number(sessionEndsAt) };
}

/** The user of an open session, or undefined (`findSession`). */
export const findSessionUser = async (db: DB, subject: AccessSubject) => (await findSession(db, subject))?.user;
