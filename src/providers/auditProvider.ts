import type { DataProvider, Identifier } from 'ra-core';
import { api } from '../../shared/paths';
import type { AuditEntry } from '../../shared/audit';
import { downloadGenerated, request } from './httpClient';
import { getListInPages, getManyById, unsupported } from './providerParts';
import { listUrl, type ListParams, type ListSpec } from './listQuery';

/** What GET /protected/audit/list accepts (server/modules/audit/schemas.ts). */
export const AUDIT_LIST: ListSpec = {
  sorts: ['at'],
  filters: ['actorId', 'action', 'recordType', 'recordId', 'from', 'to'],
  searchMax: 100,
};

/**
 * A day of the date filters (YYYY-MM-DD, in the browser's time zone) as the instant the server
 * takes: `from` its first moment, `to` its last.
 */
function instants(filter: Record<string, any> = {}) {
  const out = { ...filter };
  const day = (value: unknown, end: boolean) => {
    if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(value)) return undefined;
    const [y, m, d] = value.split('-').map(Number);
    const date = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  };
  out.from = day(filter.from, false);
  out.to = day(filter.to, true);
  return out;
}

export const auditListUrl = (params: ListParams, path: string = api.audit.list) => listUrl(path, { ...params, filter: instants(params.filter) }, AUDIT_LIST);

const getOne = async (id: Identifier) => ({ data: await request<AuditEntry>(api.audit.one(id)) });

/** The audit log: read only (the server has no route that writes it). */
export interface AuditDataProvider extends DataProvider {
  exportCsv(resource: string, params: { filter: Record<string, any> }): Promise<{ data: null }>;
}

export const auditProvider: AuditDataProvider = {
  getList: (_resource, params) => getListInPages<AuditEntry>(params as ListParams, (p) => auditListUrl(p)) as any,
  getOne: (_resource, { id }) => getOne(id) as any,
  getMany: (_resource, { ids }) => getManyById(ids, getOne) as any,
  getManyReference: (_resource, params) => getListInPages<AuditEntry>({ ...params, filter: { ...params.filter } } as ListParams, (p) => auditListUrl(p)) as any,
  create: unsupported('audit', 'create'),
  update: unsupported('audit', 'update'),
  updateMany: unsupported('audit', 'updateMany'),
  delete: unsupported('audit', 'delete'),
  deleteMany: unsupported('audit', 'deleteMany'),
  /** The server's CSV of every entry the filters keep (it streams them; the browser saves the file). */
  async exportCsv(_resource, { filter }) {
    const url = auditListUrl({ filter }, api.audit.export);
    await downloadGenerated(url, 'audit.csv');
    return { data: null };
  },
};
