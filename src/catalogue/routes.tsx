import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { lazyPage } from '../ui/lazyPage';
import { cataloguePath, inAdmin } from '../../shared/paths';
import { CATALOGUE } from '../../shared/catalogue/definition';
import type { ProductPageProps } from './pages/ProductPage';

// Code-split: the catalogue's pages (and, through them, its content) load when visited.
const MaterialPage = lazyPage(() => import('./pages/MaterialPage'));
const CategoryPage = lazyPage(() => import('./pages/CategoryPage'));

/**
 * One route per material, category and product of the definition, and no other. A product's
 * page is the one the app gives, which brings the product's documents (lazy too).
 */
export const catalogueRoutes = (ProductPage: ComponentType<ProductPageProps>) =>
  CATALOGUE.flatMap((m) => [
    <Route key={m.slug} path={inAdmin(cataloguePath(m.slug))} element={<MaterialPage material={m.slug} />} />,
    ...m.categories.flatMap((c) => [
      <Route key={`${m.slug}/${c.slug}`} path={inAdmin(cataloguePath(m.slug, c.slug))} element={<CategoryPage material={m.slug} category={c.slug} />} />,
      ...c.products.map((p) => (
        <Route
          key={`${m.slug}/${c.slug}/${p.slug}`}
          path={inAdmin(cataloguePath(m.slug, c.slug, p.slug))}
          element={<ProductPage material={m.slug} category={c.slug} product={p.slug} />}
        />
      )),
    ]),
  ]);
