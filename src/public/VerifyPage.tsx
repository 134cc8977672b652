import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import GenuineIcon from '@mui/icons-material/VerifiedOutlined';
import NotFoundIcon from '@mui/icons-material/SearchOffOutlined';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { api, paths } from '../../shared/paths';
import { request } from '../providers/httpClient';
import { useAuthState } from '../providers/session';
import { isHttpError } from '../providers/HttpError';
import { useLocale, useTranslate } from '../i18n/locale';
import { AuthLayout } from '../auth/AuthLayout';
import { DATE_FORMATS, DATE_LOCALES } from '../../shared/locales';
import type { CertificateCheck } from '../../shared/guarantees';
import { LegalClauseView } from './LegalClause';
import { dateTimeFormat } from '../../shared/intlFormats';

type State = { kind: 'checking' } | { kind: 'found'; check: CertificateCheck } | { kind: 'not_found' } | { kind: 'failed' };

/** The verify page's own `?check` asks for the check even of a signed-in dealer (the claim form links here with it). */
export const CHECK_ONLY = 'check';

/**
 * A signed-in, active dealer who scans a certificate's QR is servicing that installation: they
 * are taken to the claim form for its code (issue 26). Anyone else — a customer, a buyer, an
 * admin — gets the check below.
 */
function useClaimFormFor(code: string): string | null {
  const { user } = useAuthState();
  const [params] = useSearchParams();
  if (!user || user.role !== 'dealer' || user.status !== 'active' || params.has(CHECK_ONLY) || !code) return null;
  return `${paths.claims}/create?code=${encodeURIComponent(code)}`;
}

/**
 * /verify/:code, where a warranty certificate's QR code leads: public (no account, nothing of
 * the signed-in app loaded), in the visitor's language, and saying only whether the certificate
 * is genuine and until when it is valid. A code the server does not know — or that is no code —
 * is "not found"; a server that cannot be reached is told apart, with a way to try again.
 */
export default function VerifyPage() {
  const translate = useTranslate();
  const [locale] = useLocale();
  const code = useParams().code ?? '';
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const claimForm = useClaimFormFor(code);

  useEffect(() => {
    let current = true;
    setState({ kind: 'checking' });
    request<CertificateCheck>(api.verify(code), { auth: false })
      .then((check) => current && setState({ kind: 'found', check }))
      .catch((error) => {
        if (!current) return;
        setState(isHttpError(error) && (error.status === 404 || error.status === 400) ? { kind: 'not_found' } : { kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [code, attempt]);

  const day = (iso: string) => dateTimeFormat(DATE_LOCALES[locale], { ...DATE_FORMATS.long, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const month = (yearMonth: string) => dateTimeFormat(DATE_LOCALES[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${yearMonth}-01T00:00:00Z`));

  if (claimForm) return <Navigate to={claimForm} replace />;
  return (
    <AuthLayout title={translate('verify.title')} subtitle={translate('verify.subtitle')}>
      <Box role="status" aria-live="polite" data-testid="verify-result">
        {state.kind === 'checking' && (
          <Stack direction="row" spacing={1.5} alignItems="center">
            <CircularProgress size={22} aria-hidden />
            <Typography>{translate('verify.checking')}</Typography>
          </Stack>
        )}
        {state.kind === 'found' && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1.5} alignItems="center">
              <GenuineIcon color={state.check.valid ? 'success' : 'warning'} sx={{ fontSize: 44 }} aria-hidden />
              <Box>
                <Typography variant="h6" component="h2">
                  {translate('verify.genuine')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
                  {translate('verify.code', { code: state.check.code })}
                </Typography>
              </Box>
            </Stack>
            <Alert severity={state.check.status === 'active' ? 'success' : state.check.status === 'expiring' ? 'warning' : 'error'} variant="outlined">
              <strong>{translate(`verify.status.${state.check.status}`)}</strong>
              {' — '}
              {translate(state.check.status === 'active' ? 'verify.valid_until' : `verify.${state.check.status}`, { date: day(state.check.expiresOn) })}
            </Alert>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate('verify.product')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {state.check.product.title[locale]}
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                {translate('verify.installed')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {month(state.check.installedIn)}
              </Typography>
            </Box>
            <Typography variant="caption" color="text.secondary">
              {translate('verify.private')}
            </Typography>
          </Stack>
        )}
        {state.kind === 'not_found' && (
          <Stack direction="row" spacing={1.5} alignItems="flex-start">
            <NotFoundIcon color="error" sx={{ fontSize: 40 }} aria-hidden />
            <Box>
              <Typography variant="h6" component="h2">
                {translate('verify.not_found')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {translate('verify.not_found_text', { code })}
              </Typography>
            </Box>
          </Stack>
        )}
        {state.kind === 'failed' && (
          <Stack spacing={2} alignItems="flex-start">
            <Alert severity="error" sx={{ width: '100%' }}>
              <strong>{translate('verify.failed')}</strong> — {translate('verify.failed_text')}
            </Alert>
            <Button variant="contained" onClick={() => setAttempt((n) => n + 1)}>
              {translate('verify.again')}
            </Button>
          </Stack>
        )}
      </Box>
      {/* Outside the live region: a screen reader announces the result, not the whole clause. */}
      {state.kind === 'found' && (
        <Box sx={{ mt: 3 }}>
          <LegalClauseView clauses={state.check.legalGuarantee} locale={locale} />
        </Box>
      )}
    </AuthLayout>
  );
}
