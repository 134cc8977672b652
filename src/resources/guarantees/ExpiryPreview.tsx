import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { addYears, isIsoDate, WARRANTY_YEARS_MAX, WARRANTY_YEARS_MIN } from '../../../shared/guarantees';
import { ExpiryChip } from './expiry';
import { useFormatDay } from './useFormatDay';
import { installationDate } from './validation';

/** The expiry as the server will compute it, updated as the date and the years are typed. */
export function ExpiryPreview() {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const [date, years] = useWatch({ name: ['installationDate', 'warrantyYears'] });
  // Only a date the form accepts gives an expiry: not while it is unfinished, in the future or too old.
  const valid =
    isIsoDate(date) &&
    !installationDate(formatDay)(date, {}, {}) &&
    Number.isInteger(years) &&
    years >= WARRANTY_YEARS_MIN &&
    years <= WARRANTY_YEARS_MAX;
  const expiresOn = valid ? addYears(date, years) : null;
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="expiry-preview"
      sx={{ width: '100%', mb: 2, p: 2, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
    >
      <Typography variant="caption" color="text.secondary" component="div">
        {translate('resources.garanzie.expiry.label')}
      </Typography>
      {expiresOn ? (
        <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography sx={{ fontWeight: 600 }}>{translate('resources.garanzie.expiry.until', { date: formatDay(expiresOn, 'long') })}</Typography>
          <ExpiryChip expiresOn={expiresOn} />
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.garanzie.expiry.pending')}
        </Typography>
      )}
    </Box>
  );
}
