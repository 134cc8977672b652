import { useSyncExternalStore } from 'react';
import { api } from '../../shared/paths';
import { clearSessionHint, clearToken, getToken, isValidToken, maySession } from './tokens';
import { isNetworkError, refreshAccessToken, request } from './httpClient';
import { forgetIdentity, keepIdentity, keptAccountId, keptUser } from './keptIdentity';
import type { User } from '../../shared/user';

export type { User };

/** Loaded when needed: a sign-out or another account's sign-in, never the first page. */
const clearDeviceData = () => import('./deviceData').then((m) => m.clearDeviceData());

export interface RegisterPayload {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company: string;
  vatNumber: string;
  phoneNumber: string;
  city: string;
  state: string;
  /** The language of the account's e-mail: the one the person registers in. */
  locale?: 'it' | 'en';
}

/**
 * Auth state of spec §3/§4: a user and whether the start-up check is still running. `offline`:
 * the server could not be reached, and the user is the one this browser last had signed in
 * (keptIdentity.ts), until the connection returns and the session is checked again.
 */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User; offline?: boolean }
  | { status: 'unauthenticated'; user: null };

let state: AuthState = { status: 'loading', user: null };
const listeners = new Set<() => void>();

function setState(next: AuthState) {
  state = next;
  listeners.forEach((l) => l());
}

export const getAuthState = () => state;
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState);
}

/**
 * The account's data on this device belongs to whoever signed in here last: another account
 * signing in first clears it (issue 27), and the new one is remembered.
 */
async function signedIn(user: User) {
  const previous = keptAccountId();
  // A failure to clear (storage refused) must not keep the person out; there is then nothing kept either.
  if (previous !== null && previous !== user.id) {
    forgetIdentity();
    await clearDeviceData().catch(() => undefined);
  }
  keepIdentity(user);
  setState({ status: 'authenticated', user });
}
export const forgetUser = () => setState({ status: 'unauthenticated', user: null });

/**
 * Offline, the check runs again when the browser says it is back online, and then, while the
 * server still cannot be reached, again after a while: "online" is the device's word, not the
 * server's (a building site's signal comes and goes; a phone reports the network before the
 * route to the server works).
 */
const RECHECK_AFTER_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
let recheckTimer: ReturnType<typeof setTimeout> | undefined;
let rechecks = 0;
function recheckLater() {
  if (typeof navigator === 'undefined' || !navigator.onLine) return;
  recheckTimer = setTimeout(() => void initialize(), RECHECK_AFTER_MS[Math.min(rechecks++, RECHECK_AFTER_MS.length - 1)]);
}

/**
 * The start-up check of spec §4: a valid stored token → /auth/me; otherwise one refresh, and
 * /auth/me if it yields a valid token. Any error ends unauthenticated, with no message — but
 * when the server cannot be reached and this browser still holds a session, the person stays
 * signed in as they were last, marked offline, and the check runs again once back online.
 */
export async function initialize(): Promise<void> {
  clearTimeout(recheckTimer);
  if (signOutPending()) {
    await endSessionOnServer();
    return forgetUser();
  }
  try {
    const token = isValidToken(getToken()) ? getToken() : await refreshAccessToken();
    if (!token) return forgetUser();
    const { user } = await request<{ user: User }>(api.me, { quiet: true });
    rechecks = 0;
    await signedIn(user);
  } catch (err) {
    const kept = isNetworkError(err) && maySession() ? keptUser() : null;
    if (kept) {
      setState({ status: 'authenticated', user: kept, offline: true });
      return recheckLater();
    }
    if ((err as { status?: number }).status === 401) clearToken();
    forgetUser();
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (signOutPending()) return void endSessionOnServer();
    if (state.status !== 'authenticated' || !state.offline) return;
    rechecks = 0;
    void initialize();
  });
}

/** Reads the user again (e.g. a pending dealer checking whether they were approved). */
export async function reloadUser(): Promise<User> {
  const { user } = await request<{ user: User }>(api.me);
  await signedIn(user);
  return user;
}

export async function login(email: string, password: string): Promise<User> {
  // A session ended offline is ended on the server before another starts on this browser.
  if (signOutPending()) await endSessionOnServer();
  const { user } = await request<{ user: User }>(api.login, { method: 'POST', body: { email, password }, auth: false });
  await signedIn(user);
  return user;
}

export async function register(payload: RegisterPayload): Promise<User> {
  const { user } = await request<{ accessToken: string; user: User }>(api.register, {
    method: 'POST',
    body: payload,
    auth: false,
  });
  await signedIn(user);
  return user;
}

/** Asks for a password reset link; the server answers alike whether the address has an account or not. */
export async function requestPasswordReset(email: string, locale: 'it' | 'en'): Promise<void> {
  await request(api.passwordReset, { method: 'POST', body: { email, locale }, auth: false });
}

/**
 * Sets a new password with the token of a reset link. The server ends every session of the
 * account, this browser's too: it is forgotten here, and the person signs in again.
 */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await request(api.passwordResetConfirm, { method: 'POST', body: { token, newPassword }, auth: false });
  clearToken();
  forgetUser();
}

/** Changes the password; the server signs out every other session and renews this one. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<User> {
  const { user } = await request<{ user: User }>(api.password, { method: 'POST', body: { currentPassword, newPassword } });
  await signedIn(user);
  return user;
}

/** Saves the user's own profile (PUT /auth/me); the server answers the whole record. */
export async function updateProfile(profile: Partial<User>): Promise<User> {
  const { user } = await request<{ user: User }>(api.me, { method: 'PUT', body: profile });
  await signedIn(user);
  return user;
}

/**
 * A sign-out made without a connection (a building site): the device forgets the account at once,
 * as the person asked, but only the server can end the session, whose refresh cookie the page
 * cannot see or delete. Until it has, this mark stays, and the session is never renewed: the app
 * asks the server to end it as soon as it can (start-up, back online, before a sign-in).
 */
const SIGN_OUT_PENDING = 'signOutPending';
const signOutPending = () => localStorage.getItem(SIGN_OUT_PENDING) !== null;

/** POST /auth/logout; the mark goes once the server has ended the session (or there was none). */
async function endSessionOnServer(): Promise<void> {
  try {
    await request(api.logout, { method: 'POST', auth: false, quiet: true });
  } catch (err) {
    // Unreachable, or down: the session may still be alive there, and the next try may end it.
    if (isNetworkError(err) || ((err as { status?: number }).status ?? 0) >= 500) return;
    // Refused (403: another origin): nothing a retry would change; the cookies expire by themselves.
  }
  localStorage.removeItem(SIGN_OUT_PENDING);
}

/**
 * Forgets the session here, with everything the account left on this device (issue 27: kept
 * answers, files, drafts), and ends it on the server: at once, or offline as soon as it can.
 */
export async function logout(): Promise<void> {
  localStorage.setItem(SIGN_OUT_PENDING, '1');
  await endSessionOnServer();
  clearToken();
  clearSessionHint();
  // Forgotten first: the kept answers are written only for the account signed in here
  // (keptAnswers.ts), so none lands after the device is cleared.
  forgetIdentity();
  await clearDeviceData().catch(() => undefined);
  forgetUser();
}
