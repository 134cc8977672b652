/**
 * The audit log (server/modules/audit): what is recorded, as both sides name it. The browser shows
 * each action in words (`audit.actions.<action>` in shared/messages/app), never its code.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.password_change',
  'auth.password_reset',
  'account.register',
  'account.approve',
  'account.refuse',
  'account.disable',
  'account.reactivate',
  'account.role_change',
  'account.update',
  'document.create',
  'document.update',
  'document.reserve',
  'document.delete',
  'notice.create',
  'notice.update',
  'notice.delete',
  'guarantee.create',
  'guarantee.update',
  'manufacturer.update',
  'manufacturer.logo_update',
  'manufacturer.logo_delete',
  'claim.create',
  'claim.message',
  'claim.status',
  'claim.assign',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_RECORD_TYPES = ['account', 'document', 'notice', 'guarantee', 'manufacturer', 'claim'] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** A field an action changed: its value before and after (null: none, e.g. before a creation). */
export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface AuditEntry {
  id: number;
  /** ISO 8601. */
  at: string;
  action: AuditAction;
  /** Who, as they were then; id null when nobody was signed in (a failed sign-in: the e-mail tried). */
  actor: { id: number | null; name: string | null; email: string | null };
  record: { type: AuditRecordType; id: number | null; label: string | null } | null;
  changes: AuditFieldChange[];
  /** The client's address (behind TRUST_PROXY, the one the proxy saw). */
  ip: string | null;
}

export const AUDIT_SORTS = ['at'] as const;
export const AUDIT_RETENTION_DAYS_DEFAULT = 730;
