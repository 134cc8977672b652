import { MenuItem, TextField } from '@mui/material';
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
      slotProps={{ select: { inputProps: { 'data-testid': 'language-switch' } } }}
      sx={{ minWidth: 140 }}
    >
      {LOCALES.map(({ locale: code, name }) => (
        <MenuItem key={code} value={code} lang={code}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
