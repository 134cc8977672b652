import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  AutocompleteInput,
  DataTable,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, type AuditEntry } from '../../../shared/audit';
import { ActiveFilterChips, PhoneFilterButton, phoneToolbarSx, usePhone, type FilterChipSpec } from '../PhoneFilters';
import { PhoneRecordList } from '../PhoneRecordList';
import { RecordLink } from '../RecordLink';
import { DayInput } from '../DayInput';
import { useFormatDay } from '../guarantees/useFormatDay';
import type { AuditDataProvider } from '../../providers/auditProvider';
import { AuditRecordCell } from './AuditRecordCell';
import { useAuditWords } from './words';

const Col = DataTable.Col<AuditEntry>;
const noWrap = { whiteSpace: 'nowrap' } as const;
const ANY = 'resources.audit.filters.any';
const personText = (u: { displayName?: string; email?: string }) => (u ? `${u.displayName} · ${u.email}` : '');

function SearchFilter({ source, alwaysOn }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const text = translate('resources.audit.filters.search');
  return <SearchInput source={source} alwaysOn={alwaysOn} placeholder={text} slotProps={{ htmlInput: { maxLength: 100, 'aria-label': text } }} sx={{ minWidth: { xs: 0, sm: 300 } }} />;
}

/** The person filter: any account, found by name or e-mail. */
function PersonInput({ source }: { source: string; alwaysOn?: boolean }) {
  return (
    <ReferenceInput source={source} reference="users" sort={{ field: 'displayName', order: 'ASC' }}>
      <AutocompleteInput label="resources.audit.filters.person" optionText={personText} filterToQuery={(q: string) => ({ q })} helperText={false} size="small" sx={{ minWidth: 240 }} />
    </ReferenceInput>
  );
}

function useFilters() {
  const words = useAuditWords();
  const actionChoices = AUDIT_ACTIONS.map((id) => ({ id, name: words.action(id) }));
  const typeChoices = AUDIT_RECORD_TYPES.map((id) => ({ id, name: words.recordType(id) }));
  return [
    <SearchFilter key="q" source="q" alwaysOn />,
    <PersonInput key="actorId" source="actorId" alwaysOn />,
    <SelectInput key="action" source="action" label="resources.audit.fields.action" choices={actionChoices} emptyText={ANY} alwaysOn sx={{ minWidth: 220 }} translateChoice={false} />,
    <SelectInput key="recordType" source="recordType" label="resources.audit.fields.recordType" choices={typeChoices} emptyText={ANY} alwaysOn sx={{ minWidth: 170 }} translateChoice={false} />,
    <DayInput key="from" source="from" label="resources.audit.filters.from" filter helperText={false} alwaysOn />,
    <DayInput key="to" source="to" label="resources.audit.filters.to" filter helperText={false} alwaysOn />,
  ];
}

function useChips(): FilterChipSpec[] {
  const translate = useTranslate();
  const words = useAuditWords();
  const day = useFormatDay();
  return [
    { source: 'actorId', label: translate('resources.audit.filters.person'), text: (v) => `#${v}` },
    { source: 'action', label: translate('resources.audit.fields.action'), text: (v) => words.action(String(v)) },
    { source: 'recordType', label: translate('resources.audit.fields.recordType'), text: (v) => words.recordType(String(v)) },
    { source: 'recordId', label: translate('resources.audit.fields.recordId'), text: (v) => String(v) },
    { source: 'from', label: translate('resources.audit.filters.from'), text: (v) => day(String(v)) },
    { source: 'to', label: translate('resources.audit.filters.to'), text: (v) => day(String(v)) },
  ];
}

/**
 * The list's export: the server's CSV of every entry the current filters keep (it streams them
 * from the database), not react-admin's exporter, which would page everything through the browser.
 */
function ExportCsvButton() {
  const translate = useTranslate();
  const phone = usePhone();
  const notify = useNotify();
  const dataProvider = useDataProvider<AuditDataProvider>();
  const { filterValues } = useListContext();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await dataProvider.exportCsv('audit', { filter: filterValues });
    } catch (err) {
      notify((err as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={run}
      disabled={busy}
      data-testid="audit-export"
      aria-label={translate(busy ? 'resources.audit.exporting' : 'resources.audit.export')}
      sx={{ ...noWrap, minWidth: 0 }}
    >
      {/* On a phone the search box keeps the room: the button says "CSV". */}
      {phone ? 'CSV' : translate(busy ? 'resources.audit.exporting' : 'resources.audit.export')}
    </Button>
  );
}

function ListActions({ phone }: { phone: boolean }) {
  const filters = useFilters();
  const chips = useChips();
  return (
    <TopToolbar>
      {phone && <PhoneFilterButton filters={filters.slice(1)} chips={chips} />}
      <ExportCsvButton />
    </TopToolbar>
  );
}

function AuditTable() {
  const words = useAuditWords();
  const phone = usePhone();
  const chips = useChips();
  if (phone) {
    return (
      <>
        <ActiveFilterChips chips={chips} />
        <PhoneRecordList<AuditEntry>
          testId="audit-phone-list"
          primary={(e) => words.action(e.action)}
          secondary={(e) => (
            <>
              <span>{`${words.actor(e)} · ${words.when(e.at)}`}</span>
              {e.record && <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>{`${words.recordType(e.record.type)}: ${e.record.label ?? e.record.id ?? ''}`}</Box>}
            </>
          )}
        />
      </>
    );
  }
  return (
    <DataTable rowClick="show" bulkActionButtons={false} sx={{ '& .RaDataTable-headerCell': noWrap }}>
      <Col source="at" render={(e) => <RecordLink id={e.id} sx={noWrap}>{words.when(e.at)}</RecordLink>} />
      <Col source="action" disableSort render={(e) => <Typography variant="body2" sx={{ fontWeight: 500 }}>{words.action(e.action)}</Typography>} />
      <Col
        source="actor"
        disableSort
        render={(e) => (
          <Box sx={{ minWidth: 160 }}>
            <Typography variant="body2">{words.actor(e)}</Typography>
            {e.actor.name && e.actor.email && (
              <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                {e.actor.email}
              </Typography>
            )}
          </Box>
        )}
      />
      <Col source="record" disableSort render={(e) => <AuditRecordCell entry={e} />} />
      <Col source="ip" disableSort render={(e) => <Box component="span" sx={{ ...noWrap, fontVariantNumeric: 'tabular-nums' }}>{e.ip ?? ''}</Box>} />
    </DataTable>
  );
}

/** /dashboard/audit (admins): who did what and when, newest first; filters; the server's CSV. */
export default function AuditList() {
  const translate = useTranslate();
  const phone = usePhone();
  const filters = useFilters();
  return (
    <>
      <PageHeading title={translate('resources.audit.name', { smart_count: 2 })} subtitle={translate('resources.audit.intro')} />
      <List
        title={false}
        filters={phone ? filters.slice(0, 1) : filters}
        actions={<ListActions phone={phone} />}
        exporter={false}
        sort={{ field: 'at', order: 'DESC' }}
        perPage={25}
        sx={phone ? phoneToolbarSx : { '& .RaList-main': { mt: 0 } }}
      >
        <AuditTable />
      </List>
    </>
  );
}
