import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductKind } from '../../../shared/catalogue/types';
import { Illustration } from '../Illustration';

export interface CatalogueCardData {
  to: string;
  title: string;
  line: string;
  meta?: string;
  kind: ProductKind;
  material: string;
}

/** The cards of an index page: illustration, name, a short line, a link down. */
export function CardGrid({ cards }: { cards: CatalogueCardData[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
      {cards.map((card) => (
        <li key={card.to}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={card.to} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
              <Box sx={{ bgcolor: 'action.hover', display: 'flex', justifyContent: 'center', py: 3 }}>
                <Illustration kind={card.kind} material={card.material} size={120} />
              </Box>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {card.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {card.line}
                </Typography>
                {card.meta && (
                  <Typography variant="caption" color="primary" sx={{ display: 'block', mt: 1.5, fontWeight: 600 }}>
                    {card.meta}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
