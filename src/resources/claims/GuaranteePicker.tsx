import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { required, useDataProvider, useGetOne, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { resourceNames, verifyPath } from '../../../shared/paths';
import type { Guarantee } from '../../../shared/guarantees';
import { useProductOf } from '../guarantees/product';
import { useFormatDay } from '../guarantees/useFormatDay';
import { ExpiryChip } from '../guarantees/expiry';
import { c } from './words';

/** A code as typed or scanned: trimmed and in capitals ("gar-2026-000123 " is the same code). */
const normalise = (code: string) => code.trim().toUpperCase();

/**
 * The registration a claim is about: given (`?guarantee=<id>`, from the registration's page),
 * or found by its GAR- code (typed, or `?code=` from the certificate's QR). The form keeps its
 * id, and beside it the dates the other fields check against (installation, warranty end).
 */
export function GuaranteePicker({ initialCode, onFound }: { initialCode?: string; onFound: (g: Guarantee | null) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { setValue } = useFormContext();
  const { field, fieldState, formState } = useInput({ source: 'guaranteeId', validate: required(c('validation.guarantee_required')) });
  const id = field.value ? Number(field.value) : null;
  const { data: given, error: givenError } = useGetOne<Guarantee>(resourceNames.guarantees, { id: id ?? 0 }, { enabled: id !== null });
  const [code, setCode] = useState(initialCode ?? '');
  const [state, setState] = useState<'idle' | 'searching' | 'not_found' | 'failed'>('idle');
  const productOf = useProductOf();
  const day = useFormatDay();

  // Beside the id, what the other fields check against and what names a claim kept on the device.
  // Set once the form is ready: react-admin resets the form when it starts, after this child's
  // first effect, and a registration already known (opened from its page) was wiped with it.
  const { isReady } = formState;
  useEffect(() => {
    onFound(given ?? null);
    if (!isReady) return;
    setValue('installationDate', given?.installationDate ?? null);
    setValue('expiresOn', given?.expiresOn ?? null);
    setValue('customerName', given?.customerName ?? null);
    setValue('guaranteeCode', given?.code ?? null);
  }, [given, isReady]);

  const find = async (typed: string) => {
    const wanted = normalise(typed);
    if (!wanted) return;
    setState('searching');
    try {
      const { data } = await dataProvider.getList<Guarantee>(resourceNames.guarantees, { filter: { q: wanted }, pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' } });
      const match = data.find((g) => g.code.toUpperCase() === wanted);
      if (!match) return setState('not_found');
      setState('idle');
      setValue('units', []);
      field.onChange(match.id);
    } catch {
      setState('failed');
    }
  };

  // The certificate's QR (?code=…): looked up at once.
  useEffect(() => {
    if (initialCode && !id) void find(initialCode);
  }, []);

  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  if (given) {
    const product = productOf(given);
    return (
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }} data-testid="claim-guarantee">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ xs: 'flex-start', sm: 'center' }}>
          <Box>
            <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{`${given.code} · ${given.customerName}`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`${product.title} · ${given.city} · ${translate(c('installed_on'), { date: day(given.installationDate) })}`}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} alignItems="center">
            <ExpiryChip expiresOn={given.expiresOn} />
            <Button
              size="small"
              onClick={() => {
                setCode(given.code);
                setValue('units', []);
                field.onChange(null);
              }}
            >
              {translate(c('change_guarantee'))}
            </Button>
          </Stack>
        </Stack>
      </Box>
    );
  }
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'stretch', sm: 'flex-start' }}>
        <TextField
          id="claim-guarantee-code"
          label={translate(c('fields.guaranteeCode'))}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            // Enter looks the code up instead of sending the whole form.
            if (e.key === 'Enter') {
              e.preventDefault();
              void find(code);
            }
          }}
          required
          error={showError || state === 'not_found'}
          helperText={translate(showError ? c('validation.guarantee_required') : c('help.guarantee_code'))}
          placeholder="GAR-2026-000123"
          inputRef={field.ref}
          onBlur={field.onBlur}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, 'data-testid': 'claim-guarantee-code' } }}
          sx={{ minWidth: 280 }}
        />
        <Button variant="outlined" onClick={() => void find(code)} startIcon={state === 'searching' ? <CircularProgress size={16} aria-hidden /> : <SearchIcon />} sx={{ mt: { sm: 1 }, minHeight: 40 }} disabled={state === 'searching'}>
          {translate(c('find_guarantee'))}
        </Button>
      </Stack>
      <Box role="status" aria-live="polite">
        {state === 'not_found' && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate(c('guarantee_not_found'), { code: normalise(code) })}{' '}
            {/* `?check`: the verify page checks it instead of sending a dealer back here. */}
            <Link href={`${verifyPath(normalise(code))}?check`} color="inherit" underline="always">
              {translate(c('check_certificate'))}
            </Link>
          </Alert>
        )}
        {(state === 'failed' || (id !== null && givenError)) && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate('errors.generic')}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
