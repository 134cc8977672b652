import { useState } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import PhotoIcon from '@mui/icons-material/PhotoOutlined';
import { CreateButton, DataTable, List, TopToolbar, useTranslate } from 'react-admin';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import type { Claim } from '../../../shared/claims';
import { useIsAdmin } from '../../ui/useIsAdmin';
import { useFormatDate } from '../../i18n/dateLocale';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { ActiveFilterChips, PhoneFilterButton, phoneToolbarSx, usePhone, type FilterChipSpec } from '../PhoneFilters';
import { PhoneRecordList } from '../PhoneRecordList';
import { dealerChip } from '../filterChips';
import { RecordLink } from '../RecordLink';
import { useProductOf } from '../guarantees/product';
import { useFormatDay } from '../guarantees/useFormatDay';
import { AssignToMe } from './AssignToMe';
import { ClaimStatusChip, OverdueChip } from './ClaimChips';
import { claimFilters, useProductChoices } from './claimFilters';
import { c } from './words';
import { DraftsCard } from '../drafts/DraftsCard';
import { filesToUpload, type Draft } from '../../providers/drafts';

const Col = DataTable.Col<Claim>;
const noWrap = { whiteSpace: 'nowrap' } as const;
/** An overdue row: a red bar at its start, beside the "Overdue" chip that says it in words. */
const overdueRow = { '& td:first-of-type': { borderLeft: 4, borderLeftColor: 'error.main' } };
const noMark = {};

/** The active filters in words, for the phone's chips. */
function useClaimChips(isAdmin: boolean): FilterChipSpec[] {
  const translate = useTranslate();
  const day = useFormatDay();
  const products = useProductChoices();
  const filter = (name: string) => translate(c(`filters.${name}`));
  return [
    { source: 'status', label: filter('status'), text: (v) => translate(c(`statuses.${v}`)) },
    { source: 'kind', label: filter('kind'), text: (v) => translate(c(`kinds.${v}`)) },
    { source: 'product', label: filter('product'), text: (v) => products.find((p) => p.id === v)?.name ?? String(v) },
    ...(isAdmin
      ? [
          dealerChip(filter('dealer')),
          { source: 'assignee', label: filter('assignee'), text: (v: unknown) => translate(c(`filters.assignee_${v}`)) },
          { source: 'olderThanDays', label: filter('age'), text: (v: unknown) => translate(c(`filters.older_${v}`)) },
          { source: 'overdue', label: filter('overdue'), text: (v: unknown) => (v === true ? translate('ra.boolean.true') : null) },
        ]
      : []),
    { source: 'createdFrom', label: filter('createdFrom'), text: (v) => day(String(v)) },
    { source: 'createdTo', label: filter('createdTo'), text: (v) => day(String(v)) },
  ];
}

function ListActions({ isAdmin, phone }: { isAdmin: boolean; phone: boolean }) {
  const chips = useClaimChips(isAdmin);
  return (
    <TopToolbar>
      {phone && <PhoneFilterButton filters={claimFilters(isAdmin).slice(1)} chips={chips} />}
      <CreateButton variant="contained" label={c('actions.create')} />
    </TopToolbar>
  );
}

/** No claim yet (and no filter): what the page is for. */
function Empty() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 1 }}>
      <CardContent>
        <Stack spacing={2} alignItems="flex-start" sx={{ py: 2 }}>
          <ReportProblemIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <Typography variant="h6" component="h2">
            {translate(c('empty.title'))}
          </Typography>
          <Typography color="text.secondary">{translate(c('empty.text'))}</Typography>
          <CreateButton variant="contained" label={c('actions.create')} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The first photo's thumbnail, or nothing: decoration beside the code, which names the row. */
function Cover({ record, size = 48 }: { record: Claim; size?: number }) {
  // Offline (a kept list) the thumbnail cannot load: a quiet photo sign, not the browser's broken image.
  const [failed, setFailed] = useState(false);
  const box = { width: size, height: size, borderRadius: 1, flexShrink: 0 } as const;
  if (!record.coverThumbUrl) return <Box sx={{ width: size, height: size, flexShrink: 0 }} />;
  if (failed)
    return (
      <Box sx={{ ...box, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}>
        <PhotoIcon aria-hidden fontSize="small" />
      </Box>
    );
  return <Box component="img" src={record.coverThumbUrl} alt="" loading="lazy" onError={() => setFailed(true)} sx={{ ...box, objectFit: 'cover', bgcolor: 'action.hover' }} />;
}

/** When it is due, red and said in words when it is late. */
function Due({ record }: { record: Claim }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const answered = record.firstAnswerAt !== null;
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Typography variant="body2" sx={noWrap} color={record.overdue ? 'error' : answered ? 'text.secondary' : undefined}>
        {answered ? <Box component="span" sx={visuallyHidden}>{`${translate(c('answered'))}: `}</Box> : null}
        {formatDate(record.dueAt, 'short')}
      </Typography>
      {record.overdue && <OverdueChip />}
    </Stack>
  );
}

