import { randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
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
  role: string;
}

export function createAccessTokens(secret: string, lifetimeSeconds: number) {
  const sign = createSigner({ key: secret, algorithm: ALGORITHM, expiresIn: lifetimeSeconds * 1000 });
  // The algorithm is pinned: `none` and every other algorithm fail verification.
  // Verified tokens are remembered (until they expire) so a busy session pays the HMAC once.
  const verify = createVerifier({ key: secret, algorithms: [ALGORITHM], requiredClaims: ['sub', 'exp'], cache: 10_000 });
  return {
    lifetimeSeconds,
    sign: (user: { id: number; role: string }) => sign({ sub: String(user.id), role: user.role }),
    /** The user id of a valid token, or null for anything else. */
    verify(token: string): number | null {
      try {
        const claims = verify(token) as AccessClaims;
        const id = Number(claims.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
