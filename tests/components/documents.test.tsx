import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithApp } from './render';
import { UploadProgressBar } from '../../src/resources/documents/UploadProgressBar';
import { DealerAvatars, AVATAR_GROUP_MAX } from '../../src/resources/documents/DealerAvatars';
import { FileTypeIcon } from '../../src/resources/documents/FileTypeIcon';
import { resetUploadProgress, setUploadProgress } from '../../src/providers/uploadProgress';

describe('upload progress', () => {
  it('shows the percent sent as a labelled progress bar, then an indeterminate one while the server stores the file', () => {
    renderWithApp(<UploadProgressBar />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => setUploadProgress({ phase: 'sending', loaded: 42 * 1024 * 1024, total: 100 * 1024 * 1024 }));
    const bar = screen.getByRole('progressbar', { name: 'Caricamento del file…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('42%')).toBeTruthy();
    expect(screen.getByText('42 MB di 100 MB')).toBeTruthy();

    act(() => setUploadProgress({ phase: 'processing', total: 100 }));
    const processing = screen.getByRole('progressbar', { name: 'Controllo e salvataggio del file…' });
    expect(processing.getAttribute('aria-valuenow')).toBeNull();

    act(() => resetUploadProgress());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('dealers of a reserved document', () => {
  const dealers = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, displayName: `Dealer ${i + 1}`, company: i === 0 ? 'Rossi Infissi' : null, photoURL: null }));

  it('show at most 4 avatars (the last one "+n"), and name every dealer in the label', () => {
    renderWithApp(<DealerAvatars dealers={dealers} />);
    const group = screen.getByTestId('dealer-avatars');
    expect(group.querySelectorAll('.MuiAvatar-root')).toHaveLength(AVATAR_GROUP_MAX);
    expect(group.textContent).toContain('+3');
    expect(group.getAttribute('aria-label')).toBe(
      'Riservato a: Dealer 1 (Rossi Infissi), Dealer 2, Dealer 3, Dealer 4, Dealer 5, Dealer 6',
    );
  });

  it('show every avatar when there are 4 or fewer', () => {
    renderWithApp(<DealerAvatars dealers={dealers.slice(0, 4)} />);
    expect(screen.getByTestId('dealer-avatars').textContent).not.toContain('+');
    expect(screen.getByTestId('dealer-avatars').querySelectorAll('.MuiAvatar-root')).toHaveLength(4);
  });
});

describe('file type icon', () => {
  it('says the type of the file in the user language', () => {
    localStorage.setItem('i18nextLng', 'en');
    renderWithApp(<FileTypeIcon fileName="sezione.DWG" />);
    const icon = screen.getByRole('img', { name: 'CAD drawing' });
    expect(icon.getAttribute('data-file-kind')).toBe('cad');
  });
});
