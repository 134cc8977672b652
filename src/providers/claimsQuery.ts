import { api } from '../../shared/paths';
import { SEARCH_MAX } from '../../shared/documents';
import { CLAIM_SORTS, type ClaimInput } from '../../shared/claims';
import { listUrl, type ListParams, type ListSpec } from './listQuery';

/**
 * Pure mappings between react-admin's calls and the claims API (shared/claims.ts): list
 * parameters → query string, the create form's values → JSON body.
 */

const LIST: ListSpec = {
  sorts: CLAIM_SORTS,
  filters: ['status', 'kind', 'product', 'dealerId', 'guaranteeId', 'assignee', 'olderThanDays', 'createdFrom', 'createdTo'],
  searchMax: SEARCH_MAX,
};

/**
 * GET path and query of a list call. `overdue` is a switch: only `true` is sent (false means
 * "any", not "only the ones on time").
 */
export function claimListUrl(params: ListParams): string {
  const extra: Record<string, string> = {};
  const overdue = params.filter?.overdue;
  if (overdue === true || overdue === 'true') extra.overdue = 'true';
  return listUrl(api.claims.list, params, LIST, extra);
}

/** What the create form holds: the registration found, the lines ticked, the files uploaded. */
export interface ClaimFormValues {
  guaranteeId?: number | null;
  units?: number[];
  kind?: string;
  noticedOn?: string;
  description?: string;
  /** The ids of the files uploaded and still on the form (the uploader's `done` ones). */
  files?: number[];
  paidService?: boolean;
  /** The registration's last day of warranty, kept on the form beside its id (GuaranteePicker). */
  expiresOn?: string | null;
}

/**
 * The body of POST /protected/claim/create: the description trimmed; `paidService` only when
 * ticked AND the day noticed is after the warranty (a tick left from an earlier date is not a
 * paid request).
 */
export function claimBody(values: ClaimFormValues): ClaimInput {
  return {
    guaranteeId: Number(values.guaranteeId),
    units: [...new Set(values.units ?? [])].sort((a, b) => a - b),
    kind: values.kind as ClaimInput['kind'],
    noticedOn: values.noticedOn ?? '',
    description: (values.description ?? '').trim(),
    files: values.files ?? [],
    ...(values.paidService && values.expiresOn && values.noticedOn && values.noticedOn > values.expiresOn ? { paidService: true } : {}),
  };
}
