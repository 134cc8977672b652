import { useSyncExternalStore } from 'react';
import { api } from '../../shared/paths';
import { clearToken, getToken, isValidToken } from './tokens';
import { refreshAccessToken, request } from './httpClient';
import type { User } from '../../shared/user';

export type { User };

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

/** Auth state of spec §3/§4: a user and whether the start-up check is still running. */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
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

const signedIn = (user: User) => setState({ status: 'authenticated', user });
export const forgetUser = () => setState({ status: 'unauthenticated', user: null });

/**
 * The start-up check of spec §4: a valid stored token → /auth/me; otherwise one refresh, and
 * /auth/me if it yields a valid token. Any error ends unauthenticated, with no message.
 */
export async function initialize(): Promise<void> {
  try {
    const token = isValidToken(getToken()) ? getToken() : await refreshAccessToken();
    if (!token) return forgetUser();
    const { user } = await request<{ user: User }>(api.me, { quiet: true });
    signedIn(user);
  } catch (err) {
    if ((err as { status?: number }).status === 401) clearToken();
    forgetUser();
  }
}

/** Reads the user again (e.g. a pending dealer checking whether they were approved). */
export async function reloadUser(): Promise<User> {
  const { user } = await request<{ user: User }>(api.me);
  signedIn(user);
  return user;
}

export async function login(email: string, password: string): Promise<User> {
  const { user } = await request<{ user: User }>(api.login, { method: 'POST', body: { email, password }, auth: false });
  signedIn(user);
  return user;
}

export async function register(payload: RegisterPayload): Promise<User> {
  const { user } = await request<{ accessToken: string; user: User }>(api.register, {
    method: 'POST',
    body: payload,
    auth: false,
  });
  signedIn(user);
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
  signedIn(user);
  return user;
}

/** Saves the user's own profile (PUT /auth/me); the server answers the whole record. */
export async function updateProfile(profile: Partial<User>): Promise<User> {
  const { user } = await request<{ user: User }>(api.me, { method: 'PUT', body: profile });
  signedIn(user);
  return user;
}

/** Revokes the session on the server, then forgets it here. A failure rejects and changes nothing. */
export async function logout(): Promise<void> {
  await request(api.logout, { method: 'POST', auth: false });
  clearToken();
  forgetUser();
}
