import { HttpError } from './HttpError';
import { api } from '../../shared/paths';
import { clearToken, getToken, isValidToken, maySession } from './tokens';

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: HeadersInit;
  /** Send the Bearer token (refreshing first when there is none). False for the sign-in calls. */
  auth?: boolean;
  /** On `Invalid token`, only reject: used by the start-up check, which must not navigate. */
  quiet?: boolean;
}

export interface RawResponse<T = any> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

let refreshing: Promise<string | null> | null = null;

/**
 * GET /auth/refresh, which sets a new `token` cookie, when this browser may have a session. One refresh in flight is shared by every
 * caller, so a burst of requests without a token costs one rotation, not one each. Null when the
 * server gives no session; rejects with a network error (status 0) when it cannot be reached:
 * offline, a session is not known to be over (issue 27), so no caller signs the person out then.
 */
export function refreshAccessToken(): Promise<string | null> {
  // Anonymous: no refresh cookie can exist, and asking would only log a 401 (tokens.ts, maySession).
  if (!maySession()) return Promise.resolve(null);
  refreshing ??= fetch(api.refresh, { credentials: 'include', headers: { Accept: 'application/json' } })
    .then(
      (res) => {
        const token = getToken();
        return res.ok && isValidToken(token) ? token : null;
      },
      () => {
        throw networkError();
      },
    )
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

type SignedOutListener = () => void;
let signedOutListener: SignedOutListener = () => window.location.assign('/');

/** The app registers how to go back to `/` (a router navigation) and to forget the user. */
export function onSignedOut(listener: SignedOutListener) {
  signedOutListener = listener;
}

function signOutLocally() {
  clearToken();
  signedOutListener();
}

const invalidToken = () => new HttpError('Invalid token', 401, { message: 'Invalid token' });

/**
 * The Bearer token for a call: the stored one when valid, else one shared refresh. Without one,
 * the user is signed out locally (unless `quiet`) and the call rejects with `Invalid token`; when
 * the refresh cannot reach the server, the call rejects with a network error and no one is signed out.
 * Used by fetchRaw and by the uploads, which go through XMLHttpRequest for their progress.
 */
export async function bearerToken({ quiet = false }: { quiet?: boolean } = {}): Promise<string> {
  let token = getToken();
  if (!isValidToken(token)) token = (await refreshAccessToken()) ?? undefined;
  if (!token) {
    if (!quiet) signOutLocally();
    throw invalidToken();
  }
  return token;
}

/** A failed call's HttpError (spec §8): `Invalid token` signs out; anything else carries the server's data. */
export function httpErrorFrom(status: number, json: any, { quiet = false }: { quiet?: boolean } = {}): HttpError {
  if (json?.message === 'Invalid token') {
    if (!quiet) signOutLocally();
    return invalidToken();
  }
  const data = json && typeof json === 'object' && typeof json.message === 'string' ? json : { message: 'Something went wrong' };
  return new HttpError(data.message, status, data);
}

export const networkError = () => new HttpError('Something went wrong', 0, { message: 'Something went wrong', code: 'network_error' });

/** Whether a call failed for want of a connection (the server was never reached), not by the server's answer. */
export const isNetworkError = (err: unknown): boolean => (err as { status?: number } | null)?.status === 0;

/** The JSON of a response body, or null when it has none or is not JSON. */
export function parseJson(text: string): any {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * Every API call: credentials included, Bearer from the `token` cookie, no client-side timeout
 * (spec §9). `Invalid token` clears the token and goes back to `/`; any other failure rejects
 * with the server's data, or with "Something went wrong".
 */
export async function fetchRaw<T = any>(url: string, options: RequestOptions = {}): Promise<RawResponse<T>> {
  const { method = 'GET', body, auth = true, quiet = false } = options;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (auth) headers.set('Authorization', `Bearer ${await bearerToken({ quiet })}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (typeof body === 'string') {
    payload = body;
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: payload, credentials: 'include' });
  } catch {
    throw networkError();
  }
  const text = await res.text();
  const json = parseJson(text);
  if (!res.ok) throw httpErrorFrom(res.status, json, { quiet });
  return { status: res.status, headers: res.headers, body: text, json };
}

export async function request<T = any>(url: string, options?: RequestOptions): Promise<T> {
  return (await fetchRaw<T>(url, options)).json;
}

/**
 * A small generated file (a PDF the server prints) fetched with the Bearer token and handed to
 * the browser as a download under the server's file name. Stored files go through signed links
 * instead (see CONTRIBUTING), which stream; these are a few tens of KB.
 */
export async function downloadGenerated(url: string, fallbackName: string): Promise<void> {
  const headers = new Headers({ Authorization: `Bearer ${await bearerToken()}` });
  let res: Response;
  try {
    res = await fetch(url, { headers, credentials: 'include' });
  } catch {
    throw networkError();
  }
  if (!res.ok) throw httpErrorFrom(res.status, parseJson(await res.text()));
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the object URL need not outlive the click.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
