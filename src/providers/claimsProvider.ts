import type { DataProvider, Identifier } from 'ra-core';
import { api } from '../../shared/paths';
import type { Claim, ClaimAssignInput, ClaimDetail, ClaimMessageInput, ClaimStatusInput, ClaimUpload } from '../../shared/claims';
import type { ListParams } from './listQuery';
import { claimBody, claimListUrl, type ClaimFormValues } from './claimsQuery';
import { bearerToken, httpErrorFrom, networkError, parseJson, request } from './httpClient';
import { getListInPages, getManyById, idempotencyHeaders, unsupported } from './providerParts';
import { translatableError, withTranslatableErrors, type FormErrorSources } from './providerErrors';

/** react-admin's calls plus the claims' own: a message, a move, an assignment. Each answers the claim again. */
export interface ClaimsDataProvider extends DataProvider {
  sendClaimMessage(resource: string, params: { id: Identifier; data: ClaimMessageInput }): Promise<{ data: { id: Identifier } }>;
  moveClaim(resource: string, params: { id: Identifier; data: ClaimStatusInput }): Promise<{ data: { id: Identifier } }>;
  assignClaim(resource: string, params: { id: Identifier; data: ClaimAssignInput }): Promise<{ data: { id: Identifier } }>;
}

/** Where the server's errors land on the create form. */
const ERROR_SOURCES: FormErrorSources = {
  fields: { guaranteeId: 'guaranteeId', units: 'units', kind: 'kind', noticedOn: 'noticedOn', description: 'description', files: 'files', paidService: 'paidService' },
  codes: {
    warranty_expired: 'paidService',
    noticed_in_future: 'noticedOn',
    noticed_before_installation: 'noticedOn',
    guarantee_not_found: 'guaranteeId',
    claim_unit_unknown: 'units',
  },
};

const getList = (params: ListParams) => getListInPages<Claim>(params, claimListUrl);
const getOne = async (id: Identifier) => ({ data: await request<ClaimDetail>(api.claims.one(id)) });

/** A POST on one claim; what it answers does not matter (the page reads the claim again). */
const post = async (url: string, body: unknown, id: Identifier) => {
  await request(url, { method: 'POST', body });
  return { data: { id } };
};

/**
 * Claims over their /protected paths: list, get, create; the conversation's messages, the
 * admins' moves and assignments as calls of their own. A claim is the record of what was
 * reported and decided, so it is neither edited nor deleted.
 */
const provider: ClaimsDataProvider = {
  getList: (_resource, params) => getList(params) as any,
  getOne: (_resource, { id }) => getOne(id) as any,
  getMany: (_resource, { ids }) => getManyById(ids, getOne) as any,
  getManyReference: (_resource, { target, id, ...params }) => getList({ ...params, filter: { ...params.filter, [target]: id } }) as any,
  async create(_resource, { data, meta }) {
    const created = await request<{ id: number; code: string }>(api.claims.create, { method: 'POST', body: claimBody(data as ClaimFormValues), headers: idempotencyHeaders(meta) });
    return { data: created as any };
  },
  update: unsupported('claims', 'update'),
  updateMany: unsupported('claims', 'updateMany'),
  delete: unsupported('claims', 'delete'),
  deleteMany: unsupported('claims', 'deleteMany'),
  sendClaimMessage: (_resource, { id, data }) => post(api.claims.message(id), data, id),
  moveClaim: (_resource, { id, data }) => post(api.claims.status(id), data, id),
  assignClaim: (_resource, { id, data }) => post(api.claims.assign(id), data, id),
};

export const claimsProvider = withTranslatableErrors(provider, ERROR_SOURCES);

/**
 * POST one photo or PDF to /protected/claim-file with XMLHttpRequest (the one browser API that
 * reports upload progress) and the app's Bearer token, each file on its own so each has its own
 * progress, retry and error. Progress goes to `onProgress` as 0–1 of the bytes sent; `signal`
 * aborts it (the photo removed while it is sent). A failure rejects with the translatable error
 * of the app's other calls (its message an i18n key, its body the server's, with `code`).
 */
export async function uploadClaimFile(file: File, onProgress: (sent: number) => void, signal?: AbortSignal): Promise<ClaimUpload> {
  const token = await bearerToken();
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    return await new Promise<ClaimUpload>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', api.claims.upload);
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.total > 0 ? e.loaded / e.total : 0);
      xhr.onload = () => {
        const json = parseJson(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) resolve(json as ClaimUpload);
        else reject(httpErrorFrom(xhr.status, json));
      };
      xhr.onerror = () => reject(networkError());
      xhr.onabort = () => reject(networkError());
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  } catch (error) {
    throw translatableError(error);
  }
}
