import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, differsFromDefaults, loadSettings, saveSettings, SETTINGS_KEY } from '../../src/layout/settings/settings';

const memory = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('settings', () => {
  it('defaults are those of spec §4', () => {
    expect(DEFAULT_SETTINGS).toEqual({ mode: 'light', direction: 'ltr', contrast: 'default', layout: 'horizontal', preset: 'default', stretch: false });
    expect(loadSettings(memory())).toEqual(DEFAULT_SETTINGS);
  });

  it('round-trips through storage under the key `settings`', () => {
    const storage = memory();
    const changed = { ...DEFAULT_SETTINGS, mode: 'dark' as const, preset: 'green' as const, stretch: true };
    saveSettings(changed, storage);
    expect(JSON.parse(storage.data.get(SETTINGS_KEY)!)).toEqual(changed);
    expect(loadSettings(storage)).toEqual(changed);
  });

  it('replaces unknown or damaged stored values with their defaults', () => {
    expect(loadSettings(memory({ settings: '{"mode":"neon","layout":"mini","stretch":"yes"}' }))).toEqual({ ...DEFAULT_SETTINGS, layout: 'mini' });
    expect(loadSettings(memory({ settings: 'not json' }))).toEqual(DEFAULT_SETTINGS);
  });

  it('the dot shows exactly when a setting differs from its default', () => {
    expect(differsFromDefaults(DEFAULT_SETTINGS)).toBe(false);
    for (const change of [{ mode: 'dark' }, { contrast: 'bold' }, { direction: 'rtl' }, { layout: 'vertical' }, { preset: 'red' }, { stretch: true }]) {
      expect(differsFromDefaults({ ...DEFAULT_SETTINGS, ...change } as typeof DEFAULT_SETTINGS), JSON.stringify(change)).toBe(true);
    }
  });
});
