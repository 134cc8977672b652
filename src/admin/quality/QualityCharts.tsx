import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { ClaimQuality } from '../../../shared/claims';
import { useFormatNumber } from '../../i18n/numbers';
import { useQualityNames } from './useClaimQuality';

/**
 * The bottom axes' height, px: the library's 25 leaves the portal's font no room, and it then
 * shortens every tick label to nothing.
 */
const AXIS_HEIGHT = 34;

/**
 * The quality view's two charts (MUI X Charts, loaded with this page only): claims per 1,000 units
 * per product, and the same rate month by month. They draw what the tables below say, so they are
 * hidden from screen readers, which read the tables; a product with no unit registered has no rate
 * and no bar (the table says so in words).
 */
export default function QualityCharts({ data }: { data: ClaimQuality }) {
  const translate = useTranslate();
  const names = useQualityNames();
  const number = useFormatNumber();
  const rated = data.products.filter((p) => p.perThousand !== null);
  const rate = (v: number | null) => (v === null ? translate('claimQuality.no_rate') : number(v, 1));
  return (
    <Box aria-hidden="true" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {rated.length > 0 && (
        <Box>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
            {translate('claimQuality.chart_products')}
          </Typography>
          <BarChart
            layout="horizontal"
            height={Math.max(160, 48 + rated.length * 32)}
            yAxis={[{ scaleType: 'band', data: rated.map((p) => names.product(p.product)), width: 170 }]}
            xAxis={[{ min: 0, height: AXIS_HEIGHT, valueFormatter: (v: number) => number(v, null) }]}
            series={[{ data: rated.map((p) => p.perThousand), label: translate('claimQuality.rate'), valueFormatter: rate }]}
            hideLegend
          />
        </Box>
      )}
      <Box>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
          {translate('claimQuality.chart_months')}
        </Typography>
        <LineChart
          height={260}
          xAxis={[{ scaleType: 'point', height: AXIS_HEIGHT, data: data.months.map((m) => names.shortMonth(m.month)) }]}
          yAxis={[{ min: 0, valueFormatter: (v: number) => number(v, null) }]}
          series={[{ data: data.months.map((m) => m.perThousand), label: translate('claimQuality.rate'), valueFormatter: rate, connectNulls: false }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
