import { Create, useTranslate } from 'react-admin';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { resourceNames } from '../../../shared/paths';
import { ResourceBreadcrumbs } from '../ResourceBreadcrumbs';
import { AdminOnly } from '../documents/AdminOnly';
import { NoticeForm } from './NoticeForm';

/** /dashboard/comunicazioni/create (admins): a new notice, published now unless a later date is chosen. */
export default function NoticeCreate() {
  const translate = useTranslate();
  const title = translate('resources.comunicazioni.page.create');
  return (
    <AdminOnly resource={resourceNames.notices}>
      <PageHeading title={title}>
        <ResourceBreadcrumbs resource={resourceNames.notices} current={title} />
      </PageHeading>
      <Create title={false} redirect="show" sx={{ '& .RaCreate-main': { mt: 0 } }}>
        <NoticeForm kind="create" defaultValues={{ title: '', body: '', pinned: false, publishAt: new Date(), expiresAt: '' }} />
      </Create>
    </AdminOnly>
  );
}
