import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsButton } from '../../src/layout/settings/SettingsButton';
import { SettingsDrawer } from '../../src/layout/settings/SettingsDrawer';
import { renderWithApp } from './render';

const renderSettings = () =>
  renderWithApp(
    <>
      <SettingsButton onClick={() => undefined} />
      <SettingsDrawer open onClose={() => undefined} />
    </>,
  );

const dotVisible = (testId: string) => !screen.getByTestId(testId).querySelector('.MuiBadge-badge')!.classList.contains('MuiBadge-invisible');

describe('settings drawer', () => {
  it('starts from the defaults with no dot, and a change shows both dots and is stored', async () => {
    renderSettings();
    expect(screen.getByRole('button', { name: 'Orizzontale' }).getAttribute('aria-pressed')).toBe('true');
    expect(dotVisible('settings-dot')).toBe(false);
    expect(dotVisible('settings-reset-dot')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Scura' }));
    expect(dotVisible('settings-dot')).toBe(true);
    expect(dotVisible('settings-reset-dot')).toBe(true);
    expect(JSON.parse(localStorage.getItem('settings')!).mode).toBe('dark');
  });

  it('reads stored settings, and Reset brings back the defaults', async () => {
    localStorage.setItem('settings', JSON.stringify({ layout: 'mini', preset: 'purple' }));
    renderSettings();
    expect(screen.getByRole('button', { name: 'Compatta' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Viola' }).getAttribute('aria-pressed')).toBe('true');
    expect(dotVisible('settings-dot')).toBe(true);

    // A click event alone: userEvent's pointer arrives first and mounts the hint (src/ui/Hint.tsx),
    // which draws the button anew, and jsdom, unlike a browser, has no pointer to find the new one.
    fireEvent.click(screen.getByTestId('settings-reset'));
    expect(screen.getByRole('button', { name: 'Orizzontale' }).getAttribute('aria-pressed')).toBe('true');
    expect(dotVisible('settings-dot')).toBe(false);
    expect(JSON.parse(localStorage.getItem('settings')!)).toMatchObject({ layout: 'horizontal', preset: 'default' });
  });
});
