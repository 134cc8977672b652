/**
 * After-sales claims (issue 26): a dealer reports a problem on windows of one of its warranty
 * registrations, with photos; the manufacturer triages, asks, answers and decides. The API's
 * shapes, limits and the status rules, shared by the server (schemas, checks, the moves it
 * allows) and the browser app (form, triage list, conversation, the buttons it offers).
 */
import type { DealerSummary } from './documents';

/** What kind of problem: damage in transport, a fault of the installation, a defect of the product, anything else. */
export const CLAIM_KINDS = ['transport', 'installation', 'product', 'other'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/**
 * Where a claim stands. `submitted`: sent, nobody has answered yet; `waiting`: the manufacturer
 * asked the dealer a question; `review`: under review; `approved` (with a remedy) and `rejected`
 * (with a reason the dealer reads) are decisions; `closed`: done, nothing more happens.
 */
export const CLAIM_STATUSES = ['submitted', 'waiting', 'review', 'approved', 'rejected', 'closed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The statuses a claim is still waiting in (the triage list's default, the dealer's "open" filter). */
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = ['submitted', 'waiting', 'review'];

/**
 * The moves an admin may make (the server refuses any other with 409 `invalid_transition`).
 * A decision can be reconsidered only by closing the claim and opening a new one: what was
 * decided was e-mailed to the dealer, and a quietly changed decision is what a dispute is made of.
 */
export const CLAIM_TRANSITIONS: Record<ClaimStatus, readonly ClaimStatus[]> = {
  submitted: ['waiting', 'review', 'approved', 'rejected'],
  waiting: ['review', 'approved', 'rejected'],
  review: ['waiting', 'approved', 'rejected'],
  approved: ['closed'],
  rejected: ['closed'],
  closed: [],
};
export const canMove = (from: ClaimStatus, to: ClaimStatus): boolean => CLAIM_TRANSITIONS[from].includes(to);

/**
 * A dealer's message on a claim waiting for it (`waiting`) is its answer: the claim moves to
 * `review` by itself, so the manufacturer sees it is its turn.
 */
export const STATUS_AFTER_DEALER_ANSWER: Partial<Record<ClaimStatus, ClaimStatus>> = { waiting: 'review' };

/** What an approval grants: a repair on site, a replacement part, a replacement unit, a credit note. */
export const CLAIM_REMEDIES = ['repair', 'part', 'unit', 'credit'] as const;
export type ClaimRemedy = (typeof CLAIM_REMEDIES)[number];

export const CLAIM_DESCRIPTION_MAX = 5000;
export const CLAIM_MESSAGE_MAX = 5000;
export const CLAIM_REASON_MAX = 2000;
/** Photos and PDFs on one message (the claim's first message is its description). */
export const CLAIM_FILES_PER_MESSAGE = 10;
/** The largest photo accepted, bytes (a phone camera's full-size JPEG is 3–8 MB). */
export const CLAIM_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The longest side of the display size the server makes of a photo, px. */
export const CLAIM_PHOTO_DISPLAY_PX = 2048;
/** The longest side of a photo's thumbnail, px. */
export const CLAIM_PHOTO_THUMB_PX = 320;
/** An uploaded file not attached to a message within this time is deleted (jobs). */
export const CLAIM_UPLOAD_TTL_HOURS = 24;
/** The first-answer target when the manufacturer has set none, in working days. */
export const CLAIM_ANSWER_DAYS_DEFAULT = 2;
export const CLAIM_ANSWER_DAYS_MAX = 30;

/** The readable code the server gives a claim: RCL-<year>-<number, 6 digits or more> ("reclamo"). */
export const CLAIM_CODE_PATTERN = '^RCL-[0-9]{4}-[0-9]{6,}$';
export const formatClaimCode = (year: number, n: number) => `RCL-${year}-${String(n).padStart(6, '0')}`;

export const CLAIM_SORTS = ['createdAt', 'dueAt', 'updatedAt', 'code', 'status'] as const;
export type ClaimSort = (typeof CLAIM_SORTS)[number];

/** A file on a claim's message: a photo (display size and thumbnail made by the server) or a PDF. */
export interface ClaimFile {
  id: number;
  kind: 'photo' | 'pdf';
  /** The name it was sent with (a photo's extension follows what is stored: `.jpg`). */
  name: string;
  /** Bytes of what is stored and served (a photo's display size). */
  size: number;
  type: string;
  /** Photos only, px of the display size. */
  width: number | null;
  height: number | null;
  /**
   * Signed same-origin links for the caller (server/modules/files/downloadLinks.ts, valid
   * LINK_LIFETIME_SECONDS): the stored file (a photo's display size) and a photo's thumbnail.
   */
  url: string;
  thumbUrl: string | null;
}

export interface ClaimMessage {
  id: number;
  claimId: number;
  author: { id: number; displayName: string; role: 'admin' | 'dealer' } | null;
  body: string;
  /** The status this message moved the claim to, if it did (a question, a decision, a dealer's answer). */
  status: ClaimStatus | null;
  files: ClaimFile[];
  createdAt: string;
}

/** A claim as the API answers it. Dates are calendar dates `YYYY-MM-DD`, times ISO 8601. */
export interface Claim {
  id: number;
  code: string;
  guaranteeId: number;
  /** The registration's code (GAR-…), customer and city, as the lists show them. */
  guaranteeCode: string;
  customerName: string;
  city: string;
  dealerId: number;
  dealer: DealerSummary;
  /** The product of the registration (catalogue slugs). */
  material: string;
  productCategory: string;
  product: string;
  /** The registration's window lines concerned (their `position`); empty: the registration as a whole. */
  units: number[];
  kind: ClaimKind;
  noticedOn: string;
  description: string;
  /** Sent after the warranty had ended: a paid service request, not a warranty claim. */
  paidService: boolean;
  status: ClaimStatus;
  remedy: ClaimRemedy | null;
  /** Why it was rejected: the dealer reads it. */
  rejectionReason: string | null;
  assignee: { id: number; displayName: string } | null;
  /** When the manufacturer should have answered by (the first-answer target in working days). */
  dueAt: string;
  /** When the manufacturer first answered (a message or a move); null: not yet. */
  firstAnswerAt: string | null;
  /** Not answered and past `dueAt`. */
  overdue: boolean;
  /** Photos on the whole conversation. */
  photoCount: number;
  /** The first photo's id, or null; `coverThumbUrl` its thumbnail's signed link (the list's picture). */
  coverPhotoId: number | null;
  coverThumbUrl: string | null;
  createdBy: { id: number; displayName: string } | null;
  createdAt: string;
  updatedAt: string;
  /** Bumped by every change: a move sends the version it was made on and is refused (409) if it has changed. */
  version: number;
}

/** GET /protected/claim/{id}: the claim with its conversation, oldest first. */
export interface ClaimDetail extends Claim {
  messages: ClaimMessage[];
}

/**
 * POST /protected/claim-file (multipart, one part `file`): a photo or a PDF, checked, a photo
 * made into its display size and thumbnail without EXIF or GPS data. The answer names it; it
 * belongs to its uploader and is attached by the next create or message that lists its id.
 */
export interface ClaimUpload extends ClaimFile {
  createdAt: string;
}

/** POST /protected/claim/create (JSON). */
export interface ClaimInput {
  guaranteeId: number;
  /** Window lines of the registration (`position`); may be empty. */
  units: number[];
  kind: ClaimKind;
  /** YYYY-MM-DD, not in the future, not before the installation. */
  noticedOn: string;
  description: string;
  /** Ids from POST /protected/claim-file, the caller's own and not yet attached; at most CLAIM_FILES_PER_MESSAGE. */
  files: number[];
  /**
   * Required true when the registration's warranty has ended on `noticedOn`'s day: the dealer
   * has read that it is a paid service request. Refused (400 `warranty_expired`) when missing.
   */
  paidService?: boolean;
}

/** POST /protected/claim/{id}/message (JSON). */
export interface ClaimMessageInput {
  body: string;
  files: number[];
}

/**
 * POST /protected/claim/{id}/status (JSON, admins): move the claim, with the message the dealer
 * reads (required for `waiting`: the question; for `rejected`: the reason). `version` is the
 * claim's version the move was decided on.
 */
export interface ClaimStatusInput {
  status: ClaimStatus;
  version: number;
  message?: string;
  /** Required with `approved`. */
  remedy?: ClaimRemedy;
  files?: number[];
}

/** POST /protected/claim/{id}/assign (JSON, admins): `null` lets it go. */
export interface ClaimAssignInput {
  assigneeId: number | null;
  version: number;
}

/** GET /protected/claims/list: query parameters; the answer is `{ data: Claim[], total }`. */
export interface ClaimListQuery {
  page?: number;
  perPage?: number;
  /** Default: the oldest waiting first (`dueAt` ASC). */
  sort?: ClaimSort;
  order?: 'ASC' | 'DESC';
  q?: string;
  /** One status, or `open` for every status still waiting. */
  status?: ClaimStatus | 'open';
  kind?: ClaimKind;
  /** `<material>/<category>/<product>`. */
  product?: string;
  /** Admins. */
  dealerId?: number;
  guaranteeId?: number;
  /** Admins: an account's id, or `me`, or `none` (unassigned). */
  assignee?: string;
  /** Only claims older than this many days. */
  olderThanDays?: number;
  /** Only claims not answered by their due time. */
  overdue?: boolean;
  /** Opened on or after / on or before this day (`YYYY-MM-DD`, Rome): the quality view's figures link here. */
  createdFrom?: string;
  createdTo?: string;
}

/**
 * GET /protected/claims/quality (admins): claims per product and per kind, per 1,000 units
 * registered in the same period, month by month, between `from` and `to` (`YYYY-MM`, inclusive).
 */
export interface ClaimQualityQuery {
  /** Default: 11 months before `to` (the last 12 months). */
  from?: string;
  /** Default: this month (Rome). */
  to?: string;
}
export interface ClaimQualityRow {
  /** `<material>/<category>/<product>`. */
  product: string;
  /** Windows registered (the registrations' quantities) in the period. */
  units: number;
  claims: number;
  byKind: Record<ClaimKind, number>;
  /** claims × 1000 / units, to one decimal; null when no unit was registered. */
  perThousand: number | null;
}
export interface ClaimQualityMonth {
  /** `YYYY-MM`. */
  month: string;
  units: number;
  claims: number;
  perThousand: number | null;
}
export interface ClaimQuality {
  from: string;
  to: string;
  products: ClaimQualityRow[];
  months: ClaimQualityMonth[];
  total: { units: number; claims: number; perThousand: number | null; byKind: Record<ClaimKind, number> };
}

/** claims × 1000 / units to one decimal; the one formula the server, the page and the tests use. */
export const perThousand = (claims: number, units: number): number | null => (units > 0 ? Math.round((claims * 10_000) / units) / 10 : null);
