import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Form, ListContextProvider, memoryStore, ResourceContextProvider, TextInput, testDataProvider } from 'react-admin';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { initLocale } from '../../src/i18n/locale';
import { ExpiryPreview } from '../../src/resources/guarantees/ExpiryPreview';
import { DayInput, INVALID_DAY } from '../../src/resources/DayInput';
import { ActiveFilterChips, type FilterChipSpec } from '../../src/resources/PhoneFilters';
import { useCatalogueChips } from '../../src/resources/filterChips';
import { addDays, today } from '../../shared/guarantees';

function renderInAdmin(ui: React.ReactNode) {
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <ResourceContextProvider value="garanzie">{ui}</ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the warranty expiry preview', () => {
  const form = (installationDate: string) =>
    renderInAdmin(
      <Form defaultValues={{ warrantyYears: 10, installationDate }}>
        <TextInput source="installationDate" />
        <ExpiryPreview />
      </Form>,
    );

  it('announces no coverage while the date is unfinished, in the future or too old', async () => {
    form(INVALID_DAY);
    const preview = screen.getByTestId('expiry-preview');
    expect(preview.textContent).toContain('Inserisci la data di installazione');
    for (const refused of [addDays(today(), 2), '1980-01-01']) {
      fireEvent.change(screen.getByLabelText(/Data di installazione/), { target: { value: refused } });
      await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Data di installazione/).value).toBe(refused));
      expect(preview.textContent).not.toContain('Coperta fino al');
    }
    fireEvent.change(screen.getByLabelText(/Data di installazione/), { target: { value: '2024-02-29' } });
    await waitFor(() => expect(preview.textContent).toContain('Coperta fino al 28 febbraio 2034'));
  });
});

describe('dates in the portal’s language', () => {
  it('show an ISO day as Italian writes it, and say gg/mm/aaaa while empty', async () => {
    renderInAdmin(
      <Form defaultValues={{ installationDate: '2024-02-29', other: null }}>
        <DayInput source="installationDate" />
        <DayInput source="other" label="Altra data" />
      </Form>,
    );
    expect(screen.getByLabelText<HTMLInputElement>(/Data di installazione/).value).toBe('29/02/2024');
    expect(screen.getByLabelText<HTMLInputElement>(/Altra data/).placeholder).toBe('GG/MM/AAAA');
  });

  it('in English too, day first (en-GB), never the browser’s mm/dd/yyyy', async () => {
    localStorage.setItem('i18nextLng', 'en');
    await initLocale();
    try {
      renderInAdmin(
        <Form defaultValues={{ other: null }}>
          <DayInput source="other" label="Another date" />
        </Form>,
      );
      await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Another date/).placeholder).toBe('DD/MM/YYYY'));
    } finally {
      localStorage.removeItem('i18nextLng');
      await initLocale();
    }
  });
});

describe('active filter chips (phone lists)', () => {
  function Chips({ extra }: { extra: FilterChipSpec[] }) {
    return <ActiveFilterChips chips={[...extra, ...useCatalogueChips('documenti')]} />;
  }

  it('name each active filter in words, and removing one clears those below it', async () => {
    const setFilters = vi.fn();
    const context = { filterValues: { q: 'posa', category: 'manual', material: 'pvc', productCategory: 'finestre' }, setFilters } as any;
    renderInAdmin(
      <ListContextProvider value={context}>
        <Chips extra={[{ source: 'category', label: 'Categoria', text: () => 'Manuale' }]} />
      </ListContextProvider>,
    );
    expect(screen.getByRole('list', { name: 'Filtri attivi' })).toBeTruthy();
    const chips = screen.getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['Categoria: Manuale', 'Materiale: PVC', 'Categoria di prodotto: Finestre']);
    expect(chips[1]!.getAttribute('aria-label')).toBe('Rimuovi il filtro Materiale');
    // Delete on the focused chip, as a keyboard user would.
    fireEvent.keyUp(chips[1]!, { key: 'Delete' });
    expect(setFilters).toHaveBeenCalledWith({ q: 'posa', category: 'manual' });
  });
});
