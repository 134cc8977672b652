import type { Identifier } from 'ra-core';
import { api } from '../config/paths';
import {
  DOCUMENT_SORTS,
  PER_PAGE_MAX,
  SEARCH_MAX,
  type DocumentFields,
  type DocumentSort,
  type PortalDocument,
} from '../../shared/documents';

/**
 * Pure mappings between react-admin's calls and the documents API (shared/documents.ts):
 * list parameters → query string, form values → multipart fields, API document → record.
 */

/** A document as react-admin holds it: the API's, plus the ids of its dealers for the form's picker. */
export type DocumentRecord = PortalDocument & { dealerIds: number[] };

/** What the create and edit forms submit. */
export interface DocumentFormValues extends Partial<Omit<DocumentFields, 'title' | 'category' | 'language'>> {
  id?: Identifier;
  title: string;
  category: DocumentFields['category'];
  language: DocumentFields['language'];
  reserved?: boolean;
  dealerIds?: Identifier[];
  /** react-admin's FileInput value: the chosen file, when one was chosen. */
  upload?: { rawFile?: File; src?: string; title?: string } | null;
}

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, any>;
}

/** Columns whose sort has another name on the server. */
const SORT_ALIASES: Record<string, DocumentSort> = { 'file.size': 'fileSize', 'file.name': 'title' };
const TEXT_FILTERS = ['category', 'material', 'productCategory', 'product', 'language'] as const;

const filled = (v: unknown): v is string | number => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number';

/** The reserved list when the filter asks for it (`reserved: true`), the public one otherwise. */
export const isReservedList = (filter: Record<string, any> = {}) => filter.reserved === true || filter.reserved === 'true';

/** GET path and query of a list call; `perPage` must already be within PER_PAGE_MAX. */
export function documentListUrl({ pagination, sort, filter = {} }: ListParams): string {
  const reserved = isReservedList(filter);
  const query = new URLSearchParams();
  if (pagination) {
    query.set('page', String(pagination.page));
    query.set('perPage', String(pagination.perPage));
  }
  if (sort?.field) {
    const field = SORT_ALIASES[sort.field] ?? sort.field;
    if ((DOCUMENT_SORTS as readonly string[]).includes(field)) {
      query.set('sort', field);
      query.set('order', sort.order === 'ASC' ? 'ASC' : 'DESC');
    }
  }
  if (filled(filter.q)) query.set('q', String(filter.q).trim().slice(0, SEARCH_MAX));
  for (const key of TEXT_FILTERS) if (filled(filter[key])) query.set(key, String(filter[key]));
  if (reserved && filled(filter.dealerId)) query.set('dealerId', String(filter.dealerId));
  const qs = query.toString();
  const path = reserved ? api.documents.reservedList : api.documents.list;
  return qs ? `${path}?${qs}` : path;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The server pages of at most PER_PAGE_MAX that cover react-admin's page (the CSV export asks
 * for 1000 at once): the largest page size dividing both the offset and the count.
 */
export function serverPages(page: number, perPage: number): { page: number; perPage: number }[] {
  if (perPage <= PER_PAGE_MAX) return [{ page, perPage }];
  const offset = (page - 1) * perPage;
  const common = gcd(offset || perPage, perPage);
  let size = Math.min(PER_PAGE_MAX, common);
  while (common % size !== 0) size--;
  return Array.from({ length: perPage / size }, (_, i) => ({ page: offset / size + 1 + i, perPage: size }));
}

const FIELD_ORDER = ['title', 'description', 'category', 'material', 'productCategory', 'product', 'language'] as const;

/**
 * The multipart body of upload, reserved and edit: the text fields first (the server reads them
 * before it streams the file), the file part `file` last. Empty optional fields are left out.
 */
export function documentFormData(values: DocumentFormValues, kind: 'create' | 'edit'): FormData {
  const form = new FormData();
  if (kind === 'edit' && values.id != null) form.append('id', String(values.id));
  for (const key of FIELD_ORDER) {
    const value = values[key];
    if (typeof value === 'string' && value.trim() !== '') form.append(key, key === 'title' ? value.trim() : value);
  }
  const reserved = Boolean(values.reserved);
  if (kind === 'edit') form.append('reserved', String(reserved));
  if (reserved) form.append('dealerIds', (values.dealerIds ?? []).join(','));
  const file = values.upload?.rawFile;
  if (file) form.append('file', file, file.name);
  return form;
}

export const toRecord = (doc: PortalDocument): DocumentRecord => ({ ...doc, dealerIds: (doc.dealers ?? []).map((d) => d.id) });
