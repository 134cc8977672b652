import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import { LOCALES, useLocale, useTranslate } from '../i18n/locale';
import { useSettings } from './settings/SettingsContext';
import { directionOf } from './direction';

/**
 * it/en switch; the choice is stored under `i18nextLng` (src/i18n/locale.ts). A native select:
 * the platform's own picker on phones, and none of MUI's menu machinery on the first page.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocale();
  const { update } = useSettings();
  const label = translate('app.language');
  // Changing the language also sets the text direction (spec §1).
  const change = (next: string) => {
    void setLocale(next);
    update('direction', directionOf(next));
  };
  return (
    <FormControl size="small" sx={{ minWidth: compact ? 112 : 140 }}>
      <InputLabel htmlFor="language-switch">{label}</InputLabel>
      <NativeSelect
        value={locale}
        onChange={(e) => change(e.target.value)}
        input={<OutlinedInput label={label} />}
        inputProps={{ id: 'language-switch' }}
      >
        {LOCALES.map(({ locale: code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
