import type { Transaction } from 'kysely';
import type { DB } from '../../db';
import type { Database } from '../../db/schema';
import type { FileStore } from '../../storage/fileStore';
import type { UploadedFile } from './upload';

/**
 * Writes a row and moves its file into place in one transaction: the rename happens inside it,
 * so a failed rename rolls the row back, and a failed commit removes the moved file. The file
 * (optional) is the caller's tmp file and is gone (moved or removed) when this returns or throws.
 */
export async function inTransactionWithFile<T>(
  db: DB,
  store: FileStore,
  file: UploadedFile | undefined,
  work: (trx: Transaction<Database>, key: string | undefined) => Promise<T>,
): Promise<T> {
  let key: string | undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      if (file) key = await store.commit(file.tmpPath);
      return work(trx, key);
    });
  } catch (err) {
    if (key) await store.remove(key);
    else if (file) await store.remove(file.tmpPath);
    throw err;
  }
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
