import { Type } from 'typebox';
import { Id, formFields, listPaging, nullable, searchTerms, text } from '../../lib/schemaTypes';
import { FILE_NAME_RULES, StoredFileSchema } from '../files/schemas';
import { FILE_NAME_MAX, SEARCH_MAX } from '../../../shared/documents';
import {
  NOTICE_BODY_MAX,
  NOTICE_LATEST_MAX,
  NOTICE_SORTS,
  NOTICE_STATUSES,
  NOTICE_TITLE_MAX,
  NOTICE_YEAR_MAX,
  NOTICE_YEAR_MIN,
} from '../../../shared/notices';

export const NoticeSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    body: Type.String({ description: 'Markdown-like source (headings, bold, italic, lists, quotes, safe links); render it as text, never as HTML' }),
    pinned: Type.Boolean(),
    publishAt: Type.String({ format: 'date-time' }),
    expiresAt: nullable(Type.String({ format: 'date-time' })),
    status: Type.Enum(NOTICE_STATUSES, { description: 'scheduled: not yet visible to dealers; expired: no longer visible to them' }),
    read: Type.Boolean({ description: 'Whether the caller has opened it' }),
    readAt: nullable(Type.String({ format: 'date-time' })),
    attachment: nullable(StoredFileSchema),
    author: nullable(Type.Object({ id: Type.Integer(), displayName: Type.String() })),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Notice' },
);

export const NoticeListReply = Type.Object({ data: Type.Array(Type.Ref('Notice')), total: Type.Integer() });
export const UnreadCountReply = Type.Object({ unread: Type.Integer() });

export const NoticeListQuery = Type.Object(
  {
    ...listPaging(NOTICE_SORTS, { default: 'publishAt', description: 'Pinned notices always come first' }),
    q: searchTerms(SEARCH_MAX, 'Words to find in title and body'),
    unread: Type.Optional(Type.Boolean({ description: 'Only the notices the caller has not opened' })),
    status: Type.Optional(Type.Enum(NOTICE_STATUSES, { description: 'Admins; dealers only ever see published notices' })),
  },
  { additionalProperties: false },
);

export const LatestParams = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: NOTICE_LATEST_MAX }) }, { additionalProperties: false });

/** Text with something visible in it, without control characters but tabs and line breaks. */
const Body = {
  ...text(NOTICE_BODY_MAX, true),
  description: `Up to ${NOTICE_BODY_MAX} characters of Markdown-like text; HTML and links other than http(s), mailto, tel or /paths are refused`,
};

/** An ISO 8601 date-time with its offset (what `Date.toISOString()` writes); years outside the range are refused later. */
const DATE_TIME = `ISO 8601 with offset, years ${NOTICE_YEAR_MIN}–${NOTICE_YEAR_MAX}`;
const DateTime = (description: string) => Type.String({ format: 'date-time', maxLength: 40, description: `${DATE_TIME}. ${description}` });
const Flag = Type.Union([Type.Literal('true'), Type.Literal('false')]);

/** The text fields of a notice (multipart), validated before its attachment is read. */
const fieldProperties = {
  title: text(NOTICE_TITLE_MAX),
  body: Body,
  pinned: Type.Optional(Flag),
  publishAt: Type.Optional(DateTime('Absent: now (upload) or unchanged (edit). In the future, the notice is scheduled.')),
  expiresAt: Type.Optional(Type.Union([Type.Literal(''), DateTime('After publishAt; empty or absent: no expiry.')])),
};

const closed = { additionalProperties: false } as const;
export const NoticeFields = Type.Object(fieldProperties, closed);
export const NoticeEditFields = Type.Object(
  {
    id: Id,
    ...fieldProperties,
    // Required on an edit, as the other fields it replaces: left out, a pinned notice was unpinned.
    pinned: { ...Flag, description: 'true: pinned (listed first); false: not' },
    removeAttachment: Type.Optional({ ...Flag, description: 'true: remove the current attachment (a new file replaces it anyway)' }),
  },
  closed,
);

const FileField = Type.String({
  format: 'binary',
  description: `Optional attachment, last part. Name up to ${FILE_NAME_MAX} characters; the same types and checks as documents. ${FILE_NAME_RULES}`,
});

/** The fields with the optional file, as the OpenAPI document shows the multipart bodies. */
export const noticeMultipartBody = (fields: typeof NoticeFields | typeof NoticeEditFields) =>
  Type.Object({ ...formFields(fields.properties), file: Type.Optional(FileField) }, closed);
