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
import { findVisibleRow, notFound } from './repository';
import { checkDealers } from '../users/dealers';
import { mailReservedTo } from './mail';
import { changedFields, recordAudit, type AuditContext } from '../audit/record';
import { documentColumns } from '../../db/columns';

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
  if (!input.reserved && input.dealerIds.length) {
    throw new HttpError(400, 'Invalid body: dealerIds is only for a reserved document (reserved=true)', 'validation_failed', { fields: [{ field: 'dealerIds', message: 'is only for a reserved document' }] });
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

/** The fields of a document an audit entry compares. */
const AUDITED = ['title', 'description', 'category', 'material', 'productCategory', 'product', 'language', 'reserved', 'dealerIds', 'fileName', 'fileSize', 'fileType'] as const;
const RESERVATION = new Set(['reserved', 'dealerIds']);

export async function createDocument(
  db: DB,
  store: FileStore,
  mail: MailContext,
  author: UserRow,
  input: DocumentInput,
  file: UploadedFile,
  audit: AuditContext,
): Promise<number> {
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
      }
      const after = { ...values, ...fileColumns(file, key!, now), dealerIds: input.reserved ? input.dealerIds : [] };
      await recordAudit(trx, audit, { action: 'document.create', record: { type: 'document', id, label: values.title }, changes: changedFields(null, after, AUDITED) });
      // Last: the event's ordering lock comes after every other lock of the transaction.
      if (input.reserved) await recordEvent(trx, 'document', { id, title: values.title }, { userIds: input.dealerIds });
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
  audit: AuditContext,
): Promise<void> {
  const values = await checkedBeforeWrite(store, file, async () => {
    const checked = await validateInput(db, input);
    if (!(await findVisibleRow(db, id, admin))) throw notFound();
    return checked;
  });
  const now = Date.now();
  await inTransactionWithFile(db, store, file, async (trx, key, replaced) => {
    // The key the new file replaces, read with the row locked (see inTransactionWithFile).
    const current = await forUpdate(trx, trx.selectFrom('documents').select(documentColumns).where('id', '=', id)).executeTakeFirst();
    if (!current) throw notFound();
    await trx
      .updateTable('documents')
      .set({ ...values, ...(file ? fileColumns(file, key!, now) : {}), updatedAt: now })
      .where('id', '=', id)
      .execute();
    const before = await trx.deleteFrom('documentDealers').where('documentId', '=', id).returning('userId').execute();
    // Only the dealers it is newly reserved to are told; the others knew of it already.
    const known = new Set(before.map((r) => r.userId));
    const added = input.reserved ? input.dealerIds.filter((d) => !known.has(d)) : [];
    if (input.reserved) {
      await trx.insertInto('documentDealers').values(input.dealerIds.map((userId) => ({ documentId: id, userId }))).execute();
      if (mail) await mailReservedTo(trx, mail.publicUrl, { id, title: values.title }, added);
    }
    const changes = changedFields(
      { ...current, dealerIds: before.map((r) => r.userId) },
      { ...current, ...values, ...(file ? fileColumns(file, key!, now) : {}), dealerIds: input.reserved ? input.dealerIds : [] },
      AUDITED,
    );
    const action = changes.length && changes.every((c) => RESERVATION.has(c.field)) ? 'document.reserve' : 'document.update';
    await recordAudit(trx, audit, { action, record: { type: 'document', id, label: values.title }, changes });
    if (added.length) await recordEvent(trx, 'document', { id, title: values.title }, { userIds: added });
    if (file) replaced(current.fileKey);
  });
}

export async function deleteDocument(db: DB, store: FileStore, id: number, audit: AuditContext): Promise<void> {
  const row = await db.transaction().execute(async (trx) => {
    const dealerIds = (await trx.selectFrom('documentDealers').select('userId').where('documentId', '=', id).execute()).map((r) => r.userId);
    const deleted = await trx.deleteFrom('documents').where('id', '=', id).returningAll().executeTakeFirst();
    if (!deleted) throw notFound();
    const changes = changedFields({ ...deleted, dealerIds }, null, AUDITED);
    await recordAudit(trx, audit, { action: 'document.delete', record: { type: 'document', id, label: deleted.title }, changes });
    return deleted;
  });
  await store.remove(row.fileKey).catch(() => {});
}
