import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import ClaimCreate from '../../src/resources/claims/ClaimCreate';
import ClaimList from '../../src/resources/claims/ClaimList';
import { addDays, addYears, today, type Guarantee } from '../../shared/guarantees';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { Conversation } from '../../src/resources/claims/Conversation';
import { StatusActions } from '../../src/resources/claims/StatusActions';
import { CLAIM_STATUSES, CLAIM_TRANSITIONS, type ClaimDetail, type ClaimFile, type ClaimStatus } from '../../shared/claims';

// The claim's page in the browser (issue 26): the conversation and its photos, the moves an
// admin is offered. The API itself is tested over HTTP (tests/api/claims.test.ts); here, what
// the page draws from an answer and what it sends.

const photo = (id: number): ClaimFile => ({ id, kind: 'photo', name: `foto-${id}.jpg`, size: 120_000, type: 'image/jpeg', width: 800, height: 600, url: `/files/${id}`, thumbUrl: `/thumbs/${id}` });

const claim = (status: ClaimStatus): ClaimDetail => ({
  id: 7,
  code: 'RCL-2026-000007',
  guaranteeId: 3,
  guaranteeCode: 'GAR-2026-000003',
  customerName: 'Famiglia Bianchi',
  city: 'Padova',
  dealerId: 2,
  dealer: { id: 2, displayName: 'Marco Rossi', company: 'Rossi Infissi S.r.l.', photoURL: null },
  material: 'pvc',
  productCategory: 'finestre',
  product: 'icon',
  units: [2],
  kind: 'product',
  noticedOn: '2026-11-20',
  description: 'Vetro appannato',
  paidService: false,
  status,
  remedy: null,
  rejectionReason: null,
  assignee: null,
  dueAt: '2026-11-24T17:00:00Z',
  firstAnswerAt: null,
  overdue: false,
  photoCount: 2,
  coverPhotoId: 1,
  coverThumbUrl: '/thumbs/1',
  createdBy: { id: 2, displayName: 'Marco Rossi' },
  createdAt: '2026-11-20T09:00:00Z',
  updatedAt: '2026-11-20T09:00:00Z',
  version: 4,
  messages: [
    { id: 1, claimId: 7, author: { id: 2, displayName: 'Marco Rossi', role: 'dealer' }, body: 'Vetro appannato', status: null, files: [photo(1), photo(2)], createdAt: '2026-11-20T09:00:00Z' },
    { id: 2, claimId: 7, author: { id: 1, displayName: 'Anna Admin', role: 'admin' }, body: 'Ci manda l’etichetta?', status: 'waiting', files: [], createdAt: '2026-11-21T09:00:00Z' },
  ],
});

/** Signed in as `role` (the list's columns, filters and default sort follow it). */
const authAs = (role: 'admin' | 'dealer') => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
  getIdentity: async () => ({ id: role === 'admin' ? 1 : 2, fullName: role === 'admin' ? 'Anna Admin' : 'Marco Rossi' }),
});

