import type { Static } from 'typebox';
import type { DB } from '../../db';
import type { UserRow, UserUpdate } from '../../db/schema';
import { isPostgres } from '../../db/dialect';
import { HttpError } from '../../lib/httpError';
import { revokeAllOfUser } from '../auth/refreshTokens';
import type { AccountBody, ProfileBody } from './schemas';
import type { Config } from '../../config';
import { mailAccountDecision } from './accountMail';
import { normaliseVat, vatProblem } from '../../../shared/vat';
import { dealerIdentity } from './identity';
import { changedFields, recordAudit, type AuditContext } from '../audit/record';
import type { AuditAction } from '../../../shared/audit';

/** The fields of an account an audit entry compares (never the password hash). */
export const AUDITED_ACCOUNT = [
  'email', 'firstName', 'lastName', 'displayName', 'company', 'phoneNumber', 'address', 'city', 'zipCode', 'state', 'country',
  'about', 'isPublic', 'vatNumber', 'role', 'status', 'statusReason', 'locale', 'noticeMail',
] as const;

/** How an admin's change of status is named: approval and refusal answer a pending account. */
function statusAction(from: UserRow['status'], to: UserRow['status']): AuditAction {
  if (to === 'active') return from === 'pending' ? 'account.approve' : 'account.reactivate';
  return from === 'pending' ? 'account.refuse' : 'account.disable';
}

/** The audit record of an account: its id, and its name and e-mail as a label. */
export const accountRecord = (u: Pick<UserRow, 'id' | 'displayName' | 'email'>) => ({ type: 'account' as const, id: u.id, label: `${u.displayName} <${u.email}>` });

/**
 * The entries of an account's change: one for a change of status and one for a change of role
 * (each can be filtered for), the other fields with the first; a change of fields only is an update.
 */
export async function auditAccountChange(trx: DB, audit: AuditContext, before: UserRow, after: UserRow): Promise<void> {
  const changes = changedFields(before, after, AUDITED_ACCOUNT);
  if (!changes.length) return;
  const record = accountRecord(after);
  const entries: { action: AuditAction; fields: typeof changes }[] = [];
  if (before.status !== after.status) entries.push({ action: statusAction(before.status, after.status), fields: changes.filter((c) => c.field !== 'role') });
  if (before.role !== after.role) entries.push({ action: 'account.role_change', fields: changes.filter((c) => c.field === 'role' || !entries.length) });
  if (!entries.length) entries.push({ action: 'account.update', fields: changes });
  for (const e of entries) await recordAudit(trx, audit, { action: e.action, record, changes: e.fields });
}

/** The columns of a profile change: empty texts stored as null, the display name kept in step. */
export function profileColumns(current: UserRow, body: Static<typeof ProfileBody>): UserUpdate {
  const set: UserUpdate = {};
  for (const key of ['company', 'phoneNumber', 'address', 'city', 'zipCode', 'state', 'country', 'about'] as const) {
    if (body[key] !== undefined) set[key] = body[key]?.trim() || null;
  }
  if (body.firstName !== undefined) set.firstName = body.firstName.trim();
  if (body.lastName !== undefined) set.lastName = body.lastName.trim();
  if (set.firstName !== undefined || set.lastName !== undefined) {
    set.displayName = `${set.firstName ?? current.firstName} ${set.lastName ?? current.lastName}`.trim();
  }
  if (body.isPublic !== undefined) set.isPublic = body.isPublic ? 1 : 0;
  if (body.vatNumber !== undefined) set.vatNumber = body.vatNumber ? checkedVat(body.vatNumber) : null;
  // The sign-up's rule (users/identity.ts) whenever the province or the VAT number is sent: an
  // Italian dealer's province is its two-letter code, in capitals ("pd" is PD, "Padova" refused).
  const vatNumber = set.vatNumber !== undefined ? set.vatNumber : current.vatNumber;
  const state = set.state !== undefined ? set.state : current.state;
  if ((set.state !== undefined || set.vatNumber !== undefined) && vatNumber && state) set.state = dealerIdentity({ vatNumber, state }).state;
  return set;
}

/** A VAT number as stored, or a 400 naming what is wrong with it. */
function checkedVat(raw: string): string {
  const problem = vatProblem(raw);
  if (problem) throw new HttpError(400, `Invalid body: vatNumber is not a valid VAT number (${problem})`, `vat_${problem}`, { fields: [{ field: 'vatNumber', message: 'is not a valid VAT number' }] });
  return normaliseVat(raw);
}

export const notFound = () => new HttpError(404, 'User not found', 'user_not_found');

/**
 * An admin's change to an account. Access changes follow the account states of decisions.md:
 * an account never goes back to pending, an admin does not change their own role or status, and
 * the last active admin is never demoted or disabled — checked inside the transaction, with the
 * admins' rows locked on PostgreSQL, so two admins demoting each other cannot both succeed.
 * Disabling revokes every session of the account.
 */
export async function updateAccount(db: DB, config: Config, actor: UserRow, id: number, body: Static<typeof AccountBody>, audit: AuditContext): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!current) throw notFound();
    const role = body.role ?? current.role;
    const status = body.status ?? current.status;
    const accessChanges = role !== current.role || status !== current.status;
    if (accessChanges && current.id === actor.id) {
      throw new HttpError(409, 'You cannot change your own role or status', 'own_access');
    }
    if (status === 'pending' && current.status !== 'pending') {
      throw new HttpError(409, 'An account cannot go back to awaiting approval', 'invalid_status_change');
    }
    const losesAdmin = current.role === 'admin' && current.status === 'active' && (role !== 'admin' || status !== 'active');
    if (losesAdmin) {
      let admins = trx.selectFrom('users').select('id').where('role', '=', 'admin').where('status', '=', 'active');
      if (isPostgres(trx)) admins = admins.forUpdate();
      const others = (await admins.execute()).filter((a) => a.id !== id);
      if (!others.length) throw new HttpError(409, 'The last active admin cannot be demoted or disabled', 'last_admin');
    }
    // The reason belongs to a refusal or a disabling; it is cleared when the account is active again.
    const statusReason = status !== current.status ? (status === 'disabled' ? body.statusReason?.trim() || null : null) : current.statusReason;
    const updated = await trx
      .updateTable('users')
      .set({ ...profileColumns(current, body), role, status, statusReason, updatedAt: Date.now() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (status === 'disabled' && current.status !== 'disabled') await revokeAllOfUser(trx, id);
    await mailAccountDecision(trx, config, current, updated);
    await auditAccountChange(trx, audit, current, updated);
    return updated;
  });
}
