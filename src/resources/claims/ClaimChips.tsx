import { Chip, type ChipProps } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import { useTranslate } from 'react-admin';
import type { ClaimStatus } from '../../../shared/claims';
import { c } from './words';

/** Each status's colour: blue while it is the manufacturer's turn, amber while it is the dealer's, green/red for a decision. */
const COLOURS: Record<ClaimStatus, ChipProps['color']> = {
  submitted: 'info',
  waiting: 'warning',
  review: 'primary',
  approved: 'success',
  rejected: 'error',
  closed: 'default',
};

/** Where a claim stands, in words (the colour only repeats them): a filled chip, whose colours keep their contrast in both modes. */
export function ClaimStatusChip({ status, size = 'small' }: { status: ClaimStatus; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  // A span, so that it may sit inside a line of text (the phone list's secondary line).
  return <Chip component="span" label={translate(c(`statuses.${status}`))} color={COLOURS[status]} size={size} data-testid="claim-status" data-status={status} />;
}

/** "Overdue": not answered by its due time. The word is the chip's text, so screen readers read it too. */
export function OverdueChip({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  return <Chip component="span" icon={<ScheduleIcon aria-hidden />} label={translate(c('overdue'))} color="error" size={size} data-testid="claim-overdue" />;
}
