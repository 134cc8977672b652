import { useLocaleState, useTranslate } from 'react-admin';
import { useFormatDate } from '../../i18n/dateLocale';
import { useFormatNumber } from '../../i18n/numbers';
import type { AuditEntry, AuditRecordType } from '../../../shared/audit';
import { CATALOGUE } from '../../../shared/catalogue/definition';

/** Each record type's resource, whose field names label an entry's changes. */
const FIELD_MESSAGES: Record<AuditRecordType, string | null> = {
  account: 'resources.users.fields',
  document: 'resources.documenti.fields',
  notice: 'resources.comunicazioni.fields',
  guarantee: 'resources.garanzie.fields',
  manufacturer: 'manufacturer.fields',
  claim: 'resources.reclami.fields',
};

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/**
 * The fields whose values are codes, and the messages that name each code in words, by record
 * type (`pending` → "In attesa di approvazione"); an unknown code is shown as it is.
 */
const VALUE_MESSAGES: Partial<Record<AuditRecordType, Record<string, string>>> = {
  account: { role: 'account.roles', status: 'account.statuses', locale: 'app.languages', noticeMail: 'account.mail.notice_choices' },
  document: { category: 'resources.documenti.categories', language: 'resources.documenti.languages' },
  guarantee: { customerLocale: 'app.languages' },
};

/** The catalogue's slugs in words: a material, a category of it, a product of that category. */
function catalogueWord(entry: AuditEntry, field: string, slug: string, side: 'before' | 'after', locale: 'it' | 'en'): string | undefined {
  const other = (name: string) => entry.changes.find((c) => c.field === name)?.[side];
  const materials = CATALOGUE.filter((m) => field === 'material' || !other('material') || m.slug === other('material'));
  if (field === 'material') return materials.find((m) => m.slug === slug)?.name[locale];
  const categories = materials.flatMap((m) => m.categories).filter((c) => field === 'productCategory' || !other('productCategory') || c.slug === other('productCategory'));
  if (field === 'productCategory') return categories.find((c) => c.slug === slug)?.name[locale];
  return categories.flatMap((c) => c.products).find((p) => p.slug === slug)?.title[locale];
}
const CATALOGUE_FIELDS = new Set(['material', 'productCategory', 'product']);

/** An entry in words: its action, its record's kind, a changed field's name and its values. */
export function useAuditWords() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatDate = useFormatDate();
  const empty = translate('resources.audit.empty_value');
  const number = useFormatNumber();
  /** A registration's windows as a correction recorded them (server/modules/guarantees/service.ts), one line each. */
  const unitLine = (u: Record<string, any>) =>
    translate('resources.garanzie.edit.audit_unit', {
      ...u,
      sashes: u.sashes === 0 ? translate('resources.garanzie.units.fixed') : translate('resources.garanzie.units.sash_count', { smart_count: u.sashes }),
      uw: typeof u.uw === 'number' ? number(u.uw) : '–',
    });
  return {
    action: (action: string) => translate(`audit.actions.${action}`, { _: action }),
    recordType: (type: string) => translate(`audit.record_types.${type}`, { _: type }),
    /** When it happened: short in lists, long on the entry's page. */
    when: (iso: string, format: 'short' | 'long' = 'short') => formatDate(iso, format === 'short' ? 'shortTime' : 'longTime'),
    field: (entry: AuditEntry, field: string) => {
      if (field === 'reason') return translate('resources.audit.fields.reason');
      const base = entry.record ? FIELD_MESSAGES[entry.record.type] : null;
      return base ? translate(`${base}.${field}`, { _: field }) : field;
    },
    /** A value in words; `entry` and `side` say whose (a code's words depend on its record type, a product on its material). */
    value: (field: string, value: unknown, entry?: AuditEntry, side: 'before' | 'after' = 'after'): string => {
      if (value === null || value === undefined || value === '') return empty;
      if (typeof value === 'boolean') return translate(value ? 'audit.yes' : 'audit.no');
      if (field === 'reason') return translate(`audit.reasons.${value}`, { _: String(value) });
      if (field === 'units' && Array.isArray(value) && value.every((u) => u && typeof u === 'object')) return value.length ? value.map(unitLine).join('\n') : empty;
      const codes = entry?.record ? VALUE_MESSAGES[entry.record.type]?.[field] : undefined;
      if (codes && typeof value === 'string') return translate(`${codes}.${value}`, { _: value });
      if (entry && typeof value === 'string' && CATALOGUE_FIELDS.has(field)) return catalogueWord(entry, field, value, side, locale === 'en' ? 'en' : 'it') ?? value;
      if (typeof value === 'string' && ISO.test(value)) return formatDate(value, 'shortTime');
      if (typeof value === 'number') return number(value, null);
      if (Array.isArray(value)) return value.length ? value.join(', ') : empty;
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
    },
    actor: (entry: AuditEntry) => entry.actor.name ?? entry.actor.email ?? translate('resources.audit.nobody'),
  };
}
