import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { COUNTRIES } from '../../../shared/guarantees';

/** A country's name in the user's language, from its ISO code (the browser knows them all). */
export function useCountryName() {
  const [locale] = useLocaleState();
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  return (code: string) => names.of(code) ?? code;
}

/** The countries an installation may be in: Italy first, the others by name. */
export function useCountryChoices() {
  const [locale] = useLocaleState();
  const name = useCountryName();
  return useMemo(() => {
    const [first, ...rest] = COUNTRIES.map((id) => ({ id, name: name(id) }));
    return [first!, ...rest.sort((a, b) => a.name.localeCompare(b.name, locale))];
  }, [locale]);
}
