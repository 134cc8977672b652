import type { AuthProvider } from 'ra-core';
import { loginPath } from '../../shared/paths';
import defaultAvatar from '../assets/avatar-default.svg';
import { getAuthState, login, logout } from './session';

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
    return { id: user.id, fullName: user.displayName, avatar: user.photoURL || defaultAvatar, email: user.email };
  },
  /** The role; the spec's client falls back to admin when a record carries none (the server always sends one). */
  async getPermissions() {
    return getAuthState().user?.role ?? 'admin';
  },
};
