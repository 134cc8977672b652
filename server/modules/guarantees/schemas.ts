import { Type, type Static } from 'typebox';
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
import { CLIMATE_ZONES } from '../../../shared/ecobonus';
import { OLD_UW_MAX, OLD_UW_MIN, UNIT_COST_MAX, UNITS_MAX } from '../../../shared/guaranteeUnits';
import { LOCALES } from '../../../shared/locales';
import { SIZE_MAX, SIZE_MIN } from '../../../shared/thermal';
import { Id, listPaging, nullable, optionalText, searchTerms, text } from '../../lib/schemaTypes';
import { Slug } from '../documents/schemas';

/** A calendar day, `YYYY-MM-DD`, that exists (ajv-formats checks months and leap years). */
const IsoDate = Type.String({ format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD' });
/** An optional value: left out, empty or null all mean "none". */
const optional = <S extends Parameters<typeof Type.Union>[0][number]>(s: S) => Type.Optional(Type.Union([Type.Literal(''), Type.Null(), s]));
const Country = Type.Enum(COUNTRIES, { description: 'ISO 3166-1 alpha-2' });

const CUSTOMER_LOCALE = "The customer's language: their certificate and its e-mail are written in it";
const CustomerLocale = Type.Enum(LOCALES, { description: CUSTOMER_LOCALE });
const ClimateZone = Type.Enum(CLIMATE_ZONES, { description: 'The climate zone of the building (DPR 412/93), A (warmest) to F' });
const WORKS_KIND = 'incentive: works for a tax incentive (Ecobonus); renovation: any other replacement (minimum requirements of DM 26/06/2015)';
const WorksKind = Type.Enum(['incentive', 'renovation'], { description: WORKS_KIND });
const Localized = Type.Object({ it: Type.String(), en: Type.String() });
const WORKS_DATES = 'YYYY-MM-DD';

const VERSION = 'What the registration says now, as a fingerprint of its data';
const Version = Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9a-f]+$', description: VERSION });

const UnitCheckSchema = Type.Object({
  passes: Type.Boolean(),
  failures: Type.Array(Type.Enum(['no_limits', 'new_uw_above_limit', 'old_uw_not_above_limit', 'cost_above_ceiling'])),
  limit: nullable(Type.Number({ description: 'The Uw limit of the zone, W/(m²K)' })),
  source: nullable(Type.String({ description: 'The decree the limit comes from' })),
  costPerM2: nullable(Type.Number({ description: '€/m², when a cost was given and the ceilings apply (incentive works from 2020-10-06)' })),
  ceiling: nullable(Type.Number({ description: 'The cost ceiling of DM 6/8/2020 Annex I, €/m², when a cost was given and the ceilings apply (incentive works from 2020-10-06)' })),
});

const UnitSchema = Type.Object({
  position: Type.Integer({ description: 'The line’s number on the registration, from 1' }),
  width: Type.Integer({ description: 'mm' }),
  height: Type.Integer({ description: 'mm' }),
  sashes: Type.Integer(),
  quantity: Type.Integer(),
  glazing: Type.Object({ id: Type.String(), label: Localized, ug: Type.Number(), psi: Type.Number() }, { description: 'As the catalogue offered it at registration' }),
  uf: Type.Number(),
  ag: Type.Number({ description: 'Glass area, m²' }),
  af: Type.Number({ description: 'Frame area, m²' }),
  lg: Type.Number({ description: 'Glass perimeter, m' }),
  uw: Type.Number({ description: 'W/(m²K) by EN ISO 10077-1, computed at registration and kept as computed' }),
  oldUw: nullable(Type.Number()),
  cost: nullable(Type.Number({ description: '€ for one window, net of VAT, professional fees and complementary installation works' })),
  withShutters: Type.Boolean(),
  check: nullable({ ...UnitCheckSchema, description: 'With Ecobonus data: whether the line meets the requirements, and why not' }),
});

const EcobonusSchema = Type.Object({
  climateZone: ClimateZone,
  worksKind: WorksKind,
  worksStart: Type.String({ format: 'date' }),
  worksEnd: Type.String({ format: 'date' }),
  eneaDeadline: Type.String({ format: 'date', description: 'The last day to file with ENEA: end of works + 90 days' }),
  limitRow: nullable(
    Type.Object(
      {
        from: Type.String({ format: 'date' }),
        kinds: Type.Array(WorksKind),
        limits: Type.Object(Object.fromEntries(CLIMATE_ZONES.map((z) => [z, Type.Number()])) as Record<(typeof CLIMATE_ZONES)[number], ReturnType<typeof Type.Number>>),
        source: Type.String(),
      },
      { description: 'The Uw limits that apply to works of this kind started that day (shared/ecobonus.ts)' },
    ),
  ),
  limit: nullable(Type.Number({ description: "The zone's limit, W/(m²K)" })),
  passes: Type.Boolean({ description: 'Every line passes' }),
});

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
  customerLocale: CustomerLocale,
  units: Type.Array(UnitSchema),
  ecobonus: nullable(EcobonusSchema),
  certificateSentAt: nullable(Type.String({ format: 'date-time', description: 'When the certificate was last e-mailed to the customer' })),
  version: { ...Version, description: `${VERSION}: send it back with an edit (PUT)` },
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

const UnitBody = Type.Object(
  {
    width: Type.Integer({ minimum: SIZE_MIN, maximum: SIZE_MAX, description: 'Overall width, mm' }),
    height: Type.Integer({ minimum: SIZE_MIN, maximum: SIZE_MAX, description: 'Overall height, mm' }),
    sashes: Type.Integer({ minimum: 0, maximum: 10, description: "One of the product's sash counts (0: a fixed light)" }),
    glazing: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9./-]+$', description: "The id of one of the product's glazings" }),
    quantity: Type.Optional(Type.Integer({ minimum: QUANTITY_MIN, maximum: QUANTITY_MAX, description: 'Identical windows; 1 when left out' })),
    oldUw: Type.Optional(nullable(Type.Number({ minimum: OLD_UW_MIN, maximum: OLD_UW_MAX, description: "Ecobonus: the replaced window's Uw, W/(m²K), at most two decimals; required for incentive works (renovation works do not check it)" }))),
    cost: Type.Optional(nullable(Type.Number({ exclusiveMinimum: 0, maximum: UNIT_COST_MAX, description: 'Ecobonus: the cost of one window, € net of VAT, professional fees and complementary installation works (DM 6/8/2020 Annex I), at most two decimals; checked against the Annex I ceiling for incentive works started from 2020-10-06' }))),
    withShutters: Type.Optional(Type.Boolean({ description: 'Ecobonus: replaced with its shutters (the higher cost ceiling)' })),
  },
  { additionalProperties: false },
);

