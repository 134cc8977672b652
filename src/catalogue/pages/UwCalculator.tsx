import { useId, useState } from 'react';
import { Box, Chip, InputAdornment, MenuItem, Stack, TextField, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { useLocaleState, useTranslate } from 'ra-core';
import { DATE_LOCALES } from '../../i18n/dateLocale';
import { SectionCard } from '../../ui/SectionCard';
import { citeSource, CLIMATE_ZONES, limitRowFor } from '../../../shared/ecobonus';
import { today } from '../../../shared/calendar';
import { SIZE_MAX, SIZE_MIN, sizeProblem, windowUw } from '../../../shared/thermal';
import type { FramedPerformance } from '../../../shared/catalogue/performance';
import { useLocalized } from '../useLocalized';
import { numberFormat } from '../../../shared/intlFormats';
import { parseNumber } from '../../i18n/numbers';

/**
 * Whole millimetres typed as the language writes numbers ("1.230" or "1 230" in Italian, "1,230" in
 * English: the warranty form's reading, i18n/numbers.ts); anything else is a size sizeProblem refuses.
 */
const millimetres = (text: string, locale: string) => {
  const value = parseNumber(text, locale);
  return typeof value === 'number' && Number.isInteger(value) ? value : Number.NaN;
};
const fits = (mm: number) => mm >= SIZE_MIN && mm <= SIZE_MAX;

/**
 * Uw (or Ud) of this product at the size the dealer types (EN ISO 10077-1, shared/thermal.ts: the
 * same code the warranty registration and the PDFs use), with the climate zones whose Ecobonus
 * limit it meets for works started today (shared/ecobonus.ts).
 */
export function UwCalculator({ performance }: { performance: FramedPerformance }) {
  const translate = useTranslate();
  const local = useLocalized();
  const [locale] = useLocaleState();
  const id = useId();
  const { frame, glazings, reference, transmittance } = performance;
  const door = transmittance.symbol === 'ud';
  const symbol = door ? 'Ud' : 'Uw';
  const [width, setWidth] = useState(String(reference.width));
  const [height, setHeight] = useState(String(reference.height));
  const [sashes, setSashes] = useState(reference.sashes);
  const [glazingId, setGlazingId] = useState(glazings[0].id);
  const glazing = glazings.find((g) => g.id === glazingId) ?? glazings[0];

  const size = { width: millimetres(width, locale), height: millimetres(height, locale), sashes };
  const problem = sizeProblem(frame, size);
  const result = problem ? null : windowUw(frame, glazing, size);
  // Works started today, in the user's own time zone.
  const row = limitRowFor(today(), 'incentive');
  const format = (value: number, digits: number) =>
    numberFormat(DATE_LOCALES[locale === 'en' ? 'en' : 'it'], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const met = result && row ? CLIMATE_ZONES.filter((z) => result.uw <= row.limits[z]) : [];
  const mm = <InputAdornment position="end">{translate('catalogue.calculator.mm')}</InputAdornment>;
  const t = (key: string, options?: object) => translate(`catalogue.calculator.${key}`, options);

  return (
    <SectionCard id="product-calculator" title={t(door ? 'title_ud' : 'title_uw')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(door ? 'intro_door' : 'intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => e.preventDefault()} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
        {(
          [
            ['width', width, setWidth, size.width],
            ['height', height, setHeight, size.height],
          ] as const
        ).map(([key, text, set, value]) => (
          <TextField
            key={key}
            label={t(key)}
            value={text}
            onChange={(e) => set(e.target.value)}
            error={problem === 'size' && !fits(value)}
            slotProps={{ input: { endAdornment: mm }, htmlInput: { inputMode: 'numeric', 'aria-describedby': problem ? `${id}-error` : undefined } }}
          />
        ))}
        <TextField
          select
          label={t(door ? 'leaves' : 'sashes')}
          value={sashes}
          onChange={(e) => setSashes(Number(e.target.value))}
          error={problem === 'sashes' || problem === 'no_glass'}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        >
          {frame.sashCounts.map((n) => (
            <MenuItem key={n} value={n}>
              {n === 0 ? t('fixed') : t(door ? 'leaf_count' : 'sash_count', { smart_count: n })}
            </MenuItem>
          ))}
        </TextField>
        {/* The whole row: glazing names are long ("Triplo vetro basso emissivo 4/14/4/14/4 …"); the chosen one wraps
            onto a second line rather than losing its build-up to an ellipsis on a phone, and the menu is never wider than the screen. */}
        <TextField
          select
          label={t(door ? 'infill' : 'glazing')}
          value={glazing.id}
          onChange={(e) => setGlazingId(e.target.value)}
          sx={{ gridColumn: '1 / -1', '& .MuiSelect-select': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } } } }}
        >
          {glazings.map((g) => (
            <MenuItem key={g.id} value={g.id} sx={{ whiteSpace: 'normal' }}>
              {local(g.label)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {/* A door's infill is a panel: its transmittance is Up, its edge's bridge Ψp (EN ISO 10077-1). */}
        {door ? 'Up' : 'Ug'} {format(glazing.ug, 1)} W/m²K · {door ? 'Ψp' : 'Ψg'} {format(glazing.psi, 3)} W/mK · Uf {format(frame.uf, 2)} W/m²K
      </Typography>

      {/* Read out as it changes: the result in one sentence, or what is wrong; the details below are not. */}
      <Box aria-live="polite" aria-atomic="true" sx={{ mt: 2 }} data-testid="calculator-result">
        {problem || !result ? (
          <Typography id={`${id}-error`} color="error">
            {problem === 'size' ? t('errors.size', { min: SIZE_MIN, max: SIZE_MAX }) : t(`errors.${problem}`)}
          </Typography>
        ) : (
          <>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid="calculator-uw">
              {symbol} = {format(result.uw, 2)} W/m²K
            </Typography>
            {row && (
              <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="calculator-zones">
                {met.length ? t('zones_met', { zones: met.join(', ') }) : t('zones_none')}
              </Typography>
            )}
          </>
        )}
      </Box>
      {result && (
        <>
          <Stack direction="row" flexWrap="wrap" useFlexGap columnGap={3} rowGap={0.5} component="dl" sx={{ m: 0, mt: 1.5 }}>
            {(
              [
                [door ? 'ag_door' : 'ag', `${format(result.ag, 2)} m²`],
                ['af', `${format(result.af, 2)} m²`],
                [door ? 'lg_door' : 'lg', `${format(result.lg, 2)} m`],
              ] as const
            ).map(([key, value]) => (
              <Box key={key} sx={{ display: 'flex', gap: 0.75 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t(key)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Stack>
          {row && (
            <Box component="section" aria-labelledby={`${id}-zones`} sx={{ mt: 2 }}>
              <Typography id={`${id}-zones`} variant="subtitle2" component="h3">
                {t('zones_title')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('zones_intro')}
              </Typography>
              <Stack direction="row" flexWrap="wrap" useFlexGap gap={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {CLIMATE_ZONES.map((zone) => {
                  const ok = met.includes(zone);
                  const limit = format(row.limits[zone], 2);
                  return (
                    <li key={zone}>
                      <Box component="span" sx={visuallyHidden}>
                        {t(ok ? 'zone_met' : 'zone_not_met', { zone, limit })}
                      </Box>
                      <Chip
                        size="small"
                        color={ok ? 'success' : 'default'}
                        variant={ok ? 'filled' : 'outlined'}
                        icon={ok ? <CheckIcon /> : <CloseIcon />}
                        label={`${zone} ≤ ${limit}`}
                        aria-hidden
                      />
                    </li>
                  );
                })}
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                {t('source', { source: citeSource(row.source, locale === 'en' ? 'en' : 'it') })}
              </Typography>
            </Box>
          )}
        </>
      )}
    </SectionCard>
  );
}
