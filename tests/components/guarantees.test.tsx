import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, DateInput, Form, TextInput, memoryStore, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { RecentWarranties } from '../../src/resources/guarantees/RecentWarranties';
import { WarrantyYearsInput } from '../../src/resources/guarantees/WarrantyYearsInput';
import { ExpiryPreview } from '../../src/resources/guarantees/ExpiryPreview';
import { AuditChanges } from '../../src/resources/audit/AuditChanges';
import { addDays, addYears, today, type Guarantee } from '../../shared/guarantees';

const guarantee = (id: number, extra: Partial<Guarantee> = {}): Guarantee => ({
  id,
  code: `GAR-2026-00000${id}`,
  dealerId: 2,
  dealer: { id: 2, displayName: 'Marco Rossi', company: 'Rossi Infissi S.r.l.', photoURL: null },
  customerName: `Cliente ${id}`,
  customerEmail: 'cliente@example.it',
  customerPhone: null,
  street: 'Via Roma 1',
  zipCode: '35100',
  city: 'Padova',
  province: 'PD',
  country: 'IT',
  material: 'pvc',
  productCategory: 'finestre',
  product: 'icon',
  quantity: 1,
  orderReference: null,
  installationDate: '2026-01-10',
  warrantyYears: 10,
  expiresOn: '2036-01-10',
  notes: null,
  createdBy: { id: 2, displayName: 'Marco Rossi' },
  createdAt: '2026-01-10T10:00:00Z',
  customerLocale: 'it',
  units: [],
  ecobonus: null,
  certificateSentAt: null,
  version: '0123456789abcdef0123',
  ...extra,
});

