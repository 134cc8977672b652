import type { Static } from 'typebox';
import type { DB } from '../../db';
import type { NoticeRow, UserRow } from '../../db/schema';
import type { FileStore } from '../../storage/fileStore';
import type { UploadedFile } from '../files/upload';
import { checkedBeforeWrite, inTransactionWithFile } from '../files/transaction';
import { HttpError } from '../../lib/httpError';
import { forUpdate } from '../../db/dialect';
import { markupProblems } from '../../../shared/noticeMarkup';
import { NOTICE_YEAR_MAX, NOTICE_YEAR_MIN } from '../../../shared/notices';
import type { NoticeFields } from './schemas';
import { findVisibleNotice, notFound } from './repository';
import { recordEvent } from '../events/record';
import { changedFields, recordAudit, type AuditContext } from '../audit/record';
import { noticeColumns } from '../../db/columns';

/** The fields of a notice an audit entry compares. */
const AUDITED = ['title', 'body', 'pinned', 'publishAt', 'expiresAt', 'attachmentName', 'attachmentSize', 'attachmentType'] as const;

export type NoticeInput = Static<typeof NoticeFields>;

const invalid = (field: string, message: string, code = 'validation_failed', extra: Record<string, unknown> = {}) =>
  new HttpError(400, `Invalid body: ${field} ${message}`, code, { fields: [{ field, message }], ...extra });

/** A date-time of the form (already ISO by schema) as epoch ms, within the years a notice may use. */
function parseDate(field: string, value: string): number {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw invalid(field, 'is not a date');
  const year = new Date(ms).getUTCFullYear();
  if (year < NOTICE_YEAR_MIN || year > NOTICE_YEAR_MAX) throw invalid(field, `must be between ${NOTICE_YEAR_MIN} and ${NOTICE_YEAR_MAX}`);
  return ms;
}

/**
 * The body as stored: line breaks normalised, outer blank lines removed. HTML and unsafe links
 * are refused here (the schema has already limited length and characters).
 */
export function checkBody(raw: string): string {
  const body = raw.replace(/\r\n?/g, '\n').replace(/^\s*\n/, '').trimEnd();
  const problem = markupProblems(body)[0];
  if (problem?.code === 'notice_body_html') {
    throw invalid('body', 'may not contain HTML: use the formatting marks', 'notice_body_html', { found: problem.found });
  }
  if (problem?.code === 'notice_link_not_allowed') {
    throw invalid('body', 'links may only go to http(s), mailto, tel or a path of this site', 'notice_link_not_allowed', { href: problem.href.slice(0, 100) });
  }
  return body;
}

/** The stored columns of the fields; `current` is the row being edited (its publication date stays when none is sent). */
function columns(input: NoticeInput, current?: Pick<NoticeRow, 'publishAt' | 'expiresAt'>) {
  const publishAt = input.publishAt ? parseDate('publishAt', input.publishAt) : (current?.publishAt ?? Date.now());
  const expiresAt = input.expiresAt ? parseDate('expiresAt', input.expiresAt) : null;
  if (expiresAt !== null && expiresAt <= publishAt) {
    throw invalid('expiresAt', 'must be after the publication date', 'notice_expiry_before_publication');
  }
  // A new expiry already past is a date typed wrong: the notice would be seen by no dealer, with
  // nothing said. An expired notice edited keeps its expiry (sent back as it was).
  if (expiresAt !== null && expiresAt !== current?.expiresAt && expiresAt <= Date.now()) {
    throw invalid('expiresAt', 'is already past: no dealer would see the notice', 'notice_expiry_past');
  }
  return {
    title: input.title.trim(),
    body: checkBody(input.body),
    pinned: input.pinned === 'true' ? 1 : 0,
    publishAt,
    expiresAt,
  };
}

const attachmentColumns = (file: UploadedFile, key: string, now: number) => ({
  attachmentKey: key,
  attachmentName: file.name,
  attachmentSize: file.size,
  attachmentType: file.type,
  attachmentHash: file.hash,
  attachmentUploadedAt: now,
});

const NO_ATTACHMENT = {
  attachmentKey: null,
  attachmentName: null,
  attachmentSize: null,
  attachmentType: null,
  attachmentHash: null,
  attachmentUploadedAt: null,
};

