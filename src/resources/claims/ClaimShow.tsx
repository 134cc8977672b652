import { Box, Link, Stack, Typography } from '@mui/material';
import { Show, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AuditRecordType } from '../../../shared/audit';
import type { ClaimDetail } from '../../../shared/claims';
import { resourceNames } from '../../../shared/paths';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { useFormatDate } from '../../i18n/dateLocale';
import { Busy } from '../../ui/progress';
import { SectionCard } from '../../ui/SectionCard';
import { useIsAdmin } from '../../ui/useIsAdmin';
import { AuditHistory } from '../audit/AuditHistory';
import { DetailRow } from '../DetailRow';
import { ResourceBreadcrumbs } from '../ResourceBreadcrumbs';
import { useProductOf } from '../guarantees/product';
import { useFormatDay } from '../guarantees/useFormatDay';
import { AssignToMe } from './AssignToMe';
import { ClaimReportButton } from './ClaimReportButton';
import { ClaimStatusChip, OverdueChip } from './ClaimChips';
import { Conversation } from './Conversation';
import { ReplyBox } from './ReplyBox';
import { StatusActions } from './StatusActions';
import { c } from './words';

/** What the claim is about and where it stands: the registration, the windows, the kind, the decision, who handles it. */
function Details({ record, isAdmin }: { record: ClaimDetail; isAdmin: boolean }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const day = useFormatDay();
  const createPath = useCreatePath();
  const product = useProductOf()(record);
  const field = (name: string) => translate(c(`fields.${name}`));
  return (
    <SectionCard id="claim-details-title" title={translate(c('sections.details'))}>
      <Box component="dl" sx={{ m: 0 }}>
        <DetailRow label={field('status')}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <ClaimStatusChip status={record.status} />
            {record.overdue && <OverdueChip />}
          </Stack>
        </DetailRow>
        {record.remedy && <DetailRow label={field('remedy')}>{translate(c(`remedies.${record.remedy}`))}</DetailRow>}
        {record.rejectionReason && (
          <DetailRow label={field('rejectionReason')}>
            <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
              {record.rejectionReason}
            </Box>
          </DetailRow>
        )}
        <DetailRow label={field('guarantee')}>
          <Link component={RouterLink} to={createPath({ resource: resourceNames.guarantees, type: 'show', id: record.guaranteeId })} underline="always" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {record.guaranteeCode}
          </Link>
          {` · ${record.customerName}, ${record.city}`}
        </DetailRow>
        <DetailRow label={field('product')}>{product.title}</DetailRow>
        <DetailRow label={field('units')}>{record.units.length ? record.units.map((n) => translate(c('unit_short'), { n })).join(', ') : translate(c('units_all'))}</DetailRow>
        <DetailRow label={field('kind')}>{translate(c(`kinds.${record.kind}`))}</DetailRow>
        <DetailRow label={field('noticedOn')}>{day(record.noticedOn, 'long')}</DetailRow>
        {record.paidService && <DetailRow label={field('paidService')}>{translate(c('paid_service_short'))}</DetailRow>}
        <DetailRow label={field('createdAt')}>{formatDate(record.createdAt, 'longTime')}</DetailRow>
        {isAdmin && <DetailRow label={field('dealer')}>{record.dealer.company ? `${record.dealer.company} · ${record.dealer.displayName}` : record.dealer.displayName}</DetailRow>}
        {isAdmin && (
          <DetailRow label={field('dueAt')}>
            {formatDate(record.dueAt, 'longTime')}
            {record.firstAnswerAt && ` · ${translate(c('answered_on'), { date: formatDate(record.firstAnswerAt, 'longTime') })}`}
          </DetailRow>
        )}
        <DetailRow label={field('assignee')}>{record.assignee?.displayName ?? translate(c('unassigned'))}</DetailRow>
      </Box>
    </SectionCard>
  );
}

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' } as const;

function ShowContent() {
  const record = useRecordContext<ClaimDetail>();
  const { isAdmin } = useIsAdmin();
  const translate = useTranslate();
  if (!record) return null;
  // Opened from the list, react-admin first shows the list's row while the claim is read: a row
  // has no conversation, so the page waits for the claim itself.
  if (!record.messages) return <Busy />;
  return (
    <>
      <PageHeading title={`${record.code} · ${record.customerName}`}>
        <ResourceBreadcrumbs resource={resourceNames.claims} record={{ id: record.id, label: record.code }} />
      </PageHeading>
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mt: -2, mb: 3 }}>
        <ClaimStatusChip status={record.status} size="medium" />
        {record.overdue && <OverdueChip size="medium" />}
        <ClaimReportButton record={record} />
        {isAdmin && <AssignToMe record={record} size="medium" />}
      </Stack>
      {record.status === 'waiting' && !isAdmin && (
        <Typography role="note" sx={{ mb: 2, fontWeight: 600 }} data-testid="claim-your-turn">
          {translate(c('your_turn'))}
        </Typography>
      )}
      <Box sx={grid}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Conversation record={record} />
          <ReplyBox record={record} isAdmin={isAdmin} />
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {isAdmin && <StatusActions record={record} />}
          <Details record={record} isAdmin={isAdmin} />
          {/* 'claim' joins AUDIT_RECORD_TYPES with the claims' server (CORE). */}
          {isAdmin && <AuditHistory type={'claim' as AuditRecordType} id={record.id} />}
        </Stack>
      </Box>
    </>
  );
}

/**
 * /dashboard/reclami/:id/show: the claim, its conversation oldest first and a reply box; for
 * admins the moves its status allows, "assign to me" and its history. The claim report as PDF.
 */
export default function ClaimShow() {
  return (
    <Show actions={false} title={false} component="div" emptyWhileLoading sx={{ '& .RaShow-main': { mt: 0 } }}>
      <ShowContent />
    </Show>
  );
}
