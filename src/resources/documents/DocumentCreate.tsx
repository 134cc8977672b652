import { Create, useTranslate } from 'react-admin';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { AdminOnly } from './AdminOnly';
import { DocumentBreadcrumbs } from './DocumentBreadcrumbs';
import { DocumentForm } from './DocumentForm';

/** Defaults; `?source={"category":"technical_sheet","material":…}` (react-admin) pre-fills more. */
const DEFAULTS = { language: 'it', category: 'other', reserved: false, dealerIds: [] };

/** /dashboard/documenti/create (admins): a new document, public or reserved, with its file. */
export default function DocumentCreate() {
  const translate = useTranslate();
  const title = translate('resources.documenti.page.create');
  return (
    <AdminOnly>
      <PageHeading title={title}>
        <DocumentBreadcrumbs current={title} />
      </PageHeading>
      <Create title={false} redirect="show" sx={{ '& .RaCreate-main': { mt: 0 } }}>
        <DocumentForm kind="create" defaultValues={DEFAULTS} />
      </Create>
    </AdminOnly>
  );
}
