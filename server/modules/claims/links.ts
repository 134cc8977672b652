import type { ClaimFile } from '../../../shared/claims';
import type { ClaimFileRow } from '../../db/schema';
import { FILES_BASE, type DownloadLinks } from '../files/downloadLinks';

/**
 * The signed links of a claim's file for one user: the stored file (a photo's display size, or
 * the PDF) and a photo's thumbnail. Answers carry them so that a conversation's pictures load as
 * plain `<img>`s; each is checked again when followed (files/sources.ts).
 */
export function claimFileLinks(links: DownloadLinks, userId: number, file: { id: number; fileKey: string; thumbKey: string | null }) {
  const url = (kind: 'claimFile' | 'claimThumb', key: string) => `${FILES_BASE}/${links.create(userId, { kind, id: file.id, key }).token}`;
  return { url: url('claimFile', file.fileKey), thumbUrl: file.thumbKey ? url('claimThumb', file.thumbKey) : null };
}

/** A claim's file row as the API answers it (shared/claims.ts `ClaimFile`), its links made for `userId`. */
export function claimFileOf(links: DownloadLinks, userId: number, row: ClaimFileRow): ClaimFile {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    size: row.size,
    type: row.type,
    width: row.width,
    height: row.height,
    ...claimFileLinks(links, userId, row),
  };
}
