import { useEffect } from 'react';
import { Button } from '@mui/material';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'ra-core';

/** Spec §9: at most 5 toasts, no duplicates, hidden after 3000 ms, top right, success by default. */
export const TOASTS = { max: 5, autoHideMs: 3000 } as const;

export function ToastProvider({ children }: { children: React.ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={TOASTS.max}
      preventDuplicate
      autoHideDuration={TOASTS.autoHideMs}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      variant="success"
    >
      {children}
    </SnackbarProvider>
  );
}

/** react-admin's notifications, shown as toasts (used as <Admin notification>). */
export function RaToasts() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  useEffect(() => {
    if (!notifications.length) return;
    const n = takeNotification();
    if (!n) return;
    const { messageArgs, undoable, autoHideDuration } = n.notificationOptions ?? {};
    const message = typeof n.message === 'string' ? translate(n.message, messageArgs) : n.message;
    let undone = false;
    enqueueSnackbar(message, {
      variant: n.type === 'warning' ? 'warning' : n.type,
      autoHideDuration: autoHideDuration === undefined ? TOASTS.autoHideMs : autoHideDuration,
      ...(undoable
        ? {
            action: (key) => (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  undone = true;
                  takeMutation()?.({ isUndo: true });
                  closeSnackbar(key);
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
  }, [notifications, takeNotification, takeMutation, translate]);

  return null;
}
