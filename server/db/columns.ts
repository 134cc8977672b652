import type { DocumentsTable, NoticesTable } from './schema';

/**
 * Every column of a table that the code reads, checked against its interface in schema.ts: a
 * list that misses one does not compile. Rows are read through these rather than `select *`,
 * which on PostgreSQL would also carry the stored word vectors of migration 013 (`words`),
 * which only the search's indexes use, to every page of a list.
 */
const every =
  <T>() =>
  <const K extends readonly (keyof T & string)[]>(columns: Exclude<keyof T, K[number]> extends never ? K : never) =>
    columns;

const DOCUMENT_COLUMNS = every<DocumentsTable>()([
  'id', 'title', 'description', 'category', 'material', 'productCategory', 'product', 'language', 'reserved',
  'fileKey', 'fileName', 'fileSize', 'fileType', 'fileHash', 'fileUploadedAt', 'authorId', 'createdAt', 'updatedAt',
]);
const NOTICE_COLUMNS = every<NoticesTable>()([
  'id', 'title', 'body', 'pinned', 'publishAt', 'expiresAt', 'attachmentKey', 'attachmentName', 'attachmentSize',
  'attachmentType', 'attachmentHash', 'attachmentUploadedAt', 'authorId', 'mailedAt', 'createdAt', 'updatedAt',
]);

export const documentColumns = DOCUMENT_COLUMNS.map((c) => `documents.${c}` as const);
export const noticeColumns = NOTICE_COLUMNS.map((c) => `notices.${c}` as const);
