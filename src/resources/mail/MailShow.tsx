import { Alert, Box, Stack } from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { SectionCard } from '../../ui/SectionCard';
import { useFormatDate } from '../../i18n/dateLocale';
import { DetailRow } from '../DetailRow';
import { ResourceBreadcrumbs } from '../ResourceBreadcrumbs';
import { MailStatusChip, useTemplateName } from './MailChips';
import type { MailMessage } from './types';

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' } as const;

function MailDetails() {
  const record = useRecordContext<MailMessage>();
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const templateName = useTemplateName();
  if (!record) return null;
  const field = (name: string) => translate(`resources.mail.fields.${name}`);
  const when = (iso: string | null) => (iso ? formatDate(iso, 'shortTime') : translate('resources.mail.none'));
  return (
    <>
      <ResourceBreadcrumbs resource="mail" record={{ id: record.id, label: record.subject }} />
      <PageHeading title={record.subject} subtitle={record.recipient} />
      <Box sx={grid}>
        <SectionCard id="mail-message-title" title={translate('resources.mail.sections.message')}>
          {record.template === 'passwordReset' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('resources.mail.help.reset_hidden')}
            </Alert>
          )}
          <Box
            component="pre"
            data-testid="mail-text"
            sx={{ m: 0, p: 2, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', typography: 'body2' }}
          >
            {record.text}
          </Box>
        </SectionCard>
        <SectionCard id="mail-delivery-title" title={translate('resources.mail.sections.delivery')}>
          <Stack spacing={2}>
            {record.lastError && (
              <Alert severity={record.status === 'failed' ? 'error' : 'warning'}>
                <strong>{field('lastError')}:</strong> <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{record.lastError}</Box>
                <br />
                {translate(record.status === 'failed' ? 'resources.mail.help.failed' : 'resources.mail.help.pending')}
              </Alert>
            )}
            <Box component="dl" sx={{ m: 0 }}>
              <DetailRow label={field('status')}>
                <MailStatusChip status={record.status} />
              </DetailRow>
              <DetailRow label={field('template')}>{templateName(record.template)}</DetailRow>
              <DetailRow label={field('locale')}>{translate(`app.languages.${record.locale}`)}</DetailRow>
              <DetailRow label={field('attempts')}>{record.attempts}</DetailRow>
              <DetailRow label={field('createdAt')}>{when(record.createdAt)}</DetailRow>
              {record.nextAttemptAt && <DetailRow label={field('nextAttemptAt')}>{when(record.nextAttemptAt)}</DetailRow>}
              <DetailRow label={field('sentAt')}>{when(record.sentAt)}</DetailRow>
            </Box>
          </Stack>
        </SectionCard>
      </Box>
    </>
  );
}

/** /dashboard/mail/:id/show: one message, its plain text, and how its delivery went. */
export default function MailShow() {
  return (
    <Show title={false} actions={false} component="div">
      <MailDetails />
    </Show>
  );
}
