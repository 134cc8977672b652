import { Avatar, AvatarGroup } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { DealerSummary } from '../../../shared/documents';
import { Hint } from '../../ui/Hint';

/** Spec §9: an avatar group shows at most 4. */
export const AVATAR_GROUP_MAX = 4;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The dealers a document is reserved to: up to 4 faces and "+n"; the full list is its label. */
export function DealerAvatars({ dealers, size = 32 }: { dealers: DealerSummary[]; size?: number }) {
  const translate = useTranslate();
  if (!dealers.length) return null;
  const names = dealers.map((d) => (d.company ? `${d.displayName} (${d.company})` : d.displayName)).join(', ');
  const label = translate('resources.documenti.reserved_to', { names });
  return (
    <Hint title={label}>
      <AvatarGroup
        max={AVATAR_GROUP_MAX}
        total={dealers.length}
        role="img"
        aria-label={label}
        data-testid="dealer-avatars"
        sx={{
          justifyContent: 'flex-end',
          '& .MuiAvatar-root': { width: size, height: size, fontSize: size * 0.4, fontWeight: 600, bgcolor: 'primary.main', color: 'primary.contrastText' },
        }}
      >
        {dealers.slice(0, AVATAR_GROUP_MAX).map((d) => (
          <Avatar key={d.id} alt={d.displayName} src={d.photoURL ?? undefined} aria-hidden>
            {initials(d.displayName)}
          </Avatar>
        ))}
      </AvatarGroup>
    </Hint>
  );
}
