import { useGetIdentity } from 'react-admin';
import { dealerEditableUntil, type Guarantee } from '../../../shared/guarantees';
import { useIsAdmin } from '../../ui/useIsAdmin';

/**
 * Whether the signed-in user may correct a registration, as the server decides it: an admin at
 * any time; the dealer who owns it until `until` (DEALER_EDIT_DAYS from its registration,
 * shared/guarantees.ts). `until` is null for an admin, who has no deadline.
 */
export function useEditable(record: Pick<Guarantee, 'dealerId' | 'createdAt'> | undefined, now = Date.now()): { canEdit: boolean; until: string | null } {
  const { isAdmin } = useIsAdmin();
  const { identity } = useGetIdentity();
  if (!record) return { canEdit: false, until: null };
  if (isAdmin) return { canEdit: true, until: null };
  const until = dealerEditableUntil(record.createdAt);
  return { canEdit: identity?.id === record.dealerId && now < Date.parse(until), until };
}

/** The deadline as a day, "20/12/2026": the day the dealer's last moment falls on, where they are. */
