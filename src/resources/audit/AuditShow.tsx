import { Box } from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { SectionCard } from '../../ui/SectionCard';
import { DetailRow } from '../DetailRow';
import { ResourceBreadcrumbs } from '../ResourceBreadcrumbs';
import type { AuditEntry } from '../../../shared/audit';
import { AuditChanges } from './AuditChanges';
import { AuditRecordCell } from './AuditRecordCell';
import { useAuditWords } from './words';

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' } as const;

function AuditDetails() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  const words = useAuditWords();
  if (!entry) return null;
  const field = (name: string) => translate(`resources.audit.fields.${name}`);
  const title = words.action(entry.action);
  return (
    <>
      <ResourceBreadcrumbs resource="audit" record={{ id: entry.id, label: title }} />
      <PageHeading title={title} subtitle={`${words.actor(entry)} · ${words.when(entry.at, 'long')}`} />
      <Box sx={grid}>
        <SectionCard id="audit-changes-title" title={translate('resources.audit.sections.changes')}>
          <AuditChanges entry={entry} />
        </SectionCard>
        <SectionCard id="audit-entry-title" title={translate('resources.audit.sections.entry')}>
          <Box component="dl" sx={{ m: 0 }}>
            <DetailRow label={field('at')}>{words.when(entry.at, 'long')}</DetailRow>
            <DetailRow label={field('action')}>{title}</DetailRow>
            <DetailRow label={field('actor')}>
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {words.actor(entry)}
                {entry.actor.name && entry.actor.email ? ` · ${entry.actor.email}` : ''}
              </Box>
            </DetailRow>
            {entry.record && (
              <DetailRow label={field('record')}>
                <AuditRecordCell entry={entry} />
              </DetailRow>
            )}
            <DetailRow label={field('ip')}>{entry.ip ?? translate('resources.audit.empty_value')}</DetailRow>
            <DetailRow label={field('id')}>{entry.id}</DetailRow>
          </Box>
        </SectionCard>
      </Box>
    </>
  );
}

/** /dashboard/audit/:id/show: one entry, who and when, and its fields before and after. */
export default function AuditShow() {
  return (
    <Show title={false} actions={false} component="div">
      <AuditDetails />
    </Show>
  );
}
