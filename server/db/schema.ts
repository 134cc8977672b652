import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ClaimKind, ClaimRemedy, ClaimStatus } from '../../shared/claims';
import type { DocumentFile, PortalDocument } from '../../shared/documents';
import type { Guarantee } from '../../shared/guarantees';
import type { GuaranteeUnit } from '../../shared/guaranteeUnits';
import type { User } from '../../shared/user';

/**
 * Column types as the application sees them (camelCase; db/naming.ts maps them to the snake_case schema).
 * Times are epoch milliseconds in a bigint column on both databases, so comparisons
 * and arithmetic behave the same on SQLite and PostgreSQL.
 */
/**
 * The stored columns of a user that the API answers as they are take their types from the API's
 * User (shared/user.ts); what differs in the database (the generated id, times in ms, the 0/1
 * flag, the hash) is declared here.
 */
export interface UsersTable extends Omit<User, 'id' | 'photoURL' | 'isPublic' | 'locale' | 'noticeMail' | 'createdAt'> {
  id: Generated<number>;
  passwordHash: string;
  photoUrl: User['photoURL'];
  /** 0/1 on SQLite, boolean on PostgreSQL: read it through Boolean(). */
  isPublic: number | boolean;
  locale: Generated<User['locale']>;
  noticeMail: Generated<User['noticeMail']>;
  createdAt: number;
  updatedAt: number;
}

export interface RefreshTokensTable {
  id: string;
  userId: number;
  familyId: string;
  tokenHash: string;
  /** Idle expiry of this token. */
  expiresAt: number;
  /** Absolute expiry of the whole family, copied from its first token. */
  familyExpiresAt: number;
  createdAt: number;
  usedAt: number | null;
  replacedBy: string | null;
  revokedAt: number | null;
}

export interface LoginFailuresTable {
  key: string;
  failures: number;
  windowStart: number;
}

/** A counter per kind of data, bumped by triggers on every write (db/versions.ts). */
export interface DataVersionsTable {
  name: string;
  version: number;
}

export interface AppSettingsTable {
  name: string;
  value: string;
}

/**
 * A document's own columns take their types from the API's PortalDocument (shared/documents.ts);
 * its file is flattened into `file*` columns typed by DocumentFile.
 */
