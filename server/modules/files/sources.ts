import type { DB } from '../../db';
import type { UserRow } from '../../db/schema';
import type { HttpError } from '../../lib/httpError';
import * as documents from '../documents/repository';
import * as notices from '../notices/repository';
import { claimFileNotFound, findVisibleClaimFile, referencedClaimKeys } from '../claims/files';
import type { FileKind } from './downloadLinks';

/** A stored file as a download serves it. */
export interface StoredFileRef {
  key: string;
  name: string;
  size: number;
  type: string;
  /**
   * Shown where it is opened rather than saved: a claim's photo, a JPEG the server made itself
   * (a lightbox, a new tab). Everything else is an attachment (security.md 7).
   */
  inline?: boolean;
}

/** Where the files of one kind of item live, and who may have them. */
export interface FileSource {
  /** The file of item `id`, if `user` may read the item now (the same check as its GET route). */
  find(db: DB, id: number, user: UserRow): Promise<StoredFileRef | undefined>;
  /** Of `keys`, those this kind's rows reference (the file store's start-up sweep keeps them). */
  referenced(db: DB, keys: string[]): Promise<Set<string>>;
  notFound(): HttpError;
}

/** Every kind of item that holds files in the file store; a download link names one of them. */
export const FILE_SOURCES: Record<FileKind, FileSource> = {
  document: {
    async find(db, id, user) {
      const row = await documents.findVisibleRow(db, id, user);
      return row && { key: row.fileKey, name: row.fileName, size: row.fileSize, type: row.fileType };
    },
    referenced: documents.referencedKeys,
    notFound: documents.notFound,
  },
  notice: {
    async find(db, id, user) {
      const row = await notices.findVisibleNotice(db, id, user);
      if (!row?.attachmentKey) return undefined;
      return { key: row.attachmentKey, name: row.attachmentName!, size: row.attachmentSize!, type: row.attachmentType! };
    },
    referenced: notices.referencedAttachmentKeys,
    notFound: notices.notFound,
  },
  claimFile: {
    async find(db, id, user) {
      const row = await findVisibleClaimFile(db, id, user);
      return row && { key: row.fileKey, name: row.name, size: row.size, type: row.type, inline: row.kind === 'photo' };
    },
    referenced: referencedClaimKeys,
    notFound: claimFileNotFound,
  },
  claimThumb: {
    async find(db, id, user) {
      const row = await findVisibleClaimFile(db, id, user);
      // A thumbnail is a JPEG whatever the photo was sent as.
      return row?.thumbKey ? { key: row.thumbKey, name: `thumb-${row.name.replace(/\.[^.]*$/, '')}.jpg`, size: row.thumbSize ?? 0, type: 'image/jpeg', inline: true } : undefined;
    },
    referenced: async () => new Set(),
    notFound: claimFileNotFound,
  },
};

/** Of `keys`, the stored files some row still references (documents, notice attachments). */
export async function referencedFileKeys(db: DB, keys: string[]): Promise<Set<string>> {
  const sets = await Promise.all(Object.values(FILE_SOURCES).map((s) => s.referenced(db, keys)));
  return new Set(sets.flatMap((s) => [...s]));
}
