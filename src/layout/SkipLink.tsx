import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The shell's first focusable element: hidden until focused, it moves the focus past the header
 * and the menu to the page's own content.
 */
export function SkipLink() {
  const translate = useTranslate();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      onClick={(e) => {
        e.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView();
      }}
      sx={(t) => ({
        position: 'fixed',
        top: 8,
        insetInlineStart: 8,
        zIndex: t.zIndex.tooltip + 1,
        px: 2,
        py: 1.25,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        boxShadow: t.shadows[8],
        // Off screen until focused.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: `2px solid ${t.palette.background.paper}`, outlineOffset: 2 },
      })}
    >
      {translate('app.skip_to_content')}
    </Box>
  );
}
