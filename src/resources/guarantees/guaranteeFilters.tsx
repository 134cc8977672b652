import { SearchInput, SelectInput, useTranslate, type SearchInputProps } from 'react-admin';
import { GUARANTEE_STATUSES } from '../../../shared/guarantees';
import { SEARCH_MAX } from '../../../shared/documents';
import { MaterialInput, ProductCategoryInput, ProductInput } from '../documents/CatalogueInputs';
import { DealerInput } from './DealerInput';
import { DayInput } from '../DayInput';

const ANY = 'resources.garanzie.filters.any';
const statusChoices = GUARANTEE_STATUSES.map((id) => ({ id, name: `resources.garanzie.statuses.${id}` }));

/** Search in the customer's name, e-mail and phone, the code and the order reference. */
function SearchFilter(props: SearchInputProps) {
  const translate = useTranslate();
  const text = translate('resources.garanzie.filters.search');
  return <SearchInput placeholder={text} slotProps={{ htmlInput: { maxLength: SEARCH_MAX, 'aria-label': text } }} sx={{ minWidth: 300 }} {...props} />;
}

/** The list's filters: search, status, the catalogue cascade, installation dates and (admins) the dealer. */
export function guaranteeFilters(isAdmin: boolean) {
  return [
    <SearchFilter key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" label="resources.garanzie.filters.status" choices={statusChoices} emptyText={ANY} alwaysOn sx={{ minWidth: 150 }} />,
    ...(isAdmin ? [<DealerInput key="dealerId" source="dealerId" label="resources.garanzie.filters.dealer" size="small" sx={{ minWidth: 240 }} alwaysOn />] : []),
    <MaterialInput key="material" emptyText={ANY} alwaysOn sx={{ minWidth: 140 }} />,
    <ProductCategoryInput key="productCategory" hideUntilParent emptyText={ANY} alwaysOn sx={{ minWidth: 160 }} />,
    <ProductInput key="product" hideUntilParent emptyText={ANY} alwaysOn sx={{ minWidth: 150 }} />,
    <DayInput key="installedFrom" source="installedFrom" label="resources.garanzie.filters.installedFrom" filter helperText={false} alwaysOn />,
    <DayInput key="installedTo" source="installedTo" label="resources.garanzie.filters.installedTo" filter helperText={false} alwaysOn />,
  ];
}
