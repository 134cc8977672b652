import { useCallback } from 'react';
import { resourceNames } from '../../../shared/paths';
import { useDataProvider, type Identifier } from 'ra-core';
import type { DocumentsDataProvider } from '../../providers/documentsProvider';

/**
 * Asks the server for a short-lived link to a stored file: a document's (POST
 * /protected/document/{id}/link) or, with `resource`, another resource's (a notice's attachment).
 */
export function useDownloadLink(resource: string = resourceNames.documents) {
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  return useCallback(
    async (id: Identifier) => (await dataProvider.getDownloadLink(resource, { id })).data.url,
    [dataProvider, resource],
  );
}

/**
 * Hands a link to the browser's own download manager through a hidden <a download>: the file
 * streams to disk with the browser's progress, and never sits in this page's memory.
 */
export function startBrowserDownload(url: string, fileName: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
