import type { FastifyRequest } from 'fastify';
import type { DB } from '../../db';
import type { UserRow } from '../../db/schema';
import type { AuditAction, AuditFieldChange, AuditRecordType } from '../../../shared/audit';

/**
 * Who acts and from where: the signed-in account (its id, and its name and e-mail as they are
 * now, since accounts change) and the client's address. `actor` null: nobody proved who they are
 * (a failed sign-in names the e-mail it tried in `email`).
 */
export interface AuditContext {
  actor: Pick<UserRow, 'id' | 'displayName' | 'email'> | null;
  email?: string;
  ip: string | null;
}

/** The context of a request: its account (or `actor`, once known, e.g. at sign-in) and `req.ip`, which honours TRUST_PROXY. */
export const auditContext = (req: FastifyRequest, actor: AuditContext['actor'] = req.account ?? null): AuditContext => ({ actor, ip: req.ip ?? null });

/** Demo content and scripts: the named account, from no address. */
export const systemContext = (actor: AuditContext['actor']): AuditContext => ({ actor, ip: null });

export interface AuditRecord {
  type: AuditRecordType;
  id: number | null;
  label: string | null;
}

export interface AuditChange {
  action: AuditAction;
  record?: AuditRecord | null;
  changes?: AuditFieldChange[];
}

/** Never recorded, whatever a caller passes: secrets, and the storage names of files. */
const SECRET = new Set(['passwordHash', 'password', 'newPassword', 'currentPassword', 'token', 'tokenHash', 'refreshToken', 'accessToken', 'fileKey', 'attachmentKey']);
/** 0/1 on SQLite, booleans on PostgreSQL: recorded as booleans. */
const FLAGS = new Set(['pinned', 'reserved', 'isPublic']);

/** A value as an entry shows it: times (`…At` in epoch ms) as ISO 8601, flags as booleans, arrays sorted. */
function shown(field: string, value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'number' && /At$/.test(field)) return new Date(value).toISOString();
  if (FLAGS.has(field) && value !== null) return Boolean(value);
  if (Array.isArray(value)) return [...value].sort();
  return value;
}

/**
 * The fields that differ between `before` and `after` (null: the record did not exist, or no
 * longer does), each with its two values; secrets never. `fields` limits the comparison to those
 * names (by default every name of either side); `updatedAt` is left out, as the entry has a time.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  fields?: readonly string[],
): AuditFieldChange[] {
  const names = fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const out: AuditFieldChange[] = [];
  for (const field of names) {
    if (SECRET.has(field) || field === 'updatedAt' || field === 'id') continue;
    const a = shown(field, before?.[field]);
    const b = shown(field, after?.[field]);
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ field, before: a, after: b });
  }
  return out;
}

const cut = (text: string | null | undefined, max: number) => (text == null ? null : text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Records one entry of the audit log. Call it from the service, with the transaction of the change
 * (`trx`), after its writes: the entry commits with the change or not at all. A security event
 * with no change to share a transaction with (a failed sign-in) passes the database itself.
 */
export async function recordAudit(trx: DB, context: AuditContext, change: AuditChange): Promise<void> {
  const record = change.record ?? null;
  await trx
    .insertInto('auditEntries')
    .values({
      at: Date.now(),
      action: change.action,
      actorId: context.actor?.id ?? null,
      actorName: cut(context.actor?.displayName, 200),
      actorEmail: cut(context.actor?.email ?? context.email, 320),
      recordType: record?.type ?? null,
      recordId: record?.id ?? null,
      recordLabel: cut(record?.label, 300),
      changes: JSON.stringify((change.changes ?? []).filter((c) => !SECRET.has(c.field))),
      ip: cut(context.ip, 64),
    })
    .execute();
}
