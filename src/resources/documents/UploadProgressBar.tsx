import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { percentOf, useUploadProgress } from '../../providers/uploadProgress';
import { useFormatBytes } from './format';

/** The upload in flight: percent sent, then "checking the file" while the server stores it. */
export function UploadProgressBar() {
  const translate = useTranslate();
  const formatBytes = useFormatBytes();
  const progress = useUploadProgress();
  if (progress.phase === 'idle') return null;
  const sending = progress.phase === 'sending';
  const percent = sending ? percentOf(progress) : 100;
  const label = translate(sending ? 'resources.documenti.upload.sending' : 'resources.documenti.upload.processing');
  return (
    <Box sx={{ width: '100%', my: 2 }} data-testid="upload-progress-box">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.75 }}>
        <Typography variant="body2" id="upload-progress-label">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} aria-hidden>
          {sending ? `${percent}%` : ''}
        </Typography>
      </Box>
      <LinearProgress
        variant={sending ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-labelledby="upload-progress-label"
        aria-valuetext={sending ? `${percent}%` : label}
        data-testid="upload-progress"
        sx={{ height: 8, borderRadius: 4 }}
      />
      {sending && progress.total > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {translate('resources.documenti.progress_of', { loaded: formatBytes(progress.loaded), total: formatBytes(progress.total) })}
        </Typography>
      )}
    </Box>
  );
}
