import { useEffect } from 'react';
import { Button } from '@mui/material';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'ra-core';
import { onDemand, useOptionalPart } from '../ui/lazyPage';

// The toasts' machinery (notistack) is not part of the dashboard's first load: it is fetched once
// the page is idle (or with a toast that comes first), so that a toast shows even when the
// connection drops before the service worker holds the app (a form kept offline says so in one).
const toasterPart = onDemand(() => import('./Toaster').then((m) => ({ default: m })));

/** react-admin's notifications, shown as toasts (spec §9; ./Toaster.tsx draws them). */
export function RaToasts() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  // A toast that comes first waits for the toaster, then this runs again.
  const toaster = useOptionalPart(toasterPart, notifications.length ? 'now' : 'idle');

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
