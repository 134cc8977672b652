import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider, useNotify } from 'react-admin';
import { RaToasts } from '../../src/layout/Toasts';
import Toaster, { closeSnackbar, enqueueSnackbar, TOASTS } from '../../src/layout/Toaster';
import { createI18nProvider } from '../../src/providers/i18nProvider';

describe('toasts', () => {
  it('show at most 5, collapse duplicates, and let a sixth in when one closes', async () => {
    render(<Toaster />);
    const keys: (string | number)[] = [];
    act(() => {
      for (const text of ['uno', 'due', 'tre', 'uno', 'quattro', 'cinque', 'sei']) {
        keys.push(enqueueSnackbar(text, { persist: true }));
      }
    });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(TOASTS.max));
    expect(screen.getAllByText('uno')).toHaveLength(1);
    expect(screen.queryByText('sei')).toBeNull();

    act(() => closeSnackbar(keys[0]));
    await waitFor(() => expect(screen.getByText('sei')).toBeTruthy());
    expect(screen.getAllByRole('alert').length).toBeLessThanOrEqual(TOASTS.max);
  });

  it('are success toasts by default, hidden after 3000 ms', async () => {
    render(<Toaster />);
    act(() => void enqueueSnackbar('salvato'));
    const toast = await screen.findByText('salvato');
    expect(toast.closest('.notistack-MuiContent-success')).not.toBeNull();
    await waitFor(() => expect(screen.queryByText('salvato')).toBeNull(), { timeout: TOASTS.autoHideMs + 2000 });
  }, 10_000);

  it('show react-admin\'s done saves and deletes (type info) in the one success colour', async () => {
    function Notify() {
      const notify = useNotify();
      return <button onClick={() => notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } })}>save</button>;
    }
    // No toaster drawn beforehand: the first notification brings it.
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Notify />
        <RaToasts />
      </AdminContext>,
    );
    act(() => screen.getByText('save').click());
    const toast = await screen.findByText('Modifiche salvate');
    expect(toast.closest('.notistack-MuiContent-success')).not.toBeNull();
  });
});