function ClaimTable({ isAdmin }: { isAdmin: boolean }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const productOf = useProductOf();
  const phone = usePhone();
  const chips = useClaimChips(isAdmin);
  if (phone) {
    return (
      <>
        <ActiveFilterChips chips={chips} />
        <PhoneRecordList<Claim>
          testId="claims-phone-list"
          leading={(r) => <Cover record={r} size={44} />}
          primary={(r) => `${r.code} · ${r.customerName}`}
          secondary={(r) => (
            <>
              <span>{`${translate(c(`kinds.${r.kind}`))} · ${productOf(r).title}`}</span>
              <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
                <ClaimStatusChip status={r.status} />
                {r.overdue && <OverdueChip />}
                <span>{isAdmin ? r.dealer.company ?? r.dealer.displayName : formatDate(r.createdAt, 'short')}</span>
              </Box>
            </>
          )}
        />
      </>
    );
  }
  return (
    <DataTable rowClick="show" bulkActionButtons={false} sx={{ '& .RaDataTable-headerCell': noWrap }} rowSx={(r) => (r.overdue ? overdueRow : noMark)}>
      <Col
        source="code"
        render={(r) => (
          <Stack direction="row" spacing={1.5} alignItems="center">
            <Cover record={r} />
            <Box>
              <RecordLink id={r.id} sx={{ ...noWrap, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {r.code}
              </RecordLink>
              <Typography variant="caption" color="text.secondary" component="div" sx={noWrap}>
                {r.guaranteeCode}
              </Typography>
            </Box>
          </Stack>
        )}
      />
      <Col
        source="customerName"
        label={c('fields.customer')}
        disableSort
        render={(r) => (
          <Box sx={{ minWidth: 150 }}>
            <Typography variant="body2">{r.customerName}</Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {productOf(r).title}
            </Typography>
          </Box>
        )}
      />
      <Col source="kind" disableSort render={(r) => translate(c(`kinds.${r.kind}`))} />
      <Col
        source="status"
        render={(r) => (
          <Stack spacing={0.5} alignItems="flex-start">
            <ClaimStatusChip status={r.status} />
            {r.paidService && (
              <Typography variant="caption" color="text.secondary">
                {translate(c('paid_service_short'))}
              </Typography>
            )}
          </Stack>
        )}
      />
      {isAdmin && (
        <Col
          source="dealer.displayName"
          label={c('fields.dealer')}
          disableSort
          render={(r) => (
            <Box sx={{ minWidth: 130 }}>
              <Typography variant="body2">{r.dealer.company ?? r.dealer.displayName}</Typography>
              {r.dealer.company && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {r.dealer.displayName}
                </Typography>
              )}
            </Box>
          )}
        />
      )}
      <Col source="createdAt" render={(r) => <span style={noWrap}>{formatDate(r.createdAt, 'short')}</span>} />
      {isAdmin && <Col source="dueAt" render={(r) => <Due record={r} />} />}
      {isAdmin && (
        <Col
          source="assignee"
          label={c('fields.assignee')}
          disableSort
          render={(r) => (
            <Stack spacing={0.5} alignItems="flex-start">
              <Typography variant="body2" color={r.assignee ? undefined : 'text.secondary'}>
                {r.assignee?.displayName ?? translate(c('unassigned'))}
              </Typography>
              <AssignToMe record={r} />
            </Stack>
          )}
        />
      )}
    </DataTable>
  );
}

/** Claims filled without a connection, waiting on this device: the registration, the customer, the files still to send. */
function ClaimDrafts() {
  const translate = useTranslate();
  const describe = (d: Draft) => {
    const line = translate(c('drafts.line'), { code: String(d.values.guaranteeCode ?? ''), customer: String(d.values.customerName ?? '') });
    const waiting = filesToUpload(d).length;
    return waiting ? `${line} · ${translate(c('drafts.files'), { smart_count: waiting })}` : line;
  };
  return <DraftsCard kind="claim" describe={describe} editable />;
}

/**
 * /dashboard/reclami: a dealer's own claims with where each stands; for admins the triage list,
 * the open ones first and the oldest due at the top, overdue ones marked, "assign to me" on
 * each row. Cards on a phone.
 */
export default function ClaimList() {
  const translate = useTranslate();
  const { isAdmin, isPending } = useIsAdmin();
  const phone = usePhone();
  const filters = claimFilters(isAdmin);
  // The default filter and sort depend on the role: the list waits for it rather than starting on the wrong ones.
  if (isPending) return null;
  return (
    <>
      <PageHeading title={translate(isAdmin ? c('triage_title') : c('name'), { smart_count: 2 })} subtitle={translate(isAdmin ? c('triage_intro') : c('intro'))} />
      <ClaimDrafts />
      <List
        title={false}
        filters={phone ? filters.slice(0, 1) : filters}
        filterDefaultValues={isAdmin ? { status: 'open' } : undefined}
        actions={<ListActions isAdmin={isAdmin} phone={phone} />}
        exporter={false}
        sort={isAdmin ? { field: 'dueAt', order: 'ASC' } : { field: 'createdAt', order: 'DESC' }}
        perPage={25}
        empty={<Empty />}
        sx={phone ? phoneToolbarSx : { '& .RaList-main': { mt: 0 } }}
      >
        <ClaimTable isAdmin={isAdmin} />
      </List>
    </>
  );
}
