import { useNotify } from 'react-admin';

type Failure = { status?: number; message?: string; body?: { code?: string; errors?: Record<string, unknown> } };

/**
 * A create form's `onError` for a form that can be kept on the device: no connection (status 0,
 * the server never reached), the values go to `keep` (a draft with the form's Idempotency-Key);
 * otherwise as react-admin's own, the fields' errors on the form and anything else as a message.
 */
export function useOfflineCreateError(keep: (values: Record<string, unknown>) => Promise<void>) {
  const notify = useNotify();
  return async (error: Failure, variables: { data?: Record<string, unknown> }) => {
    if (error.status === 0 && variables.data) return keep(variables.data);
    if (error.body?.errors && Object.keys(error.body.errors).length) return;
    notify(error.message || 'ra.notification.http_error', { type: 'error' });
  };
}
