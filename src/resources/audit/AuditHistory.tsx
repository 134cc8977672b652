import { Box, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import { paths } from '../../../shared/paths';
import { SectionCard } from '../../ui/SectionCard';
import type { AuditEntry, AuditRecordType } from '../../../shared/audit';
import { useAuditWords } from './words';

const SHOWN = 10;

/**
 * A record's history on its page (admins only: the caller renders it for them): its latest audit
 * entries, newest first, each a link to the entry, and a link to all of them in the audit log.
 */
export function AuditHistory({ type, id }: { type: AuditRecordType; id: number | string }) {
  const translate = useTranslate();
  const words = useAuditWords();
  const filter = { recordType: type, recordId: Number(id) };
  const { data, total, isPending, error } = useGetList<AuditEntry>('audit', { filter, sort: { field: 'at', order: 'DESC' }, pagination: { page: 1, perPage: SHOWN } });
  const all = `${paths.audit}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  return (
    <SectionCard id={`history-${type}-${id}`} title={translate('audit.history')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('audit.history_intro')}
      </Typography>
      {isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : error || !data?.length ? (
        <Typography variant="body2">{translate('audit.history_empty')}</Typography>
      ) : (
        <List dense disablePadding data-testid="audit-history">
          {data.map((e) => (
            <ListItem key={e.id} disableGutters divider>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`${paths.audit}/${e.id}/show`} sx={{ fontWeight: 500 }}>
                    {words.action(e.action)}
                  </Link>
                }
                secondary={`${words.actor(e)} · ${words.when(e.at)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {(total ?? 0) > SHOWN && (
        <Box sx={{ mt: 1 }}>
          <Link component={RouterLink} to={all} variant="body2">
            {translate('audit.history_all')}
          </Link>
        </Box>
      )}
    </SectionCard>
  );
}
