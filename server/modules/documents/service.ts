import type { Static } from 'typebox';
import type { DB } from '../../db';
import type { UserRow } from '../../db/schema';
import type { FileStore } from '../../storage/fileStore';
import type { UploadedFile } from '../files/upload';
import { checkedBeforeWrite, inTransactionWithFile } from '../files/transaction';
import { recordEvent } from '../events/record';
import type { UploadFields } from './schemas';
import { HttpError } from '../../lib/httpError';
import { forUpdate } from '../../db/dialect';
import { findInCatalogue } from '../catalogue/catalogueLink';
import { checkDealers, findVisibleRow, notFound } from './repository';
import { mailReservedTo } from './mail';

type Fields = Static<typeof UploadFields>;

export interface DocumentInput extends Fields {
  reserved: boolean;
  dealerIds: number[];
}

export const parseIds = (value: string | undefined) => (value ? [...new Set(value.split(',').map(Number))] : []);

/** The stored columns of the text fields: empty optional fields become null; the catalogue link is checked. */
function columns(input: DocumentInput) {
  const link = findInCatalogue(input.material || null, input.productCategory || null, input.product || null);
  return {
    title: input.title.trim(),
    description: input.description?.trim() || null,
    category: input.category,
    ...link,
    language: input.language,
    reserved: input.reserved ? 1 : 0,
  };
}

async function validateInput(db: DB, input: DocumentInput) {
  if (input.reserved && !input.dealerIds.length) {
    throw new HttpError(400, 'Choose at least one dealer for a reserved document', 'reserved_needs_dealers');
  }
  await checkDealers(db, input.reserved ? input.dealerIds : []);
  return columns(input);
}

const fileColumns = (file: UploadedFile, key: string, now: number) => ({
  fileKey: key,
  fileName: file.name,
  fileSize: file.size,
  fileType: file.type,
  fileHash: file.hash,
  fileUploadedAt: now,
});

/** Where e-mail about a write links to (the portal's public address); null: nobody is told (demo content). */
export type MailContext = { publicUrl: string } | null;

export async function createDocument(db: DB, store: FileStore, mail: MailContext, author: UserRow, input: DocumentInput, file: UploadedFile): Promise<number> {
  const values = await checkedBeforeWrite(store, file, () => validateInput(db, input));
  const now = Date.now();
  return inTransactionWithFile(db, store, file, async (trx, key) => {
      const { id } = await trx
        .insertInto('documents')
        .values({ ...values, ...fileColumns(file, key!, now), authorId: author.id, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (input.reserved) {
        await trx.insertInto('documentDealers').values(input.dealerIds.map((userId) => ({ documentId: id, userId }))).execute();
        if (mail) await mailReservedTo(trx, mail.publicUrl, { id, title: values.title }, input.dealerIds);
        await recordEvent(trx, 'document', { id, title: values.title }, { userIds: input.dealerIds });
      }
      return id;
  });
}

export async function updateDocument(
  db: DB,
  store: FileStore,
  mail: MailContext,
  admin: UserRow,
  id: number,
  input: DocumentInput,
  file: UploadedFile | undefined,
): Promise<void> {
  const values = await checkedBeforeWrite(store, file, async () => {
    const checked = await validateInput(db, input);
    if (!(await findVisibleRow(db, id, admin))) throw notFound();
    return checked;
  });
  const now = Date.now();
  await inTransactionWithFile(db, store, file, async (trx, key, replaced) => {
    // The key the new file replaces, read with the row locked (see inTransactionWithFile).
    const current = await forUpdate(trx, trx.selectFrom('documents').select('fileKey').where('id', '=', id)).executeTakeFirst();
    if (!current) throw notFound();
    await trx
      .updateTable('documents')
      .set({ ...values, ...(file ? fileColumns(file, key!, now) : {}), updatedAt: now })
      .where('id', '=', id)
      .execute();
    const before = await trx.deleteFrom('documentDealers').where('documentId', '=', id).returning('userId').execute();
    if (input.reserved) {
      await trx.insertInto('documentDealers').values(input.dealerIds.map((userId) => ({ documentId: id, userId }))).execute();
      // Only the dealers it is newly reserved to are told; the others knew of it already.
      const known = new Set(before.map((r) => r.userId));
      const added = input.dealerIds.filter((d) => !known.has(d));
      if (mail) await mailReservedTo(trx, mail.publicUrl, { id, title: values.title }, added);
      await recordEvent(trx, 'document', { id, title: values.title }, { userIds: added });
    }
    if (file) replaced(current.fileKey);
  });
}

export async function deleteDocument(db: DB, store: FileStore, id: number): Promise<void> {
  const row = await db.deleteFrom('documents').where('id', '=', id).returning('fileKey').executeTakeFirst();
  if (!row) throw notFound();
  await store.remove(row.fileKey).catch(() => {});
}
