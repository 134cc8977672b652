import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { resourceNames } from '../../../shared/paths';
import { useIsAdmin } from '../../ui/useIsAdmin';

/**
 * Create and edit are for admins: anyone else sees why, and a way back to the resource's list
 * (documents unless told), and no form. Texts: `resources.<name>.admin_only` and `.back_to_list`.
 */
export function AdminOnly({ children, resource = resourceNames.documents }: { children: ReactNode; resource?: string }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { isAdmin, isPending } = useIsAdmin();
  if (isPending) return null;
  if (isAdmin) return <>{children}</>;
  return (
    <Alert
      severity="info"
      sx={{ mt: 2 }}
      data-testid={resource === resourceNames.documents ? 'documents-admin-only' : `${resource}-admin-only`}
      action={
        <Button component={RouterLink} to={createPath({ resource, type: 'list' })} color="inherit" size="small">
          {translate(`resources.${resource}.back_to_list`)}
        </Button>
      }
    >
      {translate(`resources.${resource}.admin_only`)}
    </Alert>
  );
}
