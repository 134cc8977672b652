import type { User } from '../../shared/user';

/**
 * Who was last signed in on this browser (localStorage `lastAccount`): what the shell shows of them
 * while offline, and whose data the device holds (another account signing in clears it). Names,
 * role and status only: never a token, nor the profile's addresses and numbers.
 */
const KEY = 'lastAccount';
const KEPT = ['id', 'email', 'displayName', 'firstName', 'lastName', 'photoURL', 'role', 'status', 'locale', 'company'] as const;
type Kept = Pick<User, (typeof KEPT)[number]>;

export function keepIdentity(user: User) {
  const kept = Object.fromEntries(KEPT.map((k) => [k, user[k]])) as Kept;
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): offline, the sign-in page will show instead.
  }
}

function read(): Kept | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Kept | null;
    return kept && typeof kept.id === 'number' && typeof kept.displayName === 'string' ? kept : null;
  } catch {
    return null;
  }
}

/** The id of the account this browser last signed in with, if any. */
export const keptAccountId = (): number | null => read()?.id ?? null;

/** The kept identity as a User: the fields not kept are empty (the profile is not shown offline). */
export function keptUser(): User | null {
  const kept = read();
  if (!kept) return null;
  return {
    phoneNumber: null, country: null, address: null, state: null, city: null, zipCode: null, about: null,
    isPublic: false, vatNumber: null, statusReason: null, noticeMail: 'each', createdAt: '',
    ...kept,
  };
}

export const forgetIdentity = () => localStorage.removeItem(KEY);
