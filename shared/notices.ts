/**
 * The notices API contract, shared by the server (schemas, validation) and the browser app
 * (dataProvider, forms, list). Paths are those of spec §7; payloads are ours.
 */
import type { DocumentFile } from './documents';

export const NOTICE_TITLE_MAX = 200;
/** The body is Markdown-like text (shared/noticeMarkup.ts): this many characters of source. */
export const NOTICE_BODY_MAX = 20_000;
/** `GET /protected/notices/list/{limit}`: the latest this many, at most. */
export const NOTICE_LATEST_MAX = 50;
/** Publication and expiry must fall within these years: a typo like 20266 is refused. */
export const NOTICE_YEAR_MIN = 2000;
export const NOTICE_YEAR_MAX = 2100;

export const NOTICE_SORTS = ['publishAt', 'title', 'createdAt', 'updatedAt'] as const;
export type NoticeSort = (typeof NOTICE_SORTS)[number];

/**
 * Where a notice stands now: `scheduled` before its publication date (dealers do not see it),
 * `expired` from its expiry on (dealers no longer see it), `published` in between.
 */
export const NOTICE_STATUSES = ['scheduled', 'published', 'expired'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export interface Notice {
  id: number;
  title: string;
  /** Markdown-like source: render it with shared/noticeMarkup.ts, never as HTML. */
  body: string;
  /** Pinned (important): listed before the others. */
  pinned: boolean;
  publishAt: string;
  expiresAt: string | null;
  status: NoticeStatus;
  /** Whether the caller has opened it (POST /protected/notice/{id}/read). */
  read: boolean;
  readAt: string | null;
  /** The optional attached file, stored and checked like a document's file. */
  attachment: DocumentFile | null;
  author: { id: number; displayName: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /protected/notices/list: query parameters; the answer is `{ data: Notice[], total }`, pinned first. */
export interface NoticeListQuery {
  page?: number;
  perPage?: number;
  sort?: NoticeSort;
  order?: 'ASC' | 'DESC';
  /** Words to find in title and body. */
  q?: string;
  /** Only the notices the caller has not opened. */
  unread?: boolean;
  /** Admins: only scheduled, published or expired ones (dealers only ever see published ones). */
  status?: NoticeStatus;
}

/**
 * Multipart fields of POST /protected/notice/upload (and /edit, which adds `id` and
 * `removeAttachment`). Text fields come before the optional file part `file`.
 */
export interface NoticeFields {
  title: string;
  body: string;
  pinned?: 'true' | 'false';
  /** ISO date-time; absent: now (create) or unchanged (edit). */
  publishAt?: string;
  /** ISO date-time after `publishAt`; absent or empty: no expiry. */
  expiresAt?: string;
}

/** GET /protected/notices/unread-count: published notices the caller has not opened (the menu's badge). */
export interface UnreadCount {
  unread: number;
}
