import type { Plugin } from 'vite';

export interface Icon {
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}
export const APPLE_TOUCH_ICON: { file: string; size: number };
export function pwaIcons(options: {
  source: string;
  icons: readonly Icon[];
  manifest: string;
  background: string;
  themeColor: { light: string; dark: string };
}): Plugin;
