import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

/** The title block of a catalogue page; it also names the browser tab. */
export function PageHeading({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box sx={{ mb: 4 }}>
      {children}
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
