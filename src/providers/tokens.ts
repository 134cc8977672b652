import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import { ACCESS_COOKIE, SESSION_HINT_COOKIE } from '../../shared/cookies';

/** The access token's cookie (spec §7, §9). */
export const TOKEN_COOKIE = ACCESS_COOKIE;

export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE);

/** Valid only if the expiry in its payload is later than now (spec §5). */
export function isValidToken(token: string | undefined | null): token is string {
  if (!token) return false;
  try {
    const { exp } = jwtDecode(token);
    return typeof exp === 'number' && exp * 1000 > Date.now();
  } catch {
    return false;
  }
}

/**
 * Whether this browser may hold a refresh cookie (HttpOnly, unseen here): the server's
 * `hasSession` hint set and cleared with it (server/modules/auth/cookies.ts), or an access token
 * cookie, even an expired one. Without either there is nothing to refresh: no request is sent.
 */
export const maySession = (): boolean => Boolean(Cookies.get(SESSION_HINT_COOKIE) || getToken());

/** The refresh token is HttpOnly: only the server can clear it (POST /auth/logout). */
export const clearToken = () => Cookies.remove(TOKEN_COOKIE, { path: '/' });

/** Without the hint, this browser no longer tries to renew a session (maySession() is false). */
export const clearSessionHint = () => Cookies.remove(SESSION_HINT_COOKIE, { path: '/' });
