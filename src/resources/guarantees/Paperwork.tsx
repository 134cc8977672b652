import { useState, type MouseEvent } from 'react';
import { Button, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import SendIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { api } from '../../../shared/paths';
import { downloadGenerated, request } from '../../providers/httpClient';
import { translatableError } from '../../providers/providerErrors';
import type { Guarantee } from '../../../shared/guarantees';
import { useFormatDate } from '../../i18n/dateLocale';
import { useLocaleName } from './windows';
import { Hint } from '../../ui/Hint';

const t = (name: string) => `resources.garanzie.paperwork.${name}`;
type Kind = 'certificate' | 'declaration';

/** Downloads a document of a registration, saying so while it is printed; a failure is told, in words. */
function usePaperworkDownload() {
  const notify = useNotify();
  const [busy, setBusy] = useState<Kind | null>(null);
  const download = async (kind: Kind, record: Pick<Guarantee, 'id' | 'code'>) => {
    setBusy(kind);
    try {
      await downloadGenerated(api.guarantees[kind](record.id), `${record.code}.pdf`);
    } catch (error) {
      const message = (translatableError(error) as Error).message;
      notify(message && message !== 'errors.generic' ? message : t('download_failed'), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}

const spinner = <CircularProgress size={18} color="inherit" aria-hidden />;

/** The certificate from a list row: an icon button named with the code, outside the row's link. */
export function CertificateIconButton({ record }: { record: Pick<Guarantee, 'id' | 'code'> }) {
  const translate = useTranslate();
  const { busy, download } = usePaperworkDownload();
  const label = translate(t('download_code'), { code: record.code });
  return (
    <Hint title={busy ? translate(t('downloading')) : label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-busy={busy !== null}
          disabled={busy !== null}
          data-testid="certificate-download"
          onClick={(event: MouseEvent) => {
            // The row is a link to the registration: the click is the button's alone.
            event.stopPropagation();
            void download('certificate', record);
          }}
        >
          {busy ? spinner : <PdfIcon fontSize="small" />}
        </IconButton>
      </span>
    </Hint>
  );
}

/** "Invia al cliente": asks first (to whom, in which language), then queues the e-mail and says so. */
function SendToCustomer({ record }: { record: Guarantee }) {
  const translate = useTranslate();
  const localeName = useLocaleName();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const sent = await request<{ to: string }>(api.guarantees.send(record.id), { method: 'POST' });
      notify(translate(t('sent'), { email: sent.to }), { type: 'success' });
      refresh();
    } catch (error) {
      notify((translatableError(error) as Error).message || 'errors.generic', { type: 'error' });
    } finally {
      setSending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={sending ? spinner : <SendIcon />}
        disabled={sending}
        aria-busy={sending}
        onClick={() => setOpen(true)}
        data-testid="send-certificate"
      >
        {translate(t(sending ? 'sending' : 'send'))}
      </Button>
      <Confirm
        isOpen={open}
        loading={sending}
        title={t('send_title')}
        content={translate(t('send_text'), {
          code: record.code,
          email: record.customerEmail,
          language: localeName(record.customerLocale),
        })}
        confirm={t('send')}
        onConfirm={send}
        onClose={() => setOpen(false)}
        // "Annulla" is a plain text button: react-admin's default gives it a "!" icon, an alarm it does not mean.
        CancelIcon={NoIcon}
        sx={{ '& .MuiDialogActions-root .MuiButton-startIcon:empty': { display: 'none' } }}
      />
    </>
  );
}

const NoIcon = () => null;

/**
 * The registration's documents for the customer: the certificate, the Ecobonus declaration when
 * there are Ecobonus data, and the certificate sent by e-mail when there is an address to send it to.
 */
export function PaperworkActions({ record }: { record: Guarantee }) {
  const translate = useTranslate();
  const localeName = useLocaleName();
  const formatDate = useFormatDate();
  const { busy, download } = usePaperworkDownload();
  const button = (kind: Kind, variant: 'contained' | 'outlined') => (
    <Button
      variant={variant}
      startIcon={busy === kind ? spinner : <PdfIcon />}
      disabled={busy !== null}
      aria-busy={busy === kind}
      onClick={() => void download(kind, record)}
      data-testid={`download-${kind}`}
    >
      {translate(busy === kind ? t('downloading') : t(kind === 'declaration' && record.ecobonus?.worksKind === 'renovation' ? 'download_declaration_renovation' : `download_${kind}`))}
    </Button>
  );
  return (
    <Stack spacing={1.5} data-print="hide">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap flexWrap="wrap" alignItems={{ xs: 'stretch', sm: 'center' }}>
        {button('certificate', 'contained')}
        {record.ecobonus && button('declaration', 'outlined')}
        {record.customerEmail && <SendToCustomer record={record} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate(t('intro'), { language: localeName(record.customerLocale) })}
        {record.certificateSentAt ? ` ${translate(t('sent_at'), { date: formatDate(record.certificateSentAt, 'longTime') })}` : ''}
        {record.customerEmail ? '' : ` ${translate(t('no_email'))}`}
      </Typography>
    </Stack>
  );
}
