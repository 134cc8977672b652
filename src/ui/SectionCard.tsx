import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** A card that is a landmark section named by its own h2: the building block of show and product pages. */
export function SectionCard({ id, title, children, focusable = false }: { id: string; title: ReactNode; children: ReactNode; focusable?: boolean }) {
  return (
    <Card
      component="section"
      aria-labelledby={id}
      // A card the keyboard can reach on its own (the warranty certificate): Tab stops on it.
      {...(focusable
        ? { tabIndex: 0, sx: (t) => ({ '&:focus-visible': { outline: `3px solid ${t.palette.primary.main}`, outlineOffset: 2 } }) }
        : {})}
    >
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
