import { useRef } from 'react';
import { Box, Link, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  ExportButton,
  List,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { useFormatDate } from '../../i18n/dateLocale';
import type { DocumentRecord } from '../../providers/documentsQuery';
import { useCatalogueLink } from './catalogueLink';
import { DealerAvatars } from './DealerAvatars';
import { documentFilters } from './documentFilters';
import { DocumentTabs } from './DocumentTabs';
import { CategoryChip, DocumentTitleCell } from './DocumentTitleCell';
import { DocumentRowActions } from './KeepDocumentButton';
import { FileTypeIcon } from './FileTypeIcon';
import { useFormatBytes } from './format';
import { useDocumentsExporter } from './useDocumentsExporter';
import { useIsAdmin } from '../../ui/useIsAdmin';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { DeferredRecords } from '../../ui/DeferredRecords';
import { useRowCheckboxLabels } from '../useRowCheckboxLabels';
import { ActiveFilterChips, PhoneFilterButton, phoneToolbarSx, usePhone, type FilterChipSpec } from '../PhoneFilters';
import { PhoneRecordList } from '../PhoneRecordList';
import { dealerChip, useCatalogueChips } from '../filterChips';

const Col = DataTable.Col<DocumentRecord>;

function ListActions({ isAdmin, phone }: { isAdmin: boolean; phone: boolean }) {
  const chips = useDocumentChips(isAdmin);
  return (
    <TopToolbar>
      {phone && <PhoneFilterButton filters={documentFilters(isAdmin).slice(1)} chips={chips} />}
      {isAdmin && <CreateButton variant="contained" label="resources.documenti.actions.create" />}
      <ExportButton />
    </TopToolbar>
  );
}

/** The active filters of the list in words, for the phone's chips. */
function useDocumentChips(isAdmin: boolean): FilterChipSpec[] {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.documenti.fields.${name}`);
  const catalogue = useCatalogueChips('documenti');
  return [
    { source: 'category', label: field('category'), text: (v) => translate(`resources.documenti.categories.${v}`) },
    { source: 'language', label: field('language'), text: (v) => translate(`resources.documenti.languages.${v}`) },
    ...catalogue,
    ...(isAdmin ? [dealerChip(translate('resources.documenti.filters.dealer'))] : []),
  ];
}

function CatalogueCell({ record }: { record: DocumentRecord }) {
  const link = useCatalogueLink()(record);
  if (!link) return <Typography variant="body2" color="text.secondary">—</Typography>;
  return (
    <Link component={RouterLink} to={link.to} onClick={(e) => e.stopPropagation()} variant="body2" underline="hover">
      {link.label}
    </Link>
  );
}

/** Above the rows, drawn with the list rather than with its answers: the phone's filter chips and the two tabs. */
function ListTop({ isAdmin, phone }: { isAdmin: boolean; phone: boolean }) {
  const chips = useDocumentChips(isAdmin);
  return (
    <>
      {phone && <ActiveFilterChips chips={chips} />}
      <DocumentTabs isAdmin={isAdmin} />
    </>
  );
}

function DocumentTable({ isAdmin }: { isAdmin: boolean }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const formatBytes = useFormatBytes();
  const { filterValues } = useListContext();
  const reservedTab = filterValues.reserved === true;
  const table = useRef<HTMLDivElement>(null);
  useRowCheckboxLabels(table);
  const phone = usePhone();
  if (phone) {
    return (
      <PhoneRecordList<DocumentRecord>
        testId="documents-phone-list"
        leading={(r) => <FileTypeIcon fileName={r.file.name} />}
        primary={(r) => (
          <>
            {r.title}
            {r.reserved && (
              <LockIcon titleAccess={translate('resources.documenti.reserved')} sx={{ fontSize: 15, ml: 0.75, verticalAlign: 'text-bottom', color: 'text.secondary' }} />
            )}
          </>
        )}
        secondary={(r) =>
          `${translate(`resources.documenti.categories.${r.category}`)} · ${formatBytes(r.file.size)} · ${formatDate(r.updatedAt, 'short')}`
        }
        action={(r) => <DocumentRowActions record={r} />}
      />
    );
  }
  return (
    <Box ref={table}>
      <DataTable
        rowClick="show"
        bulkActionButtons={isAdmin ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
        sx={{ '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}
      >
        <Col source="title" render={(r) => <DocumentTitleCell record={r} />} />
        <Col source="category" render={(r) => <CategoryChip category={r.category} />} />
        <Col label="resources.documenti.fields.catalogue" disableSort render={(r) => <CatalogueCell record={r} />} />
        <Col source="language" render={(r) => translate(`resources.documenti.languages.${r.language}`)} />
        <Col source="file.size" align="right" render={(r) => <span style={{ whiteSpace: 'nowrap' }}>{formatBytes(r.file.size)}</span>} />
        <Col source="updatedAt" render={(r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(r.updatedAt, 'short')}</span>} />
        {isAdmin && reservedTab && (
          <Col source="dealerIds" disableSort render={(r) => <DealerAvatars dealers={r.dealers ?? []} size={28} />} />
        )}
        <Col
          label={<Box component="span" sx={visuallyHidden}>{translate('resources.documenti.actions.download')}</Box>}
          disableSort
          align="right"
          render={(r) => <DocumentRowActions record={r} />}
        />
      </DataTable>
    </Box>
  );
}

/** /dashboard/documenti: every document the user may see, in two tabs (public, reserved). */
export default function DocumentList() {
  const translate = useTranslate();
  const { isAdmin } = useIsAdmin();
  const exporter = useDocumentsExporter(isAdmin);
  const phone = usePhone();
  // On a phone the search box stays; the other filters are behind the Filters button.
  const filters = documentFilters(isAdmin);
  return (
    <>
      <PageHeading title={translate('resources.documenti.name', { smart_count: 2 })} subtitle={translate('resources.documenti.intro')} />
      <List
        title={false}
        filters={phone ? filters.slice(0, 1) : filters}
        actions={<ListActions isAdmin={isAdmin} phone={phone} />}
        exporter={exporter}
        sort={{ field: 'updatedAt', order: 'DESC' }}
        perPage={25}
        empty={false}
        sx={phone ? phoneToolbarSx : { '& .RaList-main': { mt: 0 } }}
      >
        <ListTop isAdmin={isAdmin} phone={phone} />
        <DeferredRecords>
          <DocumentTable isAdmin={isAdmin} />
        </DeferredRecords>
      </List>
    </>
  );
}
