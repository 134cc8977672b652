import { useRef } from 'react';
import { phoneListSx } from '../phoneList';
import { ActiveFilterChips, PhoneFilterButton, phoneToolbarSx, usePhone, type FilterChipSpec } from '../PhoneFilters';
import { Box, Link, Stack, Typography } from '@mui/material';
import AttachIcon from '@mui/icons-material/AttachFile';
import {
  BooleanInput,
  BulkDeleteButton,
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCreatePath,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { resourceNames } from '../../../shared/paths';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { useFormatDate } from '../../i18n/dateLocale';
import { SEARCH_MAX } from '../../../shared/documents';
import { NOTICE_STATUSES, type NoticeStatus } from '../../../shared/notices';
import { plainText } from '../../../shared/noticeMarkup';
import type { NoticeRecord } from '../../providers/noticesQuery';
import { useIsAdmin } from '../../ui/useIsAdmin';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { useRowCheckboxLabels } from '../useRowCheckboxLabels';
import { PinMark, StatusChip, UnreadDot } from './NoticeMarks';

const Col = DataTable.Col<NoticeRecord>;
const EXCERPT = 140;

/** The active filters of the list in words, for the phone's chips. */
function useNoticeChips(): FilterChipSpec[] {
  const translate = useTranslate();
  return [
    { source: 'unread', label: translate('resources.comunicazioni.filters.unread'), text: (v) => (v === true ? translate('ra.boolean.true') : null) },
    { source: 'status', label: translate('resources.comunicazioni.fields.status'), text: (v) => translate(`resources.comunicazioni.statuses.${v}`) },
  ];
}

function ListActions({ isAdmin, phone }: { isAdmin: boolean; phone: boolean }) {
  const chips = useNoticeChips();
  return (
    <TopToolbar>
      {phone && <PhoneFilterButton filters={filters(isAdmin).slice(1)} chips={chips} />}
      {isAdmin && <CreateButton variant="contained" label="resources.comunicazioni.actions.create" />}
    </TopToolbar>
  );
}

function SearchFilter(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const text = translate('resources.comunicazioni.filters.search');
  return <SearchInput placeholder={text} slotProps={{ htmlInput: { maxLength: SEARCH_MAX, 'aria-label': text } }} sx={{ minWidth: 240 }} {...props} />;
}

const statusChoices = NOTICE_STATUSES.map((id) => ({ id, name: `resources.comunicazioni.statuses.${id}` }));

function filters(isAdmin: boolean) {
  return [
    <SearchFilter key="q" source="q" alwaysOn />,
    <BooleanInput key="unread" source="unread" label="resources.comunicazioni.filters.unread" alwaysOn helperText={false} sx={{ alignSelf: 'center', ml: 1 }} />,
    ...(isAdmin
      ? [<SelectInput key="status" source="status" choices={statusChoices} emptyText="resources.comunicazioni.filters.any" alwaysOn sx={{ minWidth: 160 }} />]
      : []),
  ];
}

/** Title cell: unread dot, pin, the title (bold while unread; a link, for the keyboard) and the start of the text. */
function TitleCell({ record }: { record: NoticeRecord }) {
  const createPath = useCreatePath();
  return (
    <Stack direction="row" spacing={1.25} alignItems="flex-start" sx={{ minWidth: 260, maxWidth: 640 }} data-notice-id={record.id} data-read={record.read}>
      <Box sx={{ width: 10, pt: 0.75, flexShrink: 0 }}>{!record.read && <UnreadDot />}</Box>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={0.75} alignItems="center">
          {record.pinned && <PinMark />}
          <Link
            component={RouterLink}
            to={createPath({ resource: resourceNames.notices, type: 'show', id: record.id })}
            onClick={(e) => e.stopPropagation()}
            variant="body2"
            color="inherit"
            underline="hover"
            sx={{ fontWeight: record.read ? 500 : 700 }}
          >
            {record.title}
          </Link>
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {plainText(record.body, EXCERPT)}
        </Typography>
      </Box>
    </Stack>
  );
}

function AttachmentCell({ record }: { record: NoticeRecord }) {
  const translate = useTranslate();
  if (!record.attachment) return null;
  return <AttachIcon role="img" fontSize="small" titleAccess={`${translate('resources.comunicazioni.with_attachment')}: ${record.attachment.name}`} sx={{ color: 'text.secondary' }} />;
}

function NoticeTable({ isAdmin }: { isAdmin: boolean }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const table = useRef<HTMLDivElement>(null);
  useRowCheckboxLabels(table);
  const phone = usePhone();
  const chips = useNoticeChips();
  const date = (r: NoticeRecord) => formatDate(r.publishAt, 'short');
  if (phone) {
    return (
      <>
      <ActiveFilterChips chips={chips} />
      <SimpleList<NoticeRecord>
        linkType="show"
        sx={phoneListSx}
        leftIcon={(r) => (r.read ? (r.pinned ? <PinMark /> : <span />) : <UnreadDot />)}
        primaryText={(r) => <Box component="span" sx={{ fontWeight: r.read ? 500 : 700 }}>{r.title}</Box>}
        secondaryText={(r) => plainText(r.body, 80)}
        tertiaryText={(r) => (isAdmin && r.status !== 'published' ? translate(`resources.comunicazioni.statuses.${r.status as NoticeStatus}`) : date(r))}
      />
      </>
    );
  }
  return (
    <Box ref={table}>
      <DataTable
        rowClick="show"
        bulkActionButtons={isAdmin ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
        rowSx={(r) => (r.read ? {} : { bgcolor: 'action.hover' })}
        sx={{ '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}
      >
        <Col source="title" render={(r) => <TitleCell record={r} />} />
        <Col source="publishAt" render={(r) => <span style={{ whiteSpace: 'nowrap' }}>{date(r)}</span>} />
        {isAdmin && <Col source="status" disableSort render={(r) => <StatusChip record={r} always />} />}
        <Col
          label={<Box component="span" sx={visuallyHidden}>{translate('resources.comunicazioni.fields.attachment')}</Box>}
          disableSort
          align="center"
          render={(r) => <AttachmentCell record={r} />}
        />
      </DataTable>
    </Box>
  );
}

/** /dashboard/comunicazioni: the notices the user may see, pinned first, unread ones marked. */
export default function NoticeList() {
  const translate = useTranslate();
  const { isAdmin } = useIsAdmin();
  const phone = usePhone();
  const all = filters(isAdmin);
  return (
    <>
      <PageHeading title={translate('resources.comunicazioni.name', { smart_count: 2 })} subtitle={translate('resources.comunicazioni.intro')} />
      <List
        title={false}
        filters={phone ? all.slice(0, 1) : all}
        actions={<ListActions isAdmin={isAdmin} phone={phone} />}
        exporter={false}
        sort={{ field: 'publishAt', order: 'DESC' }}
        perPage={25}
        empty={false}
        sx={phone ? phoneToolbarSx : { '& .RaList-main': { mt: 0 } }}
      >
        <NoticeTable isAdmin={isAdmin} />
      </List>
    </>
  );
}
