import { useTranslate } from 'react-admin';
import { useFormatDate } from '../../i18n/dateLocale';
import { useFormatNumber } from '../../i18n/numbers';
import type { AuditEntry, AuditRecordType } from '../../../shared/audit';

/** Each record type's resource, whose field names label an entry's changes. */
const FIELD_MESSAGES: Record<AuditRecordType, string | null> = {
  account: 'resources.users.fields',
  document: 'resources.documenti.fields',
  notice: 'resources.comunicazioni.fields',
  guarantee: 'resources.garanzie.fields',
  manufacturer: 'manufacturer.fields',
};

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** An entry in words: its action, its record's kind, a changed field's name and its values. */
export function useAuditWords() {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const formatNumber = useFormatNumber();
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
    when: (iso: string, style: 'short' | 'medium' = 'short') => formatDate(iso, { dateStyle: style, timeStyle: style === 'short' ? 'short' : 'medium' }),
    field: (entry: AuditEntry, field: string) => {
      if (field === 'reason') return translate('resources.audit.fields.reason');
      const base = entry.record ? FIELD_MESSAGES[entry.record.type] : null;
      return base ? translate(`${base}.${field}`, { _: field }) : field;
    },
    value: (field: string, value: unknown): string => {
      if (value === null || value === undefined || value === '') return empty;
      if (typeof value === 'boolean') return translate(value ? 'audit.yes' : 'audit.no');
      if (field === 'reason') return translate(`audit.reasons.${value}`, { _: String(value) });
      if (field === 'units' && Array.isArray(value) && value.every((u) => u && typeof u === 'object')) return value.length ? value.map(unitLine).join('\n') : empty;
      if (typeof value === 'string' && ISO.test(value)) return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
      if (typeof value === 'number') return formatNumber(value, null);
      if (Array.isArray(value)) return value.length ? value.join(', ') : empty;
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
    },
    actor: (entry: AuditEntry) => entry.actor.name ?? entry.actor.email ?? translate('resources.audit.nobody'),
  };
}
