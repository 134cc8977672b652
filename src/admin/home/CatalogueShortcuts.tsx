import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import ArchitectureIcon from '@mui/icons-material/ArchitectureOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CATALOGUE } from '../../../shared/catalogue/definition';
import { useLocalized } from '../../catalogue/useLocalized';
import { cataloguePath, paths } from '../../../shared/paths';
import { MATERIAL_ICONS } from '../../layout/nav/navConfig';

/** Shortcuts into the catalogue: each material (from the catalogue definition) and the technical sheets, each with its menu icon. */
export function CatalogueShortcuts() {
  const translate = useTranslate();
  const local = useLocalized();
  const tiles = [
    ...CATALOGUE.map((m) => ({ key: m.slug, to: cataloguePath(m.slug), title: local(m.name), text: local(m.tagline), Icon: MATERIAL_ICONS[m.slug as keyof typeof MATERIAL_ICONS] })),
    { key: 'sheets', to: paths.technicalSheets, title: translate('nav.technical_sheets'), text: translate('dashboard.sheets_tagline'), Icon: ArchitectureIcon },
  ];
  return (
    <Box component="nav" aria-label={translate('dashboard.catalogue')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate('dashboard.catalogue')}
      </Typography>
      {/* Two across: the cards share half the home's width with the warranties, and four across wrapped each text onto five lines. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {tiles.map((t) => (
          <Card key={t.key}>
            <CardActionArea component={RouterLink} to={t.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, display: 'flex', gap: 1, alignItems: 'center' }}>
                  {t.Icon && <t.Icon color="primary" aria-hidden />}
                  {t.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t.text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
