import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_SETTINGS, differsFromDefaults, loadSettings, saveSettings, type Settings } from './settings';

interface SettingsContextValue {
  settings: Settings;
  update: <K extends keyof Settings>(key: K, value: Settings[K]) => void;
  reset: () => void;
  /** True when any setting differs from its default (the dots). */
  changed: boolean;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

/** Settings for the whole app, sign-in pages included; they survive reload and logout. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<Settings>(() => loadSettings());
  const store = useCallback((next: Settings) => {
    saveSettings(next);
    setSettings(next);
  }, []);
  const value = useMemo<SettingsContextValue>(
    () => ({
      settings,
      update: (key, v) => store({ ...settings, [key]: v }),
      reset: () => store({ ...DEFAULT_SETTINGS }),
      changed: differsFromDefaults(settings),
    }),
    [settings, store],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings needs a SettingsProvider');
  return value;
}
