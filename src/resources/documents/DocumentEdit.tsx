import { Card } from '@mui/material';
import { EditBase, useRecordContext, useTranslate } from 'react-admin';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import type { DocumentRecord } from '../../providers/documentsQuery';
import { AdminOnly } from './AdminOnly';
import { DocumentBreadcrumbs } from './DocumentBreadcrumbs';
import { DocumentForm } from './DocumentForm';

function EditPage() {
  const translate = useTranslate();
  const record = useRecordContext<DocumentRecord>();
  if (!record) return null;
  return (
    <>
      <PageHeading title={translate('resources.documenti.page.edit', { title: record.title })}>
        <DocumentBreadcrumbs record={record} current={translate('ra.action.edit')} />
      </PageHeading>
      <Card>
        <DocumentForm kind="edit" />
      </Card>
    </>
  );
}

/**
 * /dashboard/documenti/:id (admins): metadata, reservation, and optionally a new file. Saved
 * pessimistically: the upload runs while the page waits, showing its progress.
 */
export default function DocumentEdit() {
  return (
    <AdminOnly>
      <EditBase mutationMode="pessimistic" redirect="show">
        <EditPage />
      </EditBase>
    </AdminOnly>
  );
}
