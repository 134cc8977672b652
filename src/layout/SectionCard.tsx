import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** A card that is a landmark section named by its own h2: the building block of show and product pages. */
export function SectionCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
