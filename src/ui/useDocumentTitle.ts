import { useEffect } from 'react';
import { useTranslate } from '../i18n/locale';

/** The browser tab says which page this is: "<page> · Area Rivenditori". */
export function useDocumentTitle(title: string | undefined) {
  const translate = useTranslate();
  const app = translate('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${app}` : app;
  }, [title, app]);
}
