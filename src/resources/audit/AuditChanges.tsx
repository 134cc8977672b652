import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditEntry } from '../../../shared/audit';
import { useAuditWords } from './words';

const cell = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', verticalAlign: 'top' } as const;

/** The fields an entry changed, before and after, as a table (on a phone, it scrolls sideways). */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const words = useAuditWords();
  if (!entry.changes.length) return <Typography color="text.secondary">{translate('resources.audit.no_changes')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('resources.audit.sections.changes')} data-testid="audit-changes">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.audit.fields.field')}</TableCell>
            <TableCell>{translate('resources.audit.fields.before')}</TableCell>
            <TableCell>{translate('resources.audit.fields.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entry.changes.map((c) => (
            <TableRow key={c.field}>
              <TableCell component="th" scope="row" sx={{ ...cell, fontWeight: 500, minWidth: 100 }}>
                {words.field(entry, c.field)}
              </TableCell>
              <TableCell sx={{ ...cell, color: 'text.secondary', minWidth: 120 }}>{words.value(c.field, c.before)}</TableCell>
              <TableCell sx={{ ...cell, minWidth: 120 }}>{words.value(c.field, c.after)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
