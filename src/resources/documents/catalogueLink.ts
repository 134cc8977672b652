import { cataloguePath } from '../../../shared/paths';
import { findInCatalogue } from '../../catalogue/lookup';
import { useLocalized } from '../../catalogue/useLocalized';

export interface CatalogueLinkFields {
  material: string | null;
  productCategory: string | null;
  product: string | null;
}

/**
 * The catalogue page a document belongs to and its name ("Finestre · PVC · Icon"), or null when
 * it names none (or a slug the catalogue no longer has).
 */
export function useCatalogueLink() {
  const local = useLocalized();
  return (doc: CatalogueLinkFields): { to: string; label: string } | null => {
    if (!doc.material) return null;
    const match = findInCatalogue(doc.material, doc.productCategory ?? undefined, doc.product ?? undefined);
    if (!match) return null;
    const slugs = [match.material.slug, match.category?.slug, match.product?.slug].filter((s): s is string => Boolean(s));
    const named = [match.material.name, match.category?.name, match.product?.name].filter((n) => n !== undefined).map(local);
    // Some products are named after their material ("Cassonetti · PVC"): say it once.
    const parts = named.filter((name, i) => i < 2 || name !== named[0]);
    return { to: cataloguePath(...slugs), label: parts.join(' · ') };
  };
}
