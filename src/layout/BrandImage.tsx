import { useState } from 'react';
import { useSettings } from './settings/SettingsContext';
import portalMark from '../assets/logo.svg';

interface Props {
  /** The manufacturer's logo URL; null: none uploaded (the portal's mark); undefined: not known yet (room kept, nothing drawn). */
  src: string | null | undefined;
  height: number;
  maxWidth: number;
}

/**
 * A logo at its own proportions: as high as `height`, as wide as it is drawn up to `maxWidth`
 * and to the room its box leaves (a wide logo is drawn smaller on a phone, never squeezed into a
 * square). Once the picture's proportions are known the element takes exactly its drawn size, so
 * the light plate a manufacturer's picture sits on in dark mode hugs it (a dark logo on a
 * transparent background would vanish on the dark page otherwise). Drawn without MUI: the sign-in
 * pages show it too (src/ui/plain.css).
 */
export function BrandImage({ src, height, maxWidth }: Props) {
  const [ratio, setRatio] = useState<number>();
  const dark = useSettings().settings.mode === 'dark';
  if (src === undefined) return <div aria-hidden style={{ width: height, maxWidth: '100%', height }} />;
  return (
    <img
      src={src ?? portalMark}
      alt=""
      height={height}
      data-testid="brand-image"
      onLoad={(e) => {
        const img = e.currentTarget;
        if (img.naturalWidth && img.naturalHeight) setRatio(img.naturalWidth / img.naturalHeight);
      }}
      style={{
        display: 'block',
        objectFit: 'contain',
        minWidth: 0,
        ...(ratio
          ? { width: `min(${maxWidth}px, 100%, ${Math.round(height * ratio)}px)`, height: 'auto', aspectRatio: String(ratio) }
          : { height, width: 'auto', maxWidth: `min(${maxWidth}px, 100%)` }),
        ...(src && dark ? { background: 'var(--c-plate)', padding: 4, borderRadius: 8 } : {}),
      }}
    />
  );
}
