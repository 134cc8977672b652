import type { ReactNode } from 'react';
import { Link, type SxProps, type Theme } from '@mui/material';
import { useCreatePath, useResourceContext, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  id: Identifier;
  /** The page it opens: `show` (default) or `edit`. */
  type?: 'show' | 'edit';
  resource?: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A list row's title, code or name as a real link to its record: the row's rowClick serves the
 * mouse only, this serves the keyboard and screen readers (Tab reaches it, Enter opens it).
 */
export function RecordLink({ id, type = 'show', resource, children, sx }: Props) {
  const createPath = useCreatePath();
  const current = useResourceContext();
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: resource ?? current!, type, id })}
      // The row's own click would navigate a second time.
      onClick={(e) => e.stopPropagation()}
      color="inherit"
      underline="hover"
      sx={sx}
    >
      {children}
    </Link>
  );
}
