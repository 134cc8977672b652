import { createHmac } from 'node:crypto';
import type { TestServer } from './harness';

/** Test helpers shared by the API tests: hand-built JWTs, Set-Cookie parsing, raw requests. */

export const INVALID_TOKEN = { message: 'Invalid token', code: 'invalid_token' };

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT built by hand (no library), signed with HMAC: HS256 or HS512. */
export function signJwt(payload: Record<string, unknown>, secret: string, alg: 'HS256' | 'HS512' = 'HS256'): string {
  const head = `${b64url({ alg, typ: 'JWT' })}.${b64url(payload)}`;
  const digest = alg === 'HS256' ? 'sha256' : 'sha512';
  return `${head}.${createHmac(digest, secret).update(head).digest('base64url')}`;
}

/** An unsigned token: `alg: none` and an empty signature. */
export function unsignedJwt(payload: Record<string, unknown>): string {
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`;
}

export function decodeJwt(token: string): { header: any; payload: any } {
  const [h, p] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(h, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(p, 'base64url').toString()),
  };
}

/** Whether the token's HS256 signature is valid for this secret. */
export function hs256Valid(token: string, secret: string): boolean {
  const [h, p, s] = token.split('.');
  return createHmac('sha256', secret).update(`${h}.${p}`).digest('base64url') === s;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface ParsedCookie {
  name: string;
  value: string;
  /** Attribute names lower-cased; flags map to ''. */
  attrs: Map<string, string>;
}

export function parseSetCookie(header: string): ParsedCookie {
  const [pair, ...rest] = header.split(';').map((s) => s.trim());
  const eq = pair.indexOf('=');
  const attrs = new Map<string, string>();
  for (const a of rest) {
    const i = a.indexOf('=');
    if (i < 0) attrs.set(a.toLowerCase(), '');
    else attrs.set(a.slice(0, i).toLowerCase(), a.slice(i + 1));
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attrs };
}

/** The Set-Cookie header for one cookie name, parsed, or undefined when the response did not set it. */
export function setCookie(setCookies: string[], name: string): ParsedCookie | undefined {
  return setCookies.map(parseSetCookie).find((c) => c.name === name);
}

/** A cookie counts as cleared when it is set empty with Max-Age=0 or an expiry in the past. */
export function isCleared(c: ParsedCookie | undefined): boolean {
  if (!c) return false;
  const maxAge = c.attrs.get('max-age');
  const expires = c.attrs.get('expires');
  return c.value === '' && (maxAge === '0' || (expires !== undefined && Date.parse(expires) < Date.now()));
}

/** GET /auth/refresh with exactly this refresh cookie (no cookie jar), as a browser would send it. */
export async function refreshWith(server: TestServer, refreshToken: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/auth/refresh`, {
    headers: { cookie: `refreshToken=${refreshToken}`, ...headers },
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* keep text */
  }
  return { status: res.status, body, headers: res.headers, setCookies: res.headers.getSetCookie() };
}

/** The id of a user, read from the database. */
export async function userId(server: TestServer, email: string): Promise<number> {
  const row = await server.app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return row.id;
}

let counter = 0;
/** A fresh, unique e-mail address for a test. */
export function freshEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${process.pid}-${Date.now().toString(36)}-${counter}@example.test`;
}

/** What a dealer's registration says of the business (a valid partita IVA, an Italian province). */
export const DEALER_IDENTITY = {
  company: 'Infissi di Prova S.r.l.',
  vatNumber: '00743110157',
  phoneNumber: '+39 049 123 4567',
  city: 'Padova',
  state: 'PD',
} as const;

export const registration = (email: string, password = 'correct horse battery', extra: Record<string, unknown> = {}) => ({
  email,
  password,
  firstName: 'Test',
  lastName: 'Dealer',
  ...DEALER_IDENTITY,
  ...extra,
});

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
