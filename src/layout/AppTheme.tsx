import { createContext, use, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, createTheme, type ThemeOptions } from '@mui/material';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { useLocale } from '../i18n/locale';
import { trackPromise } from '../lib/trackPromise';
import { useSettings } from './settings/SettingsContext';
import { effectiveDirection } from './direction';
import { themeOptions } from './theme';
import { createKeptCache } from './keptStyles';

type Direction = 'ltr' | 'rtl';

const ltrCache = createKeptCache({ key: 'mui-ltr' });
let rtlCache: EmotionCache | undefined;
let rtlLoading: Promise<EmotionCache> | undefined;

/** The right-to-left machinery (stylis-plugin-rtl, cssjanus) is fetched the first time it is needed. */
export function loadRtlCache(): Promise<EmotionCache> {
  rtlLoading ??= trackPromise(
    import('./rtlCache').then(
      (m) => (rtlCache = m.rtlCache),
      (err) => {
        rtlLoading = undefined;
        throw err;
      },
    ),
  );
  return rtlLoading;
}

/** The direction actually drawn: right-to-left once its cache is here. */
const DirectionContext = createContext<Direction>('ltr');

/**
 * The emotion cache of the wanted direction. At start-up the app waits for it (behind the boot
 * shell); a later switch to right-to-left keeps drawing left-to-right until the chunk arrives,
 * rather than unmounting the page.
 */
function useDirectionCache(wanted: Direction): [Direction, EmotionCache] {
  const mounted = useRef(false);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    mounted.current = true;
  }, []);
  useEffect(() => {
    if (wanted === 'rtl' && !rtlCache) loadRtlCache().then(loaded, (err) => console.error('right-to-left styles failed to load', err));
  }, [wanted]);
  // Not `&& !rtlCache`: a replayed render must call use() as the suspended one did (see trackPromise).
  if (wanted === 'rtl' && !mounted.current) use(loadRtlCache());
  return wanted === 'rtl' && rtlCache ? ['rtl', rtlCache] : ['ltr', ltrCache];
}

/** The theme options of the current settings, language and direction (the admin takes them too). */
export function usePortalThemeOptions(): ThemeOptions {
  const { settings } = useSettings();
  const [locale] = useLocale();
  const direction = useContext(DirectionContext);
  return useMemo(() => themeOptions(settings, direction, locale), [settings, direction, locale]);
}

function Themed({ children }: { children: ReactNode }) {
  const options = usePortalThemeOptions();
  const theme = useMemo(() => createTheme(options), [options]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/**
 * MUI's theme, direction and CSS baseline, around the pages drawn with MUI (the dashboard,
 * /verify, the awaiting-approval page). The sign-in pages have none of it: they are the first page
 * a visitor loads (src/ui/plain.css); this module is loaded beside the page that needs it.
 */
export default function AppTheme({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const [direction, cache] = useDirectionCache(effectiveDirection(settings));
  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);
  return (
    <CacheProvider value={cache}>
      <DirectionContext.Provider value={direction}>
        <Themed>{children}</Themed>
      </DirectionContext.Provider>
    </CacheProvider>
  );
}
