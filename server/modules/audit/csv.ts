import { stringify } from 'csv-stringify/sync';
import type { AuditEntry } from '../../../shared/audit';
import { CSV_BOM, csvOptions } from '../../../shared/csv';

// The audit export's lines, written by csv-stringify with the options the browser's exports use
// (shared/csv.ts: RFC 4180 quoting, CRLF, the formula guard).
const OPTIONS = csvOptions();

/** One CSV cell: quoted when it must be, a would-be formula prefixed with ' (CSV injection). */
export const csvCell = (value: unknown): string => stringify([[value]], OPTIONS);

export const CSV_COLUMNS = ['id', 'at', 'action', 'actor_id', 'actor_name', 'actor_email', 'record_type', 'record_id', 'record_label', 'changes', 'ip'] as const;

/** One line of the export, its line end included. */
export const csvRow = (cells: readonly unknown[]) => `${stringify([cells as unknown[]], OPTIONS)}\r\n`;

/** The first line: the byte-order mark (Excel then reads UTF-8) and the column names. */
export const csvHeader = () => CSV_BOM + csvRow(CSV_COLUMNS);

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
