import type { MaterialContent, ProductContent } from './types';

/** Each material's content is a chunk of its own, loaded by the product pages only. */
const loaders: Record<string, () => Promise<{ default: MaterialContent }>> = {
  legno: () => import('./content/legno'),
  pvc: () => import('./content/pvc'),
  alluminio: () => import('./content/alluminio'),
};

export async function loadProductContent(material: string, category: string, product: string): Promise<ProductContent | null> {
  const load = loaders[material];
  if (!load) return null;
  const { default: content } = await load();
  return content[`${category}/${product}`] ?? null;
}
