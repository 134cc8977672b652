import { useState } from 'react';
import { Box, ButtonBase, Dialog, DialogContent, IconButton, Link, Stack, Typography } from '@mui/material';
import PrevIcon from '@mui/icons-material/ChevronLeft';
import NextIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslate } from 'react-admin';
import type { ClaimFile } from '../../../shared/claims';
import { c } from './words';

/** Bytes in words (kB below a megabyte, MB above): a PDF's link says how big it is. */
const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * The photo at its display size in a dialog: the previous and next ones by buttons and by the
 * arrow keys, Esc closes it and gives the focus back to the thumbnail it was opened from.
 */
function Lightbox({ photos, index, onIndex, onClose }: { photos: ClaimFile[]; index: number; onIndex: (i: number) => void; onClose: () => void }) {
  const translate = useTranslate();
  const photo = photos[index]!;
  const count = photos.length;
  const go = (step: number) => onIndex((index + step + count) % count);
  const title = translate(c('photos.nth'), { n: index + 1, count });
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby="claim-lightbox-title"
      data-testid="claim-lightbox"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(1);
        else if (e.key === 'ArrowLeft') go(-1);
      }}
    >
      {/* Not MUI's DialogTitle: it would take the dialog's label id, which names the photo's number alone. */}
      <Box sx={{ px: 3, pt: 2, pb: 1, pr: 7, position: 'relative' }}>
        <Typography variant="h6" component="h2" id="claim-lightbox-title">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {photo.name}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('ra.action.close')} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent sx={{ display: 'grid', gridTemplateColumns: count > 1 ? 'auto 1fr auto' : '1fr', alignItems: 'center', gap: 1 }}>
        {count > 1 && (
          <IconButton onClick={() => go(-1)} aria-label={translate(c('photos.previous'))}>
            <PrevIcon />
          </IconButton>
        )}
        <Box component="img" src={photo.url} alt={title} sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain', justifySelf: 'center' }} />
        {count > 1 && (
          <IconButton onClick={() => go(1)} aria-label={translate(c('photos.next'))} autoFocus>
            <NextIcon />
          </IconButton>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A message's files: photos as a grid of thumbnails that open the display size, PDFs as links. */
export function MessageFiles({ files }: { files: ClaimFile[] }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<number | null>(null);
  const photos = files.filter((f) => f.kind === 'photo');
  const pdfs = files.filter((f) => f.kind === 'pdf');
  if (!files.length) return null;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {photos.length > 0 && (
        <Box component="ul" aria-label={translate(c('photos.title'))} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 120px))' }}>
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <ButtonBase
                onClick={() => setOpen(i)}
                aria-label={translate(c('photos.open'), { n: i + 1, count: photos.length })}
                data-testid="claim-photo"
                sx={{ width: '100%', aspectRatio: '1', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', '&:focus-visible': { outline: (t) => `3px solid ${t.palette.primary.main}`, outlineOffset: 2 } }}
              >
                <Box component="img" src={photo.thumbUrl ?? photo.url} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}
      {pdfs.map((pdf) => (
        <Link key={pdf.id} href={pdf.url} target="_blank" rel="noopener" underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <PdfIcon fontSize="small" aria-hidden />
          {`${pdf.name} (PDF, ${sizeOf(pdf.size)})`}
        </Link>
      ))}
      {open !== null && photos[open] && <Lightbox photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
