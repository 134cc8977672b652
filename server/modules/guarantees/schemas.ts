import { Type } from 'typebox';
import {
  CITY_MAX,
  CODE_PATTERN,
  COUNTRIES,
  CUSTOMER_NAME_MAX,
  EMAIL_MAX,
  GUARANTEE_SORTS,
  GUARANTEE_STATUSES,
  NOTES_MAX,
  ORDER_REFERENCE_MAX,
  PHONE_MAX,
  PHONE_PATTERN,
  PROVINCE_MAX,
  QUANTITY_MAX,
  QUANTITY_MIN,
  STREET_MAX,
  WARRANTY_YEARS_MAX,
  WARRANTY_YEARS_MIN,
  ZIP_MAX,
  ZIP_PATTERN,
} from '../../../shared/guarantees';
import { SEARCH_MAX } from '../../../shared/documents';
import { Id, listPaging, nullable, optionalText, searchTerms, text } from '../../lib/schemaTypes';
import { Slug } from '../documents/schemas';

/** A calendar day, `YYYY-MM-DD`, that exists (ajv-formats checks months and leap years). */
const IsoDate = Type.String({ format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD' });
/** An optional value: left out, empty or null all mean "none". */
const optional = <S extends Parameters<typeof Type.Union>[0][number]>(s: S) => Type.Optional(Type.Union([Type.Literal(''), Type.Null(), s]));
const Country = Type.Enum(COUNTRIES, { description: 'ISO 3166-1 alpha-2' });

const DealerSummary = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  company: nullable(Type.String()),
  photoURL: nullable(Type.String()),
});

export const GuaranteeSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String({ pattern: CODE_PATTERN, examples: ['GAR-2026-000123'] }),
  dealerId: Type.Integer(),
  dealer: DealerSummary,
  customerName: Type.String(),
  customerEmail: nullable(Type.String()),
  customerPhone: nullable(Type.String()),
  street: Type.String(),
  zipCode: Type.String(),
  city: Type.String(),
  province: nullable(Type.String()),
  country: Country,
  material: Type.String(),
  productCategory: Type.String(),
  product: Type.String(),
  quantity: Type.Integer(),
  orderReference: nullable(Type.String()),
  installationDate: Type.String({ format: 'date' }),
  warrantyYears: Type.Integer(),
  expiresOn: Type.String({ format: 'date', description: 'The last day covered: installation date + warranty years' }),
  notes: nullable(Type.String()),
  createdBy: nullable(Type.Object({ id: Type.Integer(), displayName: Type.String() })),
  createdAt: Type.String({ format: 'date-time' }),
});

export const GuaranteeListReply = Type.Object({ data: Type.Array(GuaranteeSchema), total: Type.Integer() });

export const GuaranteeListQuery = Type.Object(
  {
    ...listPaging(GUARANTEE_SORTS, { default: 'createdAt' }),
    q: searchTerms(SEARCH_MAX, "Words to find in the customer's name, e-mail and phone, the code and the order reference"),
    material: Type.Optional(Slug),
    productCategory: Type.Optional(Slug),
    product: Type.Optional(Slug),
    installedFrom: Type.Optional({ ...IsoDate, description: 'Installed on or after (YYYY-MM-DD)' }),
    installedTo: Type.Optional({ ...IsoDate, description: 'Installed on or before (YYYY-MM-DD)' }),
    status: Type.Optional(Type.Enum(GUARANTEE_STATUSES, { description: 'active (not expired), expiring (ends within 90 days), expired' })),
    dealerId: Type.Optional({ ...Id, description: "Admins: one dealer's registrations" }),
  },
  { additionalProperties: false },
);

export const GuaranteeBody = Type.Object(
  {
    dealerId: Type.Optional({ ...Id, description: 'Admins: the active dealer it is registered for (required). Dealers: only their own id.' }),
    customerName: text(CUSTOMER_NAME_MAX),
    customerEmail: optional(Type.String({ format: 'email', maxLength: EMAIL_MAX })),
    customerPhone: optional(Type.String({ maxLength: PHONE_MAX, pattern: PHONE_PATTERN })),
    street: text(STREET_MAX),
    zipCode: Type.String({ maxLength: ZIP_MAX, pattern: ZIP_PATTERN, description: 'Five digits in Italy, San Marino and the Vatican' }),
    city: text(CITY_MAX),
    province: optional({ ...text(PROVINCE_MAX), description: 'Two capital letters (PD, VR…) in Italy, where it is required' }),
    country: Country,
    material: Slug,
    productCategory: Slug,
    product: Slug,
    quantity: Type.Integer({ minimum: QUANTITY_MIN, maximum: QUANTITY_MAX }),
    orderReference: optionalText(ORDER_REFERENCE_MAX),
    installationDate: { ...IsoDate, description: `YYYY-MM-DD; not in the future, not more than ${WARRANTY_YEARS_MAX} years ago` },
    warrantyYears: Type.Optional(Type.Integer({ minimum: WARRANTY_YEARS_MIN, maximum: WARRANTY_YEARS_MAX, description: "Defaults to the product's standard warranty" })),
    notes: optionalText(NOTES_MAX, true),
  },
  { additionalProperties: false, description: 'A customer e-mail or phone (at least one) is required.' },
);
