import { hash, verify, type Options } from '@node-rs/argon2';

// argon2id with OWASP's minimum (m=19 MiB, t=2, p=1); 2 is Algorithm.Argon2id (a const enum upstream).
const OPTIONS: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export { PASSWORD_MAX, PASSWORD_MIN } from '../../../shared/user';

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash (unknown e-mail) it still spends one verification
 * on a dummy hash so that the answer takes the same time either way.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('timing-equaliser-not-a-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
