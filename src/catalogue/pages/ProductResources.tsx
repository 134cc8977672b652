import type { ReactNode } from 'react';
import { Button, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useTranslate } from 'ra-core';
import { useOnline } from '../../lib/online';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../ui/SectionCard';

export interface ProductDocumentLink {
  id: string | number;
  title: string;
  to: string;
  caption?: string;
  /** The file type's icon (a generic document icon when absent). */
  icon?: ReactNode;
  /** E.g. a download button, at the end of the row. */
  action?: ReactNode;
}

/**
 * The product page's place for its technical sheets and documents, and for registering a
 * warranty: it shows what it is given (the documents and warranties resources feed it). `null`
 * documents are not loaded yet: offline, that is said rather than "none published".
 */
export function ProductResources({
  documents,
  warrantyPath,
  warrantyYears,
}: {
  documents: ProductDocumentLink[] | null;
  warrantyPath?: string;
  warrantyYears: number;
}) {
  const translate = useTranslate();
  const online = useOnline();
  return (
    <Stack spacing={3}>
      <SectionCard id="product-documents" title={translate('catalogue.sections.documents')}>
        {!documents ? (
          !online && (
            <Typography variant="body2" color="text.secondary" data-testid="product-documents-offline">
              {translate('catalogue.documents_offline')}
            </Typography>
          )
        ) : documents.length ? (
          <List dense disablePadding data-testid="product-documents">
            {documents.map((d) => (
              <ListItem key={d.id} disablePadding secondaryAction={d.action}>
                <ListItemButton component={RouterLink} to={d.to} sx={{ borderRadius: 1 }}>
                  <ListItemIcon sx={{ minWidth: 34 }}>{d.icon ?? <DescriptionIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />}</ListItemIcon>
                  <ListItemText primary={d.title} secondary={d.caption} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('catalogue.no_documents')}
          </Typography>
        )}
      </SectionCard>
      <SectionCard id="product-warranty" title={translate('catalogue.sections.warranty')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: warrantyPath ? 2 : 0 }}>
          {translate('catalogue.warranty_years', { smart_count: warrantyYears })}
        </Typography>
        {warrantyPath && (
          <Button component={RouterLink} to={warrantyPath} variant="contained" startIcon={<VerifiedIcon />}>
            {translate('catalogue.register_warranty')}
          </Button>
        )}
      </SectionCard>
    </Stack>
  );
}
