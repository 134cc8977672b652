import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { usePhone } from '../PhoneFilters';
import { useTranslate } from 'react-admin';
import type { AuditEntry } from '../../../shared/audit';
import { useAuditWords } from './words';

const cell = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', verticalAlign: 'top' } as const;

/** The fields an entry changed, before and after: a table, or on a phone one block per field. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const words = useAuditWords();
  const phone = usePhone();
  if (!entry.changes.length) return <Typography color="text.secondary">{translate('resources.audit.no_changes')}</Typography>;
  if (phone) {
    return (
      <Box component="dl" sx={{ m: 0 }} data-testid="audit-changes">
        {entry.changes.map((c) => (
          <Box key={c.field} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography component="dt" variant="subtitle2">
              {words.field(entry, c.field)}
            </Typography>
            {(['before', 'after'] as const).map((side) => (
              <Box component="dd" key={side} sx={{ m: 0, mt: 0.5, ...cell }}>
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {translate(`resources.audit.fields.${side}`)}
                </Typography>
                <Typography component="span" variant="body2" color={side === 'before' ? 'text.secondary' : 'text.primary'}>
                  {words.value(c.field, c[side], entry, side)}
                </Typography>
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    );
  }
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
              <TableCell sx={{ ...cell, color: 'text.secondary', minWidth: 120 }}>{words.value(c.field, c.before, entry, 'before')}</TableCell>
              <TableCell sx={{ ...cell, minWidth: 120 }}>{words.value(c.field, c.after, entry, 'after')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
