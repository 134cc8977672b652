import { useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import { CLAIM_MESSAGE_MAX, type ClaimDetail } from '../../../shared/claims';
import { SectionCard } from '../../ui/SectionCard';
import { PhotoUploader } from './PhotoUploader';
import { usePhotoUploads } from './usePhotoUploads';
import { useClaimCall } from './useClaimCall';
import { c } from './words';

/**
 * A message on the claim, with photos or PDFs: the dealer's answer (on a claim waiting for it,
 * it moves the claim back to review) or the manufacturer's note. Not on a closed claim.
 */
export function ReplyBox({ record, isAdmin }: { record: ClaimDetail; isAdmin: boolean }) {
  const translate = useTranslate();
  const uploads = usePhotoUploads();
  const { run, busy } = useClaimCall();
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  if (record.status === 'closed') return null;
  const empty = body.trim() === '';
  const answering = !isAdmin && record.status === 'waiting';
  const send = async () => {
    setTouched(true);
    if (empty || uploads.sending) return;
    const sent = await run((p, resource) => p.sendClaimMessage(resource, { id: record.id, data: { body: body.trim(), files: uploads.ids } }), c('reply.sent'));
    if (sent) {
      setBody('');
      setTouched(false);
      uploads.clear();
    }
  };
  return (
    <SectionCard id="claim-reply-title" title={translate(c(answering ? 'reply.answer_title' : 'reply.title'))}>
      {answering && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(c('reply.answer_hint'))}
        </Typography>
      )}
      <Stack spacing={2}>
        <TextField
          label={translate(c('reply.body'))}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          onBlur={() => setTouched(true)}
          multiline
          minRows={3}
          required
          fullWidth
          error={touched && empty}
          helperText={touched && empty ? translate('ra.validation.required') : undefined}
          slotProps={{ htmlInput: { maxLength: CLAIM_MESSAGE_MAX, 'data-testid': 'claim-reply-body' } }}
        />
        <PhotoUploader uploads={uploads} />
        <Stack direction="row" spacing={2} alignItems="center">
          <Button variant="contained" startIcon={<SendIcon />} onClick={() => void send()} disabled={busy || uploads.sending} data-testid="claim-reply-send">
            {translate(c('reply.send'))}
          </Button>
          {uploads.sending && (
            <Typography variant="body2" color="text.secondary" role="status">
              {translate(c('photos.wait'))}
            </Typography>
          )}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
