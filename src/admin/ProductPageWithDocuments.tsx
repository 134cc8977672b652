import ProductPage, { type ProductPageProps } from '../catalogue/pages/ProductPage';
import { useProductDocuments } from '../resources/documents/useProductDocuments';

/** A catalogue product's page with the documents linked to it, from the documents resource. */
export default function ProductPageWithDocuments(props: ProductPageProps) {
  const { documents, isPending } = useProductDocuments(props.material, props.category, props.product);
  return <ProductPage {...props} documents={isPending ? null : documents} />;
}
