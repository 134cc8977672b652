/**
 * The warranty registrations ("guarantees") API contract, shared by the server (schemas,
 * validation, expiry) and the browser app (dataProvider, form, live expiry). Paths are those of
 * spec §7 plus a get of one; payloads are ours.
 */
import { addDays } from './calendar';
import type { DealerSummary } from './documents';
import type { Ecobonus, EcobonusInput, GuaranteeUnit, GuaranteeUnitInput } from './guaranteeUnits';
import type { Locale } from './locales';

export const CUSTOMER_NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
/** Digits, spaces and . / - between them, an optional leading +; 6 to 15 digits in all. */
export const PHONE_PATTERN = '^\\+?[0-9](?:[ ./-]?[0-9]){5,14}$';
export const STREET_MAX = 200;
export const ZIP_MAX = 10;
/** Any country's postcode: letters, digits, spaces and hyphens. */
export const ZIP_PATTERN = '^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,8}[A-Za-z0-9])?$';
/** Italy, San Marino and the Vatican: five digits (CAP). */
export const ZIP_PATTERN_IT = '^[0-9]{5}$';
/** An Italian province is written by its two-letter code (PD, VR, …). */
export const PROVINCE_PATTERN_IT = '^[A-Z]{2}$';
export const CITY_MAX = 100;
export const PROVINCE_MAX = 60;
export const ORDER_REFERENCE_MAX = 60;
export const NOTES_MAX = 2000;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 999;
export const WARRANTY_YEARS_MIN = 1;
export const WARRANTY_YEARS_MAX = 30;
/**
 * An installation older than the longest warranty cannot be registered: whatever its years,
 * its warranty would already have run out.
 */
export const INSTALLATION_MAX_AGE_YEARS = WARRANTY_YEARS_MAX;
/**
 * How long the dealer who owns a registration may correct it (its windows, customer, address,
 * installation, Ecobonus data), counted from the moment it was registered; an admin may correct
 * it at any time. 30 days: enough for the dealer to notice a wrong size or glazing when the
 * customer reads the certificate or the invoice is issued, and well inside the 90 days from the
 * end of the works the customer has to file with ENEA, so the declaration they file is the
 * corrected one; after that, the papers the customer holds are the manufacturer's to change, and
 * a correction goes through the manufacturer (an admin), who answers for them.
 */
export const DEALER_EDIT_DAYS = 30;
const DAY_MS = 86_400_000;

/** Until when (ISO 8601, exclusive) the owning dealer may edit a registration made at `createdAt`. */
export const dealerEditableUntil = (createdAt: string | number): string => new Date(new Date(createdAt).getTime() + DEALER_EDIT_DAYS * DAY_MS).toISOString();

/** A warranty that ends within this many days is "expiring soon". */
export const EXPIRING_SOON_DAYS = 90;

/** Countries an installation may be in (ISO 3166-1 alpha-2): Italy first, then Europe. */
export const COUNTRIES = [
  'IT', 'SM', 'VA', 'CH', 'AT', 'FR', 'DE', 'SI', 'HR', 'MT', 'MC', 'LI', 'ES', 'PT', 'BE', 'NL', 'LU', 'GB', 'IE',
  'DK', 'SE', 'NO', 'FI', 'IS', 'PL', 'CZ', 'SK', 'HU', 'RO', 'BG', 'GR', 'CY', 'EE', 'LV', 'LT', 'AL', 'ME', 'BA', 'RS', 'MK',
] as const;
export type Country = (typeof COUNTRIES)[number];
/** Countries whose postcodes and provinces follow the Italian rules. */
export const ITALIAN_RULES: readonly string[] = ['IT', 'SM', 'VA'];

export const GUARANTEE_SORTS = ['code', 'customerName', 'city', 'product', 'quantity', 'installationDate', 'expiresOn', 'createdAt', 'dealer'] as const;
export type GuaranteeSort = (typeof GUARANTEE_SORTS)[number];

/** active: not yet expired; expiring: active and ending within EXPIRING_SOON_DAYS; expired: ended. */
export const GUARANTEE_STATUSES = ['active', 'expiring', 'expired'] as const;
export type GuaranteeStatus = (typeof GUARANTEE_STATUSES)[number];

/** The readable code the server gives a registration: GAR-<year>-<number, 6 digits or more>. */
export const CODE_PATTERN = '^GAR-[0-9]{4}-[0-9]{6,}$';
export const formatCode = (year: number, n: number) => `GAR-${year}-${String(n).padStart(6, '0')}`;

