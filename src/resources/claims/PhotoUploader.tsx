import { useId, useRef } from 'react';
import { Alert, Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import CameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import GalleryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import RetryIcon from '@mui/icons-material/Replay';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import CheckIcon from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';
import { CLAIM_FILES_PER_MESSAGE } from '../../../shared/claims';
import type { PendingFile, PhotoUploads } from './usePhotoUploads';
import { c } from './words';
import { Hint } from '../../ui/Hint';

const ACCEPT = 'image/*,application/pdf';
const TILE = 132;

/** One file: its picture, its name, how far it is sent or why it was refused, and its buttons. */
function Tile({ item, uploads }: { item: PendingFile; uploads: PhotoUploads }) {
  const translate = useTranslate();
  const name = item.file.name;
  const picture = item.upload?.thumbUrl ?? item.preview;
  const percent = Math.round(item.progress * 100);
  return (
    <Box
      component="li"
      data-testid="claim-upload"
      data-state={item.state}
      sx={{ width: TILE, border: 1, borderColor: item.state === 'failed' ? 'error.main' : 'divider', borderRadius: 1, p: 0.75, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Box sx={{ position: 'relative', height: TILE - 40, borderRadius: 0.5, overflow: 'hidden', bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
        {picture ? <Box component="img" src={picture} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : <PdfIcon color="action" sx={{ fontSize: 40 }} aria-hidden />}
        {item.state === 'done' && <CheckIcon color="success" sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', borderRadius: '50%' }} aria-hidden />}
      </Box>
      <Typography variant="caption" noWrap title={name}>
        {name}
      </Typography>
      {item.state === 'sending' && (
        <LinearProgress
          variant={percent >= 100 ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label={translate(c('photos.sending'), { name })}
          aria-valuetext={percent >= 100 ? translate(c('photos.processing')) : `${percent}%`}
        />
      )}
      {item.state === 'done' && (
        <Typography variant="caption" color="success.main">
          {translate(c('photos.sent'))}
        </Typography>
      )}
      {item.state === 'waiting' && (
        <Typography variant="caption" color="text.secondary">
          {translate(c('photos.waiting'))}
        </Typography>
      )}
      {item.state === 'failed' && (
        <Typography variant="caption" color="error" role="alert" data-testid="claim-upload-error">
          {translate(item.error ?? 'errors.generic')}
        </Typography>
      )}
      <Stack direction="row" justifyContent="flex-end" spacing={0.5} sx={{ mt: 'auto' }}>
        {item.state === 'failed' && item.error !== c('photos.too_large') && (
          <Hint title={translate(c('photos.retry'))}>
            <IconButton size="small" onClick={() => uploads.retry(item.key)} aria-label={`${translate(c('photos.retry'))}: ${name}`}>
              <RetryIcon fontSize="small" />
            </IconButton>
          </Hint>
        )}
        <Hint title={translate(c('photos.remove'))}>
          <IconButton size="small" onClick={() => uploads.remove(item.key)} aria-label={`${translate(c('photos.remove'))}: ${name}`} data-testid="claim-upload-remove">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Hint>
      </Stack>
    </Box>
  );
}

/**
 * Photos (and PDFs) for a message: "Take a photo" opens the phone's camera (`capture`),
 * "Choose files" the gallery or the disk, several at once. Each file is sent the moment it is
 * chosen, with its own progress bar, and can be retried or removed; a refused one says why on
 * its own tile (a HEIC photo: how to send it as JPEG).
 */
export function PhotoUploader({ uploads, label }: { uploads: PhotoUploads; label?: string }) {
  const translate = useTranslate();
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const full = uploads.items.length >= CLAIM_FILES_PER_MESSAGE;
  const pick = (input: HTMLInputElement | null) => {
    if (!input?.files?.length) return;
    uploads.add(input.files);
    // The same file can be chosen again after a removal.
    input.value = '';
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {label ?? translate(c('photos.title'))}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(c('photos.hint'), { max: CLAIM_FILES_PER_MESSAGE })}
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mb: 1.5 }}>
        <Button variant="outlined" startIcon={<CameraIcon />} onClick={() => camera.current?.click()} disabled={full} aria-describedby={hintId} data-testid="claim-photo-camera">
          {translate(c('photos.camera'))}
        </Button>
        <Button variant="outlined" startIcon={<GalleryIcon />} onClick={() => gallery.current?.click()} disabled={full} aria-describedby={hintId} data-testid="claim-photo-gallery">
          {translate(c('photos.gallery'))}
        </Button>
        {/* The real inputs, out of sight: the buttons above are what the keyboard and screen readers reach. */}
        <input ref={camera} type="file" accept={ACCEPT} capture="environment" multiple hidden tabIndex={-1} onChange={(e) => pick(e.currentTarget)} data-testid="claim-photo-camera-input" />
        <input ref={gallery} type="file" accept={ACCEPT} multiple hidden tabIndex={-1} onChange={(e) => pick(e.currentTarget)} data-testid="claim-photo-input" />
      </Stack>
      {uploads.tooMany && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(c('photos.too_many'), { max: CLAIM_FILES_PER_MESSAGE })}
        </Alert>
      )}
      {uploads.items.length > 0 && (
        <Box component="ul" aria-label={translate(c('photos.list'))} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {uploads.items.map((item) => (
            <Tile key={item.key} item={item} uploads={uploads} />
          ))}
        </Box>
      )}
    </Box>
  );
}
