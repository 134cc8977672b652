/**
 * The theme's colours, apart from MUI (src/layout/theme.ts): the build (vite.config.ts, the
 * browser's `theme-color`) and the server (the web app manifest, shared/webManifest.ts) read them
 * too, so an installed portal's title bar is the page's own.
 */

/**
 * Primary colours of the presets (the settings' `preset` choices, src/layout/settings/settings.ts),
 * chosen for 4.5:1 contrast with the text drawn on them.
 */
export const PRESETS = {
  default: { light: '#1c4e80', dark: '#8fbce8' },
  green: { light: '#00704a', dark: '#5be0a6' },
  purple: { light: '#6b2fba', dark: '#c7a4ff' },
  blue: { light: '#1a56b8', dark: '#8cb4ff' },
  orange: { light: '#a84300', dark: '#ffb067' },
  red: { light: '#c62828', dark: '#ff8f87' },
} as const satisfies Record<string, { light: string; dark: string }>;

export const BACKGROUND = {
  light: { default: '#ffffff', bold: '#f4f6f8', paper: '#ffffff' },
  dark: { default: '#141a21', bold: '#0f1318', paper: '#1c252e' },
};
