import { CATALOGUE, warrantyYearsOf } from '../../../shared/catalogue/definition';
import type { CatalogueCategory, CatalogueMaterial, CatalogueProduct } from '../../../shared/catalogue/types';
import { HttpError } from '../../lib/httpError';

/**
 * Links to the catalogue, checked against the same definition the browser app's routes come
 * from: each level must exist, and needs the one above it.
 */
const unknown = (field: string) =>
  new HttpError(400, `${field} is not in the catalogue`, 'unknown_catalogue_item', { fields: [{ field, message: 'is not in the catalogue' }] });

/** A document's optional link: a material, a category of it, a product of that (each level optional from the bottom). */
export function findInCatalogue(material: string | null, productCategory: string | null, product: string | null) {
  if (!material) {
    if (productCategory || product) throw unknown('material');
    return { material: null, productCategory: null, product: null };
  }
  const m = CATALOGUE.find((x) => x.slug === material);
  if (!m) throw unknown('material');
  if (!productCategory) {
    if (product) throw unknown('productCategory');
    return { material, productCategory: null, product: null };
  }
  const c = m.categories.find((x) => x.slug === productCategory);
  if (!c) throw unknown('productCategory');
  if (product && !c.products.some((x) => x.slug === product)) throw unknown('product');
  return { material, productCategory, product: product || null };
}

/** One product of the catalogue, all three levels given and matching, with its standard warranty in years. */
export function findProduct(material: string, productCategory: string, product: string) {
  const m = CATALOGUE.find((x) => x.slug === material);
  if (!m) throw unknown('material');
  const c = m.categories.find((x) => x.slug === productCategory);
  if (!c) throw unknown('productCategory');
  if (!c.products.some((x) => x.slug === product)) throw unknown('product');
  return { material, productCategory, product, warrantyYears: warrantyYearsOf(c) };
}

/** The catalogue's entries of a product named by its three slugs, or undefined if it has none. */
export function catalogueEntry(
  material: string,
  productCategory: string,
  product: string,
): { material: CatalogueMaterial; category: CatalogueCategory; product: CatalogueProduct } | undefined {
  const m = CATALOGUE.find((x) => x.slug === material);
  const c = m?.categories.find((x) => x.slug === productCategory);
  const p = c?.products.find((x) => x.slug === product);
  return m && c && p ? { material: m, category: c, product: p } : undefined;
}
