import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { resourceNames } from '../../../shared/paths';
import type { ClaimsDataProvider } from '../../providers/claimsProvider';
import { apiErrorCode } from '../../i18n/apiErrors';

/**
 * One claims call at a time (a message, a move, an assignment), with what every caller needs:
 * busy while it runs, the page read again after it, a failure told in words. A 409 because
 * someone else changed the claim meanwhile is returned as `conflict`, for the page to offer a
 * reload rather than a bare toast.
 */
export function useClaimCall() {
  const dataProvider = useDataProvider<ClaimsDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  const run = async (call: (p: ClaimsDataProvider, resource: string) => Promise<unknown>, done?: string): Promise<boolean> => {
    setBusy(true);
    try {
      await call(dataProvider, resourceNames.claims);
      setConflict(false);
      if (done) notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      const code = apiErrorCode(error);
      if (code === 'version_conflict' || code === 'invalid_transition') setConflict(true);
      notify((error as Error).message || 'errors.generic', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const reload = () => {
    setConflict(false);
    refresh();
  };
  return { run, busy, conflict, reload };
}
