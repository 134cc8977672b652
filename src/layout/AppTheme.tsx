import { useEffect, useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, createTheme, type ThemeOptions } from '@mui/material';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { useLocaleState } from 'ra-core';
import { useSettings } from './settings/SettingsContext';
import { effectiveDirection } from './direction';
import { themeOptions } from './theme';

// MUI's documented right-to-left setup: an emotion cache whose stylis plugin flips the styles.
const caches = {
  ltr: createCache({ key: 'mui-ltr' }),
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

/** The theme options of the current settings, language and direction (the admin takes them too). */
export function usePortalThemeOptions(): ThemeOptions {
  const { settings } = useSettings();
  const [locale] = useLocaleState();
  const direction = effectiveDirection(settings);
  return useMemo(
    () => themeOptions(settings, direction, locale === 'en' ? 'en' : 'it'),
    [settings, direction, locale],
  );
}

/** Theme, direction and CSS baseline for the whole app. */
export function AppTheme({ children }: { children: ReactNode }) {
  const options = usePortalThemeOptions();
  const theme = useMemo(() => createTheme(options), [options]);
  const direction = options.direction ?? 'ltr';
  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);
  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
