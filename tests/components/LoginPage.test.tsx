import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from '../../src/auth/LoginPage';
import RegisterPage from '../../src/auth/RegisterPage';
import ResetPasswordPage from '../../src/auth/ResetPasswordPage';
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

  it('links to the forgotten-password page', () => {
    renderWithApp(<LoginPage />);
    expect(screen.getByRole('link', { name: 'Password dimenticata?' }).getAttribute('href')).toBe('/auth/jwt/forgot-password');
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

describe('RegisterPage: what an admin needs to judge', () => {
  it('asks company, VAT number, phone, town and province, all required', async () => {
    renderWithApp(<RegisterPage />);
    for (const label of [/^Ragione sociale/, /^Partita IVA/, /^Telefono/, /^Città/, /^Provincia/]) expect(screen.getByLabelText(label)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crea account' }));
    await waitFor(() => expect(screen.getAllByText('Obbligatorio')).toHaveLength(9));
  });

  it('checks the VAT number as it is typed, with a sentence that says what to check', async () => {
    renderWithApp(<RegisterPage />);
    const vat = screen.getByLabelText(/^Partita IVA/);
    expect(screen.getByText(/^Italia: le 11 cifre della partita IVA/)).toBeTruthy();
    await userEvent.type(vat, '01234567890');
    fireEvent.blur(vat);
    await waitFor(() => expect(screen.getByText(/l'ultima cifra \(quella di controllo\) non torna/)).toBeTruthy());
    await userEvent.clear(vat);
    await userEvent.type(vat, '01234567897');
    await waitFor(() => expect(screen.queryByText(/non torna/)).toBeNull());
    await userEvent.clear(vat);
    await userEvent.type(vat, 'DE12345');
    await waitFor(() => expect(screen.getByText(/non ha il formato di una partita IVA di quel paese/)).toBeTruthy());
  });

  it('wants the two-letter code of the province for an Italian VAT number only', async () => {
    renderWithApp(<RegisterPage />);
    const vat = screen.getByLabelText(/^Partita IVA/);
    const province = screen.getByLabelText(/^Provincia/);
    await userEvent.type(vat, '01234567897');
    await userEvent.type(province, 'Padova');
    fireEvent.blur(province);
    await waitFor(() => expect(screen.getByText(/inserisci la sigla di due lettere della provincia/)).toBeTruthy());
    await userEvent.clear(province);
    await userEvent.type(province, 'pd');
    await waitFor(() => expect(screen.queryByText(/sigla di due lettere della provincia/)).toBeNull());
    await userEvent.clear(vat);
    await userEvent.type(vat, 'DE123456789');
    await userEvent.clear(province);
    await userEvent.type(province, 'Bayern');
    await waitFor(() => expect(screen.queryByText(/sigla di due lettere della provincia/)).toBeNull());
  });
});

describe('ResetPasswordPage', () => {
  it('without a token explains the link and leads to ask for a new one', () => {
    renderWithApp(<ResetPasswordPage />, { path: '/auth/jwt/reset-password' });
    expect(screen.getByRole('heading', { name: 'Questo link non è più valido' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chiedi un nuovo link' }).getAttribute('href')).toBe('/auth/jwt/forgot-password');
  });

  it('wants the new password twice, the same', async () => {
    renderWithApp(<ResetPasswordPage />, { path: '/auth/jwt/reset-password?token=aaaaaaaaaaaaaaaaaaaaaaaa' });
    await userEvent.type(screen.getByLabelText(/^Nuova password/), 'a-long-password');
    await userEvent.type(screen.getByLabelText(/^Ripeti la nuova password/), 'a-long-passwort');
    fireEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    await waitFor(() => expect(screen.getByText('Le due password non coincidono')).toBeTruthy());
  });
});
