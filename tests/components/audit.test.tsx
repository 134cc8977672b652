import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material';
import { renderWithApp as renderBare } from './render';
import { AuditChanges } from '../../src/resources/audit/AuditChanges';
import type { AuditEntry } from '../../shared/audit';

// Issue 24: the audit log's before and after in words, not the codes the server stores.
const entry = (type: 'account' | 'document' | 'guarantee', changes: AuditEntry['changes']): AuditEntry => ({
  id: 1,
  at: '2026-11-26T09:00:00.000Z',
  action: type === 'account' ? 'account.approve' : type === 'document' ? 'document.update' : 'guarantee.create',
  actor: { id: 1, name: 'Giulia Ferrari', email: 'admin@demo.test' },
  record: { type, id: 2, label: 'x' },
  changes,
  ip: null,
});
const renderWithApp = (ui: React.ReactNode) => renderBare(<ThemeProvider theme={createTheme()}>{ui}</ThemeProvider>);
const row = (name: string) => within(screen.getByTestId('audit-changes')).getByRole('row', { name: new RegExp(`^${name}`) });

describe('the changes of an audit entry', () => {
  it('name an account’s status, role and language in words', () => {
    renderWithApp(
      <AuditChanges
        entry={entry('account', [
          { field: 'status', before: 'pending', after: 'active' },
          { field: 'role', before: 'dealer', after: 'admin' },
          { field: 'locale', before: 'it', after: 'en' },
          { field: 'noticeMail', before: 'each', after: 'digest' },
        ])}
      />,
    );
    expect(row('Stato').textContent).toContain('In attesa di approvazione');
    expect(row('Stato').textContent).toContain('Account attivo');
    expect(row('Stato').textContent).not.toMatch(/pending|active/);
    expect(row('Ruolo').textContent).toContain('RivenditoreAmministratore');
    expect(row('Lingua delle e-mail').textContent).toContain('ItalianoEnglish');
    expect(row('Comunicazioni per e-mail').textContent).toContain('Ognuna, appena pubblicataUn riepilogo al giorno');
  });

  it('name a document’s category, language and product in words', () => {
    renderWithApp(
      <AuditChanges
        entry={entry('document', [
          { field: 'category', before: 'manual', after: 'price_list' },
          { field: 'language', before: null, after: 'de' },
          { field: 'material', before: null, after: 'alluminio' },
          { field: 'productCategory', before: null, after: 'alzanti' },
          { field: 'product', before: null, after: 'forma' },
        ])}
      />,
    );
    const text = screen.getByTestId('audit-changes').textContent!;
    for (const words of ['Manuale', 'Listino prezzi', 'Tedesco', 'Alluminio', 'Alzanti scorrevoli', 'Alzante scorrevole in alluminio Forma']) expect(text).toContain(words);
    expect(text).not.toMatch(/price_list|alzanti\b|forma\b/);
  });

  it('show an unknown code as it is', () => {
    renderWithApp(<AuditChanges entry={entry('account', [{ field: 'status', before: 'archived', after: 'active' }])} />);
    expect(row('Stato').textContent).toContain('archived');
  });
});
