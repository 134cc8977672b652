import type { DataProvider, Identifier } from 'ra-core';
import { api } from '../../shared/paths';
import type { DownloadLink } from '../../shared/documents';
import type { UnreadCount } from '../../shared/notices';
import { request } from './httpClient';
import { deletes, getManyById, unsupported } from './providerParts';
import { withTranslatableErrors, type FormErrorSources } from './providerErrors';
import { sendMultipart } from './upload';
import { noticeFormData, noticeListUrl, type NoticeFormValues, type NoticeRecord } from './noticesQuery';
import type { ListParams } from './listQuery';

/** react-admin's calls plus the notices' own: the read mark, the unread count, the attachment's link. */
export interface NoticesDataProvider extends DataProvider {
  markRead(resource: string, params: { id: Identifier }): Promise<{ data: { id: Identifier } }>;
  getUnreadCount(resource: string): Promise<{ data: UnreadCount }>;
  getDownloadLink(resource: string, params: { id: Identifier }): Promise<{ data: DownloadLink }>;
}

const FILE_CODES = ['file_required', 'file_empty', 'file_too_large', 'file_type_not_allowed', 'file_content_mismatch', 'file_name_invalid'];

/** Where the notices' errors land on the form: the server's field names, and codes about one input. */
const ERROR_SOURCES: FormErrorSources = {
  fields: { title: 'title', body: 'body', pinned: 'pinned', publishAt: 'publishAt', expiresAt: 'expiresAt', file: 'upload' },
  codes: {
    ...Object.fromEntries(FILE_CODES.map((code) => [code, 'upload'])),
    notice_body_html: 'body',
    notice_link_not_allowed: 'body',
    notice_expiry_before_publication: 'expiresAt',
  },
};

const getOne = async (id: Identifier) => ({ data: await request<NoticeRecord>(api.notices.one(id)) });
const remove = (id: Identifier) => request(api.notices.one(id), { method: 'DELETE' });

const provider: NoticesDataProvider = {
  getList: async (_resource, params) => request<{ data: NoticeRecord[]; total: number }>(noticeListUrl(params as ListParams)) as any,
  getOne: (_resource, { id }) => getOne(id) as any,
  getMany: (_resource, { ids }) => getManyById(ids, getOne) as any,
  getManyReference: (_resource, params) => request(noticeListUrl(params as ListParams)) as any,
  async create(_resource, { data }) {
    return { data: (await sendMultipart<NoticeRecord>(api.notices.upload, noticeFormData(data as NoticeFormValues, 'create'))) as any };
  },
  async update(_resource, { id, data }) {
    const values = { ...(data as NoticeFormValues), id };
    return { data: (await sendMultipart<NoticeRecord>(api.notices.edit, noticeFormData(values, 'edit'))) as any };
  },
  updateMany: unsupported('notices', 'updateMany'),
  ...deletes(remove),
  async markRead(_resource, { id }) {
    await request(api.notices.read(id), { method: 'POST' });
    return { data: { id } };
  },
  async getUnreadCount() {
    return { data: await request<UnreadCount>(api.notices.unreadCount) };
  },
  async getDownloadLink(_resource, { id }) {
    return { data: await request<DownloadLink>(api.notices.link(id), { method: 'POST' }) };
  },
};

/** The notices resource over its /protected paths; every failure carries a translatable message. */
export const noticesProvider = withTranslatableErrors(provider, ERROR_SOURCES);
