import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { api } from '../../../shared/paths';
import type { Claim } from '../../../shared/claims';
import { downloadGenerated } from '../../providers/httpClient';
import { translatableError } from '../../providers/providerErrors';
import { c } from './words';

/** The claim report (the claim, its windows, photos, conversation and decision) as a PDF in the user's language. */
export function ClaimReportButton({ record }: { record: Pick<Claim, 'id' | 'code'> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadGenerated(api.claims.report(record.id, locale === 'en' ? 'en' : 'it'), `${record.code}.pdf`);
    } catch (error) {
      const message = (translatableError(error) as Error).message;
      notify(message && message !== 'errors.generic' ? message : c('report_failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" onClick={() => void download()} disabled={busy} aria-busy={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <PdfIcon />} data-testid="claim-report">
      {translate(c('actions.report'))}
    </Button>
  );
}
