import { BooleanInput, SearchInput, SelectInput, useTranslate, type SearchInputProps } from 'react-admin';
import { CLAIM_KINDS, CLAIM_STATUSES } from '../../../shared/claims';
import { SEARCH_MAX } from '../../../shared/documents';
import { CATALOGUE } from '../../../shared/catalogue/definition';
import { useLocalized } from '../../catalogue/useLocalized';
import { DealerInput } from '../guarantees/DealerInput';
import { DayInput } from '../DayInput';
import { c } from './words';

const ANY = c('filters.any');
export const statusChoices = [{ id: 'open', name: c('statuses.open') }, ...CLAIM_STATUSES.map((id) => ({ id, name: c(`statuses.${id}`) }))];
export const kindChoices = CLAIM_KINDS.map((id) => ({ id, name: c(`kinds.${id}`) }));
/** The ages the triage list offers: waiting for more than two working days, a week, two weeks, a month. */
export const AGE_DAYS = [2, 7, 14, 30];
const ageChoices = AGE_DAYS.map((id) => ({ id, name: c(`filters.older_${id}`) }));
const assigneeChoices = [
  { id: 'me', name: c('filters.assignee_me') },
  { id: 'none', name: c('filters.assignee_none') },
];

/** Every catalogue product as the list's `product` filter takes it (`material/category/product`), named in the user's language. */
export function useProductChoices() {
  const local = useLocalized();
  return CATALOGUE.flatMap((m) => m.categories.flatMap((cat) => cat.products.map((p) => ({ id: `${m.slug}/${cat.slug}/${p.slug}`, name: local(p.title) }))));
}

/** Search in the claim's code and description. */
function SearchFilter(props: SearchInputProps) {
  const translate = useTranslate();
  const text = translate(c('filters.search'));
  return <SearchInput placeholder={text} slotProps={{ htmlInput: { maxLength: SEARCH_MAX, 'aria-label': text } }} sx={{ minWidth: 260 }} {...props} />;
}

function ProductFilter(props: { source: string; alwaysOn?: boolean }) {
  const choices = useProductChoices();
  return <SelectInput {...props} label={c('filters.product')} choices={choices} emptyText={ANY} translateChoice={false} sx={{ minWidth: 200 }} />;
}

/**
 * The list's filters: search, status (the triage list starts on the open ones), kind, product;
 * for admins also the dealer, who handles it, the age and "overdue only".
 */
export function claimFilters(isAdmin: boolean) {
  return [
    <SearchFilter key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" label={c('filters.status')} choices={statusChoices} emptyText={ANY} alwaysOn sx={{ minWidth: 150 }} />,
    <SelectInput key="kind" source="kind" label={c('filters.kind')} choices={kindChoices} emptyText={ANY} alwaysOn sx={{ minWidth: 150 }} />,
    <ProductFilter key="product" source="product" alwaysOn />,
    ...(isAdmin
      ? [
          <DealerInput key="dealerId" source="dealerId" label={c('filters.dealer')} size="small" sx={{ minWidth: 220 }} alwaysOn />,
          <SelectInput key="assignee" source="assignee" label={c('filters.assignee')} choices={assigneeChoices} emptyText={ANY} alwaysOn sx={{ minWidth: 150 }} />,
          <SelectInput key="olderThanDays" source="olderThanDays" label={c('filters.age')} choices={ageChoices} emptyText={ANY} alwaysOn sx={{ minWidth: 150 }} />,
          <BooleanInput key="overdue" source="overdue" label={c('filters.overdue')} helperText={false} alwaysOn sx={{ alignSelf: 'center' }} />,
        ]
      : []),
    // Not always on: they show when set, as the quality view's links to the claims behind a figure set them.
    <DayInput key="createdFrom" source="createdFrom" label={c('filters.createdFrom')} filter helperText={false} />,
    <DayInput key="createdTo" source="createdTo" label={c('filters.createdTo')} filter helperText={false} />,
  ];
}
