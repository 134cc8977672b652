/** The interface settings of spec §2 "Settings drawer", kept in localStorage under `settings`. */
export const SETTINGS_KEY = 'settings';

/** Each setting's choices, in the order the drawer shows them; the first is not always the default. */
export const SETTING_CHOICES = {
  mode: ['light', 'dark'],
  contrast: ['default', 'bold'],
  direction: ['ltr', 'rtl'],
  layout: ['vertical', 'horizontal', 'mini'],
  preset: ['default', 'green', 'purple', 'blue', 'orange', 'red'],
} as const;

type Choices = typeof SETTING_CHOICES;
export type ChoiceSetting = keyof Choices;

export type Settings = { [K in ChoiceSetting]: Choices[K][number] } & { stretch: boolean };
export type NavLayout = Settings['layout'];
export type Preset = Settings['preset'];

/** Spec §4: light, ltr, default contrast, horizontal layout, default preset, stretch off. */
export const DEFAULT_SETTINGS: Settings = {
  mode: 'light',
  contrast: 'default',
  direction: 'ltr',
  layout: 'horizontal',
  preset: 'default',
  stretch: false,
};

/** Stored settings, each value checked: an unknown or missing one falls back to its default. */
export function loadSettings(storage: Pick<Storage, 'getItem'> = localStorage): Settings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(storage.getItem(SETTINGS_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed;
  } catch {
    /* a damaged value: defaults */
  }
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(SETTING_CHOICES) as ChoiceSetting[]) {
    const value = stored[key];
    if ((SETTING_CHOICES[key] as readonly unknown[]).includes(value)) (settings as Record<string, unknown>)[key] = value;
  }
  if (typeof stored.stretch === 'boolean') settings.stretch = stored.stretch;
  return settings;
}

export function saveSettings(settings: Settings, storage: Pick<Storage, 'setItem'> = localStorage) {
  storage.setItem(SETTINGS_KEY, JSON.stringify(settings));
}

/** Drives the dot on the settings toggle and on Reset. */
export function differsFromDefaults(settings: Settings): boolean {
  return (Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]).some((k) => settings[k] !== DEFAULT_SETTINGS[k]);
}
