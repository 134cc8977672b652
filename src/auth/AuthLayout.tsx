import type { ReactNode } from 'react';
import { useTranslate } from '../i18n/locale';
import { BrandImage } from '../layout/BrandImage';
import { usePublicManufacturer } from '../providers/publicManufacturer';
import { LanguageSelect } from './LanguageSelect';

/**
 * The frame of the sign-in pages and /verify: the manufacturer's logo and name (as an admin saved
 * them) over the portal's name, the language, one card (wider for a form of two columns). Drawn
 * without MUI (src/ui/plain.css): it is the first page a visitor loads.
 */
export function AuthLayout({ title, subtitle, children, wide = false }: { title: string; subtitle: string; children: ReactNode; wide?: boolean }) {
  const translate = useTranslate();
  const manufacturer = usePublicManufacturer();
  return (
    <main className={wide ? 'p-auth p-auth--wide' : 'p-auth'}>
      {/* The logo beside the language, the name under both across the whole width: a wide logo and a long name both fit a phone. */}
      <div className="p-auth-brand" data-testid="auth-brand">
        <div className="p-auth-brand-row">
          <BrandImage src={manufacturer === undefined ? undefined : (manufacturer?.logo ?? null)} height={48} maxWidth={200} />
          <LanguageSelect />
        </div>
        {/* The manufacturer, whose portal this is; its generic description until the name is known. */}
        <p className="p-auth-maker" data-testid="auth-manufacturer">
          {manufacturer === undefined ? '\u00a0' : (manufacturer?.name ?? translate('app.manufacturer'))}
        </p>
        <p className="p-secondary">{translate('app.name')}</p>
      </div>
      <div className="p-card">
        <h1>{title}</h1>
        <p className="p-secondary p-card-sub">{subtitle}</p>
        {children}
      </div>
    </main>
  );
}
