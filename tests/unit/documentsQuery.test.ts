import { describe, expect, it } from 'vitest';
import { documentFormData, documentListUrl, toRecord } from '../../src/providers/documentsQuery';
import { serverPages } from '../../src/providers/listQuery';
import { PER_PAGE_MAX, type PortalDocument } from '../../shared/documents';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
const path = (url: string) => new URL(url, 'http://x').pathname;

describe('documents list calls', () => {
  it('maps react-admin paging, sort and filters onto the list of every document the user may see', () => {
    const url = documentListUrl({
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'title', order: 'ASC' },
      filter: { q: '  listino 2026 ', category: 'price_list', material: 'pvc', productCategory: 'finestre', product: 'icon', language: 'it' },
    });
    expect(path(url)).toBe('/protected/documents/list');
    expect(query(url)).toEqual({
      page: '2',
      perPage: '25',
      sort: 'title',
      order: 'ASC',
      q: 'listino 2026',
      category: 'price_list',
      material: 'pvc',
      productCategory: 'finestre',
      product: 'icon',
      language: 'it',
      include: 'reserved',
    });
  });

  it('asks the reserved list (spelled so) when the filter says reserved, with the dealer there only', () => {
    const reserved = documentListUrl({ pagination: { page: 1, perPage: 10 }, filter: { reserved: true, dealerId: 7 } });
    expect(path(reserved)).toBe('/protected/documents/list/reserverd');
    expect(query(reserved)).toEqual({ page: '1', perPage: '10', dealerId: '7' });
    const open = documentListUrl({ pagination: { page: 1, perPage: 10 }, filter: { dealerId: 7 } });
    expect(path(open)).toBe('/protected/documents/list');
    expect(query(open).dealerId).toBeUndefined();
  });

  it('leaves out empty filters and sorts the server does not know; the size column sorts by fileSize', () => {
    const all = { include: 'reserved' };
    expect(query(documentListUrl({ filter: { q: '  ', category: '', material: null } }))).toEqual(all);
    expect(query(documentListUrl({ sort: { field: 'author', order: 'ASC' } }))).toEqual(all);
    expect(query(documentListUrl({ sort: { field: 'file.size', order: 'DESC' } }))).toEqual({ sort: 'fileSize', order: 'DESC', ...all });
  });

  it('splits a page larger than the server allows (the CSV export) into server pages covering it', () => {
    expect(serverPages(3, 25)).toEqual([{ page: 3, perPage: 25 }]);
    const pages = serverPages(1, 1000);
    expect(pages).toHaveLength(10);
    expect(pages.every((p) => p.perPage <= PER_PAGE_MAX)).toBe(true);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Records 250–499 (page 2 of 250): pages of 50 from the 6th.
    expect(serverPages(2, 250)).toEqual([6, 7, 8, 9, 10].map((page) => ({ page, perPage: 50 })));
  });
});

describe('documents multipart bodies', () => {
  const file = new File(['%PDF-1.7'], 'listino.pdf', { type: 'application/pdf' });
  const values = {
    title: ' Listino 2026 ',
    description: '',
    category: 'price_list' as const,
    material: 'pvc',
    productCategory: '',
    product: '',
    language: 'it' as const,
    upload: { rawFile: file },
  };

  it('create: the text fields first, empty ones left out, the file part `file` last', () => {
    const form = documentFormData(values, 'create');
    expect([...form.keys()]).toEqual(['title', 'category', 'material', 'language', 'file']);
    expect(form.get('title')).toBe('Listino 2026');
    expect((form.get('file') as File).name).toBe('listino.pdf');
  });

  it('create reserved: the dealers, comma-separated, before the file', () => {
    const form = documentFormData({ ...values, reserved: true, dealerIds: [3, 5] }, 'create');
    expect([...form.keys()]).toEqual(['title', 'category', 'material', 'language', 'dealerIds', 'file']);
    expect(form.get('dealerIds')).toBe('3,5');
  });

  it('edit: the id first, the reservation always, the file only when a new one was chosen', () => {
    const kept = documentFormData({ ...values, id: 12, upload: null, reserved: false, dealerIds: [3] }, 'edit');
    expect([...kept.entries()]).toEqual([
      ['id', '12'],
      ['title', 'Listino 2026'],
      ['category', 'price_list'],
      ['material', 'pvc'],
      ['language', 'it'],
      ['reserved', 'false'],
    ]);
    const replaced = documentFormData({ ...values, id: 12, reserved: true, dealerIds: [4] }, 'edit');
    expect([...replaced.keys()]).toEqual(['id', 'title', 'category', 'material', 'language', 'reserved', 'dealerIds', 'file']);
    expect(replaced.get('reserved')).toBe('true');
  });
});

describe('document records', () => {
  it('carry the ids of their dealers for the form', () => {
    const doc = { id: 1, dealers: [{ id: 3, displayName: 'A', company: null, photoURL: null }] } as PortalDocument;
    expect(toRecord(doc).dealerIds).toEqual([3]);
    expect(toRecord({ ...doc, dealers: undefined }).dealerIds).toEqual([]);
  });
});
