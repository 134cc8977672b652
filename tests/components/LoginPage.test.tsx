import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from '../../src/auth/LoginPage';
import RegisterPage from '../../src/auth/RegisterPage';
import { renderWithApp } from './render';

describe('LoginPage', () => {
  it('is in Italian by default, with the link to registration keeping returnTo', () => {
    renderWithApp(<LoginPage />, { path: '/auth/jwt/login?returnTo=%2Fdashboard%2Fgaranzie' });
    expect(screen.getByRole('heading', { name: "Accedi all'Area Rivenditori" })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Richiedi un account' });
    expect(link.getAttribute('href')).toBe('/auth/jwt/register?returnTo=%2Fdashboard%2Fgaranzie');
  });

  it('shows English when i18nextLng says so', () => {
    localStorage.setItem('i18nextLng', 'en-GB');
    renderWithApp(<LoginPage />);
    expect(screen.getByRole('heading', { name: 'Sign in to the Dealer Area' })).toBeTruthy();
  });

  it('names the missing and malformed fields before any request', async () => {
    renderWithApp(<LoginPage />);
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'rossi@');
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(screen.getByText('Inserisci un indirizzo e-mail valido')).toBeTruthy());
    expect(screen.getByText('Obbligatorio')).toBeTruthy();
  });

  it('starts in the e-mail field', () => {
    renderWithApp(<LoginPage />);
    expect(document.activeElement).toBe(screen.getByLabelText(/^E-mail/));
  });

  it('lets the password be shown and hidden', async () => {
    renderWithApp(<LoginPage />);
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(password.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Nascondi password' })).toBeTruthy();
  });
});

describe('RegisterPage', () => {
  it('asks for the register payload of the spec and enforces the password length', async () => {
    renderWithApp(<RegisterPage />);
    for (const label of [/^Nome/, /^Cognome/, /^E-mail/, /^Password/]) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByText('Almeno 8 caratteri')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Password/), '1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Crea account' }));
    await waitFor(() => expect(screen.getByText('Usa almeno 8 caratteri')).toBeTruthy());
  });
});
