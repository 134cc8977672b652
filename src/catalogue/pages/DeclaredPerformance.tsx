import { useState } from 'react';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useLocaleState, useNotify, useTranslate } from 'ra-core';
import { api } from '../../../shared/paths';
import { downloadGenerated } from '../../providers/httpClient';
import { useManufacturer } from '../../providers/manufacturer';
import { SectionCard } from '../../ui/SectionCard';
import { useFormatDate } from '../../i18n/dateLocale';
import { CHARACTERISTIC_NAMES, INTENDED_USE, NPD, characteristicsOf, declarationsOf, permanentDopPath, type ProductPerformance } from '../../../shared/catalogue/performance';
import type { CatalogueProduct, ProductKind } from '../../../shared/catalogue/types';
import { useLocalized } from '../useLocalized';
import { CeMark } from './CeMark';
import { QrCode } from './QrCode';
import { useShowValue } from './SpecsTable';

interface Props {
  slugs: [material: string, category: string, product: string];
  product: CatalogueProduct;
  kind: ProductKind;
  performance: ProductPerformance;
}

/**
 * What the product's CE marking says, laid out as its label: the mark, the manufacturer, the DoP,
 * the standard, the product and its use, the notified body, then each characteristic with its
 * class or NPD. The DoP itself downloads in either language (the customer's may not be the dealer's);
 * its version and date of issue, a QR code of its permanent public address, and its earlier
 * versions (which stay available: Regulation (EU) 305/2011, art. 7) follow.
 */
export function DeclaredPerformance({ slugs, product, kind, performance }: Props) {
  const translate = useTranslate();
  const local = useLocalized();
  const show = useShowValue();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { data: manufacturer } = useManufacturer();
  const [busy, setBusy] = useState<'it' | 'en' | null>(null);
  const lang = locale === 'en' ? 'en' : 'it';
  const other = lang === 'en' ? 'it' : 'en';
  const characteristics = characteristicsOf(performance);
  const formatDate = useFormatDate();
  const day = (issued: string) => formatDate(`${issued}T00:00:00Z`, 'long', { utc: true });
  const earlier = (declarationsOf(...slugs) ?? []).filter((v) => v.version < performance.version).reverse();
  const permanentUrl = `${window.location.origin}${permanentDopPath(performance.dop, performance.version, lang)}`;

  const download = async (which: 'it' | 'en') => {
    setBusy(which);
    try {
      await downloadGenerated(api.dop(...slugs, which), `${performance.dop}-v${performance.version}-${which}.pdf`);
    } catch {
      notify('catalogue.ce.download_failed', { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  // The label's facts in two columns from a tablet up; the characteristics' long names get more room.
  const line = (label: string, value: string, columns = '11rem 1fr') => (
    <Box key={label} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: columns }, columnGap: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );

  return (
    <SectionCard id="product-declared" title={translate('catalogue.ce.title')}>
      <Box
        role="group"
        aria-label={translate('catalogue.ce.label')}
        sx={{ border: 2, borderColor: 'text.primary', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
        data-testid="ce-label"
      >
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1.5 }}>
          <CeMark label={translate('catalogue.ce.mark')} />
          <Box sx={{ minWidth: 0 }}>
            {manufacturer && (
              <>
                <Typography sx={{ fontWeight: 600 }}>{manufacturer.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {manufacturer.address.split('\n').join(' · ')}
                </Typography>
              </>
            )}
          </Box>
        </Stack>
        <Stack component="dl" spacing={0.75} sx={{ m: 0, pb: 1.5, mb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          {line(translate('catalogue.ce.dop'), performance.dop)}
          {line(translate('catalogue.ce.version'), translate('catalogue.ce.version_text', { version: performance.version, date: day(performance.issued) }))}
          {line(translate('catalogue.ce.standard'), performance.standard)}
          {line(translate('catalogue.ce.product'), local(product.title))}
          {line(translate('catalogue.ce.intended_use'), local(INTENDED_USE[kind]))}
          {line(
            translate('catalogue.ce.notified_body'),
            performance.notifiedBody ? `${performance.notifiedBody.number} · ${performance.notifiedBody.name}` : translate('catalogue.ce.no_notified_body'),
          )}
        </Stack>
        <Stack component="dl" spacing={0.75} sx={{ m: 0 }}>
          {characteristics.map((c) => line(local(CHARACTERISTIC_NAMES[c.key]), show(c), 'minmax(0, 3fr) minmax(7rem, 1fr)'))}
        </Stack>
        {characteristics.some((c) => c.value === NPD) && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate('catalogue.ce.npd')}
          </Typography>
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => download(lang)} loading={busy === lang} disabled={busy !== null}>
          {translate('catalogue.ce.download')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => download(other)}
          loading={busy === other}
          disabled={busy !== null}
          aria-label={translate('catalogue.ce.download_other_label')}
        >
          {translate('catalogue.ce.download_other')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }}>
        <QrCode text={permanentUrl} label={translate('catalogue.ce.qr_label', { dop: performance.dop, version: performance.version })} />
        <Box sx={{ minWidth: 0 }}>
          <Link href={permanentUrl} variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="dop-permanent-link">
            {translate('catalogue.ce.permanent_link')}
          </Link>
          {earlier.length > 0 && (
            <>
              <Typography variant="body2" component="h3" sx={{ mt: 1.5, fontWeight: 600 }}>
                {translate('catalogue.ce.earlier')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {earlier.map((v) => (
                  <Typography component="li" variant="body2" key={v.version}>
                    {translate('catalogue.ce.earlier_version', { version: v.version, date: day(v.issued) })}
                    {(['it', 'en'] as const).map((l) => (
                      <span key={l}>
                        {' · '}
                        <Link
                          href={permanentDopPath(v.dop, v.version, l)}
                          aria-label={translate('catalogue.ce.earlier_download_label', { version: v.version, lang: translate(`catalogue.ce.lang_${l}`) })}
                        >
                          {translate(`catalogue.ce.lang_${l}`)}
                        </Link>
                      </span>
                    ))}
                  </Typography>
                ))}
              </Box>
            </>
          )}
        </Box>
      </Stack>
    </SectionCard>
  );
}
