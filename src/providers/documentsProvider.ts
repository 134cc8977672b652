import type { DataProvider, Identifier } from 'ra-core';
import { api } from '../../shared/paths';
import type { DownloadLink, PortalDocument } from '../../shared/documents';
import { request } from './httpClient';
import { deletes, getListInPages, getManyById, unsupported } from './providerParts';
import { translatableError as toTranslatable, withTranslatableErrors, type FormErrorSources } from './providerErrors';
import { sendMultipart } from './upload';
import { documentFormData, documentListUrl, toRecord, type DocumentFormValues } from './documentsQuery';
import type { ListParams } from './listQuery';

/** react-admin's calls plus the one the documents need: a short-lived download link. */
export interface DocumentsDataProvider extends DataProvider {
  getDownloadLink(resource: string, params: { id: Identifier }): Promise<{ data: DownloadLink }>;
}

/** Where the documents' errors land on the form: the server's field names, and codes about one input. */
const ERROR_SOURCES: FormErrorSources = {
  fields: {
    title: 'title',
    description: 'description',
    category: 'category',
    material: 'material',
    productCategory: 'productCategory',
    product: 'product',
    language: 'language',
    dealerIds: 'dealerIds',
    file: 'upload',
  },
  codes: {
    file_required: 'upload',
    file_empty: 'upload',
    file_too_large: 'upload',
    file_type_not_allowed: 'upload',
    file_content_mismatch: 'upload',
    file_name_invalid: 'upload',
    unknown_catalogue_item: 'material',
    dealer_not_found: 'dealerIds',
    reserved_needs_dealers: 'dealerIds',
  },
};

/** A failed documents call with its message as the i18n key of its code (see providerErrors). */
export const translatableError = (error: unknown): unknown => toTranslatable(error, ERROR_SOURCES);

const getList = (params: ListParams) => getListInPages(params, documentListUrl, toRecord);

const getOne = async (id: Identifier) => ({ data: toRecord(await request<PortalDocument>(api.documents.one(id))) });
const remove = (id: Identifier) => request(api.documents.one(id), { method: 'DELETE' });


const provider: DocumentsDataProvider = {
  getList: (_resource, params) => getList(params) as any,
  getOne: (_resource, { id }) => getOne(id) as any,
  getMany: (_resource, { ids }) => getManyById(ids, getOne) as any,
  getManyReference: (_resource, { target, id, ...params }) => getList({ ...params, filter: { ...params.filter, [target]: id } }) as any,
  async create(_resource, { data }) {
    const values = data as DocumentFormValues;
    const url = values.reserved ? api.documents.reserve : api.documents.upload;
    return { data: toRecord(await sendMultipart<PortalDocument>(url, documentFormData(values, 'create'))) as any };
  },
  async update(_resource, { id, data }) {
    const values = { ...(data as DocumentFormValues), id };
    return { data: toRecord(await sendMultipart<PortalDocument>(api.documents.edit, documentFormData(values, 'edit'))) as any };
  },
  updateMany: unsupported('documents', 'updateMany'),
  ...deletes(remove),
  async getDownloadLink(_resource, { id }) {
    return { data: await request<DownloadLink>(api.documents.link(id), { method: 'POST' }) };
  },
};

/** The documents resource over its /protected paths; every failure carries a translatable message. */
export const documentsProvider = withTranslatableErrors(provider, ERROR_SOURCES);
