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

/** The page's background in a mode and contrast of the settings (the browser's bar continues it). */
export const pageBackground = (mode: 'light' | 'dark', contrast: 'default' | 'bold') => BACKGROUND[mode][contrast];

/** Text colours: the light mode's own; the dark mode's are MUI's defaults. */
export const TEXT = {
  light: { primary: '#1c252e', secondary: '#5b6673' },
  dark: { primary: '#ffffff', secondary: 'rgba(255,255,255,0.7)' },
};

/** The error colour: MUI's in light mode; in dark mode MUI's (#f44336) reaches only 4.2:1 on the paper, this one 6:1. */
export const ERROR = { light: '#d32f2f', dark: '#ff7961' };

/**
 * The outline of a text field or a select: 3:1 against the paper and the sign-in pages' background
 * (WCAG 2.1 SC 1.4.11, non-text contrast). MUI's own (0.23) reaches only 1.7:1 in light mode and
 * 2.1:1 in dark.
 */
export const INPUT_BORDER = { light: 'rgba(0,0,0,0.5)', dark: 'rgba(255,255,255,0.38)' };

/** The cards' shadow, by the settings' contrast. */
export const CARD_SHADOW = {
  default: '0 0 2px 0 rgba(145,158,171,0.2), 0 12px 24px -4px rgba(145,158,171,0.12)',
  bold: '0 0 2px 0 rgba(100,116,139,0.32), 0 16px 32px -4px rgba(100,116,139,0.32)',
};

/** The background of the sign-in pages and /verify (index.html's boot shell draws the same). */
export const SIGN_IN_BACKGROUND = {
  light: 'linear-gradient(160deg, #e8eef5 0%, #f6f7f9 55%, #efe7de 100%)',
  dark: 'linear-gradient(160deg, #0e141b 0%, #121820 60%, #1d1812 100%)',
};
