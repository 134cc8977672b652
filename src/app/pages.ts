import { paths } from '../config/paths';
import { getLocale, loadMessages } from '../i18n/locale';
import { lazyPage } from './lazyPage';

// Code-split: the first page a visitor sees (login) carries neither react-admin nor its i18n.
export const LoginPage = lazyPage(() => import('../auth/LoginPage'));
export const RegisterPage = lazyPage(() => import('../auth/RegisterPage'));
// The admin waits for its language's whole set of messages (react-admin's included) too.
export const AdminApp = lazyPage(() => Promise.all([import('../admin/AdminApp'), loadMessages(getLocale())]).then(([m]) => m));

/** Starts downloading the page of `pathname` at start-up, beside the session check and the messages. */
export function preloadPage(pathname: string) {
  if (pathname.startsWith(paths.login)) LoginPage.preload();
  else if (pathname.startsWith(paths.register)) RegisterPage.preload();
  else if (pathname === paths.root || pathname.startsWith(paths.dashboard)) AdminApp.preload();
}
