import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import { useTranslate } from '../i18n/locale';
import { LanguageOptions, useLanguageChoice } from './languageChoice';

/**
 * it/en switch; the choice is stored under `i18nextLng` (src/i18n/locale.ts). A native select:
 * the platform's own picker on phones. The sign-in pages have their own, drawn without MUI
 * (src/auth/LanguageSelect.tsx).
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const [locale, change] = useLanguageChoice();
  const label = translate('app.language');
  return (
    <FormControl size="small" sx={{ minWidth: compact ? 112 : 140 }}>
      <InputLabel htmlFor="language-switch">{label}</InputLabel>
      <NativeSelect
        value={locale}
        onChange={(e) => change(e.target.value)}
        input={<OutlinedInput label={label} />}
        inputProps={{ id: 'language-switch' }}
      >
        <LanguageOptions />
      </NativeSelect>
    </FormControl>
  );
}
