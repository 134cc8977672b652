import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DashboardGuard, GuestGuard } from '../../src/auth/guards';
import { forgetUser } from '../../src/providers/session';
import { renderWithApp } from './render';

describe('route guards', () => {
  it('a signed-out visitor of a dashboard URL goes to the login page with returnTo', async () => {
    forgetUser();
    renderWithApp(<DashboardGuard>secret</DashboardGuard>, {
      path: '/dashboard/documenti?page=2',
      routePath: '/dashboard/*',
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/auth/jwt/login?returnTo=%2Fdashboard%2Fdocumenti%3Fpage%3D2'),
    );
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('the sign-in pages are shown to a signed-out visitor', () => {
    forgetUser();
    renderWithApp(<GuestGuard>login form</GuestGuard>, { path: '/auth/jwt/login', routePath: '/auth/jwt/login' });
    expect(screen.getByText('login form')).toBeTruthy();
  });
});
