import type { DB } from '../../db';
import type { ClaimRow, UserRow } from '../../db/schema';
import { forUpdate } from '../../db/dialect';
import { inTransaction } from '../../db/transaction';
import { forbidden, HttpError } from '../../lib/httpError';
import {
  canMove,
  CLAIM_ANSWER_DAYS_DEFAULT,
  CLAIM_REASON_MAX,
  formatClaimCode,
  STATUS_AFTER_DEALER_ANSWER,
  type ClaimAssignInput,
  type ClaimInput,
  type ClaimMessageInput,
  type ClaimStatus,
  type ClaimStatusInput,
} from '../../../shared/claims';
import { todayInRome } from '../../../shared/calendar';
import { dueAfterWorkingDays } from '../../../shared/workingDays';
import type { LiveEventData } from '../../../shared/liveEvents';
import { changedFields, recordAudit, type AuditContext } from '../audit/record';
import { recordEvent } from '../events/record';
import { findVisibleClaim, notFound } from './repository';
import { mailClaimCreated, mailClaimMessage, mailClaimStatus } from './mail';

/**
 * The writes of claims: open one, talk on it, move it, assign it. Each is one transaction with
 * its files attached, its audit entry, its e-mails (queued) and its live events: all or nothing.
 * `opts.now` dates demo content in the past; `opts.publicUrl` is where e-mails link to (without
 * it nobody is e-mailed: demo content); `opts.answerDays` the manufacturer's first-answer target
 * (the route reads it from the identity; without it, the saved setting or the default).
 */
export interface WriteOptions {
  now?: number;
  publicUrl?: string;
  answerDays?: number;
}

type Trx = DB;

const invalid = (field: string, message: string, code = 'validation_failed', extra: Record<string, unknown> = {}) =>
  new HttpError(400, `Invalid body: ${field} ${message}`, code, { fields: [{ field, message }], ...extra });

/** The fields of a claim its audit entries compare. */
const AUDITED = ['code', 'guaranteeId', 'dealerId', 'kind', 'noticedOn', 'paidService', 'units', 'status', 'remedy', 'rejectionReason', 'assigneeId', 'files'] as const;

/** The first-answer target saved by an admin (the manufacturer's identity), or the default. */
async function savedAnswerDays(db: DB): Promise<number> {
  const row = await db.selectFrom('appSettings').select('value').where('name', '=', 'manufacturer').executeTakeFirst();
  const days = row ? (JSON.parse(row.value) as { claimAnswerDays?: number }).claimAnswerDays : undefined;
  return days ?? CLAIM_ANSWER_DAYS_DEFAULT;
}

/**
 * The uploads a write names, checked before its transaction: each must exist, be the caller's
 * own and not yet attached (a file id of anyone else is "not found": ids tell nothing).
 */
async function checkFiles(db: DB, user: UserRow, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await db.selectFrom('claimFiles').select(['id', 'uploaderId', 'claimId']).where('id', 'in', ids).execute();
  const usable = new Set(rows.filter((r) => r.uploaderId === user.id).map((r) => r.id));
  const missing = ids.filter((id) => !usable.has(id));
  if (missing.length) {
    throw new HttpError(400, `Invalid body: files ${missing.join(', ')} are not uploads of yours`, 'claim_file_not_found', {
      fields: [{ field: 'files', message: 'names files that are not uploads of yours' }],
    });
  }
  if (rows.some((r) => r.claimId !== null)) {
    throw new HttpError(409, 'A file is already attached to a message: upload it again', 'claim_file_attached', { fields: [{ field: 'files', message: 'names a file already attached' }] });
  }
}

/**
 * Attaches the uploads to a message inside the write's transaction. The update takes only rows
 * still unattached, so two requests naming one file cannot both take it: the one that finds it
 * taken fails (409) and its whole transaction with it. Keeps the claim's photo count and cover.
 */
