import { lazyPage } from '../ui/lazyPage';

/**
 * MUI's theme (./AppTheme) around a page drawn with MUI, fetched beside that page: the sign-in
 * pages, the first a visitor loads, are drawn without it.
 */
export const MuiTheme = lazyPage(() => import('./AppTheme'));
