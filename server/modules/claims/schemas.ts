import { Type } from 'typebox';
import {
  CLAIM_CODE_PATTERN,
  CLAIM_DESCRIPTION_MAX,
  CLAIM_FILES_PER_MESSAGE,
  CLAIM_KINDS,
  CLAIM_MESSAGE_MAX,
  CLAIM_REMEDIES,
  CLAIM_SORTS,
  CLAIM_STATUSES,
} from '../../../shared/claims';
import { SEARCH_MAX } from '../../../shared/documents';
import { UNITS_MAX } from '../../../shared/guaranteeUnits';
import { ID_DIGITS, Id, listPaging, nullable, searchTerms, text } from '../../lib/schemaTypes';

/** The API's shapes of claims (shared/claims.ts says what each field means). */

const IsoDate = Type.String({ format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD' });
const DateTime = Type.String({ format: 'date-time' });
const Status = Type.Enum(CLAIM_STATUSES);
const Kind = Type.Enum(CLAIM_KINDS, { description: 'transport: damaged in transport; installation: a fault of the installation; product: a defect of the product; other' });
const Remedy = Type.Enum(CLAIM_REMEDIES, { description: 'repair on site, a replacement part, a replacement unit, a credit note' });
const Person = Type.Object({ id: Type.Integer(), displayName: Type.String() });
const LINK = 'A signed same-origin link for the caller, valid for a few minutes (GET it with the same session’s token cookie)';

export const ClaimFileSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(['photo', 'pdf']),
  name: Type.String(),
  size: Type.Integer({ description: 'Bytes of what is served (a photo’s display size)' }),
  type: Type.String(),
  width: nullable(Type.Integer()),
  height: nullable(Type.Integer()),
  url: Type.String({ description: `${LINK}: a photo’s display size, or the PDF` }),
  thumbUrl: nullable(Type.String({ description: `${LINK}: a photo’s thumbnail` })),
});

const ClaimMessageSchema = Type.Object({
  id: Type.Integer(),
  claimId: Type.Integer(),
  author: nullable(Type.Object({ id: Type.Integer(), displayName: Type.String(), role: Type.Enum(['admin', 'dealer']) })),
  body: Type.String(),
  status: nullable({ ...Status, description: 'The status this message moved the claim to, if it did' }),
  files: Type.Array(ClaimFileSchema),
  createdAt: DateTime,
});

const claimProperties = {
  id: Type.Integer(),
  code: Type.String({ pattern: CLAIM_CODE_PATTERN, examples: ['RCL-2026-000042'] }),
  guaranteeId: Type.Integer(),
  guaranteeCode: Type.String(),
  customerName: Type.String(),
  city: Type.String(),
  dealerId: Type.Integer(),
  dealer: Type.Object({ id: Type.Integer(), displayName: Type.String(), company: nullable(Type.String()), photoURL: nullable(Type.String()) }),
  material: Type.String(),
  productCategory: Type.String(),
  product: Type.String(),
  units: Type.Array(Type.Integer(), { description: 'Positions of the registration’s window lines; empty: the registration as a whole' }),
  kind: Kind,
  noticedOn: Type.String({ format: 'date' }),
  description: Type.String(),
  paidService: Type.Boolean({ description: 'Sent after the warranty had ended: a paid service request' }),
  status: Status,
  remedy: nullable(Remedy),
  rejectionReason: nullable(Type.String()),
  assignee: nullable(Person),
  dueAt: { ...DateTime, description: 'The first answer is due by then (the manufacturer’s target in working days)' },
  firstAnswerAt: nullable(DateTime),
  overdue: Type.Boolean({ description: 'Not answered, and past dueAt' }),
  photoCount: Type.Integer(),
  coverPhotoId: nullable(Type.Integer()),
  coverThumbUrl: nullable(Type.String({ description: `${LINK}: the first photo’s thumbnail` })),
  createdBy: nullable(Person),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer({ description: 'Bumped by every change: send it with a move or an assignment' }),
};

