/**
 * The documents API contract, shared by the server (schemas, validation) and the browser app
 * (dataProvider, forms, filters). Paths are those of spec §7; payloads are ours.
 */

export const DOCUMENT_CATEGORIES = ['price_list', 'manual', 'certification', 'technical_sheet', 'brochure', 'other'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Languages a document can be written in (ISO 639-1). */
export const DOCUMENT_LANGUAGES = ['it', 'en', 'de', 'fr', 'es'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export const DOCUMENT_SORTS = ['title', 'category', 'language', 'fileSize', 'createdAt', 'updatedAt'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const FILE_NAME_MAX = 180;
export const SEARCH_MAX = 100;
export const PER_PAGE_MAX = 100;
/** Dealers one document may be reserved to in one request. */
export const DEALERS_MAX = 500;

/**
 * Extensions an upload may have, with the content types a file of that extension must be detected
 * as (file-type's `ext`), and the type the file is served with. `text` means "no binary signature,
 * looks like text" (CSV, DXF); OOXML and OpenDocument are zip containers underneath.
 */
export const ALLOWED_FILES = {
  pdf: { detected: ['pdf'], type: 'application/pdf' },
  png: { detected: ['png'], type: 'image/png' },
  jpg: { detected: ['jpg'], type: 'image/jpeg' },
  jpeg: { detected: ['jpg'], type: 'image/jpeg' },
  webp: { detected: ['webp'], type: 'image/webp' },
  gif: { detected: ['gif'], type: 'image/gif' },
  doc: { detected: ['cfb'], type: 'application/msword' },
  xls: { detected: ['cfb'], type: 'application/vnd.ms-excel' },
  ppt: { detected: ['cfb'], type: 'application/vnd.ms-powerpoint' },
  docx: { detected: ['docx', 'zip'], type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { detected: ['xlsx', 'zip'], type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { detected: ['pptx', 'zip'], type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  odt: { detected: ['odt', 'zip'], type: 'application/vnd.oasis.opendocument.text' },
  ods: { detected: ['ods', 'zip'], type: 'application/vnd.oasis.opendocument.spreadsheet' },
  odp: { detected: ['odp', 'zip'], type: 'application/vnd.oasis.opendocument.presentation' },
  csv: { detected: ['text'], type: 'text/csv' },
  dwg: { detected: ['dwg'], type: 'image/vnd.dwg' },
  dxf: { detected: ['text'], type: 'image/vnd.dxf' },
  zip: { detected: ['zip'], type: 'application/zip' },
} as const satisfies Record<string, { detected: readonly string[]; type: string }>;
export type AllowedExtension = keyof typeof ALLOWED_FILES;
export const ALLOWED_EXTENSIONS = Object.keys(ALLOWED_FILES) as AllowedExtension[];

/** The extension of a file name, lower case, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The stored file of a document (the spec's uploaded-file description, as far as the server knows it). */
export interface DocumentFile {
  /** Server-generated, random; never a path. */
  key: string;
  /** The original name, as uploaded (sanitised). */
  name: string;
  size: number;
  /** The type it is served with, from the allowlist, never the client's claim. */
  type: string;
  /** sha256 of the content, hex. */
  hash: string;
  /** When this file was uploaded (ISO date). */
  lastModified: string;
}

export interface DealerSummary {
  id: number;
  displayName: string;
  company: string | null;
  photoURL: string | null;
}

export interface PortalDocument {
  id: number;
  title: string;
  description: string | null;
  category: DocumentCategory;
  /** Catalogue link (slugs of shared/catalogue/definition.ts); each level needs the one above it. */
  material: string | null;
  productCategory: string | null;
  product: string | null;
  language: DocumentLanguage;
  reserved: boolean;
  /** The dealers it is reserved to: only admins receive it (a dealer never learns the others). */
  dealers?: DealerSummary[];
  file: DocumentFile;
  author: { id: number; displayName: string } | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * GET /protected/documents/list and /protected/documents/list/reserverd take these query
 * parameters and answer `{ data: PortalDocument[], total }`.
 */
export interface DocumentListQuery {
  page?: number;
  perPage?: number;
  sort?: DocumentSort;
  order?: 'ASC' | 'DESC';
  q?: string;
  category?: DocumentCategory;
  material?: string;
  productCategory?: string;
  product?: string;
  language?: DocumentLanguage;
  /** Public list only: also the reserved documents the caller may see. */
  include?: 'reserved';
  /** Reserved list only, admins only: documents reserved to this dealer. */
  dealerId?: number;
}

/**
 * Multipart fields of POST /protected/document/upload (and /reserved, which adds `dealerIds`,
 * and /edit, which adds `id`, makes `file` optional and takes `reserved` + `dealerIds`).
 * Text fields come before the file part. `dealerIds` is a comma-separated list of user ids.
 */
export interface DocumentFields {
  title: string;
  description?: string;
  category: DocumentCategory;
  material?: string;
  productCategory?: string;
  product?: string;
  language: DocumentLanguage;
}

/** POST /protected/document/{id}/link answers a short-lived download link for the caller. */
export interface DownloadLink {
  /** Same-origin path; GET it (as a navigation or fetch, with the `token` cookie) to stream the file. */
  url: string;
  expiresAt: string;
}
