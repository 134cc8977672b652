import type { FastifyReply, FastifyRequest } from 'fastify';

export const ACCESS_COOKIE = 'token';
export const REFRESH_COOKIE = 'refreshToken';
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
}

export function clearAuthCookies(req: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(ACCESS_COOKIE, { path: '/', sameSite: 'lax', secure: secure(req) });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH, sameSite: 'strict', httpOnly: true, secure: secure(req) });
}