/** A new notice, with its optional attachment; its author has read it. */
export async function createNotice(
  db: DB,
  store: FileStore,
  author: UserRow,
  input: NoticeInput,
  file: UploadedFile | undefined,
  audit: AuditContext,
): Promise<number> {
  const values = await checkedBeforeWrite(store, file, async () => columns(input));
  const now = Date.now();
  return inTransactionWithFile(db, store, file, async (trx, key) => {
    const { id } = await trx
      .insertInto('notices')
      .values({ ...values, ...(file ? attachmentColumns(file, key!, now) : NO_ATTACHMENT), authorId: author.id, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('noticeReads').values({ noticeId: id, userId: author.id, readAt: now }).execute();
    const after = { ...values, ...(file ? attachmentColumns(file, key!, now) : NO_ATTACHMENT) };
    await recordAudit(trx, audit, { action: 'notice.create', record: { type: 'notice', id, label: values.title }, changes: changedFields(null, after, AUDITED) });
    return id;
  });
}

/**
 * Changes a notice: its fields, and its attachment (a new file replaces it; `removeAttachment`
 * without a file removes it). A replaced or removed file is deleted once the row no longer
 * points at it. Read marks stay: an edited notice does not become unread.
 */
export async function updateNotice(
  db: DB,
  store: FileStore,
  admin: UserRow,
  id: number,
  input: NoticeInput,
  file: UploadedFile | undefined,
  removeAttachment: boolean,
  audit: AuditContext,
): Promise<void> {
  const values = await checkedBeforeWrite(store, file, async () => {
    const row = await findVisibleNotice(db, id, admin);
    if (!row) throw notFound();
    return columns(input, row);
  });
  const now = Date.now();
  const attachment = file ? 'replace' : removeAttachment ? 'remove' : 'keep';
  await inTransactionWithFile(db, store, file, async (trx, key, replaced) => {
    // The attachment being replaced or removed, read with the row locked (see inTransactionWithFile).
    const current = await forUpdate(trx, trx.selectFrom('notices').select(noticeColumns).where('id', '=', id)).executeTakeFirst();
    if (!current) throw notFound();
    const set = {
      ...values,
      ...(attachment === 'replace' ? attachmentColumns(file!, key!, now) : attachment === 'remove' ? NO_ATTACHMENT : {}),
      updatedAt: now,
    };
    await trx.updateTable('notices').set(set).where('id', '=', id).execute();
    const changes = changedFields(current, { ...current, ...set }, AUDITED);
    await recordAudit(trx, audit, { action: 'notice.update', record: { type: 'notice', id, label: values.title }, changes });
    if (attachment !== 'keep') replaced(current.attachmentKey);
    // Dealers hear of a change to a notice they can see; one not announced yet is announced by
    // the announcer when its time comes (or at once, if the change published it).
    const visible = values.publishAt <= now && (values.expiresAt === null || values.expiresAt > now);
    if (current.mailedAt !== null && visible) await recordEvent(trx, 'notice', { id, title: values.title, change: 'updated' }, { role: 'dealer' });
  });
}

export async function deleteNotice(db: DB, store: FileStore, id: number, audit: AuditContext): Promise<void> {
  const row = await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('notices').where('id', '=', id).returningAll().executeTakeFirst();
    if (!deleted) throw notFound();
    await recordAudit(trx, audit, { action: 'notice.delete', record: { type: 'notice', id, label: deleted.title }, changes: changedFields(deleted, null, AUDITED) });
    return deleted;
  });
  if (row.attachmentKey) await store.remove(row.attachmentKey).catch(() => {});
}

/** Marks a notice read by `user` (the first time counts; later calls change nothing). */
export async function markRead(db: DB, id: number, user: UserRow): Promise<void> {
  if (!(await findVisibleNotice(db, id, user))) throw notFound();
  try {
    await db
      .insertInto('noticeReads')
      .values({ noticeId: id, userId: user.id, readAt: Date.now() })
      .onConflict((oc) => oc.columns(['noticeId', 'userId']).doNothing())
      .execute();
  } catch (err) {
    // Deleted meanwhile: the foreign key refuses the mark.
    if (!(await db.selectFrom('notices').select('id').where('id', '=', id).executeTakeFirst())) throw notFound();
    throw err;
  }
}
