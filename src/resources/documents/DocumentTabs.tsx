import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * "All documents" / "Reserved": the reserved list is another endpoint, chosen by the filter
 * `reserved: true` (kept in the URL like any filter). A dealer's tab reads "Reserved to me".
 */
export function DocumentTabs({ isAdmin }: { isAdmin: boolean }) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters, onUnselectItems } = useListContext();
  const value = filterValues.reserved === true ? 'reserved' : 'all';
  const change = (_: unknown, next: string) => {
    const { reserved: _r, dealerId: _d, ...rest } = filterValues;
    onUnselectItems();
    setFilters(next === 'reserved' ? { ...rest, reserved: true } : rest, displayedFilters);
  };
  return (
    <Tabs
      value={value}
      onChange={change}
      aria-label={translate('resources.documenti.tabs.label')}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="all" label={translate('resources.documenti.tabs.all')} data-testid="documents-tab-all" />
      <Tab
        value="reserved"
        label={translate(isAdmin ? 'resources.documenti.tabs.reserved' : 'resources.documenti.tabs.reserved_to_me')}
        data-testid="documents-tab-reserved"
      />
    </Tabs>
  );
}
