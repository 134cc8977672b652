import { useEffect } from 'react';
import { Button } from '@mui/material';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'ra-core';
import { onDemand, useOptionalPart } from '../ui/lazyPage';

// The toasts' machinery (notistack) is not part of the dashboard's first load: it is fetched with
// the first toast. Until the service worker holds the app (the first visit), it is also fetched
// once the page is idle, so that a toast shows when the connection drops (a form kept offline
// says so in one); afterwards the worker serves it offline, and a page that needs no toast
// never loads it.
const toasterPart = onDemand(() => import('./Toaster').then((m) => ({ default: m })));
const heldOffline = () => Boolean(navigator.serviceWorker?.controller);

/** react-admin's notifications, shown as toasts (spec §9; ./Toaster.tsx draws them). */
export function RaToasts() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  // A toast waits for the toaster, then this runs again; each new one tries a failed chunk again.
  const toaster = useOptionalPart(toasterPart, { when: notifications.length ? 'now' : !heldOffline() && 'idle', retryKey: notifications.length });

  useEffect(() => {
    if (!notifications.length || !toaster) return;
    const n = takeNotification();
    if (!n) return;
    const { messageArgs, undoable, autoHideDuration } = n.notificationOptions ?? {};
    const message = typeof n.message === 'string' ? translate(n.message, messageArgs) : n.message;
    let undone = false;
    toaster.enqueueSnackbar(message, {
      // react-admin reports a done save or delete as 'info': it is a success, in the one success colour.
      variant: n.type === 'info' ? 'success' : n.type,
      // Unsaid: the toaster's own (TOASTS.autoHideMs); null: until closed.
      ...(autoHideDuration === undefined ? {} : { autoHideDuration }),
      ...(undoable
        ? {
            action: (key) => (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  undone = true;
                  takeMutation()?.({ isUndo: true });
                  toaster.closeSnackbar(key);
                }}
              >
                {translate('ra.action.undo')}
              </Button>
            ),
            onExited: () => {
              if (!undone) takeMutation()?.({ isUndo: false });
            },
          }
        : {}),
    });
  }, [notifications, takeNotification, takeMutation, translate, toaster]);

  return toaster ? <toaster.default /> : null;
}
