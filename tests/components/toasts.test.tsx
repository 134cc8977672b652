import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { ToastProvider, TOASTS } from '../../src/layout/Toasts';

describe('toasts', () => {
  it('show at most 5, collapse duplicates, and let a sixth in when one closes', async () => {
    render(<ToastProvider>{null}</ToastProvider>);
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
    render(<ToastProvider>{null}</ToastProvider>);
    act(() => void enqueueSnackbar('salvato'));
    const toast = await screen.findByText('salvato');
    expect(toast.closest('.notistack-MuiContent-success')).not.toBeNull();
    await waitFor(() => expect(screen.queryByText('salvato')).toBeNull(), { timeout: TOASTS.autoHideMs + 2000 });
  }, 10_000);
});
