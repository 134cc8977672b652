import { LIVE_EVENTS_PATH } from './liveEvents';

/** Where a signed download link points (server/modules/files/downloadLinks.ts). */
export const FILES_BASE = '/api/files';

/** Every route and API path of the browser app, written once. */
export const paths = {
  root: '/',
  /** Where `/` leads (spec §2: "a configured default path"). */
  defaultPath: '/dashboard',
  dashboard: '/dashboard',
  account: '/dashboard/account',
  technicalSheets: '/dashboard/tavoleTecniche',
  /** The files kept on this device for use offline. */
  keptFiles: '/dashboard/offline',
  notices: '/dashboard/comunicazioni',
  documents: '/dashboard/documenti',
  warranties: '/dashboard/garanzie',
  users: '/dashboard/users',
  /** The e-mail log (admins). */
  mail: '/dashboard/mail',
  /** The manufacturer's identity, printed on every document (admins). */
  manufacturer: '/dashboard/manufacturer',
  /** The audit log (admins). */
  audit: '/dashboard/audit',
  /** After-sales claims: the dealer's claims, the manufacturer's triage list. */
  claims: '/dashboard/reclami',
  /** Claims per product and kind per 1,000 units registered (admins). */
  claimQuality: '/dashboard/qualita',
  login: '/auth/jwt/login',
  register: '/auth/jwt/register',
  forgotPassword: '/auth/jwt/forgot-password',
  /** The link of a password reset e-mail leads here, with `?token=`. */
  resetPassword: '/auth/jwt/reset-password',
  notFound: '/404',
  /** The public page a warranty certificate's QR code leads to: `/verify/<code>`. */
  verify: '/verify',
} as const;

/**
 * Where the API's guarded area begins (a signed-in, active account: documents, notices,
 * warranties, catalogue, audit): server/routes.ts registers those modules under it, and the
 * browser's /protected paths below begin with it (tests/unit/apiPaths.test.ts holds them together).
 */
export const PROTECTED_AREA = '/protected';

