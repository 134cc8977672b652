import { TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { LOCALES } from '../providers/i18nProvider';

/** it/en switch; the choice is stored under `i18nextLng` by the i18nProvider. */
export function LanguageSwitch() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <TextField
      select
      size="small"
      label={translate('app.language')}
      value={locale}
      onChange={(e) => setLocale(e.target.value)}
      // A native select: light on the first page, and the platform's own picker on phones.
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 140 }}
    >
      {LOCALES.map(({ locale: code, name }) => (
        <option key={code} value={code} lang={code}>
          {name}
        </option>
      ))}
    </TextField>
  );
}