/** A warranty registration as the API answers it. Dates are calendar dates, `YYYY-MM-DD`. */
export interface Guarantee {
  id: number;
  code: string;
  /** The dealer the registration belongs to. */
  dealerId: number;
  dealer: DealerSummary;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  street: string;
  zipCode: string;
  city: string;
  province: string | null;
  country: Country;
  /** Catalogue slugs (shared/catalogue/definition.ts), all three required. */
  material: string;
  productCategory: string;
  product: string;
  quantity: number;
  orderReference: string | null;
  installationDate: string;
  warrantyYears: number;
  /** The last day covered: the installation date plus the warranty years (computed by the server). */
  expiresOn: string;
  notes: string | null;
  /** Who registered it: the dealer, or an admin on the dealer's behalf. */
  createdBy: { id: number; displayName: string } | null;
  createdAt: string;
  /** The language of the customer's certificate and e-mail. */
  customerLocale: Locale;
  /** The windows installed, with their Uw as computed at registration (products with frame data only). */
  units: GuaranteeUnit[];
  ecobonus: Ecobonus | null;
  /** When the certificate was last e-mailed to the customer. */
  certificateSentAt: string | null;
  /**
   * What the registration says now, as a short fingerprint of its data: an edit sends the version
   * it was made on and is refused (409) if the registration has changed since.
   */
  version: string;
}

/**
 * POST /protected/guarantee/create (JSON). Empty optional fields may be left out, empty or null.
 * `warrantyYears` defaults to the product's standard warranty. `dealerId` is for admins, who must
 * give it; a dealer may only name themselves.
 */
export interface GuaranteeInput {
  dealerId?: number;
  customerName: string;
  customerEmail?: string | null;
  customerPhone?: string | null;
  street: string;
  zipCode: string;
  city: string;
  province?: string | null;
  country: Country;
  material: string;
  productCategory: string;
  product: string;
  quantity: number;
  orderReference?: string | null;
  installationDate: string;
  warrantyYears?: number;
  notes?: string | null;
  /** Italian when left out. */
  customerLocale?: Locale;
  /** With units, `quantity` is the sum of their quantities. */
  units?: GuaranteeUnitInput[];
  ecobonus?: EcobonusInput | null;
}

/**
 * The fixed legal clause of a warranty certificate (Codice del Consumo, art. 135-quinquies, comma 2,
 * as replaced by D.Lgs. 170/2021), in one language: printed on every certificate and shown by the
 * verify page; its words are the server's (server/pdf/legalGuarantee.ts).
 */
export interface LegalClause {
  title: string;
  sections: { heading: string; text: string }[];
}

/**
 * PUT /protected/guarantee/{id} (JSON): the same fields as a registration, checked by the same
 * rules, except the dealer (a registration stays its dealer's), plus the `version` it was read at.
 */
export type GuaranteeUpdateInput = Omit<GuaranteeInput, 'dealerId'> & { version: string };

/**
 * GET /api/verify/{code}: what anyone holding a certificate may learn of it — nothing personal
 * (no customer, address, contact or dealer), see server/modules/guarantees/verify.ts.
 */
export interface CertificateCheck {
  code: string;
  /** Not expired. */
  valid: boolean;
  status: GuaranteeStatus;
  product: { material: string; productCategory: string; product: string; title: { it: string; en: string } };
  /** The month of installation, YYYY-MM. */
  installedIn: string;
  expiresOn: string;
  /** The certificate's legal clause in each language; the English one says the Italian prevails. */
  legalGuarantee: Record<Locale, LegalClause>;
}

/** GET /protected/guarantees/list takes these query parameters and answers `{ data: Guarantee[], total }`. */
export interface GuaranteeListQuery {
  page?: number;
  perPage?: number;
  sort?: GuaranteeSort;
  order?: 'ASC' | 'DESC';
  /** Words to find in the customer's name, e-mail and phone, the code and the order reference. */
  q?: string;
  material?: string;
  productCategory?: string;
  product?: string;
  /** Installation dates from / to (inclusive). */
  installedFrom?: string;
  installedTo?: string;
  status?: GuaranteeStatus;
  /** Admins: one dealer's registrations. */
  dealerId?: number;
}

// Calendar days (`YYYY-MM-DD`) are shared/calendar.ts's; the warranty code here and its callers use them.
export { addDays, addYears, isIsoDate, today, todayInRome } from './calendar';

/** The warranty's state on `day`: expired after its last day; expiring in its last EXPIRING_SOON_DAYS. */
export function guaranteeStatus(expiresOn: string, day: string): GuaranteeStatus {
  if (expiresOn < day) return 'expired';
  return expiresOn <= addDays(day, EXPIRING_SOON_DAYS) ? 'expiring' : 'active';
}
