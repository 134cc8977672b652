import type { Transaction } from 'kysely';
import type { DB } from '../../db';
import type { Database } from '../../db/schema';
import type { FileStore } from '../../storage/fileStore';
import type { UploadedFile } from './upload';

/** Called by a write with the key of a file its row no longer references (null/undefined: none). */
export type ReplacedFile = (key: string | null | undefined) => void;

/**
 * Writes a row and moves its file into place in one transaction: the rename happens inside it,
 * so a failed rename rolls the row back, and a failed commit removes the moved file. The file
 * (optional) is the caller's tmp file and is gone (moved or removed) when this returns or throws.
 *
 * A write that replaces or drops a stored file reads the old key inside the transaction, with
 * the row locked (`forUpdate`), and hands it to `replaced`: that file is removed only after the
 * commit, and never when the transaction fails (the row still references it then). Read outside
 * the transaction, two concurrent edits would both see the same old key, and the file of the
 * one that committed first would be replaced without ever being removed.
 */
export async function inTransactionWithFile<T>(
  db: DB,
  store: FileStore,
  file: UploadedFile | undefined,
  work: (trx: Transaction<Database>, key: string | undefined, replaced: ReplacedFile) => Promise<T>,
): Promise<T> {
  let key: string | undefined;
  const previous: string[] = [];
  let result: T;
  try {
    result = await db.transaction().execute(async (trx) => {
      if (file) key = await store.commit(file.tmpPath);
      return work(trx, key, (old) => void (old && previous.push(old)));
    });
  } catch (err) {
    if (key) await store.remove(key);
    else if (file) await store.remove(file.tmpPath);
    throw err;
  }
  // A failure here leaves an orphan that the start-up sweep removes.
  for (const old of previous) await store.remove(old).catch(() => {});
  return result;
}

/** Runs `check` before a write; if it throws, the upload's tmp file is removed first. */
export async function checkedBeforeWrite<T>(store: FileStore, file: UploadedFile | undefined, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (err) {
    if (file) await store.remove(file.tmpPath);
    throw err;
  }
}
