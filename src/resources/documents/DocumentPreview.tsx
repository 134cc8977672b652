import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import PreviewIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslate } from 'react-admin';
import { extensionOf } from '../../../shared/documents';
import { fetchFileBytes } from '../../providers/fileBytes';
import type { DocumentRecord } from '../../providers/documentsQuery';
import { canPreview } from './fileType';
import { FileTypeIcon } from './FileTypeIcon';
import { useFormatBytes } from './format';
import { useDownloadLink } from './useDownloadLink';

const PdfPreview = lazy(() => import('./PdfPreview'));

/** Files up to this size are previewed as the page opens; larger ones on request, up to the limit. */
const AUTO_PREVIEW_BYTES = 15 * 1024 * 1024;
const MAX_PREVIEW_BYTES = 150 * 1024 * 1024;

type State =
  | { status: 'idle' }
  | { status: 'loading'; loaded: number; total: number }
  | { status: 'ready'; blob: Blob }
  | { status: 'error'; message: string };

function ImagePreview({ blob, title }: { blob: Blob; title: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  if (!src) return null;
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, display: 'flex', justifyContent: 'center', p: 1 }}>
      <Box component="img" src={src} alt={title} data-testid="image-preview" sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }} />
    </Box>
  );
}

function Placeholder({ record, text, children }: { record: DocumentRecord; text: string; children?: React.ReactNode }) {
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 6, textAlign: 'center' }}>
      <FileTypeIcon fileName={record.file.name} sx={{ fontSize: 72 }} />
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {text}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * The in-page preview of a PDF or an image: the file is fetched through a fresh download link
 * with a progress bar, then drawn (pdf.js) or shown. Other types, and files too large to hold
 * in the page, show their icon: the download button is beside it.
 */
export function DocumentPreview({ record }: { record: DocumentRecord }) {
  const translate = useTranslate();
  const formatBytes = useFormatBytes();
  const getLink = useDownloadLink();
  const size = record.file.size;
  const previewable = canPreview(record.file.name) && size <= MAX_PREVIEW_BYTES;
  const [requested, setRequested] = useState(size <= AUTO_PREVIEW_BYTES);
  const [state, setState] = useState<State>({ status: 'idle' });

  useEffect(() => {
    if (!previewable || !requested) return;
    const abort = new AbortController();
    setState({ status: 'loading', loaded: 0, total: size });
    getLink(record.id)
      .then((url) =>
        fetchFileBytes(url, {
          signal: abort.signal,
          expectedSize: size,
          onProgress: (loaded, total) => setState({ status: 'loading', loaded, total }),
        }),
      )
      .then((blob) => setState({ status: 'ready', blob }))
      .catch((error: Error) => !abort.signal.aborted && setState({ status: 'error', message: error.message || 'errors.generic' }));
    return () => abort.abort();
  }, [previewable, requested, record.id, record.file.hash, size, getLink]);

  if (!canPreview(record.file.name)) return <Placeholder record={record} text={translate('resources.documenti.preview.unavailable')} />;
  if (!previewable) return <Placeholder record={record} text={translate('resources.documenti.preview.too_large', { size: formatBytes(size) })} />;
  if (!requested) {
    return (
      <Placeholder record={record} text={translate('resources.documenti.preview.on_request', { size: formatBytes(size) })}>
        <Button variant="outlined" startIcon={<PreviewIcon />} onClick={() => setRequested(true)}>
          {translate('resources.documenti.preview.load')}
        </Button>
      </Placeholder>
    );
  }
  if (state.status === 'error') return <Alert severity="error">{translate(state.message, { _: translate('errors.generic') })}</Alert>;
  if (state.status !== 'ready') {
    const { loaded, total } = state.status === 'loading' ? state : { loaded: 0, total: size };
    const percent = total ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
    return (
      <Stack spacing={1.5} sx={{ py: 6, px: { xs: 1, sm: 6 } }} alignItems="stretch">
        <Typography variant="body2" color="text.secondary" id="preview-progress-label" textAlign="center">
          {translate('resources.documenti.preview.loading')}
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-labelledby="preview-progress-label" aria-valuetext={`${percent}%`} data-testid="preview-progress" />
        <Typography variant="caption" color="text.secondary" textAlign="center">
          {translate('resources.documenti.progress_of', { loaded: formatBytes(loaded), total: formatBytes(total) })}
        </Typography>
      </Stack>
    );
  }
  return extensionOf(record.file.name) === 'pdf' ? (
    <Suspense fallback={<LinearProgress aria-label={translate('resources.documenti.preview.loading')} />}>
      <PdfPreview blob={state.blob} title={record.title} />
    </Suspense>
  ) : (
    <ImagePreview blob={state.blob} title={record.title} />
  );
}
