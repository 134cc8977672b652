import { useLoading } from 'ra-core';
import { PageLoader } from '../app/PageLoader';

/** Spec §9: the same 2.5 px bar as page changes, while react-admin loads data. */
export function LoadingBar() {
  return useLoading() ? <PageLoader /> : null;
}
