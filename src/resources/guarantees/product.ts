import { cataloguePath } from '../../../shared/paths';
import { findInCatalogue } from '../../catalogue/lookup';
import { useLocalized } from '../../catalogue/useLocalized';

/**
 * The catalogue product of a registration: its full title ("Finestra in PVC Icon"), where it
 * sits ("PVC · Finestre") and its page; the slugs themselves when the catalogue no longer has it.
 */
export function useProductOf() {
  const local = useLocalized();
  return (g: { material: string; productCategory: string; product: string }) => {
    const match = findInCatalogue(g.material, g.productCategory, g.product);
    if (!match?.category || !match.product) return { title: `${g.material} / ${g.productCategory} / ${g.product}`, where: '', to: null };
    return {
      title: local(match.product.title),
      where: `${local(match.material.name)} · ${local(match.category.name)}`,
      to: cataloguePath(match.material.slug, match.category.slug, match.product.slug),
    };
  };
}
