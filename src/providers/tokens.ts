import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';

/** The access token lives in the cookie `token`, set by the server and read here (spec §7, §9). */
export const TOKEN_COOKIE = 'token';

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
export const maySession = (): boolean => Boolean(Cookies.get('hasSession') || getToken());

/** The refresh token is HttpOnly: only the server can clear it (POST /auth/logout). */
export const clearToken = () => Cookies.remove(TOKEN_COOKIE, { path: '/' });
