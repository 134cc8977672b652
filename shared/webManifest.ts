import { BACKGROUND } from './palette';
import { PORTAL_NAME } from './portal';
import { paths } from './paths';
import { shellEn } from './messages/app/shell/en';
import { shellIt } from './messages/app/shell/it';

/**
 * The installable portal's web app manifest (W3C "Web Application Manifest"), written here once:
 * the server answers it (server/modules/manufacturer/webManifest.ts) in the person's language and
 * with the manufacturer's logo as its icons once one is uploaded; the build draws the portal's own
 * icons (scripts/pwa-icons.mjs) at the paths listed here.
 */
export type ManifestLang = 'it' | 'en';
export type IconPurpose = 'any' | 'maskable';

/** The portal's own icons, drawn at build time from its mark; `maskable` ones full-bleed with the mark in the safe zone. */
export const PORTAL_ICONS: readonly { file: string; size: number; purpose: IconPurpose }[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
];

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: IconPurpose;
}

export const portalIcons = (): ManifestIcon[] =>
  PORTAL_ICONS.map(({ file, size, purpose }) => ({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose }));

const DESCRIPTION: Record<ManifestLang, string> = { it: shellIt.auth.login.subtitle, en: shellEn.auth.login.subtitle };

export function webManifest(lang: ManifestLang, icons: ManifestIcon[] = portalIcons()) {
  return {
    id: paths.root,
    name: PORTAL_NAME[lang],
    short_name: PORTAL_NAME[lang],
    description: DESCRIPTION[lang],
    lang,
    dir: 'ltr' as const,
    start_url: paths.dashboard,
    scope: paths.root,
    display: 'standalone' as const,
    // The header is drawn on the page's background: the system's bar continues it.
    theme_color: BACKGROUND.light.default,
    background_color: BACKGROUND.light.default,
    icons,
  };
}
