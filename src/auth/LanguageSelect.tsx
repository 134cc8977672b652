import { useTranslate } from '../i18n/locale';
import { LanguageOptions, useLanguageChoice } from '../layout/languageChoice';

/**
 * The sign-in pages' it/en switch (the header's is src/layout/LanguageSwitch.tsx): a native
 * select, the platform's own picker on phones, drawn without MUI (src/ui/plain.css).
 */
export function LanguageSelect() {
  const translate = useTranslate();
  const [locale, change] = useLanguageChoice();
  return (
    <div className="p-language">
      <label htmlFor="language-switch">{translate('app.language')}</label>
      <select id="language-switch" value={locale} onChange={(e) => change(e.target.value)}>
        <LanguageOptions />
      </select>
    </div>
  );
}