export const ClaimSchema = Type.Object(claimProperties);
export const ClaimDetailSchema = Type.Object({ ...claimProperties, messages: Type.Array(ClaimMessageSchema, { description: 'The conversation, oldest first' }) });
export const ClaimListReply = Type.Object({ data: Type.Array(ClaimSchema), total: Type.Integer() });

const FileIds = Type.Array(Id, {
  maxItems: CLAIM_FILES_PER_MESSAGE,
  uniqueItems: true,
  description: `Ids from POST /protected/claim-file: the caller’s own, not yet attached; at most ${CLAIM_FILES_PER_MESSAGE}`,
});

export const ClaimBody = Type.Object(
  {
    guaranteeId: { ...Id, description: 'A registration the caller may see (an admin opens the claim for its dealer)' },
    units: Type.Array(Type.Integer({ minimum: 1, maximum: UNITS_MAX }), { maxItems: UNITS_MAX, uniqueItems: true, description: 'Positions of the registration’s window lines; may be empty' }),
    kind: Kind,
    noticedOn: { ...IsoDate, description: 'YYYY-MM-DD: not in the future (Italy), not before the installation' },
    description: text(CLAIM_DESCRIPTION_MAX, true),
    files: FileIds,
    paidService: Type.Optional(Type.Boolean({ description: 'Required true when the warranty had ended on noticedOn (else 400 warranty_expired)' })),
  },
  { additionalProperties: false },
);

export const ClaimMessageBody = Type.Object({ body: text(CLAIM_MESSAGE_MAX, true), files: FileIds }, { additionalProperties: false });

const Version = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The claim’s version the change was decided on (409 version_conflict when it has changed)' });

export const ClaimStatusBody = Type.Object(
  {
    status: Status,
    version: Version,
    message: Type.Optional({ ...text(CLAIM_MESSAGE_MAX, true), description: 'What the dealer reads; required for waiting (the question) and rejected (the reason)' }),
    remedy: Type.Optional({ ...Remedy, description: 'Required with approved, refused with any other status' }),
    files: Type.Optional(FileIds),
  },
  { additionalProperties: false },
);

export const ClaimAssignBody = Type.Object(
  { assigneeId: nullable({ ...Id, description: 'An active admin; null: nobody' }), version: Version },
  { additionalProperties: false },
);

export const ClaimCreated = Type.Object({ id: Type.Integer(), code: Type.String() });

export const ClaimListQuery = Type.Object(
  {
    ...listPaging(CLAIM_SORTS, { default: 'dueAt', description: 'dueAt: the oldest waiting first' }),
    // No default order: without one, the oldest due first and any other sort newest first (repository).
    order: Type.Optional(Type.Enum(['ASC', 'DESC'], { description: 'Default: ASC for dueAt, DESC for the others' })),
    q: searchTerms(SEARCH_MAX, 'Words to find in the code and the description'),
    status: Type.Optional(Type.Enum([...CLAIM_STATUSES, 'open'], { description: 'One status, or open (submitted, waiting, review)' })),
    kind: Type.Optional(Kind),
    product: Type.Optional(Type.String({ maxLength: 190, pattern: '^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$', description: '<material>/<category>/<product>' })),
    dealerId: Type.Optional({ ...Id, description: 'Admins: one dealer’s claims' }),
    guaranteeId: Type.Optional({ ...Id, description: 'The claims on one registration' }),
    assignee: Type.Optional(Type.String({ pattern: `^(?:me|none|${ID_DIGITS})$`, description: 'Admins: an account’s id, me, or none (unassigned)' })),
    olderThanDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650, description: 'Opened more than this many days ago' })),
    overdue: Type.Optional(Type.Boolean({ description: 'Only (true) or none of (false) the claims not answered by their due time' })),
    createdFrom: Type.Optional({ ...IsoDate, description: 'Opened on or after this day (Italy)' }),
    createdTo: Type.Optional({ ...IsoDate, description: 'Opened on or before this day (Italy)' }),
  },
  { additionalProperties: false },
);
