import { Button } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { Claim } from '../../../shared/claims';
import { useClaimCall } from './useClaimCall';
import { c } from './words';

/**
 * "Assign to me" (admins), on a list row and on the claim's page: shown while the claim is
 * nobody's or someone else's and still open. It sends the version seen, so taking a claim a
 * colleague has just taken is refused, not done over them.
 */
export function AssignToMe({ record, size = 'small' }: { record: Claim; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { run, busy } = useClaimCall();
  if (!identity || record.status === 'closed' || record.assignee?.id === identity.id) return null;
  return (
    <Button
      size={size}
      variant="outlined"
      startIcon={<PersonAddIcon />}
      disabled={busy}
      aria-label={`${translate(c('actions.assign_me'))} · ${record.code}`}
      data-testid="claim-assign-me"
      onClick={(event) => {
        // On a list row the row is a link: the click is the button's alone.
        event.stopPropagation();
        void run((p, resource) => p.assignClaim(resource, { id: record.id, data: { assigneeId: Number(identity.id), version: record.version } }), c('actions.assigned'));
      }}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(c('actions.assign_me'))}
    </Button>
  );
}
