import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { api, paths } from '../../../shared/paths';
import type { ClaimKind, ClaimQuality } from '../../../shared/claims';
import { qualityListFilter } from '../../../shared/claimQuality';
import { findInCatalogue } from '../../catalogue/lookup';
import { request } from '../../providers/httpClient';

/** The figures of a period (GET /protected/claims/quality); the server keeps the answer, so a period asked again is quick. */
export function useClaimQuality(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: ['claimQuality', from, to],
    queryFn: () => request<ClaimQuality>(`${api.claims.quality}?from=${from}&to=${to}`),
    enabled,
    staleTime: 60_000,
  });
}

/** The claims list behind a figure, in react-admin's URL filter format. */
export const claimsListLink = (from: string, to: string, of: { product?: string; kind?: ClaimKind } = {}) =>
  `${paths.claims}?filter=${encodeURIComponent(JSON.stringify(qualityListFilter(from, to, of)))}`;

/** Names in the page's language: a product by its catalogue title (its key if the catalogue lost it), a month by Intl. */
export function useQualityNames() {
  const [locale] = useLocaleState();
  const lang = locale === 'en' ? 'en' : 'it';
  const monthFormat = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shortMonth = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'it-IT', { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const at = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
  return {
    product: (key: string) => {
      const [m, c, p] = key.split('/');
      return findInCatalogue(m, c, p)?.product?.title[lang] ?? key;
    },
    month: (month: string) => monthFormat.format(at(month)),
    shortMonth: (month: string) => shortMonth.format(at(month)),
  };
}
