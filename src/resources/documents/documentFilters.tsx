import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput, useListContext, useTranslate, type SearchInputProps } from 'react-admin';
import { SEARCH_MAX } from '../../../shared/documents';
import { MaterialInput, ProductCategoryInput, ProductInput } from './CatalogueInputs';
import { categoryChoices, languageChoices } from './choices';
import { dealerOptionText } from './DealerPicker';

const ANY = 'resources.documenti.filters.any';

/** Text search on title and description; the placeholder is its label. */
function SearchFilter(props: SearchInputProps) {
  const translate = useTranslate();
  const text = translate('resources.documenti.filters.search');
  return <SearchInput placeholder={text} slotProps={{ htmlInput: { maxLength: SEARCH_MAX, 'aria-label': text } }} sx={{ minWidth: 220 }} {...props} />;
}

/** Admins filter the reserved tab by dealer; the public list has no dealers, so there it hides. */
function DealerFilter(_props: { source: string; alwaysOn?: boolean }) {
  const { filterValues } = useListContext();
  if (filterValues.reserved !== true) return null;
  return (
    <ReferenceInput source="dealerId" reference="users" filter={{ role: 'dealer' }} sort={{ field: 'displayName', order: 'ASC' }}>
      <AutocompleteInput
        label="resources.documenti.filters.dealer"
        optionText={dealerOptionText}
        filterToQuery={(q) => ({ q })}
        sx={{ minWidth: 240 }}
        helperText={false}
        size="small"
      />
    </ReferenceInput>
  );
}

/** The list's filters: search, category, the catalogue cascade, language, and (admins) the dealer. */
export function documentFilters(isAdmin: boolean) {
  return [
    <SearchFilter key="q" source="q" alwaysOn />,
    <SelectInput key="category" source="category" choices={categoryChoices} emptyText={ANY} alwaysOn sx={{ minWidth: 170 }} />,
    <SelectInput key="language" source="language" choices={languageChoices} emptyText={ANY} alwaysOn sx={{ minWidth: 130 }} />,
    <MaterialInput key="material" emptyText={ANY} alwaysOn sx={{ minWidth: 140 }} />,
    <ProductCategoryInput key="productCategory" hideUntilParent emptyText={ANY} alwaysOn sx={{ minWidth: 160 }} />,
    <ProductInput key="product" hideUntilParent emptyText={ANY} alwaysOn sx={{ minWidth: 150 }} />,
    ...(isAdmin ? [<DealerFilter key="dealerId" source="dealerId" alwaysOn />] : []),
  ];
}