export const api = {
  login: '/auth/login',
  register: '/api/auth/register',
  refresh: '/auth/refresh',
  me: '/auth/me',
  logout: '/auth/logout',
  password: '/auth/password',
  passwordReset: '/api/auth/password-reset',
  passwordResetConfirm: '/api/auth/password-reset/confirm',
  /** ra-data-simple-rest resources (users) live under this base. */
  rest: '/api',
  /** The live-events stream (server-sent events, read with fetch: src/providers/liveEvents.ts). */
  events: LIVE_EVENTS_PATH,
  documents: {
    list: '/protected/documents/list',
    /** Spelled so by the specification (§7). */
    reservedList: '/protected/documents/list/reserverd',
    upload: '/protected/document/upload',
    reserve: '/protected/document/reserved',
    edit: '/protected/document/edit',
    one: (id: string | number) => `/protected/document/${encodeURIComponent(id)}`,
    link: (id: string | number) => `/protected/document/${encodeURIComponent(id)}/link`,
  },
  notices: {
    list: '/protected/notices/list',
    /** The latest `limit` published notices, pinned first (the dashboard home). */
    latest: (limit: number) => `/protected/notices/list/${encodeURIComponent(limit)}`,
    unreadCount: '/protected/notices/unread-count',
    upload: '/protected/notice/upload',
    edit: '/protected/notice/edit',
    one: (id: string | number) => `/protected/notice/${encodeURIComponent(id)}`,
    read: (id: string | number) => `/protected/notice/${encodeURIComponent(id)}/read`,
    link: (id: string | number) => `/protected/notice/${encodeURIComponent(id)}/link`,
  },
  manufacturer: '/api/manufacturer',
  /** The global search: products, documents, notices, warranties, accounts. */
  search: (q: string, lang: 'it' | 'en') => `/api/search?q=${encodeURIComponent(q)}&lang=${lang}`,
  manufacturerLogo: '/api/manufacturer/logo',
  /** The installed app's icons drawn from the manufacturer's logo (shared/webManifest.ts names them). */
  manufacturerIcon: (file: string) => `/api/manufacturer/icon/${encodeURIComponent(file)}`,
  /** A product's Declaration of Performance, a PDF in `lang`. */
  dop: (material: string, category: string, product: string, lang: 'it' | 'en') =>
    `/protected/catalogue/${[material, category, product].map(encodeURIComponent).join('/')}/dop.pdf?lang=${lang}`,
  guarantees: {
    list: '/protected/guarantees/list',
    create: '/protected/guarantee/create',
    one: (id: string | number) => `/protected/guarantee/${encodeURIComponent(id)}`,
    /** The warranty certificate and the Ecobonus declaration, PDFs in the customer's language. */
    certificate: (id: string | number) => `/protected/guarantee/${encodeURIComponent(id)}/certificate.pdf`,
    declaration: (id: string | number) => `/protected/guarantee/${encodeURIComponent(id)}/declaration.pdf`,
    send: (id: string | number) => `/protected/guarantee/${encodeURIComponent(id)}/send`,
  },
  /** The audit log (admins, read-only). */
  audit: {
    list: '/protected/audit/list',
    one: (id: string | number) => `/protected/audit/${encodeURIComponent(id)}`,
    /** Every entry the filters keep, as CSV, streamed by the server. */
    export: '/protected/audit/export.csv',
  },
  /** After-sales claims (shared/claims.ts). */
  claims: {
    list: '/protected/claims/list',
    quality: '/protected/claims/quality',
    create: '/protected/claim/create',
    /** One photo or PDF (multipart `file`), uploaded before the create or message that lists its id. */
    upload: '/protected/claim-file',
    one: (id: string | number) => `/protected/claim/${encodeURIComponent(id)}`,
    message: (id: string | number) => `/protected/claim/${encodeURIComponent(id)}/message`,
    status: (id: string | number) => `/protected/claim/${encodeURIComponent(id)}/status`,
    assign: (id: string | number) => `/protected/claim/${encodeURIComponent(id)}/assign`,
    /** The claim report, a PDF in `lang`. */
    report: (id: string | number, lang: 'it' | 'en') => `/protected/claim/${encodeURIComponent(id)}/report.pdf?lang=${lang}`,
  },
  /** Whether a warranty certificate is genuine (public). */
  verify: (code: string) => `/api/verify/${encodeURIComponent(code)}`,
} as const;

/** The public verification page of a certificate. */
export const verifyPath = (code: string) => `${paths.verify}/${encodeURIComponent(code)}`;

/** The page of a catalogue material, category or product: /dashboard/<material>[/<category>[/<product>]]. */
export const cataloguePath = (...slugs: string[]) => [paths.dashboard, ...slugs].join('/');

/** A dashboard path as react-admin's routes see it (relative to its basename). */
export const inAdmin = (path: string) => path.slice(paths.dashboard.length);

/**
 * react-admin serves a resource at <basename>/<name>, so a resource's name is its path segment:
 * the documents resource is `documenti` because its pages live under /dashboard/documenti.
 */
/** The web app manifest (server/modules/manufacturer/webManifest.ts, shared/webManifest.ts). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** In the built app's folder: each sign-in page's chunks, which the server names in the page (vite.config.ts). */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';
/** Where the page links the manifest: a manifest has one language, so the English one has its own address. */
export const manifestHref = (lang: 'it' | 'en') => (lang === 'it' ? WEB_MANIFEST_PATH : `${WEB_MANIFEST_PATH}?lang=${lang}`);

export const resourceNames = {
  documents: inAdmin(paths.documents).slice(1),
  notices: inAdmin(paths.notices).slice(1),
  guarantees: inAdmin(paths.warranties).slice(1),
  audit: inAdmin(paths.audit).slice(1),
  claims: inAdmin(paths.claims).slice(1),
} as const;

/**
 * The warranty registration form with a catalogue product already chosen (react-admin pre-fills
 * a create form from its `source` query parameter).
 */
export const warrantyCreatePath = (material: string, productCategory: string, product: string) =>
  `${paths.warranties}/create?source=${encodeURIComponent(JSON.stringify({ material, productCategory, product }))}`;

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
