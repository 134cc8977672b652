import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { api, resourceNames } from '../../../shared/paths';
import { useIsAdmin } from '../../ui/useIsAdmin';
import { ResourceBreadcrumbs } from '../ResourceBreadcrumbs';
import { GuaranteeForm } from './GuaranteeForm';
import { framedPerformanceOf } from '../../../shared/catalogue/performance';
import { guaranteeBody } from '../../providers/guaranteesQuery';
import { saveDraft } from '../../providers/drafts';
import { useAccountId } from '../drafts/useDrafts';
import { useOfflineCreateError } from '../drafts/useOfflineCreateError';
import { useDraftForm } from '../drafts/useDraftForm';

/** Defaults; `?source={"material":…,"productCategory":…,"product":…}` (react-admin) chooses the product. */
const DEFAULTS = { country: 'IT', quantity: 1, customerLocale: 'it', units: [], ecobonusEnabled: false };

/**
 * Windows only for a product that has frame data: after a change of product to a shutter or a
 * box, the lines still in the form (hidden with their section) are not sent.
 */
const transform = (data: Record<string, any>) =>
  framedPerformanceOf(data.material, data.productCategory, data.product) ? data : { ...data, units: [], ecobonusEnabled: false };

/**
 * /dashboard/garanzie/create: a dealer registers an installation; an admin does it for a dealer.
 * The form has an Idempotency-Key of its own: sent without a connection (or its answer lost),
 * it is kept on the device as a draft with that key (providers/drafts.ts) and sent by itself
 * later, exactly once. A refused draft opened here again (useDraftForm) fills the form, and
 * is replaced by what this form saves or sends.
 */
export default function GuaranteeCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const accountId = useAccountId();
  const { draft, pending: draftPending, idempotencyKey, sent, kept } = useDraftForm('guarantee');
  const { isAdmin, isPending } = useIsAdmin();
  const title = translate('resources.garanzie.page.create');
  // No connection (status 0): kept on the device, with this form's key.
  const onError = useOfflineCreateError(async (values) => {
    if (accountId === undefined) return;
    await saveDraft({ id: draft?.id, accountId, kind: 'guarantee', url: api.guarantees.create, body: guaranteeBody(values), values, idempotencyKey });
    notify('resources.garanzie.drafts.saved', { type: 'warning', autoHideDuration: 8000 });
    kept(() => redirect('list', resourceNames.guarantees));
  });
  // The dealer section depends on the role: the form waits for it rather than changing under the user.
  if (isPending || draftPending) return null;
  const resource = resourceNames.guarantees;

  const onSuccess = (data: { id: number | string }) => {
    notify(`resources.${resource}.notifications.created`, { type: 'info', messageArgs: { smart_count: 1 } });
    sent(() => redirect('show', resource, data.id, data));
  };
  return (
    <>
      <PageHeading title={title}>
        <ResourceBreadcrumbs resource={resource} current={title} />
      </PageHeading>
      <Create
        key={idempotencyKey}
        title={false}
        redirect="show"
        record={draft?.values}
        transform={transform}
        // Tried at once offline too (keptAnswers.ts: networkMode 'always'): it fails and becomes a draft.
        mutationOptions={{ meta: { idempotencyKey }, onSuccess, onError: onError as never }}
        sx={{ '& .RaCreate-main': { mt: 0 } }}
      >
        <GuaranteeForm isAdmin={isAdmin} defaultValues={DEFAULTS} />
      </Create>
    </>
  );
}
