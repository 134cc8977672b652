import type { ThemeOptions } from '@mui/material/styles';

/**
 * The portal's theme options, shared by the sign-in pages and react-admin. The seed's font is
 * futura-pt (commercial); Jost, an open Futura look-alike, ships with the app as its fallback.
 */
export const FONT_FAMILY = ['futura-pt', 'Jost', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'].join(',');

export function themeOptions(mode: 'light' | 'dark' = 'light'): ThemeOptions {
  return {
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#1c4e80' : '#7fb2e5' },
      secondary: { main: mode === 'light' ? '#163d64' : '#24384f' },
      ...(mode === 'light'
        ? { background: { default: '#f6f7f9', paper: '#ffffff' } }
        : { background: { default: '#121820', paper: '#1b2430' } }),
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_FAMILY,
      button: { textTransform: 'none', fontWeight: 600 },
    },
  };
}
