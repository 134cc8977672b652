import type { DataProvider, Identifier } from 'ra-core';
import { api } from '../../shared/paths';
import type { Guarantee } from '../../shared/guarantees';
import type { ListParams } from './listQuery';
import { BODY_FIELDS, guaranteeBody, guaranteeListUrl } from './guaranteesQuery';
import { request } from './httpClient';
import { getListInPages, getManyById, idempotencyHeaders, unsupported } from './providerParts';
import { withTranslatableErrors, type FormErrorSources } from './providerErrors';

/** Where the server's errors land on the registration form. */
const ERROR_SOURCES: FormErrorSources = {
  fields: Object.fromEntries([...BODY_FIELDS, 'units', 'ecobonus'].map((f) => [f, f])),
  codes: {
    contact_required: 'customerEmail',
    installation_in_future: 'installationDate',
    installation_too_old: 'installationDate',
    unknown_catalogue_item: 'product',
    dealer_required: 'dealerId',
    dealer_not_found: 'dealerId',
    units_not_for_product: 'product',
  },
};

const getList = (params: ListParams) => getListInPages<Guarantee>(params, guaranteeListUrl);

const getOne = async (id: Identifier) => ({ data: await request<Guarantee>(api.guarantees.one(id)) });

/**
 * Warranty registrations over their /protected paths: list, get, create, and update (a
 * correction: PUT with the version the form was filled from, so an edit made on what someone has
 * changed since is refused, never applied over it). A registration is the record of what was
 * installed, so it is not deleted through the portal.
 */
const provider: DataProvider = {
  getList: (_resource, params) => getList(params) as any,
  getOne: (_resource, { id }) => getOne(id) as any,
  getMany: (_resource, { ids }) => getManyById(ids, getOne) as any,
  getManyReference: (_resource, { target, id, ...params }) => getList({ ...params, filter: { ...params.filter, [target]: id } }) as any,
  async create(_resource, { data, meta }) {
    const headers = idempotencyHeaders(meta);
    return { data: (await request<Guarantee>(api.guarantees.create, { method: 'POST', body: guaranteeBody(data as Record<string, unknown>), headers })) as any };
  },
  async update(_resource, { id, data, previousData }) {
    // The dealer is not the edit's to change (the server refuses it): the body leaves it out.
    const { dealerId: _dealer, ...body } = guaranteeBody(data as Record<string, unknown>);
    const version = (data as Partial<Guarantee>).version ?? (previousData as Partial<Guarantee>).version;
    return { data: (await request<Guarantee>(api.guarantees.one(id), { method: 'PUT', body: { ...body, version } })) as any };
  },
  updateMany: unsupported('guarantees', 'updateMany'),
  delete: unsupported('guarantees', 'delete'),
  deleteMany: unsupported('guarantees', 'deleteMany'),
};

export const guaranteesProvider = withTranslatableErrors(provider, ERROR_SOURCES);