async function attachFiles(trx: Trx, user: UserRow, claimId: number, messageId: number, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const taken = await trx
    .updateTable('claimFiles')
    .set({ claimId, messageId })
    .where('id', 'in', ids)
    .where('uploaderId', '=', user.id)
    .where('claimId', 'is', null)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== ids.length) {
    throw new HttpError(409, 'A file was attached by another request meanwhile: upload it again', 'claim_file_attached');
  }
  const photos = await trx
    .selectFrom('claimFiles')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<number>('id').as('first')])
    .where('claimId', '=', claimId)
    .where('kind', '=', 'photo')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('claims')
    .set({ photoCount: Number(photos.count), coverPhotoId: photos.first === null ? null : Number(photos.first) })
    .where('id', '=', claimId)
    .execute();
}

/** The claim's row locked for this transaction (PostgreSQL; SQLite has one writer). */
async function locked(trx: Trx, id: number): Promise<ClaimRow> {
  const row = await forUpdate(trx, trx.selectFrom('claims').selectAll().where('id', '=', id)).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Tells the claim's dealer and every admin (each page reads its own copy). */
async function announce(trx: Trx, claim: Pick<ClaimRow, 'id' | 'code' | 'dealerId'>, change: LiveEventData['claim']['change'], status: ClaimStatus) {
  const data = { id: claim.id, code: claim.code, change, status };
  await recordEvent(trx, 'claim', data, { role: 'admin' });
  await recordEvent(trx, 'claim', data, { userIds: [claim.dealerId] });
}

/**
 * The year's next claim code (RCL-<year>-<n>), counted by an upsert on claim_counters: inside the
 * caller's transaction, PostgreSQL locks the counter's row until commit and SQLite has one writer,
 * so two claims never share a number and a failed insert gives its number back.
 */
export async function nextClaimCode(trx: DB, year: number): Promise<string> {
  const { lastNumber } = await trx
    .insertInto('claimCounters')
    .values({ year, lastNumber: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ lastNumber: eb(eb.ref('claimCounters.lastNumber'), '+', 1) })))
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return formatClaimCode(year, lastNumber);
}

/**
 * Opens a claim on a registration the caller may see (a dealer its own; an admin any, for the
 * registration's dealer), on window lines of it, noticed on a day between the installation and
 * today in Italy. After the warranty's last day the dealer must say it is a paid service request.
 * The description is the conversation's first message, with the files. The code is the year's
 * next (RCL-<year>-<n>, claim_counters, as guarantees number theirs); the first answer is due
 * `answerDays` working days later. Inside the caller's transaction when `db` is one (an idempotent
 * create, modules/idempotency).
 */
