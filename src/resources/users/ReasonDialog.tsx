import { useId, useState, type FormEvent } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The server's limit of statusReason. */
export const REASON_MAX = 500;

/**
 * Refusing a registration or disabling an account: what follows, and the reason, required, that
 * the person receives by e-mail. The reason field has the focus; Enter in it does not submit
 * (it is several lines), the confirm button does; Escape cancels.
 */
export function ReasonDialog({
  open,
  kind,
  name,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  kind: 'refuse' | 'disable';
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const translate = useTranslate();
  const id = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = !reason.trim();
  const showError = tried && missing;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!missing && !busy) onConfirm(reason.trim());
  };
  const close = () => {
    if (busy) return;
    onCancel();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => (setReason(''), setTried(false)) } }}
      onClick={(e) => e.stopPropagation()}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{translate(`resources.users.dialog.${kind}_title`, { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
            {translate(`resources.users.dialog.${kind}_text`, { name })}
          </DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={3}
            name="statusReason"
            label={translate('resources.users.dialog.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={showError}
            helperText={
              <span style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
                <span>{translate(showError ? 'resources.users.dialog.reason_required' : 'resources.users.dialog.reason_help', { name })}</span>
                <span aria-hidden>
                  {reason.length}/{REASON_MAX}
                </span>
              </span>
            }
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(`resources.users.dialog.confirm_${kind}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
