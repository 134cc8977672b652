/** Every route and API path of the browser app, written once. */
export const paths = {
  root: '/',
  /** Where `/` leads (spec §2: "a configured default path"). */
  defaultPath: '/dashboard',
  dashboard: '/dashboard',
  account: '/dashboard/account',
  technicalSheets: '/dashboard/tavoleTecniche',
  notices: '/dashboard/comunicazioni',
  documents: '/dashboard/documenti',
  warranties: '/dashboard/garanzie',
  users: '/dashboard/users',
  login: '/auth/jwt/login',
  register: '/auth/jwt/register',
  notFound: '/404',
} as const;

export const api = {
  login: '/auth/login',
  register: '/api/auth/register',
  refresh: '/auth/refresh',
  me: '/auth/me',
  logout: '/auth/logout',
  password: '/auth/password',
  /** ra-data-simple-rest resources (users, later) live under this base. */
  rest: '/api',
} as const;

/** The page of a catalogue material, category or product: /dashboard/<material>[/<category>[/<product>]]. */
export const cataloguePath = (...slugs: string[]) => [paths.dashboard, ...slugs].join('/');

/** A dashboard path as react-admin's routes see it (relative to its basename). */
export const inAdmin = (path: string) => path.slice(paths.dashboard.length);

/**
 * A `returnTo` is followed only when it is a path of this site: an absolute URL or a
 * protocol-relative `//host` would turn the login page into an open redirect.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/auth/')) return null;
  return value;
}

export function loginPath(returnTo?: string): string {
  const safe = safeReturnTo(returnTo);
  return safe ? `${paths.login}?returnTo=${encodeURIComponent(safe)}` : paths.login;
}
