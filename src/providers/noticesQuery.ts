import type { Identifier } from 'ra-core';
import { api } from '../../shared/paths';
import { SEARCH_MAX } from '../../shared/documents';
import { listUrl, type ListParams, type ListSpec } from './listQuery';
import { NOTICE_LATEST_MAX, NOTICE_SORTS, NOTICE_STATUSES, type Notice } from '../../shared/notices';

/**
 * Pure mappings between react-admin's calls and the notices API (shared/notices.ts): list
 * parameters → query string, form values → multipart fields.
 */

export type NoticeRecord = Notice;

/** What the create and edit forms submit. */
export interface NoticeFormValues {
  id?: Identifier;
  title: string;
  body: string;
  pinned?: boolean;
  /** A date-time input's value (local `yyyy-MM-ddThh:mm`), an ISO string from the record, or a Date. */
  publishAt?: string | Date | null;
  expiresAt?: string | Date | null;
  /** react-admin's FileInput value: the chosen file, when one was chosen. */
  upload?: { rawFile?: File; src?: string; title?: string } | null;
  removeAttachment?: boolean;
}

const LIST: ListSpec = { sorts: NOTICE_SORTS, filters: [], searchMax: SEARCH_MAX };

/**
 * GET path and query of a list call. The filter `latest: true` asks for the latest `perPage`
 * published notices instead (GET /notices/list/{limit}, the dashboard home's call).
 */
export function noticeListUrl(params: ListParams): string {
  const { pagination, filter = {} } = params;
  if (filter.latest) return api.notices.latest(Math.min(Math.max(pagination?.perPage ?? 5, 1), NOTICE_LATEST_MAX));
  const extra: Record<string, string> = {};
  if (filter.unread === true || filter.unread === 'true') extra.unread = 'true';
  if ((NOTICE_STATUSES as readonly string[]).includes(filter.status)) extra.status = filter.status;
  return listUrl(api.notices.list, params, LIST, extra);
}

/** A date input's value as the ISO date-time the API takes ('' when empty; an unreadable value is sent as is, for the server to refuse). */
export function toIsoDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/**
 * The multipart body of upload and edit: the text fields first (the server reads them before
 * it streams the file), the optional attachment `file` last.
 */
export function noticeFormData(values: NoticeFormValues, kind: 'create' | 'edit'): FormData {
  const form = new FormData();
  if (kind === 'edit' && values.id != null) form.append('id', String(values.id));
  form.append('title', (values.title ?? '').trim());
  form.append('body', values.body ?? '');
  form.append('pinned', String(Boolean(values.pinned)));
  const publishAt = toIsoDateTime(values.publishAt);
  if (publishAt) form.append('publishAt', publishAt);
  form.append('expiresAt', toIsoDateTime(values.expiresAt));
  const file = values.upload?.rawFile;
  if (kind === 'edit' && values.removeAttachment && !file) form.append('removeAttachment', 'true');
  if (file) form.append('file', file, file.name);
  return form;
}
