import { useLoading } from 'ra-core';
import { useBusy } from '../ui/progress';

/** Spec §9: while react-admin loads data, the app's one 2.5 px bar shows, as on page changes. */
export function LoadingBar() {
  useBusy(useLoading());
  return null;
}
