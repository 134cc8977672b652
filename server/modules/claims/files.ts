import type { DB } from '../../db';
import type { ClaimFileRow, UserRow } from '../../db/schema';
import { HttpError } from '../../lib/httpError';
import type { FileStore } from '../../storage/fileStore';

export const claimFileNotFound = () => new HttpError(404, 'Claim file not found', 'claim_file_not_found');

/**
 * A claim's file if `user` may have it: an admin any; a dealer the files of its own claims; and,
 * before a message carries it, only its uploader. The same rule as the claim itself (repository).
 */
export async function findVisibleClaimFile(db: DB, id: number, user: UserRow): Promise<ClaimFileRow | undefined> {
  const row = await db
    .selectFrom('claimFiles')
    .leftJoin('claims', 'claims.id', 'claimFiles.claimId')
    .selectAll('claimFiles')
    .select('claims.dealerId')
    .where('claimFiles.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { dealerId, ...file } = row;
  const visible = file.claimId === null ? file.uploaderId === user.id : user.role === 'admin' || dealerId === user.id;
  return visible ? file : undefined;
}

/** Of `keys`, those a claim's file holds (its display size, PDF or thumbnail): the file store's start-up sweep keeps them. */
export async function referencedClaimKeys(db: DB, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .selectFrom('claimFiles')
    .select(['fileKey', 'thumbKey'])
    .where((eb) => eb.or([eb('fileKey', 'in', keys), eb('thumbKey', 'in', keys)]))
    .execute();
  const wanted = new Set(keys);
  return new Set(rows.flatMap((r) => [r.fileKey, r.thumbKey]).filter((k): k is string => k !== null && wanted.has(k)));
}

/** Unattached uploads deleted in one step of the job (server/jobs/claimUploads.ts). */
const STALE_BATCH = 200;

/**
 * Deletes up to a batch of unattached claim files uploaded before `before`, row first: the
 * delete names the rows and keeps the guard `claim_id is null`, so an upload a message attaches
 * meanwhile (its update guarded the same way) is kept, and of two instances deleting the same
 * rows only the one whose delete took them removes their files. A crash between the delete and
 * the files leaves files without a row, which the start-up sweep removes. Returns the rows deleted.
 */
export async function deleteStaleClaimUploads(db: DB, fileStore: FileStore, before: number): Promise<number> {
  const stale = await db
    .selectFrom('claimFiles')
    .select('id')
    .where('claimId', 'is', null)
    .where('createdAt', '<', before)
    .orderBy('createdAt')
    .limit(STALE_BATCH)
    .execute();
  if (!stale.length) return 0;
  const deleted = await db
    .deleteFrom('claimFiles')
    .where('id', 'in', stale.map((r) => r.id))
    .where('claimId', 'is', null)
    .returning(['fileKey', 'thumbKey'])
    .execute();
  for (const row of deleted) {
    await fileStore.remove(row.fileKey).catch(() => {});
    if (row.thumbKey) await fileStore.remove(row.thumbKey).catch(() => {});
  }
  return deleted.length;
}
