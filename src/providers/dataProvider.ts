import simpleRestProvider from 'ra-data-simple-rest';
import { combineDataProviders, fetchUtils } from 'ra-core';
import { api, resourceNames } from '../../shared/paths';
import { fetchRaw } from './httpClient';
import { documentsProvider, type DocumentsDataProvider } from './documentsProvider';
import { guaranteesProvider } from './guaranteesProvider';
import { noticesProvider } from './noticesProvider';
import { auditProvider } from './auditProvider';
import { claimsProvider } from './claimsProvider';

/** ra-data-simple-rest over the app's HTTP client (Bearer, refresh, error contract). */
const restHttpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const { status, headers, body, json } = await fetchRaw(url, {
    method: options.method,
    body: options.body as BodyInit | undefined,
    headers: options.headers as HeadersInit | undefined,
  });
  return { status, headers, body, json };
};

/** The standard REST resources under /api (users). */
const restProvider = simpleRestProvider(api.rest, restHttpClient);

/**
 * One dataProvider for <Admin>: documents and guarantees go to their /protected paths, every other resource to
 * ra-data-simple-rest. Its type includes the documents' extra call (getDownloadLink).
 */
export const dataProvider = combineDataProviders((resource) => {
  switch (resource) {
    case resourceNames.documents:
      return documentsProvider;
    case resourceNames.notices:
      return noticesProvider;
    case resourceNames.guarantees:
      return guaranteesProvider;
    case resourceNames.audit:
      return auditProvider;
    case resourceNames.claims:
      return claimsProvider;
    default:
      return restProvider;
  }
}) as DocumentsDataProvider;
