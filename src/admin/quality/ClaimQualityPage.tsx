import { lazy, Suspense } from 'react';
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { today } from '../../../shared/calendar';
import { isMonth, periodProblem } from '../../../shared/claimQuality';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { apiErrorMessageKey } from '../../i18n/apiErrors';
import { useFormatNumber } from '../../i18n/numbers';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { PeriodPicker, presets, type Period } from './PeriodPicker';
import { QualityTables } from './QualityTables';
import { useClaimQuality } from './useClaimQuality';

// The charting library (~100 KB gzip) loads with the charts, after the page and its tables.
const QualityCharts = lazy(() => import('./QualityCharts'));

/** One figure of the summary: its value large, its name below. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 160px' }}>
      <CardContent>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * /dashboard/qualita (admins): claims per product and per kind per 1,000 units registered in the
 * same months, over a period the address keeps (`?from=YYYY-MM&to=YYYY-MM`, so a view can be
 * bookmarked or sent), as charts and as the tables screen readers read.
 */
export default function ClaimQualityPage() {
  const translate = useTranslate();
  const number = useFormatNumber();
  const [params, setParams] = useSearchParams();
  // The person's own month, as the app shows days (the server counts Rome's months; at a month's
  // turn the two differ by an hour or two, and the pickers still offer every month).
  const thisMonth = today().slice(0, 7);
  const fallback = presets(thisMonth).last_12;
  const period: Period = {
    from: isMonth(params.get('from')) ? params.get('from')! : fallback.from,
    to: isMonth(params.get('to')) ? params.get('to')! : fallback.to,
  };
  const invalid = periodProblem(period.from, period.to) !== null;
  const { data, error, isPending } = useClaimQuality(period.from, period.to, !invalid);
  const choose = (p: Period) => setParams({ from: p.from, to: p.to }, { replace: true });
  const rate = (v: number | null) => (v === null ? '—' : number(v, 1));
  return (
    <>
      <PageHeading title={translate('claimQuality.title')} subtitle={translate('claimQuality.intro')} />
      <PeriodPicker value={period} thisMonth={thisMonth} error={invalid} onChange={choose} />
      {invalid ? null : error ? (
        <Alert severity="error">{translate(apiErrorMessageKey(error))}</Alert>
      ) : isPending || !data ? (
        <Skeleton variant="rounded" height={320} />
      ) : data.products.length === 0 ? (
        <Typography>{translate('claimQuality.empty')}</Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
            <Figure label={translate('claimQuality.units')} value={number(data.total.units, 0)} />
            <Figure label={translate('claimQuality.claims')} value={number(data.total.claims, 0)} />
            <Figure label={translate('claimQuality.rate')} value={rate(data.total.perThousand)} />
          </Box>
          <Typography sx={visuallyHidden}>{translate('claimQuality.chart_note')}</Typography>
          <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
            <QualityCharts data={data} />
          </Suspense>
          <QualityTables data={data} />
        </>
      )}
    </>
  );
}
