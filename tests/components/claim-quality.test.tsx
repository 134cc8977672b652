import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material';
import { renderWithApp } from './render';
import { QualityTables } from '../../src/admin/quality/QualityTables';
import type { ClaimQuality } from '../../shared/claims';

// Issue 26: the quality view's figures as tables (what a screen reader reads; the charts are
// hidden from it): headers that name rows and columns, rates in the language's decimals, the
// missing rate in words, and every count a link to the claims list filtered to those claims.
const kinds = (k: Partial<ClaimQuality['total']['byKind']> = {}) => ({ transport: 0, installation: 0, product: 0, other: 0, ...k });
const DATA: ClaimQuality = {
  from: '2026-01',
  to: '2026-02',
  products: [
    { product: 'pvc/finestre/icon', units: 12_500, claims: 3, byKind: kinds({ product: 2, transport: 1 }), perThousand: 0.2 },
    { product: 'pvc/portoncini/battista', units: 0, claims: 1, byKind: kinds({ other: 1 }), perThousand: null },
  ],
  months: [
    { month: '2026-01', units: 12_000, claims: 4, perThousand: 0.3 },
    { month: '2026-02', units: 500, claims: 0, perThousand: 0 },
  ],
  total: { units: 12_500, claims: 4, perThousand: 0.3, byKind: kinds({ product: 2, transport: 1, other: 1 }) },
};
const filterOf = (href: string | null) => JSON.parse(new URL(href!, 'http://x').searchParams.get('filter')!);

describe('the quality view’s tables', () => {
  it('name every row and column, write numbers in Italian and say when no unit was registered', () => {
    renderWithApp(
      <ThemeProvider theme={createTheme()}>
        <QualityTables data={DATA} />
      </ThemeProvider>,
    );
    const products = screen.getByTestId('quality-products');
    expect(within(products).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Prodotto',
      'Unità registrate',
      'Reclami',
      'Ogni 1.000 unità',
      'Danno da trasporto',
      'Posa',
      'Difetto del prodotto',
      'Altro',
    ]);
    const icon = within(products).getByRole('row', { name: /Finestra in PVC Icon/ });
    expect(within(icon).getAllByRole('cell').map((c) => c.textContent)).toEqual(['12.500', '3', '0,2', '1', '0', '2', '0']);
    const door = within(products).getByRole('row', { name: /Portoncino in PVC Battista/ });
    expect(within(door).getByLabelText('Nessuna unità registrata')).toBeTruthy();
    expect(within(products).getByRole('rowheader', { name: 'Tutti i prodotti' })).toBeTruthy();
    const months = screen.getByTestId('quality-months');
    expect(within(months).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['gennaio 2026', 'febbraio 2026']);
  });

  it('link each count to the claims it counts, and a zero to nothing', () => {
    renderWithApp(
      <ThemeProvider theme={createTheme()}>
        <QualityTables data={DATA} />
      </ThemeProvider>,
    );
    const products = screen.getByTestId('quality-products');
    const icon = within(products).getByRole('row', { name: /Finestra in PVC Icon/ });
    const [claims, transport, product] = within(icon).getAllByRole('link');
    expect(claims.getAttribute('href')!.startsWith('/dashboard/reclami?filter=')).toBe(true);
    expect(filterOf(claims.getAttribute('href'))).toEqual({ product: 'pvc/finestre/icon', createdFrom: '2026-01-01', createdTo: '2026-02-28' });
    expect(filterOf(transport.getAttribute('href'))).toEqual({ product: 'pvc/finestre/icon', kind: 'transport', createdFrom: '2026-01-01', createdTo: '2026-02-28' });
    expect(filterOf(product.getAttribute('href'))).toMatchObject({ kind: 'product' });
    expect(within(icon).getAllByRole('link')).toHaveLength(3);
    const months = screen.getByTestId('quality-months');
    const january = within(months).getByRole('row', { name: /gennaio/ });
    expect(filterOf(within(january).getByRole('link').getAttribute('href'))).toEqual({ createdFrom: '2026-01-01', createdTo: '2026-01-31' });
    expect(within(within(months).getByRole('row', { name: /febbraio/ })).queryByRole('link')).toBeNull();
  });
});
