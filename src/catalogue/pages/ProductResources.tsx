import { Button, Card, CardContent, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';

export interface ProductDocumentLink {
  id: string | number;
  title: string;
  to: string;
  caption?: string;
}

/**
 * The product page's place for its technical sheets and documents, and for registering a
 * warranty: it shows what it is given (the documents and warranties resources feed it).
 */
export function ProductResources({
  documents,
  warrantyPath,
  warrantyYears,
}: {
  documents: ProductDocumentLink[];
  warrantyPath?: string;
  warrantyYears: number;
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={3}>
      <Card component="section" aria-labelledby="product-documents">
        <CardContent>
          <Typography id="product-documents" variant="h6" component="h2" gutterBottom>
            {translate('catalogue.sections.documents')}
          </Typography>
          {documents.length ? (
            <List dense disablePadding>
              {documents.map((d) => (
                <ListItemButton key={d.id} component={RouterLink} to={d.to}>
                  <DescriptionIcon fontSize="small" sx={{ mr: 1.5, color: 'text.secondary' }} aria-hidden />
                  <ListItemText primary={d.title} secondary={d.caption} />
                </ListItemButton>
              ))}
            </List>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('catalogue.no_documents')}
            </Typography>
          )}
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="product-warranty">
        <CardContent>
          <Typography id="product-warranty" variant="h6" component="h2" gutterBottom>
            {translate('catalogue.sections.warranty')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: warrantyPath ? 2 : 0 }}>
            {translate('catalogue.warranty_years', { smart_count: warrantyYears })}
          </Typography>
          {warrantyPath && (
            <Button component={RouterLink} to={warrantyPath} variant="contained" startIcon={<VerifiedIcon />}>
              {translate('catalogue.register_warranty')}
            </Button>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
