import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Box, ButtonBase, IconButton } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'ra-core';
import { Hint } from '../../ui/Hint';

// The search itself (dialog, requests, results) loads on first use, never with the page.
const SearchDialog = lazy(() => import('./SearchDialog'));

/** Typing somewhere: `/` is then a character, not the shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(input|textarea|select)$/i.test(target.tagName) || target.getAttribute('role') === 'combobox');

/**
 * The header's search: a field-like button on a desktop, an icon on a phone (the search then
 * takes the whole screen); `/` opens it from anywhere but a text field.
 */
export function SearchButton({ compact }: { compact: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const show = () => {
    setLoaded(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || typing(e.target)) return;
      e.preventDefault();
      // The dialog gives the focus back to what had it when it opened; from the page itself
      // nothing had, and a keyboard user would start again from the top: the button takes it.
      if (!document.activeElement || document.activeElement === document.body) button.current?.focus();
      show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const label = translate('search.label');
  return (
    <>
      {compact ? (
        <Hint title={label}>
          <IconButton ref={button} onClick={show} aria-label={label} aria-haspopup="dialog" aria-keyshortcuts="/" data-testid="search-open">
            <SearchIcon />
          </IconButton>
        </Hint>
      ) : (
        <ButtonBase
          ref={button}
          onClick={show}
          aria-label={label}
          aria-haspopup="dialog"
          aria-keyshortcuts="/"
          data-testid="search-open"
          sx={(t) => ({
            justifyContent: 'flex-start',
            gap: 1,
            width: 260,
            height: 40,
            px: 1.5,
            borderRadius: 1,
            border: `1px solid ${t.palette.divider}`,
            color: 'text.secondary',
            bgcolor: 'background.paper',
            typography: 'body2',
            '&:hover': { borderColor: t.palette.text.primary },
          })}
        >
          <SearchIcon fontSize="small" />
          <Box component="span" sx={{ flexGrow: 1, textAlign: 'start' }}>
            {translate('search.open')}…
          </Box>
          <Box component="kbd" aria-hidden sx={(t) => ({ px: 0.75, borderRadius: 0.5, border: `1px solid ${t.palette.divider}`, fontFamily: 'inherit', fontSize: 12 })}>
            /
          </Box>
        </ButtonBase>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog open={open} fullScreen={compact} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
