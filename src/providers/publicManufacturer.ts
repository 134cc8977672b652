import { useEffect, useState } from 'react';
import type { ManufacturerView } from '../../shared/manufacturer';
import { api } from '../../shared/paths';
import { request } from './httpClient';

/** What the last answer said, shown at once by the next page while it asks again. */
let last: ManufacturerView | null | undefined;

/**
 * The manufacturer's identity for the public pages (sign-in, reset, /verify), which run without
 * react-admin's query client: GET /api/manufacturer (public) on each page, the last answer shown
 * meanwhile, so a name or logo an admin just saved appears on the next page. undefined while
 * unknown, null when the server could not be asked (the portal's own brand stands in).
 */
export function usePublicManufacturer(): ManufacturerView | null | undefined {
  const [identity, setIdentity] = useState(last);
  useEffect(() => {
    let current = true;
    request<ManufacturerView>(api.manufacturer, { auth: false })
      .then((view) => (last = view))
      .catch(() => (last = last ?? null))
      .then((view) => current && setIdentity(view));
    return () => {
      current = false;
    };
  }, []);
  return identity;
}
