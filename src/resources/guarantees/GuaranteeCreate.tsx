import { Create, useTranslate } from 'react-admin';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { resourceNames } from '../../../shared/paths';
import { useIsAdmin } from '../../ui/useIsAdmin';
import { ResourceBreadcrumbs } from '../ResourceBreadcrumbs';
import { GuaranteeForm } from './GuaranteeForm';
import { framedPerformanceOf } from '../../../shared/catalogue/performance';

/** Defaults; `?source={"material":…,"productCategory":…,"product":…}` (react-admin) chooses the product. */
const DEFAULTS = { country: 'IT', quantity: 1, customerLocale: 'it', units: [], ecobonusEnabled: false };

/**
 * Windows only for a product that has frame data: after a change of product to a shutter or a
 * box, the lines still in the form (hidden with their section) are not sent.
 */
const transform = (data: Record<string, any>) =>
  framedPerformanceOf(data.material, data.productCategory, data.product) ? data : { ...data, units: [], ecobonusEnabled: false };

/** /dashboard/garanzie/create: a dealer registers an installation; an admin does it for a dealer. */
export default function GuaranteeCreate() {
  const translate = useTranslate();
  const { isAdmin, isPending } = useIsAdmin();
  const title = translate('resources.garanzie.page.create');
  // The dealer section depends on the role: the form waits for it rather than changing under the user.
  if (isPending) return null;
  return (
    <>
      <PageHeading title={title}>
        <ResourceBreadcrumbs resource={resourceNames.guarantees} current={title} />
      </PageHeading>
      <Create title={false} redirect="show" transform={transform} sx={{ '& .RaCreate-main': { mt: 0 } }}>
        <GuaranteeForm isAdmin={isAdmin} defaultValues={DEFAULTS} />
      </Create>
    </>
  );
}
