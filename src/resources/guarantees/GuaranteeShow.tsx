import { Box, Button, Divider, GlobalStyles, Link, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { Show, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { resourceNames } from '../../../shared/paths';
import { SectionCard } from '../../ui/SectionCard';
import { useFormatDate } from '../../i18n/dateLocale';
import type { Guarantee } from '../../../shared/guarantees';
import { DetailRow } from '../DetailRow';
import { ResourceBreadcrumbs } from '../ResourceBreadcrumbs';
import { useIsAdmin } from '../../ui/useIsAdmin';
import { useCountryName } from './countries';
import { ExpiryChip, expiryOf } from './expiry';
import { useProductOf } from './product';
import { useFormatDay } from './useFormatDay';
import { EcobonusCard, UnitsCard, claimFormPath } from './GuaranteeWindows';
import { PaperworkActions } from './Paperwork';
import { useLocaleName } from './windows';
import { AuditHistory } from '../audit/AuditHistory';
import { useEditable } from './editable';

/** On paper: only the certificate, without the portal around it, and in black on white. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .MuiDrawer-root, [data-print="hide"]': { display: 'none !important' },
        body: { background: '#fff !important' },
        main: { padding: '0 !important', margin: '0 !important' },
        '[data-print="sheet"] .MuiCard-root': { boxShadow: 'none !important', border: '1px solid #ccc', breakInside: 'avoid', backgroundColor: '#fff !important' },
        // Dark mode stays on the screen: the paper gets dark text.
        'main h1, [data-print="sheet"] .MuiTypography-root, [data-print="sheet"] a, [data-print="sheet"] address': { color: '#1c252e !important' },
      },
    }}
  />
);

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' } as const;

function Certificate({ record }: { record: Guarantee }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const formatDate = useFormatDate();
  const product = useProductOf()(record);
  const country = useCountryName();
  const { isAdmin } = useIsAdmin();
  const localeName = useLocaleName();
  const field = (name: string) => translate(`resources.garanzie.fields.${name}`);
  const none = translate('resources.garanzie.none');
  return (
    <Stack spacing={3} data-print="sheet">
      <SectionCard focusable id="guarantee-certificate-title" title={translate('resources.garanzie.certificate.title')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ xs: 'flex-start', sm: 'center' }} justifyContent="space-between">
          <Stack direction="row" spacing={1.5} alignItems="center">
            <VerifiedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
            <Box>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700, letterSpacing: 0.5, fontVariantNumeric: 'tabular-nums' }} data-testid="guarantee-code">
                {record.code}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('resources.garanzie.certificate.issued', {
                  date: formatDate(record.createdAt, 'long'),
                  name: record.createdBy?.displayName ?? record.dealer.displayName,
                })}
              </Typography>
            </Box>
          </Stack>
          <ExpiryChip expiresOn={record.expiresOn} size="medium" />
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Typography>
          {translate(`resources.garanzie.certificate.${expiryOf(record.expiresOn).status === 'expired' ? 'was_covered' : 'covered'}`, {
            from: formatDay(record.installationDate, 'long'),
            to: formatDay(record.expiresOn, 'long'),
          })}
        </Typography>
      </SectionCard>

      <Box sx={grid}>
        <SectionCard id="guarantee-product-title" title={translate('resources.garanzie.sections.product')}>
          <Box component="dl" sx={{ m: 0 }}>
            <DetailRow label={field('product')}>
              {product.to ? (
                <Link component={RouterLink} to={product.to} underline="hover">
                  {product.title}
                </Link>
              ) : (
                product.title
              )}
            </DetailRow>
            {product.where && <DetailRow label={field('productCategory')}>{product.where}</DetailRow>}
            <DetailRow label={field('quantity')}>{translate('resources.garanzie.quantity_pieces', { smart_count: record.quantity })}</DetailRow>
            <DetailRow label={field('orderReference')}>{record.orderReference ?? none}</DetailRow>
          </Box>
        </SectionCard>
        <SectionCard id="guarantee-warranty-title" title={translate('resources.garanzie.sections.warranty')}>
          <Box component="dl" sx={{ m: 0 }}>
            <DetailRow label={field('installationDate')}>{formatDay(record.installationDate, 'long')}</DetailRow>
            <DetailRow label={field('warrantyYears')}>{translate('resources.garanzie.years', { smart_count: record.warrantyYears })}</DetailRow>
            <DetailRow label={field('expiresOn')}>{formatDay(record.expiresOn, 'long')}</DetailRow>
          </Box>
        </SectionCard>
        {record.units.length > 0 && (
          <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
            <UnitsCard record={record} />
          </Box>
        )}
        {record.ecobonus && <EcobonusCard record={record} />}
        <SectionCard id="guarantee-customer-title" title={translate('resources.garanzie.sections.customer')}>
          <Box component="dl" sx={{ m: 0 }}>
            <DetailRow label={field('customerName')}>{record.customerName}</DetailRow>
            <DetailRow label={field('customerEmail')}>
              {record.customerEmail ? (
                <Link href={`mailto:${record.customerEmail}`} underline="hover">
                  {record.customerEmail}
                </Link>
              ) : (
                none
              )}
            </DetailRow>
            <DetailRow label={field('customerPhone')}>
              {record.customerPhone ? (
                <Link href={`tel:${record.customerPhone.replace(/[^+\d]/g, '')}`} underline="hover">
                  {record.customerPhone}
                </Link>
              ) : (
                none
              )}
            </DetailRow>
            <DetailRow label={field('customerLocale')}>{localeName(record.customerLocale, true)}</DetailRow>
          </Box>
        </SectionCard>
        <SectionCard id="guarantee-address-title" title={translate('resources.garanzie.sections.address')}>
          <Typography component="address" sx={{ fontStyle: 'normal', lineHeight: 1.7 }}>
            {record.street}
            <br />
            {`${record.zipCode} ${record.city}${record.province ? ` (${record.province})` : ''}`}
            <br />
            {country(record.country)}
          </Typography>
        </SectionCard>
        <SectionCard id="guarantee-dealer-title" title={translate('resources.garanzie.sections.dealer')}>
          <Box component="dl" sx={{ m: 0 }}>
            <DetailRow label={field('dealer')}>{record.dealer.company ? `${record.dealer.company} · ${record.dealer.displayName}` : record.dealer.displayName}</DetailRow>
            <DetailRow label={field('createdAt')}>{formatDate(record.createdAt, 'longTime')}</DetailRow>
            {(isAdmin || record.createdBy?.id !== record.dealerId) && record.createdBy && (
              <DetailRow label={field('createdBy')}>{record.createdBy.displayName}</DetailRow>
            )}
          </Box>
        </SectionCard>
        {record.notes && (
          <SectionCard id="guarantee-notes-title" title={translate('resources.garanzie.sections.notes')}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {record.notes}
            </Typography>
          </SectionCard>
        )}
        {isAdmin && <AuditHistory type="guarantee" id={record.id} />}
      </Box>
    </Stack>
  );
}

/**
 * "Modifica": to admins always, to the dealer who owns the registration while they may still
 * correct it, with the deadline said beside it.
 */
function EditAction({ record }: { record: Guarantee }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const createPath = useCreatePath();
  const { canEdit, until } = useEditable(record);
  if (!canEdit) return null;
  return (
    <Stack spacing={0.75} alignItems={{ xs: 'stretch', md: 'flex-end' }} data-print="hide" sx={{ flexShrink: 0 }}>
      <Button
        component={RouterLink}
        to={createPath({ resource: resourceNames.guarantees, type: 'edit', id: record.id })}
        variant="outlined"
        startIcon={<EditIcon />}
        aria-describedby={until ? 'guarantee-edit-until' : undefined}
        data-testid="edit-guarantee"
      >
        {translate('resources.garanzie.edit.action')}
      </Button>
      {until && (
        <Typography id="guarantee-edit-until" variant="body2" color="text.secondary">
          {translate('resources.garanzie.edit.until', { date: formatDate(until, 'long') })}
        </Typography>
      )}
    </Stack>
  );
}

/** "Open a claim": the claim form for this registration (a line's own button ticks that line). */
function ClaimAction({ record }: { record: Guarantee }) {
  const translate = useTranslate();
  return (
    <Box data-print="hide" sx={{ flexShrink: 0 }}>
      <Button component={RouterLink} to={claimFormPath(record.id)} variant="outlined" startIcon={<ReportProblemIcon />} data-testid="open-claim">
        {translate('resources.reclami.actions.create')}
      </Button>
    </Box>
  );
}

function ShowContent() {
  const record = useRecordContext<Guarantee>();
  if (!record) return null;
  return (
    <>
      {printStyles}
      <PageHeading title={`${record.code} · ${record.customerName}`}>
        <Box data-print="hide">
          <ResourceBreadcrumbs resource={resourceNames.guarantees} record={{ id: record.id, label: record.code }} />
        </Box>
      </PageHeading>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ xs: 'stretch', md: 'flex-start' }} sx={{ mt: -2, mb: 3 }}>
        <PaperworkActions record={record} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'flex-start' }}>
          <ClaimAction record={record} />
          <EditAction record={record} />
        </Stack>
      </Stack>
      <Certificate record={record} />
    </>
  );
}

/**
 * /dashboard/garanzie/:id/show: the registration, its windows and their Ecobonus check, and its
 * papers for the customer (the certificate and the declaration as PDFs, the certificate by
 * e-mail), and "Modifica" to correct it (admins; its dealer for DEALER_EDIT_DAYS). No delete:
 * a registration is the record of an installation.
 */
export default function GuaranteeShow() {
  return (
    <Show actions={false} title={false} component="div" emptyWhileLoading sx={{ '& .RaShow-main': { mt: 0 } }}>
      <ShowContent />
    </Show>
  );
}
