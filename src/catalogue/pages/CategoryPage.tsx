import { useTranslate } from 'ra-core';
import { cataloguePath } from '../../../shared/paths';
import { findInCatalogue } from '../lookup';
import { useLocalized } from '../useLocalized';
import { CatalogueBreadcrumbs } from './CatalogueBreadcrumbs';
import { CardGrid } from './CardGrid';
import { PageHeading } from './PageHeading';

/** /dashboard/<material>/<category>: its products. */
export default function CategoryPage({ material: m, category: c }: { material: string; category: string }) {
  const translate = useTranslate();
  const local = useLocalized();
  const match = findInCatalogue(m, c)!;
  const { material, category } = match as Required<Pick<typeof match, 'material' | 'category'>>;
  return (
    <>
      <PageHeading
        title={translate('catalogue.of_material', { category: local(category.name), material: local(material.name) })}
        subtitle={local(category.tagline)}
      >
        <CatalogueBreadcrumbs match={match} />
      </PageHeading>
      <CardGrid
        cards={category.products.map((p) => ({
          to: cataloguePath(material.slug, category.slug, p.slug),
          title: local(p.title),
          line: translate(`catalogue.kinds.${category.kind}`),
          kind: category.kind,
          material: material.slug,
        }))}
      />
    </>
  );
}