const EcobonusBody = Type.Object(
  {
    climateZone: ClimateZone,
    worksKind: Type.Optional({ ...WorksKind, description: `${WORKS_KIND}; incentive when left out` }),
    worksStart: { ...IsoDate, description: `${WORKS_DATES}; not after the installation date` },
    worksEnd: { ...IsoDate, description: `${WORKS_DATES}; not before the installation date` },
  },
  { additionalProperties: false, description: 'For the Ecobonus check and the supplier’s declaration; needs units' },
);

/** What a registration says, as it is registered and as it is corrected: one set of rules for both. */
const REGISTRATION_FIELDS = {
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
  customerLocale: Type.Optional({ ...CustomerLocale, description: `${CUSTOMER_LOCALE}; Italian when left out` }),
  units: Type.Optional(
    Type.Array(UnitBody, {
      maxItems: UNITS_MAX,
      description: 'The windows installed: only for products with frame data (windows and doors); `quantity` is then the sum of their quantities',
    }),
  ),
  ecobonus: Type.Optional(nullable(EcobonusBody)),
};

export const GuaranteeBody = Type.Object(
  {
    dealerId: Type.Optional({ ...Id, description: 'Admins: the active dealer it is registered for (required). Dealers: only their own id.' }),
    ...REGISTRATION_FIELDS,
  },
  { additionalProperties: false, description: 'A customer e-mail or phone (at least one) is required.' },
);

/**
 * PUT /protected/guarantee/{id}: the registration as corrected, every field as on registration
 * (the same schema and rules), but not the dealer, who keeps it; `version` is the one it was read at.
 */
export const GuaranteeUpdateBody = Type.Object(
  {
    ...REGISTRATION_FIELDS,
    version: { ...Version, description: `${VERSION}, as read (GET): the edit is refused (409 guarantee_changed) if it has changed since` },
  },
  { additionalProperties: false, description: 'A customer e-mail or phone (at least one) is required. The dealer and the code cannot be changed.' },
);

export type GuaranteeInput = Static<typeof GuaranteeBody>;
export type GuaranteeUpdate = Static<typeof GuaranteeUpdateBody>;

/** GET /api/verify/{code}: what anyone holding the certificate may learn, and nothing personal. */
export const VerifyParams = Type.Object({ code: Type.String({ maxLength: 30, pattern: CODE_PATTERN }) }, { additionalProperties: false });
const LegalClauseSchema = Type.Object({
  title: Type.String(),
  sections: Type.Array(Type.Object({ heading: Type.String(), text: Type.String() })),
});
export const VerifyReply = Type.Object({
  code: Type.String(),
  valid: Type.Boolean({ description: 'Not expired' }),
  status: Type.Enum(GUARANTEE_STATUSES),
  product: Type.Object({ material: Type.String(), productCategory: Type.String(), product: Type.String(), title: Localized }),
  installedIn: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$', description: 'The month of installation, YYYY-MM' }),
  expiresOn: Type.String({ format: 'date' }),
  legalGuarantee: Type.Object(
    { it: LegalClauseSchema, en: LegalClauseSchema },
    { description: 'The certificate’s fixed legal clause (Codice del Consumo, art. 135-quinquies, comma 2) in each language' },
  ),
});

/** POST /protected/guarantee/{id}/send: the certificate is queued for the customer's e-mail. */
export const SendReply = Type.Object({
  to: Type.String({ description: 'The customer’s e-mail' }),
  certificateSentAt: Type.String({ format: 'date-time' }),
});

export const PdfQuery = Type.Object(
  { lang: Type.Optional({ ...CustomerLocale, description: "The document's language; the customer's when left out" }) },
  { additionalProperties: false },
);