function renderInAdmin(ui: ReactNode, dataProvider: DataProvider = testDataProvider(), path = '/', role: 'admin' | 'dealer' = 'admin') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authAs(role)} i18nProvider={createI18nProvider()} store={memoryStore()}>
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('claim conversation', () => {
  it('shows the messages oldest first with author, role and the status a message moved to', async () => {
    renderInAdmin(<Conversation record={claim('waiting')} />);
    const messages = await screen.findAllByTestId('claim-message');
    expect(messages.map((m) => m.getAttribute('data-author-role'))).toEqual(['dealer', 'admin']);
    expect(messages[0]!.textContent).toContain('Marco Rossi');
    expect(messages[0]!.textContent).toContain('Reclamo aperto');
    expect(messages[1]!.textContent).toContain('Ci manda l’etichetta?');
    expect(within(messages[1]!).getByTestId('claim-status').getAttribute('data-status')).toBe('waiting');
  });

  it('opens a photo at its display size, goes to the next with the arrow key, and closes with Esc', async () => {
    renderInAdmin(<Conversation record={claim('waiting')} />);
    const first = await screen.findByRole('button', { name: 'Apri la foto 1 di 2' });
    // As the keyboard would: the thumbnail has the focus, then opens.
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    fireEvent.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Foto 1 di 2' });
    expect(within(dialog).getByRole('img', { name: 'Foto 1 di 2' }).getAttribute('src')).toBe('/files/1');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect((await screen.findByRole('img', { name: 'Foto 2 di 2' })).getAttribute('src')).toBe('/files/2');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(await screen.findByRole('img', { name: 'Foto 1 di 2' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The focus goes back to the thumbnail the photo was opened from.
    await waitFor(() => expect(document.activeElement).toBe(first));
  });
});

describe('claim moves (admins)', () => {
  it('offers exactly the moves CLAIM_TRANSITIONS allows from each status', async () => {
    for (const status of CLAIM_STATUSES) {
      const { unmount } = renderInAdmin(<StatusActions record={claim(status)} />);
      const offered = screen.queryAllByTestId(/^claim-move-/).map((b) => b.getAttribute('data-testid')!.replace('claim-move-', ''));
      expect(offered, status).toEqual([...CLAIM_TRANSITIONS[status]]);
      unmount();
    }
  });

  it('asks for the question before moving to waiting, and sends it with the version seen', async () => {
    const moveClaim = vi.fn().mockResolvedValue({ data: { id: 7 } });
    renderInAdmin(<StatusActions record={claim('submitted')} />, testDataProvider({ moveClaim } as Partial<DataProvider>));
    fireEvent.click(screen.getByTestId('claim-move-waiting'));
    const dialog = await screen.findByRole('dialog', { name: 'Chiedi al rivenditore' });
    fireEvent.click(within(dialog).getByTestId('claim-move-confirm'));
    expect(await within(dialog).findByText('Obbligatorio')).toBeTruthy();
    expect(moveClaim).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Domanda per il rivenditore/), { target: { value: ' Che misura ha il vetro? ' } });
    fireEvent.click(within(dialog).getByTestId('claim-move-confirm'));
    await waitFor(() => expect(moveClaim).toHaveBeenCalledWith('reclami', { id: 7, data: { status: 'waiting', version: 4, message: 'Che misura ha il vetro?' } }));
  });

  it('needs a remedy to approve', async () => {
    const moveClaim = vi.fn().mockResolvedValue({ data: { id: 7 } });
    renderInAdmin(<StatusActions record={claim('review')} />, testDataProvider({ moveClaim } as Partial<DataProvider>));
    fireEvent.click(screen.getByTestId('claim-move-approved'));
    const dialog = await screen.findByRole('dialog', { name: 'Accogli' });
    fireEvent.click(within(dialog).getByTestId('claim-move-confirm'));
    expect(await within(dialog).findByText('Obbligatorio')).toBeTruthy();
    expect(moveClaim).not.toHaveBeenCalled();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Rimedio/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sostituzione del serramento' }));
    fireEvent.click(within(dialog).getByTestId('claim-move-confirm'));
    await waitFor(() => expect(moveClaim).toHaveBeenCalledWith('reclami', { id: 7, data: { status: 'approved', version: 4, remedy: 'unit' } }));
  });
});

/** A registration of two window lines installed three years ago, with a warranty of `warrantyYears` (2: ended). */
const registration = (warrantyYears: number): Guarantee =>
  ({
    id: 3,
    code: 'GAR-2026-000003',
    dealerId: 2,
    dealer: { id: 2, displayName: 'Marco Rossi', company: 'Rossi Infissi S.r.l.', photoURL: null },
    customerName: 'Famiglia Bianchi',
    city: 'Padova',
    material: 'pvc',
    productCategory: 'finestre',
    product: 'icon',
    quantity: 2,
    installationDate: addYears(today(), -3),
    warrantyYears,
    expiresOn: addDays(addYears(addYears(today(), -3), warrantyYears), -1),
    units: [
      { position: 1, width: 1230, height: 1480, sashes: 1, quantity: 1 },
      { position: 2, width: 900, height: 1300, sashes: 1, quantity: 1 },
    ],
  }) as unknown as Guarantee;

describe('claim form', () => {
  const renderForm = (g: Guarantee, create = vi.fn().mockResolvedValue({ data: { id: 9, code: 'RCL-2026-000009' } }), query = `guarantee=${g.id}&unit=2`) => {
    const getOne = vi.fn().mockResolvedValue({ data: g });
    const getList = vi.fn().mockResolvedValue({ data: [{ ...g, id: 4, code: 'GAR-2026-0000031' }, g], total: 2 });
    renderInAdmin(
      <ResourceContextProvider value="reclami">
        <ClaimCreate />
      </ResourceContextProvider>,
      testDataProvider({ getOne, getList, create } as Partial<DataProvider>),
      `/dashboard/reclami/create?${query}`,
    );
    return { getOne, getList, create };
  };

  it('finds the registration by the code typed (any case, spaces around), the exact code only', async () => {
    const { getList, getOne } = renderForm(registration(10), undefined, '');
    const code = await screen.findByTestId('claim-guarantee-code');
    fireEvent.change(code, { target: { value: ' gar-2026-000003 ' } });
    fireEvent.keyDown(code, { key: 'Enter' });
    expect((await screen.findByTestId('claim-guarantee')).textContent).toContain('GAR-2026-000003');
    expect(getList).toHaveBeenCalledWith('garanzie', expect.objectContaining({ filter: { q: 'GAR-2026-000003' } }));
    expect(getOne).toHaveBeenCalledWith('garanzie', expect.objectContaining({ id: 3 }));
    // Nothing ticked: it was not started from a line.
    expect((screen.getByRole('checkbox', { name: /^Riga 2:/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('opens on the registration and the window line it was started from, and sends what was filled', async () => {
    const { getOne, create } = renderForm(registration(10));
    expect((await screen.findByTestId('claim-guarantee')).textContent).toContain('GAR-2026-000003');
    expect(getOne).toHaveBeenCalledWith('garanzie', expect.objectContaining({ id: 3 }));
    expect((screen.getByRole('checkbox', { name: /^Riga 2:/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^Riga 1:/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId('claim-after-warranty')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Difetto del prodotto' }));
    fireEvent.change(screen.getByLabelText(/^Che cosa è successo/), { target: { value: 'Vetro appannato' } });
    fireEvent.click(screen.getByTestId('claim-send'));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toMatchObject({ guaranteeId: 3, units: [2], kind: 'product', noticedOn: today(), description: 'Vetro appannato', files: [], paidService: false });
  });

  it('after the warranty says so before sending, and sends only with the paid service tick', async () => {
    const { create } = renderForm(registration(2));
    expect(await screen.findByTestId('claim-after-warranty')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Posa in opera' }));
    fireEvent.change(screen.getByLabelText(/^Che cosa è successo/), { target: { value: 'Infiltrazione' } });
    fireEvent.click(screen.getByTestId('claim-send'));
    expect(await screen.findByText(/spunta qui per inviarlo come richiesta di intervento a pagamento/)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText(/^Invialo come richiesta di intervento a pagamento/));
    fireEvent.click(screen.getByTestId('claim-send'));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toMatchObject({ guaranteeId: 3, kind: 'installation', paidService: true });
  });
});

describe('claims list', () => {
  const rows = () => {
    const { messages: _m, ...late } = { ...claim('submitted'), overdue: true };
    const { messages: _n, ...other } = { ...claim('review'), id: 8, code: 'RCL-2026-000008', assignee: { id: 1, displayName: 'Anna Admin' } };
    return [late, other];
  };
  const renderList = (role: 'admin' | 'dealer', assignClaim = vi.fn().mockResolvedValue({ data: { id: 7 } })) => {
    const getList = vi.fn().mockResolvedValue({ data: rows(), total: 2 });
    renderInAdmin(
      <ResourceContextProvider value="reclami">
        <ClaimList />
      </ResourceContextProvider>,
      testDataProvider({ getList, assignClaim } as Partial<DataProvider>),
      '/dashboard/reclami',
      role,
    );
    return { getList, assignClaim };
  };

  it('for admins: the open claims, the oldest due first; overdue said in words; "assign to me" on the rows not theirs', async () => {
    const { getList, assignClaim } = renderList('admin');
    // The admins' filter bar (the dealer's picker among it) takes a moment longer to draw in jsdom.
    expect(await screen.findByRole('link', { name: 'RCL-2026-000007' }, { timeout: 8_000 })).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('reclami', expect.objectContaining({ filter: { status: 'open' }, sort: { field: 'dueAt', order: 'ASC' } }));
    expect(screen.getAllByTestId('claim-overdue').map((c) => c.textContent)).toEqual(['In ritardo']);
    const assign = await screen.findAllByTestId('claim-assign-me');
    // The second claim is already the admin's own.
    expect(assign.map((b) => b.getAttribute('aria-label'))).toEqual(['Prendi in carico · RCL-2026-000007']);
    fireEvent.click(assign[0]!);
    await waitFor(() => expect(assignClaim).toHaveBeenCalledWith('reclami', { id: 7, data: { assigneeId: 1, version: 4 } }));
  });

  it('for a dealer: every status, newest first, no assignment', async () => {
    const { getList } = renderList('dealer');
    expect(await screen.findByRole('link', { name: 'RCL-2026-000008' }, { timeout: 8_000 })).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('reclami', expect.objectContaining({ filter: {}, sort: { field: 'createdAt', order: 'DESC' } }));
    expect(screen.queryAllByTestId('claim-assign-me')).toEqual([]);
    expect(screen.getAllByTestId('claim-status').map((c) => c.getAttribute('data-status'))).toEqual(['submitted', 'review']);
  });
});
