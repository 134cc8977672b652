import { useGetOne, useTranslate } from 'react-admin';
import { findInCatalogue } from '../catalogue/lookup';
import { useLocalized } from '../catalogue/useLocalized';
import type { FilterChipSpec } from './PhoneFilters';

/** A dealer's name, for the dealer filter's chip. */
function DealerName({ id }: { id: unknown }) {
  const { data } = useGetOne('users', { id: id as string | number });
  return <>{data?.displayName ?? '…'}</>;
}

/** The chips of the catalogue cascade (material → product category → product) and of the dealer filter, shared by the lists. */
export function useCatalogueChips(resource: 'documenti' | 'garanzie'): FilterChipSpec[] {
  const translate = useTranslate();
  const local = useLocalized();
  const field = (name: string) => translate(`resources.${resource}.fields.${name}`);
  return [
    {
      source: 'material',
      label: field('material'),
      text: (v) => {
        const found = findInCatalogue(String(v));
        return found ? local(found.material.name) : String(v);
      },
      clears: ['productCategory', 'product'],
    },
    {
      source: 'productCategory',
      label: field('productCategory'),
      text: (v, all) => {
        const found = findInCatalogue(all.material, String(v))?.category;
        return found ? local(found.name) : String(v);
      },
      clears: ['product'],
    },
    {
      source: 'product',
      label: field('product'),
      text: (v, all) => {
        const found = findInCatalogue(all.material, all.productCategory, String(v))?.product;
        return found ? local(found.name) : String(v);
      },
    },
  ];
}

export function dealerChip(label: string): FilterChipSpec {
  return { source: 'dealerId', label, text: (v) => <DealerName id={v} /> };
}
