import { useEffect, useState } from 'react';
import { Button } from '@mui/material';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'ra-core';

type ToasterModule = typeof import('./Toaster');
// The toasts' machinery (notistack) is fetched with the first toast: the dashboard's first load is without it.
const loadToaster = () => import('./Toaster');

/** react-admin's notifications, shown as toasts (spec §9; ./Toaster.tsx draws them). */
export function RaToasts() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [toaster, setToaster] = useState<ToasterModule>();

  useEffect(() => {
    if (!notifications.length) return;
    // The first toast waits for the toaster to be drawn, then this runs again.
    if (!toaster) {
      loadToaster().then(setToaster, (err) => console.error('the toasts failed to load', err));
      return;
    }
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
