import { CATALOGUE } from '../../shared/catalogue/definition';
import type { CatalogueCategory, CatalogueMaterial, CatalogueProduct } from '../../shared/catalogue/types';

export interface CatalogueMatch {
  material: CatalogueMaterial;
  category?: CatalogueCategory;
  product?: CatalogueProduct;
}

/** The material, category and product named by the slugs of a URL, or null if any is unknown. */
export function findInCatalogue(materialSlug?: string, categorySlug?: string, productSlug?: string): CatalogueMatch | null {
  const material = CATALOGUE.find((m) => m.slug === materialSlug);
  if (!material) return null;
  if (!categorySlug) return { material };
  const category = material.categories.find((c) => c.slug === categorySlug);
  if (!category) return null;
  if (!productSlug) return { material, category };
  const product = category.products.find((p) => p.slug === productSlug);
  return product ? { material, category, product } : null;
}

/** Every catalogue page path: materials, categories, products. */
export function cataloguePaths(): string[] {
  return CATALOGUE.flatMap((m) => [
    `/dashboard/${m.slug}`,
    ...m.categories.flatMap((c) => [`/dashboard/${m.slug}/${c.slug}`, ...c.products.map((p) => `/dashboard/${m.slug}/${c.slug}/${p.slug}`)]),
  ]);
}