export interface DocumentsTable extends Omit<PortalDocument, 'id' | 'reserved' | 'dealers' | 'file' | 'author' | 'createdAt' | 'updatedAt'> {
  id: Generated<number>;
  /** 0/1 on SQLite, boolean on PostgreSQL: read it through Boolean(). */
  reserved: number | boolean;
  /** Server-generated name of the stored file under DATA_DIR/files. */
  fileKey: DocumentFile['key'];
  fileName: DocumentFile['name'];
  fileSize: DocumentFile['size'];
  fileType: DocumentFile['type'];
  fileHash: DocumentFile['hash'];
  fileUploadedAt: number;
  authorId: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface DocumentDealersTable {
  documentId: number;
  userId: number;
}

/**
 * A registration's own columns take their types from the API's Guarantee (shared/guarantees.ts);
 * the dealer and author are ids here, times are ms, and the Ecobonus data of the works is four
 * columns (all four, or all null).
 */
export interface GuaranteesTable
  extends Omit<Guarantee, 'id' | 'dealer' | 'country' | 'createdBy' | 'createdAt' | 'customerLocale' | 'units' | 'ecobonus' | 'certificateSentAt' | 'version'> {
  id: Generated<number>;
  /** An ISO 3166 code the schema checked on the way in (one of COUNTRIES). */
  country: string;
  createdBy: number | null;
  createdAt: number;
  customerLocale: Generated<Guarantee['customerLocale']>;
  climateZone: string | null;
  worksKind: string | null;
  worksStart: string | null;
  worksEnd: string | null;
  /** When the certificate was last e-mailed to the customer, epoch ms. */
  certificateSentAt: number | null;
}

/**
 * A window or door of a registration, its Uw computed at registration and kept as computed: the
 * figures as the API answers them (shared/guaranteeUnits.ts), the glazing flattened into columns.
 */
export interface GuaranteeUnitsTable
  extends Pick<GuaranteeUnit, 'position' | 'width' | 'height' | 'sashes' | 'quantity' | 'uf' | 'ag' | 'af' | 'lg' | 'uw' | 'oldUw'>,
    Pick<GuaranteeUnit['glazing'], 'ug' | 'psi'> {
  id: Generated<number>;
  guaranteeId: number;
  glazingId: string;
  glazingIt: string;
  glazingEn: string;
  costCents: number | null;
  /** 0/1 on SQLite, boolean on PostgreSQL: read it through Boolean(). */
  withShutters: number | boolean;
}

export interface GuaranteeCountersTable {
  year: number;
  lastNumber: number;
}

export interface NoticesTable {
  id: Generated<number>;
  title: string;
  /** Markdown-like source (shared/noticeMarkup.ts), checked on the way in. */
  body: string;
  /** 0/1 on SQLite, boolean on PostgreSQL: read it through Boolean(). */
  pinned: number | boolean;
  publishAt: number;
  expiresAt: number | null;
  /** The optional attachment under DATA_DIR/files; every attachment column is null without one. */
  attachmentKey: string | null;
  attachmentName: string | null;
  attachmentSize: number | null;
  attachmentType: string | null;
  attachmentHash: string | null;
  attachmentUploadedAt: number | null;
  authorId: number | null;
  /** When the dealers were told of it; null until it is published and they are. */
  mailedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface NoticeReadsTable {
  noticeId: number;
  userId: number;
  readAt: number;
}

export interface MailJobsTable {
  id: Generated<number>;
  recipient: string;
  userId: number | null;
  template: string;
  locale: 'it' | 'en';
  subject: string;
  textBody: string;
  htmlBody: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: Generated<number>;
  runAt: number;
  lockedUntil: number | null;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
  /** JSON of the documents printed and attached when it is sent (mail/attachments.ts), or null. */
  attachments: string | null;
}

/** One announcement of the live-events stream (modules/events): to a role, or to one user. */
export interface LiveEventsTable {
  id: Generated<number>;
  kind: string;
  /** JSON: what the browser needs to word its toast and link (ids, a title, a name). */
  data: string;
  /** Everyone of this role (null: not limited by role). */
  role: 'admin' | 'dealer' | null;
  /** Only this user (null: not limited to one). */
  userId: number | null;
  createdAt: number;
}

export interface PasswordResetsTable {
  tokenHash: string;
  userId: number;
  expiresAt: number;
  usedAt: number | null;
  createdAt: number;
}

/** The text inside a document's file, read after its upload (server/jobs/documentText.ts). */
export interface DocumentTextsTable {
  documentId: number;
  fileKey: string;
  language: string;
  status: 'done' | 'skipped' | 'failed';
  body: string;
  error: string | null;
  extractedAt: number;
}

/** One entry of the audit log (migration 014): who did what to which record, when, from where. */
export interface AuditEntriesTable {
  id: Generated<number>;
  at: number;
  action: string;
  actorId: number | null;
  actorName: string | null;
  actorEmail: string | null;
  recordType: string | null;
  recordId: number | null;
  recordLabel: string | null;
  /** JSON: [{ field, before, after }]. */
  changes: string;
  ip: string | null;
}

/** An after-sales claim (migration 018, shared/claims.ts): times in ms, the flag 0/1 on SQLite. */
export interface ClaimsTable {
  id: Generated<number>;
  code: string;
  guaranteeId: number;
  dealerId: number;
  material: string;
  productCategory: string;
  product: string;
  kind: ClaimKind;
  noticedOn: string;
  description: string;
  /** 0/1 on SQLite, boolean on PostgreSQL: read it through Boolean(). */
  paidService: number | boolean;
  status: ClaimStatus;
  remedy: ClaimRemedy | null;
  rejectionReason: string | null;
  assigneeId: number | null;
  dueAt: number;
  firstAnswerAt: number | null;
  photoCount: Generated<number>;
  coverPhotoId: number | null;
  createdBy: number | null;
  createdAt: number;
  updatedAt: number;
  version: Generated<number>;
}

export interface ClaimCountersTable {
  year: number;
  lastNumber: number;
}

export interface ClaimUnitsTable {
  claimId: number;
  position: number;
}

export interface ClaimMessagesTable {
  id: Generated<number>;
  claimId: number;
  authorId: number | null;
  body: string;
  status: ClaimStatus | null;
  createdAt: number;
}

/** A photo (display size and thumbnail, no EXIF) or a PDF on a claim's message; unattached (claim and message null) right after its upload. */
export interface ClaimFilesTable {
  id: Generated<number>;
  claimId: number | null;
  messageId: number | null;
  uploaderId: number;
  kind: 'photo' | 'pdf';
  name: string;
  fileKey: string;
  thumbKey: string | null;
  thumbSize: number | null;
  thumbHash: string | null;
  size: number;
  type: string;
  hash: string;
  width: number | null;
  height: number | null;
  createdAt: number;
}

/** An Idempotency-Key of a create and the answer it was given (migration 019). */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  accountId: number;
  key: string;
  route: string;
  bodyHash: string;
  status: number | null;
  answer: string | null;
  createdAt: number;
  expiresAt: number;
}

export interface Database {
  auditEntries: AuditEntriesTable;
  dataVersions: DataVersionsTable;
  users: UsersTable;
  refreshTokens: RefreshTokensTable;
  loginFailures: LoginFailuresTable;
  appSettings: AppSettingsTable;
  documents: DocumentsTable;
  documentDealers: DocumentDealersTable;
  documentTexts: DocumentTextsTable;
  notices: NoticesTable;
  noticeReads: NoticeReadsTable;
  guarantees: GuaranteesTable;
  guaranteeCounters: GuaranteeCountersTable;
  guaranteeUnits: GuaranteeUnitsTable;
  mailJobs: MailJobsTable;
  passwordResets: PasswordResetsTable;
  liveEvents: LiveEventsTable;
  claims: ClaimsTable;
  claimCounters: ClaimCountersTable;
  claimUnits: ClaimUnitsTable;
  claimMessages: ClaimMessagesTable;
  claimFiles: ClaimFilesTable;
  idempotencyKeys: IdempotencyKeysTable;
}

export type UserRow = Selectable<UsersTable>;
export type AuditEntryRow = Selectable<AuditEntriesTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export type DocumentRow = Selectable<DocumentsTable>;
export type NoticeRow = Selectable<NoticesTable>;
export type GuaranteeRow = Selectable<GuaranteesTable>;
export type GuaranteeUnitRow = Selectable<GuaranteeUnitsTable>;
export type ClaimRow = Selectable<ClaimsTable>;
export type ClaimMessageRow = Selectable<ClaimMessagesTable>;
export type ClaimFileRow = Selectable<ClaimFilesTable>;
