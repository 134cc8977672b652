import { cloneElement, useId, useState, type ReactElement, type ReactNode } from 'react';
import { Badge, Box, Button, Chip, Drawer, IconButton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import FilterIcon from '@mui/icons-material/TuneOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { FilterLiveForm, useListContext, useTranslate } from 'react-admin';
import { visuallyHidden } from '../ui/visuallyHidden';

/** Phone screens (below MUI's `sm`, 600 px): the lists draw themselves for them, not shrunk. */
export function usePhone() {
  return useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
}

/** One active filter as a chip: its field, its value in words, and the filters that depend on it. */
export interface FilterChipSpec {
  source: string;
  label: string;
  /** The value in words; null hides the chip (e.g. a filter that is part of a tab). */
  text: (value: unknown, filterValues: Record<string, any>) => ReactNode | null;
  /** Filters cleared with this one (the catalogue cascade: material → category → product). */
  clears?: string[];
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length);

/** The active filters among `chips`, in their order. */
function useActiveChips(chips: FilterChipSpec[]) {
  const { filterValues } = useListContext();
  return chips.filter((c) => isSet(filterValues[c.source]) && c.text(filterValues[c.source], filterValues) !== null);
}

/**
 * The "Filters" button of a phone list (the search box stays in the toolbar): it opens a drawer
 * from the bottom with the other filters, which apply as they change (react-admin's
 * FilterLiveForm); the button counts the active ones.
 */
export function PhoneFilterButton({ filters, chips }: { filters: ReactElement[]; chips: FilterChipSpec[] }) {
  const translate = useTranslate();
  const { setFilters, filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const active = useActiveChips(chips);
  const clearAll = () => {
    const kept = { ...filterValues };
    for (const c of chips) for (const s of [c.source, ...(c.clears ?? [])]) delete kept[s];
    setFilters(kept);
  };
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="phone-filters-button"
        startIcon={
          // The count is read out in words within the name ("Filtri (1 attivo)").
          <Badge color="primary" badgeContent={active.length} invisible={!active.length} slotProps={{ badge: { 'aria-hidden': true } }}>
            <FilterIcon />
          </Badge>
        }
        sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
      >
        {translate('list_filters.button')}
        {active.length > 0 && <Box component="span" sx={visuallyHidden}>{` (${translate('list_filters.active', { smart_count: active.length })})`}</Box>}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, 'aria-modal': true, sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '85vh' } } }}
      >
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {translate('list_filters.title')}
          </Typography>
          <IconButton onClick={() => setOpen(false)} aria-label={translate('list_filters.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ px: 2, overflowY: 'auto', '& .MuiFormControl-root, & .MuiAutocomplete-root': { width: '100%', minWidth: 0, m: 0 }, '& form': { display: 'grid', gap: 2, pt: 1 } }}>
          <FilterLiveForm>
            {/* The list's own filter inputs, full width, without the room for a helper text. */}
            {filters.map((f) => cloneElement(f as ReactElement<Record<string, unknown>>, { alwaysOn: undefined, helperText: false, fullWidth: true }))}
          </FilterLiveForm>
        </Box>
        <Stack direction="row" spacing={1} justifyContent="space-between" sx={{ p: 2 }}>
          <Button onClick={clearAll} disabled={!active.length}>
            {translate('ra.action.remove_all_filters')}
          </Button>
          <Button variant="contained" onClick={() => setOpen(false)} data-testid="phone-filters-done">
            {translate('list_filters.done')}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}

/** The active filters as chips under the search box; each one's delete removes it (and those below it). */
export function ActiveFilterChips({ chips }: { chips: FilterChipSpec[] }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const active = useActiveChips(chips);
  if (!active.length) return null;
  const remove = (chip: FilterChipSpec) => {
    const kept = { ...filterValues };
    for (const s of [chip.source, ...(chip.clears ?? [])]) delete kept[s];
    setFilters(kept);
  };
  return (
    <Box component="ul" aria-label={translate('list_filters.active_label')} data-testid="active-filter-chips" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 1 }}>
      {active.map((chip) => {
        const text = (
          <>
            {chip.label}: {chip.text(filterValues[chip.source], filterValues)}
          </>
        );
        return (
          <li key={chip.source}>
            <Chip
              label={text}
              onDelete={() => remove(chip)}
              // Read out as what a press does; the visible text is in it (WCAG 2.5.3).
              aria-label={`${translate('list_filters.remove')} ${chip.label}`}
              variant="outlined"
              size="medium"
            />
          </li>
        );
      })}
    </Box>
  );
}

/**
 * A phone list's toolbar on one line: the search box takes the room left by the Filters button
 * and the actions (react-admin stacks them in a column below `sm`).
 */
export const phoneToolbarSx = {
  '& .RaList-main': { mt: 0 },
  // react-admin's ListToolbar carries the class RaList-actions: the filter form, then the actions.
  '& .RaList-actions': { flexDirection: 'row', flexWrap: 'nowrap', alignItems: 'center', gap: 1, py: 1, bgcolor: 'transparent' },
  '& .RaList-actions > form': { flex: 1, minWidth: 0, minHeight: 0, p: 0, m: 0 },
  '& .RaList-actions > form > .filter-field': { flex: '1 1 auto', width: '100%', minWidth: 0, m: 0 },
  '& .RaList-actions > form > .filter-field > .MuiFormControl-root': { flex: '1 1 auto', width: '100%', minWidth: 0, m: 0 },
  '& .RaList-actions > form .RaFilterFormInput-spacer': { display: 'none' },
  '& .RaList-actions > .MuiToolbar-root': { flex: '0 0 auto', width: 'auto', minHeight: 0, p: 0, m: 0, alignItems: 'center', gap: 0.5, bgcolor: 'transparent' },
} as const;
