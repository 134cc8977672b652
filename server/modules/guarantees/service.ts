import type { DB } from '../../db';
import type { UserRow } from '../../db/schema';
import { forbidden, HttpError } from '../../lib/httpError';
import {
  addYears,
  dealerEditableUntil,
  DEALER_EDIT_DAYS,
  formatCode,
  INSTALLATION_MAX_AGE_YEARS,
  ITALIAN_RULES,
  PROVINCE_PATTERN_IT,
  today,
  ZIP_PATTERN_IT,
} from '../../../shared/guarantees';
import { findProduct } from '../catalogue/catalogueLink';
import { checkDealers } from '../users/dealers';
import type { GuaranteeInput, GuaranteeUpdate } from './schemas';
import { forUpdate } from '../../db/dialect';
import { inTransaction } from '../../db/transaction';
import { getGuarantee, notFound } from './repository';
import type { GuaranteeUnit } from '../../../shared/guaranteeUnits';
import { checkedUnits } from './units';
import { changedFields, recordAudit, type AuditContext } from '../audit/record';

/** The fields of a registration its audit entry shows (the customer's contact details stay on the record). */
const AUDITED = ['code', 'dealerId', 'customerName', 'city', 'country', 'material', 'productCategory', 'product', 'quantity', 'orderReference', 'installationDate', 'warrantyYears', 'expiresOn'] as const;


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

/** The columns of a registration as given (not its dealer), every rule checked; nothing is written yet. */
function validateInput(input: Omit<GuaranteeInput, 'dealerId'>, now: Date) {
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
 * a failed insert gives its number back. Inside the caller's transaction when `db` is one (an
 * idempotent create, modules/idempotency).
 */
export async function createGuarantee(db: DB, actor: UserRow, input: GuaranteeInput, audit: AuditContext, now = new Date()): Promise<number> {
  const dealerId = await ownerOf(db, actor, input.dealerId);
  const { row, units } = validateInput(input, now);
  const values = { ...row, dealerId, createdBy: actor.id };
  const year = now.getUTCFullYear();
  return inTransaction(db, async (trx) => {
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

/** What an edit's audit entry shows: the fields of a registration's entry, its Ecobonus data and its windows. */
const AUDITED_EDIT = [...AUDITED.filter((f) => f !== 'code' && f !== 'dealerId'), 'notes', 'customerLocale', 'climateZone', 'worksKind', 'worksStart', 'worksEnd', 'units'] as const;

/** A window as an audit entry shows it: what was given and the Uw that follows. */
const auditedUnit = (u: Pick<GuaranteeUnit, 'position' | 'width' | 'height' | 'sashes' | 'quantity' | 'uw' | 'oldUw' | 'cost' | 'withShutters'> & { glazing: string }) => ({
  position: u.position,
  width: u.width,
  height: u.height,
  sashes: u.sashes,
  quantity: u.quantity,
  glazing: u.glazing,
  uw: u.uw,
  oldUw: u.oldUw,
  cost: u.cost,
  withShutters: u.withShutters,
});

/**
 * Whether `actor` may correct a registration they can see: an admin always; its dealer for
 * DEALER_EDIT_DAYS from its registration (shared/guarantees.ts says why), then 403.
 */
function checkEditable(actor: UserRow, createdAt: string, now: Date) {
  if (actor.role === 'admin') return;
  const until = dealerEditableUntil(createdAt);
  if (now.getTime() >= Date.parse(until)) {
    throw new HttpError(403, `A registration can be corrected by its dealer for ${DEALER_EDIT_DAYS} days; ask the manufacturer to correct it`, 'guarantee_edit_closed', { editableUntil: until });
  }
}

/**
 * Corrects a registration: every field by the rules of a new one (its dealer and code stay), its
 * windows replaced by those given with their Uw computed again, in one transaction with its audit
 * entry. The edit names the version it was made on; with the row locked, a registration that has
 * changed since is refused (409 guarantee_changed), so two edits never silently overwrite each other.
 * Its certificate and declaration are printed from the registration on request, so they follow.
 */
export async function updateGuarantee(db: DB, actor: UserRow, id: number, input: GuaranteeUpdate, audit: AuditContext, now = new Date()): Promise<void> {
  // Another dealer's registration is "not found" before anything in the body is judged.
  const seen = await getGuarantee(db, id, actor);
  checkEditable(actor, seen.createdAt, now);
  const { version, ...fields } = input;
  const { row: values, units } = validateInput(fields, now);
  await db.transaction().execute(async (trx) => {
    const locked = await forUpdate(trx, trx.selectFrom('guarantees').selectAll().where('id', '=', id)).executeTakeFirst();
    if (!locked) throw notFound();
    const before = await getGuarantee(trx, id, actor);
    checkEditable(actor, before.createdAt, now);
    if (before.version !== version) {
      throw new HttpError(409, 'The registration has changed since it was read: read it again and make the correction on what it says now', 'guarantee_changed', {
        version: before.version,
      });
    }
    await trx.updateTable('guarantees').set(values).where('id', '=', id).execute();
    await trx.deleteFrom('guaranteeUnits').where('guaranteeId', '=', id).execute();
    if (units.length) await trx.insertInto('guaranteeUnits').values(units.map((u) => ({ ...u, guaranteeId: id }))).execute();
    const changes = changedFields(
      { ...locked, units: before.units.map((u) => auditedUnit({ ...u, glazing: u.glazing.id })) },
      {
        ...locked,
        ...values,
        units: units.map((u) => auditedUnit({ ...u, glazing: u.glazingId, oldUw: u.oldUw ?? null, cost: u.costCents == null ? null : Number(u.costCents) / 100, withShutters: Boolean(u.withShutters) })),
      },
      AUDITED_EDIT,
    );
    await recordAudit(trx, audit, { action: 'guarantee.update', record: { type: 'guarantee', id, label: locked.code }, changes });
  });
}
