import type { AuditEntry } from '../../../shared/audit';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * A cell a spreadsheet would take for a formula (starting with = + - @, a tab or a carriage
 * return) is prefixed with ' so that it is shown as text, never run (CSV injection).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const CSV_COLUMNS = ['id', 'at', 'action', 'actor_id', 'actor_name', 'actor_email', 'record_type', 'record_id', 'record_label', 'changes', 'ip'] as const;

export const csvRow = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const entryCells = (e: AuditEntry) => [
  e.id,
  e.at,
  e.action,
  e.actor.id,
  e.actor.name,
  e.actor.email,
  e.record?.type,
  e.record?.id,
  e.record?.label,
  e.changes.length ? e.changes : '',
  e.ip,
];
