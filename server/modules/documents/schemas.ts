import { Type } from 'typebox';
import { ID_DIGITS, Id, formFields, listPaging, nullable, searchTerms, text } from '../../lib/schemaTypes';
import { FILE_NAME_RULES, StoredFileSchema } from '../files/schemas';
import {
  DESCRIPTION_MAX,
  DOCUMENT_CATEGORIES,
  DOCUMENT_LANGUAGES,
  DOCUMENT_SORTS,
  FILE_NAME_MAX,
  SEARCH_MAX,
  TITLE_MAX,
  DEALERS_MAX,
} from '../../../shared/documents';

export const Slug = Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9][a-z0-9-]*$' });
const Category = Type.Enum(DOCUMENT_CATEGORIES);
const Language = Type.Enum(DOCUMENT_LANGUAGES);
const DealerIds = Type.String({
  maxLength: DEALERS_MAX * 11,
  pattern: `^${ID_DIGITS}(,${ID_DIGITS})*$`,
  description: 'Comma-separated user ids of active dealers',
});


const DealerSummary = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  company: nullable(Type.String()),
  photoURL: nullable(Type.String()),
});

export const DocumentSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: nullable(Type.String()),
    category: Category,
    material: nullable(Type.String()),
    productCategory: nullable(Type.String()),
    product: nullable(Type.String()),
    language: Language,
    reserved: Type.Boolean(),
    dealers: Type.Optional(Type.Array(DealerSummary, { description: 'Only for admins' })),
    file: StoredFileSchema,
    author: nullable(Type.Object({ id: Type.Integer(), displayName: Type.String() })),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Document' },
);

export const DocumentListReply = Type.Object({ data: Type.Array(Type.Ref('Document')), total: Type.Integer() });

const listProperties = {
  ...listPaging(DOCUMENT_SORTS, { default: 'createdAt' }),
  q: searchTerms(SEARCH_MAX, 'Words to find in title and description'),
  category: Type.Optional(Category),
  material: Type.Optional(Slug),
  productCategory: Type.Optional(Slug),
  product: Type.Optional(Slug),
  language: Type.Optional(Language),
};

export const DocumentListQuery = Type.Object(
  {
    ...listProperties,
    include: Type.Optional(Type.Literal('reserved', { description: 'Also the reserved documents the caller may see: their own, or every one for an admin' })),
  },
  { additionalProperties: false },
);

export const ReservedListQuery = Type.Object(
  { ...listProperties, dealerId: Type.Optional({ ...Id, description: 'Admins only' }) },
  { additionalProperties: false },
);

/** The text fields of an upload (multipart), validated once the file part begins. */
const fieldProperties = {
  title: text(TITLE_MAX),
  description: Type.Optional(Type.Union([Type.Literal(''), text(DESCRIPTION_MAX, true)])),
  category: Category,
  material: Type.Optional(Type.Union([Type.Literal(''), Slug])),
  productCategory: Type.Optional(Type.Union([Type.Literal(''), Slug])),
  product: Type.Optional(Type.Union([Type.Literal(''), Slug])),
  language: Language,
};
const FileField = Type.String({
  format: 'binary',
  description: `The file, last part. Name up to ${FILE_NAME_MAX} characters; extensions pdf, images, office, dwg/dxf, csv, zip; content must match the extension. ${FILE_NAME_RULES}`,
});

const closed = { additionalProperties: false } as const;
export const UploadFields = Type.Object(fieldProperties, closed);
export const ReservedFields = Type.Object({ ...fieldProperties, dealerIds: DealerIds }, closed);
export const EditFields = Type.Object(
  {
    id: Id,
    ...fieldProperties,
    // Required: left out, a reserved document would have become every dealer's.
    reserved: Type.Union([Type.Literal('true'), Type.Literal('false')], { description: 'true: seen only by the dealers of dealerIds; false: by every active dealer' }),
    dealerIds: Type.Optional(Type.Union([Type.Literal(''), DealerIds], { description: 'With reserved=true: the dealers it is reserved to (required); with reserved=false: empty or left out' })),
  },
  closed,
);

/** The same fields with the file, as the OpenAPI document shows the multipart bodies. */
export const multipartBody = (fields: ReturnType<typeof Type.Object>, fileRequired: boolean) =>
  Type.Object({ ...formFields(fields.properties), file: fileRequired ? FileField : Type.Optional(FileField) }, closed);

