import { Card } from '@mui/material';
import { EditBase, useRecordContext, useTranslate } from 'react-admin';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { resourceNames } from '../../../shared/paths';
import type { NoticeRecord } from '../../providers/noticesQuery';
import { ResourceBreadcrumbs } from '../ResourceBreadcrumbs';
import { AdminOnly } from '../documents/AdminOnly';
import { NoticeForm } from './NoticeForm';

function EditPage() {
  const translate = useTranslate();
  const record = useRecordContext<NoticeRecord>();
  if (!record) return null;
  return (
    <>
      <PageHeading title={translate('resources.comunicazioni.page.edit', { title: record.title })}>
        <ResourceBreadcrumbs resource={resourceNames.notices} record={{ id: record.id, label: record.title }} current={translate('ra.action.edit')} />
      </PageHeading>
      <Card>
        <NoticeForm kind="edit" />
      </Card>
    </>
  );
}

/** /dashboard/comunicazioni/:id (admins): text, dates, pinning and attachment; saved while the page waits (the upload shows its progress). */
export default function NoticeEdit() {
  return (
    <AdminOnly resource={resourceNames.notices}>
      <EditBase mutationMode="pessimistic" redirect="show">
        <EditPage />
      </EditBase>
    </AdminOnly>
  );
}
