/**
 * The cookies both sides name. The access token lives in `token`, set by the server and read by
 * the browser app to build the Bearer header (spec §7, §9), and sent by the browser itself with a
 * file's download link. `hasSession` says only that the browser may hold a refresh cookie, which
 * the page cannot see (server/modules/auth/cookies.ts).
 */
export const ACCESS_COOKIE = 'token';
export const SESSION_HINT_COOKIE = 'hasSession';
