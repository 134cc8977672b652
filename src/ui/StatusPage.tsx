import { useTranslate } from '../i18n/locale';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  code: string;
  titleKey: string;
  textKey: string;
  actionKey: string;
  /** A link target, or an action for the button. */
  to?: string;
  onAction?: () => void;
  /** Drawn inside the shell's <main> (with the menu): a section of the page, not a page of its own. */
  inShell?: boolean;
}

/**
 * A full-page message with one way forward (not found, failed chunk). Drawn without MUI
 * (src/ui/plain.css): a part of the app that failed to load may be MUI itself.
 */
export function StatusPage({ code, titleKey, textKey, actionKey, to, onAction, inShell = false }: Props) {
  const translate = useTranslate();
  const Frame = inShell ? 'section' : 'main';
  return (
    <Frame aria-labelledby="status-title" className={inShell ? 'p-status p-status--in-shell' : 'p-status'}>
      <div className="p-status-body">
        <p aria-hidden className="p-status-code">
          {code}
        </p>
        <h1 id="status-title">{translate(titleKey)}</h1>
        <p className="p-status-text">{translate(textKey)}</p>
        {to ? (
          <RouterLink className="p-button" to={to}>
            {translate(actionKey)}
          </RouterLink>
        ) : (
          <button type="button" className="p-button" onClick={onAction}>
            {translate(actionKey)}
          </button>
        )}
      </div>
    </Frame>
  );
}
