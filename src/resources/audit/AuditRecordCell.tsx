import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import type { AuditEntry } from '../../../shared/audit';
import { useAuditWords } from './words';

/** Where a record's page is, when it has one the admin can open. */
export function recordPath(entry: AuditEntry): string | null {
  const r = entry.record;
  if (!r || r.id === null) return r?.type === 'manufacturer' ? paths.manufacturer : null;
  if (entry.action.endsWith('.delete')) return null;
  const base = { account: paths.users, document: paths.documents, notice: paths.notices, guarantee: paths.warranties }[r.type as 'account'];
  if (!base) return null;
  return r.type === 'account' ? `${base}/${r.id}` : `${base}/${r.id}/show`;
}

/** An entry's record: its kind, and its label as a link to its page when it has one. */
export function AuditRecordCell({ entry }: { entry: AuditEntry }) {
  const words = useAuditWords();
  if (!entry.record) return null;
  const to = recordPath(entry);
  const label = entry.record.label ?? `#${entry.record.id}`;
  return (
    <Box sx={{ minWidth: 180, maxWidth: 360 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {words.recordType(entry.record.type)}
      </Typography>
      {to ? (
        <Link component={RouterLink} to={to} onClick={(e) => e.stopPropagation()} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {label}
        </Link>
      ) : (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
      )}
    </Box>
  );
}
