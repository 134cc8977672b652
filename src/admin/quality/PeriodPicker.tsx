import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { addMonths, CLAIM_QUALITY_MONTHS_MAX } from '../../../shared/claimQuality';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { useQualityNames } from './useClaimQuality';

/** How far back the pickers offer months: ten years, the longest warranty the catalogue gives. */
const YEARS_BACK = 10;

export interface Period {
  from: string;
  to: string;
}

/** The presets a quality manager asks for, ending with `thisMonth`. */
export const presets = (thisMonth: string) => {
  const year = thisMonth.slice(0, 4);
  const lastYear = String(Number(year) - 1);
  return {
    last_12: { from: addMonths(thisMonth, -11), to: thisMonth },
    this_year: { from: `${year}-01`, to: thisMonth },
    last_year: { from: `${lastYear}-01`, to: `${lastYear}-12` },
  };
};

/** The period's first and last month as two selects, newest months first, and the presets as buttons. */
export function PeriodPicker({ value, thisMonth, error, onChange }: { value: Period; thisMonth: string; error: boolean; onChange: (p: Period) => void }) {
  const translate = useTranslate();
  const names = useQualityNames();
  const months = Array.from({ length: YEARS_BACK * 12 }, (_, i) => addMonths(thisMonth, -i));
  const select = (field: keyof Period) => (
    <TextField
      select
      size="small"
      label={translate(`claimQuality.${field}`)}
      value={months.includes(value[field]) ? value[field] : ''}
      onChange={(e) => onChange({ ...value, [field]: e.target.value })}
      error={error}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      {months.map((m) => (
        <MenuItem key={m} value={m}>
          {names.month(m)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
      <legend style={visuallyHidden}>
        {translate('claimQuality.period')}
      </legend>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {select('from')}
        {select('to')}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {Object.entries(presets(thisMonth)).map(([key, p]) => (
            <Button key={key} size="small" variant={p.from === value.from && p.to === value.to ? 'contained' : 'outlined'} onClick={() => onChange(p)}>
              {translate(`claimQuality.${key}`)}
            </Button>
          ))}
        </Stack>
      </Stack>
      {error && (
        <Typography role="alert" variant="body2" color="error">
          {translate('claimQuality.period_invalid', { months: CLAIM_QUALITY_MONTHS_MAX })}
        </Typography>
      )}
    </Stack>
  );
}
