import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CLAIM_MESSAGE_MAX, CLAIM_REASON_MAX, CLAIM_REMEDIES, CLAIM_TRANSITIONS, type ClaimDetail, type ClaimRemedy, type ClaimStatus } from '../../../shared/claims';
import { SectionCard } from '../../ui/SectionCard';
import { useClaimCall } from './useClaimCall';
import { c } from './words';

/** What each move needs: the question (waiting) and the reason (rejected) are required; an approval needs its remedy. */
const NEEDS_MESSAGE: Partial<Record<ClaimStatus, true>> = { waiting: true, rejected: true };

/** The dialog of one move: its words, the remedy when approving, and the 409 told with a way to reload. */
function MoveDialog({ record, to, onClose }: { record: ClaimDetail; to: ClaimStatus; onClose: () => void }) {
  const translate = useTranslate();
  const { run, busy, conflict, reload } = useClaimCall();
  const [message, setMessage] = useState('');
  const [remedy, setRemedy] = useState<ClaimRemedy | ''>('');
  const [tried, setTried] = useState(false);
  const needsMessage = NEEDS_MESSAGE[to] === true;
  const max = to === 'rejected' ? CLAIM_REASON_MAX : CLAIM_MESSAGE_MAX;
  const missingMessage = needsMessage && message.trim() === '';
  const missingRemedy = to === 'approved' && !remedy;
  const submit = async () => {
    setTried(true);
    if (missingMessage || missingRemedy) return;
    const data = { status: to, version: record.version, ...(message.trim() ? { message: message.trim() } : {}), ...(remedy ? { remedy } : {}) };
    if (await run((p, resource) => p.moveClaim(resource, { id: record.id, data }), c(`moves.done_${to}`))) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="claim-move-title" data-testid="claim-move-dialog">
      <DialogTitle id="claim-move-title">{translate(c(`moves.${to}`))}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{translate(c(`moves.${to}_help`))}</DialogContentText>
          {conflict && (
            <Alert
              severity="warning"
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    reload();
                    onClose();
                  }}
                >
                  {translate(c('moves.reload'))}
                </Button>
              }
            >
              {translate(c('moves.conflict'))}
            </Alert>
          )}
          {to === 'approved' && (
            <TextField
              select
              label={translate(c('fields.remedy'))}
              value={remedy}
              onChange={(e) => setRemedy(e.target.value as ClaimRemedy)}
              required
              error={tried && missingRemedy}
              helperText={tried && missingRemedy ? translate('ra.validation.required') : undefined}
              slotProps={{ htmlInput: { 'data-testid': 'claim-remedy' } }}
            >
              {CLAIM_REMEDIES.map((r) => (
                <MenuItem key={r} value={r} data-testid={`claim-remedy-${r}`}>
                  {translate(c(`remedies.${r}`))}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={translate(c(to === 'waiting' ? 'moves.question' : to === 'rejected' ? 'moves.reason' : 'moves.note'))}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            multiline
            minRows={3}
            required={needsMessage}
            error={tried && missingMessage}
            helperText={tried && missingMessage ? translate('ra.validation.required') : translate(c('moves.dealer_reads'))}
            slotProps={{ htmlInput: { maxLength: max, 'data-testid': 'claim-move-message' } }}
            autoFocus={to !== 'approved'}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy} color={to === 'rejected' ? 'error' : 'primary'} data-testid="claim-move-confirm">
          {translate(c(`moves.${to}`))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The moves the claim's status allows (CLAIM_TRANSITIONS: the server refuses any other), each through its dialog. */
export function StatusActions({ record }: { record: ClaimDetail }) {
  const translate = useTranslate();
  const [to, setTo] = useState<ClaimStatus | null>(null);
  const moves = CLAIM_TRANSITIONS[record.status];
  if (!moves.length) return null;
  return (
    <SectionCard id="claim-moves-title" title={translate(c('sections.moves'))}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {moves.map((status) => (
          <Button
            key={status}
            variant={status === 'approved' ? 'contained' : 'outlined'}
            color={status === 'rejected' ? 'error' : status === 'approved' ? 'success' : 'primary'}
            onClick={() => setTo(status)}
            data-testid={`claim-move-${status}`}
          >
            {translate(c(`moves.${status}`))}
          </Button>
        ))}
      </Stack>
      {to && <MoveDialog key={to} record={record} to={to} onClose={() => setTo(null)} />}
    </SectionCard>
  );
}