export async function createClaim(db: DB, user: UserRow, input: ClaimInput, audit: AuditContext, opts: WriteOptions = {}): Promise<{ id: number; code: string }> {
  const now = opts.now ?? Date.now();
  let registration = db.selectFrom('guarantees').select(['id', 'dealerId', 'material', 'productCategory', 'product', 'installationDate', 'expiresOn']).where('id', '=', input.guaranteeId);
  if (user.role !== 'admin') registration = registration.where('dealerId', '=', user.id);
  const g = await registration.executeTakeFirst();
  if (!g) throw new HttpError(404, 'Warranty registration not found', 'guarantee_not_found');

  const positions = new Set((await db.selectFrom('guaranteeUnits').select('position').where('guaranteeId', '=', g.id).execute()).map((u) => u.position));
  const unknown = input.units.filter((p) => !positions.has(p));
  if (unknown.length) throw invalid('units', `names window lines the registration does not have (${unknown.join(', ')})`, 'claim_unit_unknown');
  const today = todayInRome(new Date(now));
  if (input.noticedOn > today) throw invalid('noticedOn', 'is in the future', 'noticed_in_future');
  if (input.noticedOn < g.installationDate) throw invalid('noticedOn', `is before the installation (${g.installationDate})`, 'noticed_before_installation', { installationDate: g.installationDate });
  // `expiresOn` is the last day covered (shared/guarantees.ts).
  const expired = input.noticedOn > g.expiresOn;
  if (expired && input.paidService !== true) {
    throw new HttpError(400, `The warranty ended on ${g.expiresOn}: send the claim as a paid service request (paidService: true)`, 'warranty_expired', {
      fields: [{ field: 'paidService', message: 'must be true: the warranty had ended' }],
      expiresOn: g.expiresOn,
    });
  }
  await checkFiles(db, user, input.files);
  const dueAt = dueAfterWorkingDays(now, opts.answerDays ?? (await savedAnswerDays(db)));
  const description = input.description.trim();
  const year = new Date(now).getUTCFullYear();

  return inTransaction(db, async (trx) => {
    const code = await nextClaimCode(trx, year);
    const values = {
      code,
      guaranteeId: g.id,
      dealerId: g.dealerId,
      material: g.material,
      productCategory: g.productCategory,
      product: g.product,
      kind: input.kind,
      noticedOn: input.noticedOn,
      description,
      // 0/1: SQLite binds no booleans (PostgreSQL reads 1 as true).
      paidService: input.paidService === true ? 1 : 0,
      status: 'submitted' as const,
      dueAt,
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
    };
    const { id } = await trx.insertInto('claims').values(values).returning('id').executeTakeFirstOrThrow();
    if (input.units.length) await trx.insertInto('claimUnits').values(input.units.map((position) => ({ claimId: id, position }))).execute();
    const message = await trx
      .insertInto('claimMessages')
      .values({ claimId: id, authorId: user.id, body: description, status: 'submitted', createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attachFiles(trx, user, id, message.id, input.files);
    const claim = { id, code, dealerId: g.dealerId };
    if (opts.publicUrl) await mailClaimCreated(trx, opts.publicUrl, claim, { description, kind: input.kind, product: g, dealerId: g.dealerId, authorId: user.id, files: input.files.length });
    await recordAudit(trx, audit, {
      action: 'claim.create',
      record: { type: 'claim', id, label: code },
      changes: changedFields(null, { ...values, paidService: input.paidService === true, units: input.units, files: input.files.length }, AUDITED),
    });
    await announce(trx, claim, 'created', 'submitted');
    return { id, code };
  });
}

/**
 * A message on a claim the caller may see, with its files; none on a closed claim. A dealer's
 * message on a claim waiting for it is its answer (STATUS_AFTER_DEALER_ANSWER): the claim goes
 * back under review. An admin's first message is the manufacturer's first answer.
 */
export async function addClaimMessage(db: DB, user: UserRow, claimId: number, input: ClaimMessageInput, audit: AuditContext, opts: WriteOptions = {}): Promise<{ id: number }> {
  const now = opts.now ?? Date.now();
  if (!(await findVisibleClaim(db, claimId, user))) throw notFound();
  await checkFiles(db, user, input.files);
  const body = input.body.trim();
  return db.transaction().execute(async (trx) => {
    const before = await locked(trx, claimId);
    if (before.status === 'closed') throw new HttpError(409, 'The claim is closed: open a new one', 'claim_closed');
    const admin = user.role === 'admin';
    const next = admin ? undefined : STATUS_AFTER_DEALER_ANSWER[before.status];
    const { id } = await trx
      .insertInto('claimMessages')
      .values({ claimId, authorId: user.id, body, status: next ?? null, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('claims')
      .set((eb) => ({
        ...(next ? { status: next } : {}),
        ...(admin && before.firstAnswerAt === null ? { firstAnswerAt: now } : {}),
        updatedAt: now,
        version: eb(eb.ref('version'), '+', 1),
      }))
      .where('id', '=', claimId)
      .execute();
    await attachFiles(trx, user, claimId, id, input.files);
    if (opts.publicUrl) await mailClaimMessage(trx, opts.publicUrl, before, { author: user, body, files: input.files.length });
    await recordAudit(trx, audit, {
      action: 'claim.message',
      record: { type: 'claim', id: claimId, label: before.code },
      changes: changedFields({ status: before.status, files: 0 }, { status: next ?? before.status, files: input.files.length }, AUDITED),
    });
    await announce(trx, before, next ? 'status' : 'message', next ?? before.status);
    return { id };
  });
}

/** A move's message and remedy, by the rules of its status, before anything is read. */
function checkMove(input: ClaimStatusInput): { message: string | null } {
  const message = input.message?.trim() || null;
  if ((input.status === 'waiting' || input.status === 'rejected') && !message) {
    const what = input.status === 'waiting' ? 'the question for the dealer' : 'the reason the dealer reads';
    throw invalid('message', `is required: ${what}`, 'claim_message_required');
  }
  if (input.status === 'rejected' && message!.length > CLAIM_REASON_MAX) throw invalid('message', `must be at most ${CLAIM_REASON_MAX} characters (the reason)`);
  if (input.status === 'approved' && !input.remedy) throw invalid('remedy', 'is required with an approval', 'claim_remedy_required');
  if (input.status !== 'approved' && input.remedy) throw invalid('remedy', 'is given only with an approval', 'claim_remedy_not_allowed');
  return { message };
}

const versionConflict = (current: number) =>
  new HttpError(409, 'The claim has changed since it was read: read it again and decide on what it says now', 'version_conflict', { version: current });

/**
 * Moves a claim (admins) by CLAIM_TRANSITIONS, on the version it was decided on: with the row
 * locked, a claim changed since is refused (409 version_conflict), a move the rules do not allow
 * too (409 invalid_transition), so of two admins deciding at once one wins and the other is told.
 * The move is a message of the conversation (its status, and the question or reason if any).
 */
export async function moveClaim(db: DB, user: UserRow, claimId: number, input: ClaimStatusInput, audit: AuditContext, opts: WriteOptions = {}): Promise<void> {
  if (user.role !== 'admin') throw forbidden();
  const now = opts.now ?? Date.now();
  const { message } = checkMove(input);
  if (!(await findVisibleClaim(db, claimId, user))) throw notFound();
  const files = input.files ?? [];
  await checkFiles(db, user, files);
  await db.transaction().execute(async (trx) => {
    const before = await locked(trx, claimId);
    if (Number(before.version) !== input.version) throw versionConflict(Number(before.version));
    if (!canMove(before.status, input.status)) {
      throw new HttpError(409, `A claim ${before.status} cannot be moved to ${input.status}`, 'invalid_transition', { from: before.status, to: input.status });
    }
    const after = {
      status: input.status,
      remedy: input.status === 'approved' ? input.remedy! : before.remedy,
      rejectionReason: input.status === 'rejected' ? message : before.rejectionReason,
    };
    const updated = await trx
      .updateTable('claims')
      .set({ ...after, firstAnswerAt: before.firstAnswerAt ?? now, updatedAt: now, version: Number(before.version) + 1 })
      .where('id', '=', claimId)
      .where('version', '=', input.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw versionConflict(Number(before.version) + 1);
    const { id: messageId } = await trx
      .insertInto('claimMessages')
      .values({ claimId, authorId: user.id, body: message ?? '', status: input.status, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attachFiles(trx, user, claimId, messageId, files);
    if (opts.publicUrl) await mailClaimStatus(trx, opts.publicUrl, before, { authorId: user.id, status: input.status, remedy: after.remedy, message });
    await recordAudit(trx, audit, {
      action: 'claim.status',
      record: { type: 'claim', id: claimId, label: before.code },
      changes: changedFields({ ...before, files: 0 }, { ...before, ...after, files: files.length }, AUDITED),
    });
    await announce(trx, before, 'status', input.status);
  });
}

/** Gives a claim to an active admin, or to nobody (admins), on the version it was read at. */
export async function assignClaim(db: DB, user: UserRow, claimId: number, input: ClaimAssignInput, audit: AuditContext, opts: WriteOptions = {}): Promise<void> {
  if (user.role !== 'admin') throw forbidden();
  const now = opts.now ?? Date.now();
  if (input.assigneeId !== null) {
    const assignee = await db.selectFrom('users').select('id').where('id', '=', input.assigneeId).where('role', '=', 'admin').where('status', '=', 'active').executeTakeFirst();
    if (!assignee) throw invalid('assigneeId', 'is not an active admin', 'assignee_not_admin');
  }
  if (!(await findVisibleClaim(db, claimId, user))) throw notFound();
  await db.transaction().execute(async (trx) => {
    const before = await locked(trx, claimId);
    if (Number(before.version) !== input.version) throw versionConflict(Number(before.version));
    await trx
      .updateTable('claims')
      .set({ assigneeId: input.assigneeId, updatedAt: now, version: Number(before.version) + 1 })
      .where('id', '=', claimId)
      .execute();
    await recordAudit(trx, audit, {
      action: 'claim.assign',
      record: { type: 'claim', id: claimId, label: before.code },
      changes: changedFields(before, { ...before, assigneeId: input.assigneeId }, AUDITED),
    });
    await announce(trx, before, 'assigned', before.status);
  });
}
