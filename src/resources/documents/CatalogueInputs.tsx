import { SelectInput, type SelectInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CATALOGUE } from '../../../shared/catalogue/definition';
import { findInCatalogue } from '../../catalogue/lookup';
import { useLocalized } from '../../catalogue/useLocalized';
import type { CatalogueProduct } from '../../../shared/catalogue/types';

/**
 * Material → category → product of the catalogue, as three cascading selects (in the list's
 * filters and in the form): each lists the children of the one above, and changing one clears
 * those below. `hideUntilParent` hides a select whose parent is empty (filters); in the form it
 * stays visible, disabled.
 */
type CascadeProps = Omit<SelectInputProps, 'source' | 'choices'> & { hideUntilParent?: boolean };

const CHILDREN = { material: ['productCategory', 'product'], productCategory: ['product'], product: [] } as const;

function useClearBelow(source: keyof typeof CHILDREN) {
  const { setValue } = useFormContext();
  return () => CHILDREN[source].forEach((child) => setValue(child, '', { shouldDirty: true }));
}

export function MaterialInput({ hideUntilParent: _, ...props }: CascadeProps) {
  const local = useLocalized();
  const clear = useClearBelow('material');
  return <SelectInput source="material" choices={CATALOGUE.map((m) => ({ id: m.slug, name: local(m.name) }))} onChange={clear} {...props} />;
}

export function ProductCategoryInput({ hideUntilParent, ...props }: CascadeProps) {
  const local = useLocalized();
  const clear = useClearBelow('productCategory');
  const material = useWatch({ name: 'material' });
  const categories = findInCatalogue(material)?.material.categories ?? [];
  if (hideUntilParent && !categories.length) return null;
  return (
    <SelectInput
      source="productCategory"
      choices={categories.map((c) => ({ id: c.slug, name: local(c.name) }))}
      disabled={!categories.length}
      onChange={clear}
      {...props}
    />
  );
}

export function ProductInput({ hideUntilParent, ...props }: CascadeProps) {
  const local = useLocalized();
  const [material, productCategory] = useWatch({ name: ['material', 'productCategory'] });
  const products: CatalogueProduct[] = (productCategory && findInCatalogue(material, productCategory)?.category?.products) || [];
  if (hideUntilParent && !products.length) return null;
  return <SelectInput source="product" choices={products.map((p) => ({ id: p.slug, name: local(p.name) }))} disabled={!products.length} {...props} />;
}
