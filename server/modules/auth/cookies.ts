import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, SESSION_HINT_COOKIE } from '../../../shared/cookies';

export { ACCESS_COOKIE, SESSION_HINT_COOKIE };
export const REFRESH_COOKIE = 'refreshToken';
/*
 * SESSION_HINT_COOKIE says only that this browser may hold a refresh cookie, which the page cannot
 * see (HttpOnly): set and cleared with it, with its lifetime, holding no secret ("1"). The browser
 * app asks GET /auth/refresh only when it (or an access token cookie) is there, so an anonymous
 * visit sends no request bound to fail with 401. Deleting it merely makes the person sign in again.
 */

/** The refresh cookie travels only to /auth/refresh and /auth/logout. */
const REFRESH_PATH = '/auth';

const secure = (req: FastifyRequest) => req.protocol === 'https';

/** The access token cookie is read by the browser app (js-cookie) to build the Bearer header, so it is not HttpOnly. */
export function setAccessCookie(req: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number) {
  reply.setCookie(ACCESS_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: secure(req),
    maxAge: maxAgeSeconds,
  });
}

export function setRefreshCookie(req: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs: number) {
  reply.setCookie(REFRESH_COOKIE, token, {
    path: REFRESH_PATH,
    sameSite: 'strict',
    httpOnly: true,
    secure: secure(req),
    maxAge: Math.floor(maxAgeMs / 1000),
  });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { path: '/', sameSite: 'strict', httpOnly: false, secure: secure(req), maxAge: Math.floor(maxAgeMs / 1000) });
}

export function clearAuthCookies(req: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(ACCESS_COOKIE, { path: '/', sameSite: 'lax', secure: secure(req) });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH, sameSite: 'strict', httpOnly: true, secure: secure(req) });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', sameSite: 'strict', secure: secure(req) });
}
