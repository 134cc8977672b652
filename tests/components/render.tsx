import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { I18nContextProvider, memoryStore, StoreContextProvider } from 'ra-core';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { initLocale } from '../../src/i18n/locale';
import { SettingsProvider } from '../../src/layout/settings/SettingsContext';

/** Shows where the router ended up, for assertions on redirects. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders UI with the app's language (read from storage now), its real i18n provider, settings, and a router at `path`. */
export function renderWithApp(ui: ReactNode, { path = '/', routePath = '*' } = {}) {
  void initLocale();
  const i18nProvider = createI18nProvider();
  return render(
    <StoreContextProvider value={memoryStore()}>
      <I18nContextProvider value={i18nProvider}>
        <SettingsProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={routePath} element={ui} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </SettingsProvider>
      </I18nContextProvider>
    </StoreContextProvider>,
  );
}
