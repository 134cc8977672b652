import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'ra-core';
import { api } from '../config/paths';
import { fetchRaw } from './httpClient';

/** ra-data-simple-rest over the app's HTTP client (Bearer, refresh, error contract). */
const restHttpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const { status, headers, body, json } = await fetchRaw(url, {
    method: options.method,
    body: options.body as BodyInit | undefined,
    headers: options.headers as HeadersInit | undefined,
  });
  return { status, headers, body, json };
};

export const dataProvider = simpleRestProvider(api.rest, restHttpClient);
