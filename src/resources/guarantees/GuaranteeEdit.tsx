import { useMemo } from 'react';
import { Alert, Card } from '@mui/material';
import { Edit, RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import { PageHeading } from '../../catalogue/pages/PageHeading';
import { resourceNames } from '../../../shared/paths';
import { useFormatDate } from '../../i18n/dateLocale';
import { framedPerformanceOf } from '../../../shared/catalogue/performance';
import { guaranteeFormValues } from '../../providers/guaranteesQuery';
import type { Guarantee } from '../../../shared/guarantees';
import { useIsAdmin } from '../../ui/useIsAdmin';
import { ResourceBreadcrumbs } from '../ResourceBreadcrumbs';
import { GuaranteeForm } from './GuaranteeForm';
import { useEditable } from './editable';

/** As on registration: windows only for a product that has frame data. */
const transform = (data: Record<string, any>) =>
  framedPerformanceOf(data.material, data.productCategory, data.product) ? data : { ...data, units: [], ecobonusEnabled: false };

function EditContent() {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const record = useRecordContext<Guarantee>();
  const { isAdmin } = useIsAdmin();
  const { canEdit, until } = useEditable(record);
  // The form holds what was chosen (a window's glazing by its id, the Ecobonus switch), made once per version read.
  const values = useMemo(() => (record ? guaranteeFormValues(record) : undefined), [record?.id, record?.version]);
  if (!record || !values) return null;
  const title = translate('resources.garanzie.edit.title', { code: record.code });
  return (
    <>
      <PageHeading title={title} subtitle={translate('resources.garanzie.edit.intro')}>
        <ResourceBreadcrumbs resource={resourceNames.guarantees} record={{ id: record.id, label: record.code }} current={translate('resources.garanzie.edit.action')} />
      </PageHeading>
      {until && (
        <Alert severity={canEdit ? 'info' : 'warning'} sx={{ mb: 3, maxWidth: 880 }}>
          {translate(canEdit ? 'resources.garanzie.edit.intro_dealer' : 'errors.guarantee_edit_closed', { date: formatDate(until, 'long') })}
        </Alert>
      )}
      {canEdit && (
        // In a card, as on registration (a card also keeps a long glazing's name inside a phone's width).
        <Card>
          <RecordContextProvider value={values}>
            <GuaranteeForm isAdmin={isAdmin} mode="edit" />
          </RecordContextProvider>
        </Card>
      )}
    </>
  );
}

/**
 * /dashboard/garanzie/:id: a registration corrected (admins at any time, its dealer for
 * DEALER_EDIT_DAYS), in the registration's own form. Pessimistic: the server computes the windows'
 * Uw again and may refuse an edit made on an older version, so the page waits for its answer.
 */
export default function GuaranteeEdit() {
  return (
    <Edit
      title={false}
      actions={false}
      component="div"
      mutationMode="pessimistic"
      redirect="show"
      transform={transform}
      sx={{ '& .RaEdit-main': { mt: 0 }, '& .RaEdit-card': { minWidth: 0 } }}
    >
      <EditContent />
    </Edit>
  );
}
