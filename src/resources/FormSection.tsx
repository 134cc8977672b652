import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A titled group of a form's inputs: a fieldset whose legend is the (translated) title. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%', minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Inputs side by side on wide screens (three columns unless told), stacked on phones, where a
 * little room between them keeps a two-line help clear of the next field's label (issue 24).
 */
export const formRow = (columns = 3) =>
  ({ display: 'grid', columnGap: 2, rowGap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, 1fr)` }, width: '100%' }) as const;
