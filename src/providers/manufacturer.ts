import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManufacturerIdentity, ManufacturerView } from '../../shared/manufacturer';
import { api } from '../../shared/paths';
import { request } from './httpClient';

const KEY = ['manufacturer'] as const;

/**
 * The manufacturer's identity: one request, shared by the header, the product pages and the
 * settings page. Asked offline too: the service worker answers it from its copy (vite.config.ts).
 */
export function useManufacturer() {
  return useQuery({ queryKey: KEY, queryFn: () => request<ManufacturerView>(api.manufacturer, { auth: false }), staleTime: 5 * 60_000, networkMode: 'always' });
}

/** The admin's changes, and every reader of the identity told at once. */
export function useManufacturerWrites() {
  const client = useQueryClient();
  const done = (view: ManufacturerView) => {
    client.setQueryData(KEY, view);
    return view;
  };
  return {
    save: async (identity: ManufacturerIdentity) => done(await request<ManufacturerView>(api.manufacturer, { method: 'PUT', body: identity })),
    uploadLogo: async (image: string) => done(await request<ManufacturerView>(api.manufacturerLogo, { method: 'PUT', body: { image } })),
    removeLogo: async () => done(await request<ManufacturerView>(api.manufacturerLogo, { method: 'DELETE' })),
  };
}
