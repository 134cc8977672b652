import { randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { LRUCache } from 'lru-cache';
import type { DB } from '../../db';

const ALGORITHM = 'HS256';

/**
 * The signing secret: JWT_SECRET when configured, otherwise 256 random bits generated once and
 * kept in the database, so that every instance and every restart signs with the same key.
 */
export async function loadJwtSecret(db: DB, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('appSettings')
    .values({ name: 'jwt_secret', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('appSettings').select('value').where('name', '=', 'jwt_secret').executeTakeFirstOrThrow();
  return row.value;
}

export interface AccessClaims {
  sub: string;
  /** The session (refresh-token family) the token was issued for: it stops working with it. */
  sid: string;
  role: string;
}

/** Who a valid token speaks for: a user, within one of their sessions. */
export interface AccessSubject {
  userId: number;
  sessionId: string;
  /** When the token stops being accepted (epoch ms): a live-events stream ends then. */
  expiresAt: number;
}

const SESSION_ID = /^[0-9a-f-]{36}$/;

export function createAccessTokens(secret: string, lifetimeSeconds: number) {
  const sign = createSigner({ key: secret, algorithm: ALGORITHM, expiresIn: lifetimeSeconds * 1000 });
  // The algorithm is pinned: `none` and every other algorithm fail verification.
  const verify = createVerifier({ key: secret, algorithms: [ALGORITHM], requiredClaims: ['sub', 'sid', 'exp'] });
  // Verified tokens are remembered until they expire, by the token itself, so a busy session
  // pays the HMAC once (and no hash of the token to look it up).
  const verified = new LRUCache<string, { subject: AccessSubject; expires: number }>({ max: 10_000 });
  return {
    lifetimeSeconds,
    sign: (user: { id: number; role: string }, sessionId: string) =>
      sign({ sub: String(user.id), sid: sessionId, role: user.role }),
    /**
     * The subject of a validly signed token, or null for anything else. Whether its session is
     * still open is the database's to say (`findSessionUser`).
     */
    verify(token: string): AccessSubject | null {
      const known = verified.get(token);
      if (known && known.expires > Date.now()) return known.subject;
      try {
        const claims = verify(token) as AccessClaims & { exp: number };
        const userId = Number(claims.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0) return null;
        if (typeof claims.sid !== 'string' || !SESSION_ID.test(claims.sid)) return null;
        const subject = { userId, sessionId: claims.sid, expiresAt: claims.exp * 1000 };
        verified.set(token, { subject, expires: claims.exp * 1000 });
        return subject;
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
