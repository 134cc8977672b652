import { useLayoutEffect } from 'react';
import { BACKGROUND, CARD_SHADOW, ERROR, INPUT_BORDER, PRESETS, SIGN_IN_BACKGROUND, TEXT, pageBackground } from '../../shared/palette';
import { effectiveDirection } from './direction';
import { useSettings } from './settings/SettingsContext';
import type { Settings } from './settings/settings';

/**
 * The theme's colours as the CSS variables of src/ui/plain.css, for the pages drawn without MUI.
 * The values MUI's theme computes itself (the text on the primary colour, the alerts' tints, the
 * disabled button) are its own for the mode; every preset's primary colour reaches 4.5:1 with the
 * text MUI draws on it (shared/palette.ts), white in light mode and near-black in dark.
 */
export function colourScheme({ mode, contrast, preset }: Pick<Settings, 'mode' | 'contrast' | 'preset'>): Record<string, string> {
  const light = mode === 'light';
  return {
    primary: PRESETS[preset][mode],
    'on-primary': light ? '#fff' : 'rgba(0,0,0,0.87)',
    bg: pageBackground(mode, contrast),
    paper: BACKGROUND[mode].paper,
    text: TEXT[mode].primary,
    text2: TEXT[mode].secondary,
    border: INPUT_BORDER[mode],
    error: ERROR[mode],
    'card-shadow': CARD_SHADOW[contrast],
    'sign-in-bg': SIGN_IN_BACKGROUND[mode],
    'disabled-bg': light ? 'rgba(0,0,0,0.12)' : 'rgba(255,255,255,0.12)',
    disabled: light ? 'rgba(0,0,0,0.38)' : 'rgba(255,255,255,0.5)',
    'error-bg': light ? 'rgb(253,237,237)' : 'rgb(22,11,11)',
    'error-text': light ? 'rgb(95,33,32)' : 'rgb(244,199,199)',
    'success-bg': light ? 'rgb(237,247,237)' : 'rgb(12,19,13)',
    'success-text': light ? 'rgb(30,70,32)' : 'rgb(204,232,205)',
    success: light ? '#2e7d32' : '#66bb6a',
    // MUI's grey[100]: the plate a manufacturer's logo sits on in dark mode.
    plate: '#f5f5f5',
  };
}

/**
 * Sets the settings' colours and direction on the page: the CSS variables, the native controls'
 * scheme, the browser's bar (index.html's theme colours follow the system's scheme, as its boot
 * shell does; once the app draws, its own mode decides, and the bar continues the page) and the
 * text direction. A page drawn with MUI sets the direction again once its right-to-left styles
 * have arrived (src/layout/AppTheme.tsx).
 */
export function ColourScheme() {
  const { settings } = useSettings();
  const { mode, contrast, preset } = settings;
  const direction = effectiveDirection(settings);
  useLayoutEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const colours = colourScheme({ mode, contrast, preset });
    for (const [name, value] of Object.entries(colours)) root.style.setProperty(`--c-${name}`, value);
    root.style.colorScheme = mode;
    document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]').forEach((meta) => (meta.content = colours.bg!));
  }, [mode, contrast, preset]);
  return null;
}
