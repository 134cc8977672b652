import { useRef } from 'react';
import { phoneListSx } from '../phoneList';
import { Box, Link, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  ExportButton,
  List,
  SimpleList,
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
import { DownloadButton } from './DownloadButton';
import { FileTypeIcon } from './FileTypeIcon';
import { useFormatBytes } from './format';
import { useDocumentsExporter } from './useDocumentsExporter';
import { useIsAdmin } from './useIsAdmin';
import { visuallyHidden } from './visuallyHidden';
import { useRowCheckboxLabels } from '../useRowCheckboxLabels';

const Col = DataTable.Col<DocumentRecord>;

function ListActions({ isAdmin }: { isAdmin: boolean }) {
  return (
    <TopToolbar>
      {isAdmin && <CreateButton variant="contained" label="resources.documenti.actions.create" />}
      <ExportButton />
    </TopToolbar>
  );
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

function DocumentTable({ isAdmin }: { isAdmin: boolean }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const formatBytes = useFormatBytes();
  const { filterValues } = useListContext();
  const reservedTab = filterValues.reserved === true;
  const table = useRef<HTMLDivElement>(null);
  useRowCheckboxLabels(table);
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  if (phone) {
    return (
      <>
        <DocumentTabs isAdmin={isAdmin} />
        <SimpleList<DocumentRecord>
          linkType="show"
          sx={phoneListSx}
          leftIcon={(r) => <FileTypeIcon fileName={r.file.name} />}
          primaryText={(r) => r.title}
          secondaryText={(r) => `${translate(`resources.documenti.categories.${r.category}`)} · ${formatBytes(r.file.size)}`}
          tertiaryText={(r) => formatDate(r.updatedAt, { dateStyle: 'short' })}
        />
      </>
    );
  }
  return (
    <Box ref={table}>
      <DocumentTabs isAdmin={isAdmin} />
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
        <Col source="updatedAt" render={(r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(r.updatedAt, { dateStyle: 'medium' })}</span>} />
        {isAdmin && reservedTab && (
          <Col source="dealerIds" disableSort render={(r) => <DealerAvatars dealers={r.dealers ?? []} size={28} />} />
        )}
        <Col
          label={<Box component="span" sx={visuallyHidden}>{translate('resources.documenti.actions.download')}</Box>}
          disableSort
          align="right"
          render={(r) => <DownloadButton record={r} compact />}
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
  return (
    <>
      <PageHeading title={translate('resources.documenti.name', { smart_count: 2 })} subtitle={translate('resources.documenti.intro')} />
      <List
        title={false}
        filters={documentFilters(isAdmin)}
        actions={<ListActions isAdmin={isAdmin} />}
        exporter={exporter}
        sort={{ field: 'updatedAt', order: 'DESC' }}
        perPage={25}
        empty={false}
        sx={{ '& .RaList-main': { mt: 0 } }}
      >
        <DocumentTable isAdmin={isAdmin} />
      </List>
    </>
  );
}
