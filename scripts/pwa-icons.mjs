// The installed app's icons, drawn at build time from the portal's mark (src/assets/logo.svg) with
// sharp: nothing to keep in step by hand when the mark changes. Written beside index.html under
// icons/ (not hashed: the manifest names them), where the service worker's precache finds them.
import fs from 'node:fs';
import sharp from 'sharp';

/** iOS ignores the manifest's icons and rounds the corners itself: a full square. */
export const APPLE_TOUCH_ICON = { file: 'icons/apple-touch-icon-180.png', size: 180 };

/**
 * The mark on a full square of `background`, shrunk to 80 %: a maskable icon's safe zone is the
 * centred circle of 80 % of its width (W3C Manifest, "icon masks"), which the window drawn in
 * the mark then stays within.
 */
function fullBleed(svg, background) {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 64 64';
  const [, , w, h] = viewBox.split(/\s+/).map(Number);
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><rect width="${w}" height="${h}" fill="${background}"/><g transform="translate(${w * 0.1} ${h * 0.1}) scale(0.8)">${inner}</g></svg>`;
}

const png = (svg, size) => sharp(Buffer.from(svg), { density: 72 * Math.ceil(size / 64) }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/**
 * A Vite plugin: emits `icons` (shared/webManifest.ts, the manifest lists them), and links the
 * manifest, the Apple touch icon and the light and dark `theme-color` into index.html.
 */
export function pwaIcons({ source, icons, manifest, background, themeColor }) {
  return {
    name: 'portal:pwa-icons',
    apply: 'build',
    async generateBundle() {
      const svg = fs.readFileSync(source, 'utf8');
      const maskable = fullBleed(svg, background);
      for (const { file, size, purpose } of icons) {
        this.emitFile({ type: 'asset', fileName: file, source: await png(purpose === 'maskable' ? maskable : svg, size) });
      }
      this.emitFile({ type: 'asset', fileName: APPLE_TOUCH_ICON.file, source: await png(maskable, APPLE_TOUCH_ICON.size) });
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: manifest }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `/${APPLE_TOUCH_ICON.file}` }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', media: '(prefers-color-scheme: light)', content: themeColor.light }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', media: '(prefers-color-scheme: dark)', content: themeColor.dark }, injectTo: 'head' },
    ],
  };
}
