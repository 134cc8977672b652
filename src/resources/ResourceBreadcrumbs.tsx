import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useCreatePath, useTranslate, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/**
 * "<Resource list> › <record> › <current page>", above the heading of show, create and edit
 * pages: the record is a link when a page of its own follows it.
 */
export function ResourceBreadcrumbs({ resource, record, current }: { resource: string; record?: { id: Identifier; label: string }; current?: string }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Breadcrumbs aria-label={translate('catalogue.breadcrumbs')} sx={{ mb: 1 }}>
      <Link component={RouterLink} to={createPath({ resource, type: 'list' })} underline="hover" color="inherit">
        {translate(`resources.${resource}.name`, { smart_count: 2 })}
      </Link>
      {record && current && (
        <Link component={RouterLink} to={createPath({ resource, type: 'show', id: record.id })} underline="hover" color="inherit">
          {record.label}
        </Link>
      )}
      <Typography color="text.primary" aria-current="page">
        {current ?? record?.label}
      </Typography>
    </Breadcrumbs>
  );
}
