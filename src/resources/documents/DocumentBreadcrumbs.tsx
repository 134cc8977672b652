import { resourceNames } from '../../../shared/paths';
import type { DocumentRecord } from '../../providers/documentsQuery';
import { ResourceBreadcrumbs } from '../ResourceBreadcrumbs';

/** Documents › title, above the heading of the show and edit pages. */
export function DocumentBreadcrumbs({ record, current }: { record?: DocumentRecord; current?: string }) {
  return <ResourceBreadcrumbs resource={resourceNames.documents} record={record && { id: record.id, label: record.title }} current={current} />;
}
