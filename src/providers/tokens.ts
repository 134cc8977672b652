import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import { ACCESS_COOKIE, SESSION_HINT_COOKIE } from '../../shared/cookies';

/** The access token's cookie (spec §7, §9). */
export const TOKEN_COOKIE = ACCESS_COOKIE;

// Every request reads the token and its expiry: both are read again only when the cookies or the
// token change, not parsed anew for each of the dashboard's first requests (issue 27's TBT).
let read: { cookies: string; token: string | undefined } | undefined;
let decoded: { token: string; exp: number | undefined } | undefined;

export const getToken = (): string | undefined => {
  const cookies = document.cookie;
  if (read?.cookies !== cookies) read = { cookies, token: Cookies.get(TOKEN_COOKIE) };
  return read.token;
};

/** Valid only if the expiry in its payload is later than now (spec §5). */
export function isValidToken(token: string | undefined | null): token is string {
  if (!token) return false;
  if (decoded?.token !== token) {
    let exp: unknown;
    try {
      exp = jwtDecode(token).exp;
    } catch {
      // Not a token: never valid.
    }
    decoded = { token, exp: typeof exp === 'number' ? exp : undefined };
  }
  return decoded.exp !== undefined && decoded.exp * 1000 > Date.now();
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
