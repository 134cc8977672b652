import { useDeferredValue } from 'react';
import { Box, Card, Chip, List, ListItem, ListItemIcon, ListItemText, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Busy } from '../../ui/progress';
import { warrantyYearsOf } from '../../../shared/catalogue/definition';
import { findInCatalogue } from '../lookup';
import { warrantyCreatePath } from '../../../shared/paths';
import { loadProductContent } from '../../../shared/catalogue/loadContent';
import { Illustration } from '../Illustration';
import { useLocalized } from '../useLocalized';
import { CatalogueBreadcrumbs } from './CatalogueBreadcrumbs';
import { PageHeading } from './PageHeading';
import { ProductResources, type ProductDocumentLink } from './ProductResources';
import { SpecsTable, technicalRows } from './SpecsTable';
import { performanceOf } from '../../../shared/catalogue/performance';
import { DeclaredPerformance } from './DeclaredPerformance';
import { UwCalculator } from './UwCalculator';
import { SectionCard } from '../../ui/SectionCard';

export interface ProductPageProps {
  material: string;
  category: string;
  product: string;
}

/**
 * /dashboard/<material>/<category>/<product>: everything a dealer shows a customer. The
 * product's documents are given by the app that shows the page (the documents resource's, in
 * src/admin/ProductPageWithDocuments.tsx).
 */
export default function ProductPage(props: ProductPageProps & { documents: ProductDocumentLink[] | null }) {
  const translate = useTranslate();
  const local = useLocalized();
  const match = findInCatalogue(props.material, props.category, props.product)!;
  const { material, category, product } = match as Required<typeof match>;
  const performance = performanceOf(material.slug, category.slug, product.slug);
  const { data } = useQuery({
    queryKey: ['catalogue', material.slug, category.slug, product.slug],
    queryFn: () => loadProductContent(material.slug, category.slug, product.slug),
    staleTime: Infinity,
    // A chunk of the app, which the service worker keeps: offline too (React Query would pause
    // a query while the browser is offline, as if it needed the network).
    networkMode: 'always',
  });
  // The content arrives through react-query's store, which React draws at once, in one block (the
  // product page's longest task: issue 27's TBT); drawn in a deferred render instead, in slices
  // that leave the main thread free between them.
  const content = useDeferredValue(data);

  const desktop = useMediaQuery((t: Theme) => t.breakpoints.up('md'), { noSsr: true });
  // Drawn once, where the layout puts it (never twice, hidden: its ids would repeat).
  const resources = (
    <ProductResources documents={props.documents} warrantyYears={warrantyYearsOf(category)} warrantyPath={warrantyCreatePath(material.slug, category.slug, product.slug)} />
  );

  return (
    <>
      <PageHeading
        title={local(product.title)}
        subtitle={translate('catalogue.of_material', { category: local(category.name), material: local(material.name) })}
      >
        <CatalogueBreadcrumbs match={match} />
      </PageHeading>
      {!content ? (
        <Busy />
      ) : (
        // The words first in the page (a phone shows one column in this order; a desktop puts the
        // picture's column on the left by `order`).
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '5fr 7fr' }, alignItems: 'start' }}>
          <Stack spacing={3} sx={{ order: { md: 2 }, minWidth: 0 }}>
            <SectionCard id="product-description" title={translate('catalogue.sections.description')}>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{local(content.description)}</Typography>
            </SectionCard>
            {/* On a phone what a dealer does here (register a warranty, the documents) comes right after the words, not after the CE block. */}
            {!desktop && resources}
            <SectionCard id="product-features" title={translate('catalogue.sections.features')}>
              <List dense disablePadding>
                {content.features.map((f) => (
                  <ListItem key={f.it} disableGutters>
                    <ListItemIcon sx={{ minWidth: 34, color: 'primary.main' }} aria-hidden>
                      <CheckIcon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={local(f)} />
                  </ListItem>
                ))}
              </List>
            </SectionCard>
            <SectionCard id="product-specs" title={translate('catalogue.sections.specs')}>
              <SpecsTable rows={technicalRows(content.specs, performance, category.kind)} />
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
                {translate('catalogue.values_note')}
              </Typography>
            </SectionCard>
            {performance?.family === 'framed' && <UwCalculator performance={performance} />}
            {performance && <DeclaredPerformance slugs={[material.slug, category.slug, product.slug]} product={product} kind={category.kind} performance={performance} />}
          </Stack>
          {/* Left on a desktop, after the words on a phone. */}
          <Stack spacing={3} sx={{ order: { md: 1 }, minWidth: 0 }}>
            <Card>
              <Box sx={{ bgcolor: 'action.hover', display: 'flex', justifyContent: 'center', py: 4 }}>
                <Illustration kind={category.kind} material={material.slug} size={200} />
              </Box>
            </Card>
            <SectionCard id="product-finishes" title={translate('catalogue.sections.finishes')}>
              <Stack direction="row" flexWrap="wrap" useFlexGap gap={1}>
                {content.finishes.map((f) => (
                  <Chip
                    key={f.swatch + f.name.it}
                    variant="outlined"
                    label={local(f.name)}
                    avatar={<Box component="span" aria-hidden sx={{ bgcolor: f.swatch, borderRadius: '50%', border: 1, borderColor: 'divider' }} />}
                  />
                ))}
              </Stack>
            </SectionCard>
            {desktop && resources}
          </Stack>
        </Box>
      )}
    </>
  );
}
