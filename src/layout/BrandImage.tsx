import { Box } from '@mui/material';
import portalMark from '../assets/logo.svg';

interface Props {
  /** The manufacturer's logo URL; null: none uploaded (the portal's mark); undefined: not known yet (room kept, nothing drawn). */
  src: string | null | undefined;
  height: number;
  maxWidth: number;
}

/**
 * A logo at its own proportions: as high as `height`, as wide as it is drawn up to `maxWidth`
 * (a wide logo is never squeezed into a square). A manufacturer's picture sits on a light plate in
 * dark mode: a dark logo on a transparent background would vanish on the dark page otherwise.
 */
export function BrandImage({ src, height, maxWidth }: Props) {
  if (src === undefined) return <Box aria-hidden sx={{ width: height, height, flexShrink: 0 }} />;
  return (
    <Box
      component="img"
      src={src ?? portalMark}
      alt=""
      height={height}
      data-testid="brand-image"
      sx={(t) => ({
        display: 'block',
        height,
        width: 'auto',
        maxWidth,
        objectFit: 'contain',
        flexShrink: 0,
        ...(src && t.palette.mode === 'dark' ? { bgcolor: t.palette.grey[100], p: 0.5, borderRadius: 1 } : {}),
      })}
    />
  );
}
