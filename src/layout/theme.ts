import type { Direction, ThemeOptions } from '@mui/material/styles';
import { enUS, itIT } from '@mui/material/locale';
import type { Settings } from './settings/settings';
import { BACKGROUND, CARD_SHADOW, ERROR, INPUT_BORDER, PRESETS, TEXT, pageBackground } from '../../shared/palette';

export { PRESETS };

/**
 * The seed's font is futura-pt (commercial); Jost, an open Futura look-alike, ships with the
 * app as its fallback (@fontsource/jost).
 */
export const FONT_FAMILY = ['futura-pt', 'Jost', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'].join(',');

const MUI_LOCALES = { it: itIT, en: enUS };

/** The whole theme from the settings: mode, contrast, preset, direction, and the language's MUI texts. */
export function themeOptions(settings: Pick<Settings, 'mode' | 'contrast' | 'preset'>, direction: Direction = 'ltr', locale: 'it' | 'en' = 'it'): ThemeOptions {
  const { mode, contrast, preset } = settings;
  const muiLocale = MUI_LOCALES[locale].components ?? {};
  return {
    direction,
    palette: {
      mode,
      contrastThreshold: 4.5,
      primary: { main: PRESETS[preset][mode] },
      secondary: { main: mode === 'light' ? '#5c4033' : '#d7b8a3' },
      error: { main: ERROR[mode] },
      background: { default: pageBackground(mode, contrast), paper: BACKGROUND[mode].paper },
      ...(mode === 'light' ? { text: TEXT.light } : {}),
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_FAMILY,
      button: { textTransform: 'none', fontWeight: 600 },
      h1: { fontWeight: 600 },
      h4: { fontWeight: 600 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
    },
    components: {
      ...muiLocale,
      MuiCard: {
        styleOverrides: {
          root: {
            boxShadow: CARD_SHADOW[contrast],
            ...(mode === 'dark' ? { backgroundImage: 'none' } : {}),
          },
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      // Hover, focus and error keep MUI's colours: their rules are the more specific.
      MuiOutlinedInput: { styleOverrides: { notchedOutline: { borderColor: INPUT_BORDER[mode] } } },
    },
  };
}
