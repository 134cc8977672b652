import type { Static } from 'typebox';
import type { DB } from '../../db';
import type { UserRow } from '../../db/schema';
import { forbidden, HttpError } from '../../lib/httpError';
import {
  addYears,
  formatCode,
  INSTALLATION_MAX_AGE_YEARS,
  ITALIAN_RULES,
  PROVINCE_PATTERN_IT,
  today,
  ZIP_PATTERN_IT,
} from '../../../shared/guarantees';
import { findProduct } from '../catalogue/catalogueLink';
import { checkDealers } from '../documents/repository';
import type { GuaranteeBody } from './schemas';
import { checkedUnits } from './units';
import { changedFields, recordAudit, type AuditContext } from '../audit/record';

/** The fields of a registration its audit entry shows (the customer's contact details stay on the record). */
const AUDITED = ['code', 'dealerId', 'customerName', 'city', 'country', 'material', 'productCategory', 'product', 'quantity', 'orderReference', 'installationDate', 'warrantyYears', 'expiresOn'] as const;

export type GuaranteeInput = Static<typeof GuaranteeBody>;

const HOUR = 3600_000;
const invalid = (field: string, message: string) =>
  new HttpError(400, `Invalid body: ${field} ${message}`, 'validation_failed', { fields: [{ field, message }] });
const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * Whose registration this is: an admin names an active dealer; a dealer registers for themselves
 * (naming anyone else is refused, not silently ignored).
 */
async function ownerOf(db: DB, actor: UserRow, dealerId: number | undefined): Promise<number> {
  if (actor.role !== 'admin') {
    if (dealerId !== undefined && dealerId !== actor.id) throw forbidden('A dealer registers warranties only for their own account');
    return actor.id;
  }
  if (dealerId === undefined) {
    throw new HttpError(400, 'Choose the dealer the warranty is registered for', 'dealer_required', { fields: [{ field: 'dealerId', message: 'is required' }] });
  }
  await checkDealers(db, [dealerId], { activeOnly: true });
  return dealerId;
}

/** Postcode and province by the rules of the country (five-digit CAP and a two-letter province in Italy). */
function address(input: GuaranteeInput) {
  const province = blankToNull(input.province);
  const zipCode = input.zipCode.trim().toUpperCase();
  if (!ITALIAN_RULES.includes(input.country)) return { zipCode, province };
  if (!new RegExp(ZIP_PATTERN_IT).test(zipCode)) throw invalid('zipCode', 'must be five digits in Italy');
  const code = province?.toUpperCase() ?? '';
  if (!new RegExp(PROVINCE_PATTERN_IT).test(code)) throw invalid('province', 'must be the two-letter code of the province');
  return { zipCode, province: code };
}

/**
 * The installation date must be a day that has begun somewhere (the latest time zone is UTC+14,
 * so no dealer's "today" is refused) and not so old that any warranty would have run out.
 */
function checkInstallationDate(date: string, now: Date) {
  if (date > today(new Date(now.getTime() + 14 * HOUR), 'utc')) {
    throw new HttpError(400, 'The installation date is in the future', 'installation_in_future', { fields: [{ field: 'installationDate', message: 'is in the future' }] });
  }
  const oldest = addYears(today(now, 'utc'), -INSTALLATION_MAX_AGE_YEARS);
  if (date < oldest) {
    throw new HttpError(400, `The installation date is more than ${INSTALLATION_MAX_AGE_YEARS} years ago`, 'installation_too_old', {
      fields: [{ field: 'installationDate', message: `is before ${oldest}` }],
      oldest,
    });
  }
}

/** The columns of a new registration, every rule checked; nothing is written yet. */
async function validateInput(db: DB, actor: UserRow, input: GuaranteeInput, now: Date) {
  const dealerId = await ownerOf(db, actor, input.dealerId);
  const customerEmail = blankToNull(input.customerEmail);
  const customerPhone = blankToNull(input.customerPhone);
  if (!customerEmail && !customerPhone) {
    throw new HttpError(400, "Give the customer's e-mail or phone", 'contact_required', {
      fields: [
        { field: 'customerEmail', message: 'or customerPhone is required' },
        { field: 'customerPhone', message: 'or customerEmail is required' },
      ],
    });
  }
  const product = findProduct(input.material, input.productCategory, input.product);
  checkInstallationDate(input.installationDate, now);
  const { units, works } = checkedUnits(input, product);
  const warrantyYears = input.warrantyYears ?? product.warrantyYears;
  const row = {
    dealerId,
    createdBy: actor.id,
    customerName: input.customerName.trim(),
    customerEmail: customerEmail?.toLowerCase() ?? null,
    customerPhone,
    street: input.street.trim(),
    city: input.city.trim(),
    country: input.country,
    ...address(input),
    material: product.material,
    productCategory: product.productCategory,
    product: product.product,
    quantity: input.quantity,
    orderReference: blankToNull(input.orderReference),
    installationDate: input.installationDate,
    warrantyYears,
    expiresOn: addYears(input.installationDate, warrantyYears),
    notes: blankToNull(input.notes),
    customerLocale: input.customerLocale ?? 'it',
    climateZone: works?.climateZone ?? null,
    worksKind: works?.worksKind ?? null,
    worksStart: works?.worksStart ?? null,
    worksEnd: works?.worksEnd ?? null,
  };
  return { row, units };
}

/**
 * Registers a warranty, with its windows, and gives it the next code of the year. The year's counter is incremented
 * by an upsert inside the transaction that inserts the row: PostgreSQL locks the counter's row
 * until commit and SQLite has one writer, so concurrent registrations never share a number, and
 * a failed insert gives its number back.
 */
export async function createGuarantee(db: DB, actor: UserRow, input: GuaranteeInput, audit: AuditContext, now = new Date()): Promise<number> {
  const { row: values, units } = await validateInput(db, actor, input, now);
  const year = now.getUTCFullYear();
  return db.transaction().execute(async (trx) => {
    const { lastNumber } = await trx
      .insertInto('guaranteeCounters')
      .values({ year, lastNumber: 1 })
      .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ lastNumber: eb(eb.ref('guaranteeCounters.lastNumber'), '+', 1) })))
      .returning('lastNumber')
      .executeTakeFirstOrThrow();
    const code = formatCode(year, lastNumber);
    const { id } = await trx
      .insertInto('guarantees')
      .values({ ...values, code, createdAt: now.getTime() })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The windows with their registration, or neither.
    if (units.length) await trx.insertInto('guaranteeUnits').values(units.map((u) => ({ ...u, guaranteeId: id }))).execute();
    const changes = changedFields(null, { ...values, code }, AUDITED);
    await recordAudit(trx, audit, { action: 'guarantee.create', record: { type: 'guarantee', id, label: code }, changes });
    return id;
  });
}
