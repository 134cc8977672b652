import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { cataloguePath, paths } from '../../../shared/paths';
import type { CatalogueMatch } from '../lookup';
import { useLocalized } from '../useLocalized';

/** Dashboard › Material › Category › Product, the last one the current page. */
export function CatalogueBreadcrumbs({ match }: { match: CatalogueMatch }) {
  const translate = useTranslate();
  const local = useLocalized();
  const { material, category, product } = match;
  const trail = [
    { label: translate('catalogue.home'), to: paths.dashboard },
    { label: local(material.name), to: cataloguePath(material.slug) },
    ...(category ? [{ label: local(category.name), to: cataloguePath(material.slug, category.slug) }] : []),
    ...(product && category ? [{ label: local(product.name), to: cataloguePath(material.slug, category.slug, product.slug) }] : []),
  ];
  return (
    <Breadcrumbs aria-label={translate('catalogue.breadcrumbs')} sx={{ mb: 1 }}>
      {trail.map((step, i) =>
        i === trail.length - 1 ? (
          <Typography key={step.to} color="text.primary" aria-current="page">
            {step.label}
          </Typography>
        ) : (
          <Link key={step.to} component={RouterLink} to={step.to} underline="hover" color="inherit">
            {step.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
