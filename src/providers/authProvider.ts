import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'ra-core';
import { loginPath } from '../../shared/paths';
import defaultAvatar from '../assets/avatar-default.svg';
import { getAuthState, login, logout, type User } from './session';

/** react-admin's identity of the signed-in person (its header and profile read it). */
export const identityOf = (user: User) => ({ id: user.id, fullName: user.displayName, avatar: user.photoURL || defaultAvatar, email: user.email });
/** The permissions are the role; the spec's client falls back to admin when a record carries none (the server always sends one). */
export const permissionsOf = (user: User | null | undefined) => user?.role ?? 'admin';

/** react-admin's view of the session kept in ./session (which the route guards also read). */
export const authProvider: AuthProvider = {
  login: ({ email, password }) => login(email, password),
  async logout() {
    if (getAuthState().status === 'authenticated') await logout().catch((err) => console.error('logout failed', err));
    return '/';
  },
  async checkAuth() {
    if (getAuthState().status !== 'authenticated') {
      throw { redirectTo: loginPath(window.location.pathname + window.location.search), message: false };
    }
  },
  async checkError(error) {
    if (error?.status === 401) throw { redirectTo: '/', message: false };
  },
  async getIdentity() {
    const { user } = getAuthState();
    if (!user) throw new Error('Not signed in');
    return identityOf(user);
  },
  async getPermissions() {
    return permissionsOf(getAuthState().user);
  },
};

/**
 * react-admin asks whether the person is signed in, their permissions and identity through
 * react-query: its first render would show the loading page, and the whole dashboard would render
 * again once they arrive (a long task each on a phone: issue 27). All three are the session's
 * (the dashboard is only shown signed in: DashboardGuard), so the account's query client answers
 * them from it at once, and keeps them until the session changes (`sessionChanged`). `checkAuth`
 * only reads the session, which signs out by itself when the server says it has ended
 * (httpClient's onSignedOut): asking it again would only draw the page again.
 */
export function seedSessionAnswers(client: QueryClient) {
  client.setQueryDefaults(['auth', 'checkAuth'], { initialData: true, staleTime: Infinity });
  client.setQueryDefaults(['auth', 'getPermissions'], { initialData: () => permissionsOf(getAuthState().user), staleTime: Infinity });
  client.setQueryDefaults(['auth', 'getIdentity'], {
    initialData: () => {
      const { user } = getAuthState();
      return user ? identityOf(user) : undefined;
    },
    staleTime: Infinity,
  });
}

/** The session's role, name or picture changed (the server said so): react-admin's answers follow. */
export const sessionChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: ['auth'] });
