import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { guaranteeStatus, today, type GuaranteeStatus } from '../../../shared/guarantees';

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** A warranty's state today (in the user's own time zone) and the days left. */
export function expiryOf(expiresOn: string, day = today()): { status: GuaranteeStatus; daysLeft: number } {
  return { status: guaranteeStatus(expiresOn, day), daysLeft: daysBetween(day, expiresOn) };
}

const COLORS: Record<GuaranteeStatus, ChipProps['color']> = { active: 'success', expiring: 'warning', expired: 'error' };

/** "Active", "Expires in 12 days", "Expired": a filled chip (its colours keep their contrast in both modes). */
export function ExpiryChip({ expiresOn, size = 'small' }: { expiresOn: string; size?: ChipProps['size'] }) {
  const translate = useTranslate();
  const { status, daysLeft } = expiryOf(expiresOn);
  const label =
    status === 'expiring'
      ? daysLeft === 0
        ? translate('resources.garanzie.expiry.expires_today')
        : translate('resources.garanzie.expiry.expiring', { smart_count: daysLeft })
      : translate(`resources.garanzie.expiry.${status}`);
  // A span, so that it may sit inside a line of text (the phone list's secondary line is a <p>).
  return <Chip component="span" size={size} color={COLORS[status]} label={label} data-status={status} data-testid="expiry-chip" />;
}
