import { useTranslate } from 'ra-core';
import { cataloguePath } from '../../../shared/paths';
import { findInCatalogue } from '../lookup';
import { useLocalized } from '../useLocalized';
import { CatalogueBreadcrumbs } from './CatalogueBreadcrumbs';
import { CardGrid } from './CardGrid';
import { PageHeading } from './PageHeading';

/** /dashboard/<material>: its categories. */
export default function MaterialPage({ material: slug }: { material: string }) {
  const translate = useTranslate();
  const local = useLocalized();
  const match = findInCatalogue(slug)!;
  const { material } = match;
  return (
    <>
      <PageHeading title={local(material.name)} subtitle={local(material.tagline)}>
        <CatalogueBreadcrumbs match={match} />
      </PageHeading>
      <CardGrid
        cards={material.categories.map((c) => ({
          to: cataloguePath(material.slug, c.slug),
          title: local(c.name),
          line: local(c.tagline),
          meta: translate('catalogue.products_count', { smart_count: c.products.length }),
          kind: c.kind,
          material: material.slug,
        }))}
      />
    </>
  );
}
