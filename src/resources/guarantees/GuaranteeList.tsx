import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { CreateButton, DataTable, ExportButton, List, TopToolbar, useTranslate } from 'react-admin';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import type { Guarantee } from '../../../shared/guarantees';
import { useIsAdmin } from '../../ui/useIsAdmin';
import { ExpiryChip } from './expiry';
import { ActiveFilterChips, PhoneFilterButton, phoneToolbarSx, usePhone, type FilterChipSpec } from '../PhoneFilters';
import { PhoneRecordList } from '../PhoneRecordList';
import { dealerChip, useCatalogueChips } from '../filterChips';
import { RecordLink } from '../RecordLink';
import { guaranteeFilters } from './guaranteeFilters';
import { ProductCell } from './ProductCell';
import { useProductOf } from './product';
import { useFormatDay } from './useFormatDay';
import { useGuaranteesExporter } from './useGuaranteesExporter';
import { CertificateIconButton } from './Paperwork';
import { DraftsCard } from '../drafts/DraftsCard';

/** A registration kept on the device, in a line: its customer and town. */
const describeDraft = (d: Draft) => `${String(d.values.customerName ?? '')} · ${String(d.values.city ?? '')}`;
import type { Draft } from '../../providers/drafts';

const Col = DataTable.Col<Guarantee>;
const noWrap = { whiteSpace: 'nowrap' } as const;

/** The active filters of the list in words, for the phone's chips. */
function useGuaranteeChips(isAdmin: boolean): FilterChipSpec[] {
  const translate = useTranslate();
  const day = useFormatDay();
  const filter = (name: string) => translate(`resources.garanzie.filters.${name}`);
  const catalogue = useCatalogueChips('garanzie');
  return [
    { source: 'status', label: filter('status'), text: (v) => translate(`resources.garanzie.statuses.${v}`) },
    ...(isAdmin ? [dealerChip(filter('dealer'))] : []),
    ...catalogue,
    { source: 'installedFrom', label: filter('installedFrom'), text: (v) => day(String(v)) },
    { source: 'installedTo', label: filter('installedTo'), text: (v) => day(String(v)) },
  ];
}

function ListActions({ isAdmin, phone }: { isAdmin: boolean; phone: boolean }) {
  const chips = useGuaranteeChips(isAdmin);
  return (
    <TopToolbar>
      {phone && <PhoneFilterButton filters={guaranteeFilters(isAdmin).slice(1)} chips={chips} />}
      <CreateButton variant="contained" label="resources.garanzie.actions.create" />
      <ExportButton />
    </TopToolbar>
  );
}

/** No registration yet (and no filter): what the page is for, and the way to the form. */
function Empty() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 1 }}>
      <CardContent>
        <Stack spacing={2} alignItems="flex-start" sx={{ py: 2 }}>
          <VerifiedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <Typography variant="h6" component="h2">
            {translate('resources.garanzie.empty.title')}
          </Typography>
          <Typography color="text.secondary">{translate('resources.garanzie.empty.text')}</Typography>
          <CreateButton variant="contained" label="resources.garanzie.actions.create" />
        </Stack>
      </CardContent>
    </Card>
  );
}

function GuaranteeTable({ isAdmin }: { isAdmin: boolean }) {
  const day = useFormatDay();
  const productOf = useProductOf();
  const translate = useTranslate();
  const phone = usePhone();
  const chips = useGuaranteeChips(isAdmin);
  if (phone) {
    return (
      <>
        <ActiveFilterChips chips={chips} />
        <PhoneRecordList<Guarantee>
          testId="guarantees-phone-list"
          primary={(g) => `${g.code} · ${g.customerName}`}
          action={(g) => <CertificateIconButton record={g} />}
          secondary={(g) => (
            <>
              <span>{productOf(g).title}</span>
              {/* The expiry stays on a phone: its date and its state. */}
              <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
                <span>{`${translate('resources.garanzie.fields.expiresOn')} ${day(g.expiresOn)}`}</span>
                <ExpiryChip expiresOn={g.expiresOn} />
              </Box>
            </>
          )}
        />
      </>
    );
  }
  return (
    <DataTable rowClick="show" bulkActionButtons={false} sx={{ '& .RaDataTable-headerCell': noWrap }}>
      <Col
        source="code"
        render={(g) => (
          <RecordLink id={g.id} sx={{ ...noWrap, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {g.code}
          </RecordLink>
        )}
      />
      <Col
        source="customerName"
        label="resources.garanzie.fields.customer"
        render={(g) => (
          <Box sx={{ minWidth: 160 }}>
            <Typography variant="body2">{g.customerName}</Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {g.province ? `${g.city} (${g.province})` : g.city}
            </Typography>
          </Box>
        )}
      />
      <Col source="product" label="resources.garanzie.fields.catalogue" disableSort render={(g) => <ProductCell record={g} />} />
      <Col source="quantity" align="right" />
      <Col source="installationDate" render={(g) => <span style={noWrap}>{day(g.installationDate)}</span>} />
      <Col
        source="expiresOn"
        render={(g) => (
          <Stack spacing={0.5} alignItems="flex-start">
            <span style={noWrap}>{day(g.expiresOn)}</span>
            <ExpiryChip expiresOn={g.expiresOn} />
          </Stack>
        )}
      />
      {isAdmin && (
        <Col
          source="dealer.displayName"
          label="resources.garanzie.fields.dealer"
          render={(g) => (
            <Box sx={{ minWidth: 140 }}>
              <Typography variant="body2">{g.dealer.displayName}</Typography>
              {g.dealer.company && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {g.dealer.company}
                </Typography>
              )}
            </Box>
          )}
        />
      )}
      <Col source="certificate" label="resources.garanzie.paperwork.certificate" disableSort align="center" render={(g) => <CertificateIconButton record={g} />} />
    </DataTable>
  );
}

/** /dashboard/garanzie: a dealer's own registrations, or every one (with the dealer) for an admin. */
export default function GuaranteeList() {
  const translate = useTranslate();
  const { isAdmin } = useIsAdmin();
  const exporter = useGuaranteesExporter(isAdmin);
  const phone = usePhone();
  // On a phone the search box stays; the other filters are behind the Filters button.
  const filters = guaranteeFilters(isAdmin);
  return (
    <>
      <PageHeading title={translate('resources.garanzie.name', { smart_count: 2 })} subtitle={translate('resources.garanzie.intro')} />
      <DraftsCard kind="guarantee" describe={describeDraft} editable />
      <List
        title={false}
        filters={phone ? filters.slice(0, 1) : filters}
        actions={<ListActions isAdmin={isAdmin} phone={phone} />}
        exporter={exporter}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        empty={<Empty />}
        sx={phone ? phoneToolbarSx : { '& .RaList-main': { mt: 0 } }}
      >
        <GuaranteeTable isAdmin={isAdmin} />
      </List>
    </>
  );
}