function renderInAdmin(ui: React.ReactNode, dataProvider: DataProvider = testDataProvider()) {
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('recent warranties (dashboard home)', () => {
  it('asks for the 5 latest and shows each with code, customer, product and expiry, linked to it', async () => {
    const getList = vi.fn().mockResolvedValue({
      data: [guarantee(2), guarantee(1, { expiresOn: addDays(today(), -1), material: 'legno', productCategory: 'cassonetti', product: 'legno' })],
      total: 2,
    });
    renderInAdmin(<RecentWarranties />, testDataProvider({ getList }));
    const list = await screen.findByTestId('recent-warranties');
    expect(getList).toHaveBeenCalledWith('garanzie', expect.objectContaining({ pagination: { page: 1, perPage: 5 }, sort: { field: 'createdAt', order: 'DESC' } }));
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/garanzie/2/show', '/garanzie/1/show']);
    expect(links[0]!.textContent).toContain('GAR-2026-000002 · Cliente 2');
    expect(links[0]!.textContent).toContain('Finestra in PVC Icon · 10 gen 2036');
    expect(within(links[0]!).getByTestId('expiry-chip').textContent).toBe('Attiva');
    expect(links[1]!.textContent).toContain('Cassonetto in legno');
    expect(within(links[1]!).getByTestId('expiry-chip').textContent).toBe('Scaduta');
    expect(screen.getByRole('region', { name: 'Garanzie recenti' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tutte le garanzie' }).getAttribute('href')).toBe('/garanzie');
  });

  it('invites to register the first one when there is none', async () => {
    renderInAdmin(<RecentWarranties />, testDataProvider({ getList: () => Promise.resolve({ data: [], total: 0 }) as any }));
    expect(await screen.findByText('Nessuna garanzia registrata finora.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registra una garanzia' }).getAttribute('href')).toBe('/garanzie/create');
  });
});

describe('warranty years and live expiry in the form', () => {
  const form = (defaults: Record<string, unknown>) =>
    renderInAdmin(
      <ResourceContextProvider value="garanzie">
        <Form defaultValues={defaults}>
          <WarrantyYearsInput />
          <DateInput source="installationDate" />
          <ExpiryPreview />
        </Form>
      </ResourceContextProvider>,
    );

  it("takes the product's standard years, and computes the expiry as the date is typed", async () => {
    form({ material: 'alluminio', productCategory: 'oscuranti', product: 'giotto' });
    const years = screen.getByLabelText(/Garanzia \(anni\)/) as HTMLInputElement;
    await waitFor(() => expect(years.value).toBe('5'));
    expect(screen.getByText('Standard per questo prodotto: 5 anni')).toBeTruthy();
    const preview = screen.getByTestId('expiry-preview');
    expect(preview.textContent).toContain('Inserisci la data di installazione');
    fireEvent.change(screen.getByLabelText(/Data di installazione/), { target: { value: '2024-02-29' } });
    await waitFor(() => expect(preview.textContent).toContain('Coperta fino al 28 febbraio 2029'));
    fireEvent.change(years, { target: { value: '8' } });
    await waitFor(() => expect(preview.textContent).toContain('Coperta fino al 29 febbraio 2032'));
    fireEvent.change(years, { target: { value: '7' } });
    await waitFor(() => expect(preview.textContent).toContain('Coperta fino al 28 febbraio 2031'));
    // Cleared by the user, the years stay empty (no refill under their fingers), and there is no expiry.
    fireEvent.change(years, { target: { value: '' } });
    await waitFor(() => expect(preview.textContent).toContain('Inserisci la data di installazione'));
    expect(years.value).toBe('');
  });

  it('takes the standard of a newly chosen product, even over years typed for the previous one', async () => {
    renderInAdmin(
      <ResourceContextProvider value="garanzie">
        <Form defaultValues={{ material: 'legno', productCategory: 'finestre', product: 'nova' }}>
          <TextInput source="productCategory" />
          <TextInput source="product" />
          <WarrantyYearsInput />
        </Form>
      </ResourceContextProvider>,
    );
    const years = screen.getByLabelText(/Garanzia \(anni\)/) as HTMLInputElement;
    await waitFor(() => expect(years.value).toBe('10'));
    fireEvent.change(years, { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText(/Categoria di prodotto/), { target: { value: 'cassonetti' } });
    fireEvent.change(screen.getByLabelText(/^Prodotto/), { target: { value: 'legno' } });
    await waitFor(() => expect(years.value).toBe('5'));
  });

  it('keeps the years a form opens with, and says when the warranty is close to its end', async () => {
    const installed = addDays(addYears(today(), -3), 10);
    form({ material: 'pvc', productCategory: 'finestre', product: 'icon', warrantyYears: 3, installationDate: installed });
    const years = screen.getByLabelText(/Garanzia \(anni\)/) as HTMLInputElement;
    await waitFor(() => expect(screen.getByTestId('expiry-chip').textContent).toBe('Scade tra 10 giorni'));
    expect(years.value).toBe('3');
  });
});

describe('a correction in the audit log', () => {
  it('shows the windows before and after in words, one line each, numbers with the decimal comma', async () => {
    const unit = { position: 1, width: 1230, height: 1480, sashes: 2, quantity: 2, glazing: '4/16/4-ar-we', uw: 1.19, oldUw: null, cost: null, withShutters: false };
    const entry = {
      id: 1, at: '2026-11-26T10:00:00Z', action: 'guarantee.update', actor: { id: 1, name: 'Giulia Ferrari', email: 'admin@demo.test' },
      record: { type: 'guarantee', id: 3, label: 'GAR-2026-000003' }, ip: null,
      changes: [{ field: 'units', before: [unit], after: [{ ...unit, width: 900, sashes: 1, uw: 1.16 }, { ...unit, position: 2, sashes: 0, quantity: 1, uw: 1.3 }] }],
    } as const;
    renderInAdmin(<AuditChanges entry={entry as any} />);
    const table = await screen.findByTestId('audit-changes');
    expect(table.textContent).toContain('Serramenti');
    expect(table.textContent).toContain('1. 2 × 1230 × 1480 mm, 2 ante, vetro 4/16/4-ar-we, Uw 1,19 W/m²K');
    expect(table.textContent).toContain('1. 2 × 900 × 1480 mm, 1 anta, vetro 4/16/4-ar-we, Uw 1,16 W/m²K');
    expect(table.textContent).toContain('2. 1 × 1230 × 1480 mm, Fisso (senza ante), vetro 4/16/4-ar-we, Uw 1,30 W/m²K');
  });
});
