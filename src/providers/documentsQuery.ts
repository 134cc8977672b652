import type { Identifier } from 'ra-core';
import { api } from '../../shared/paths';
import { DOCUMENT_SORTS, SEARCH_MAX, type DocumentFields, type PortalDocument } from '../../shared/documents';
import { filled, listUrl, type ListParams, type ListSpec } from './listQuery';

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

const LIST: ListSpec = {
  sorts: DOCUMENT_SORTS,
  sortAliases: { 'file.size': 'fileSize', 'file.name': 'title' },
  filters: ['category', 'material', 'productCategory', 'product', 'language'],
  searchMax: SEARCH_MAX,
};

/** The reserved list when the filter asks for it (`reserved: true`), the public one otherwise. */
const isReservedList = (filter: Record<string, any> = {}) => filter.reserved === true || filter.reserved === 'true';

/**
 * GET path and query of a list call: every document the user may see (`include=reserved`), or
 * with `reserved: true` only the reserved ones, which an admin may filter by dealer.
 */
export function documentListUrl(params: ListParams): string {
  const filter = params.filter ?? {};
  if (!isReservedList(filter)) return listUrl(api.documents.list, params, LIST, { include: 'reserved' });
  return listUrl(api.documents.reservedList, params, LIST, filled(filter.dealerId) ? { dealerId: String(filter.dealerId) } : {});
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
