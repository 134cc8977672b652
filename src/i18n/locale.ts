import { use, useSyncExternalStore } from 'react';
import { trackPromise } from '../lib/trackPromise';
import type { Messages } from './merge';
import { manifestHref } from '../../shared/paths';
import { createTranslate, type Translate } from './translate';

/** The language lives under this localStorage key (spec §1) and survives logout. */
export const LOCALE_KEY = 'i18nextLng';
export const LOCALES = [
  { locale: 'it', name: 'Italiano' },
  { locale: 'en', name: 'English' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: Locale = 'it';

/** The stored language mapped onto one we have messages for ("en-GB" → en; anything else → it). */
export function storedLocale(): Locale {
  const stored = (typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_KEY)) ?? '';
  return stored.toLowerCase().startsWith('en') ? 'en' : DEFAULT_LOCALE;
}

export const toLocale = (locale: string): Locale => (locale === 'en' ? 'en' : 'it');

/**
 * Each language's messages are chunks of their own, loaded when that language is first used: a
 * visitor downloads one language, never both. The frame and the sign-in pages need only their
 * own texts (shared/messages/app/shell/*.ts); the admin loads the whole set (react-admin's included).
 */
const shellImporters: Record<Locale, () => Promise<Messages>> = {
  it: () => import('../../shared/messages/app/shell/it').then((m) => m.shellIt),
  en: () => import('../../shared/messages/app/shell/en').then((m) => m.shellEn),
};
const importers: Record<Locale, () => Promise<Messages>> = {
  it: () => import('./it').then((m) => m.itMessages as Messages),
  en: () => import('./en').then((m) => m.enMessages as Messages),
};

/** One download per language and kind; a failed one may be tried again. */
function cachedLoader<T>(load: (locale: Locale) => Promise<T>) {
  const promises = new Map<Locale, Promise<T>>();
  const values = new Map<Locale, T>();
  return {
    load(locale: Locale): Promise<T> {
      let promise = promises.get(locale);
      if (!promise) {
        promise = trackPromise(
          load(locale).then((value) => {
            values.set(locale, value);
            return value;
          }),
        );
        promise.catch(() => promises.delete(locale));
        promises.set(locale, promise);
      }
      return promise;
    },
    get: (locale: Locale) => values.get(locale),
  };
}

const shell = cachedLoader((locale) => shellImporters[locale]().then((messages) => createTranslate(messages, locale)));
const full = cachedLoader((locale) => importers[locale]());

/** The `app` and `auth` texts of a language, as a translate function. */
export const loadShellMessages = shell.load;
/** The whole set of messages of a language (the admin's). */
export const loadMessages = full.load;
/** The whole set of messages of a language if already loaded, else undefined. */
export const loadedMessages = full.get;

// The current language, shared by the sign-in pages and the admin (which follows it).
let current: Locale = storedLocale();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const getLocale = () => current;

function apply(locale: Locale) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  // Installed from now on, the app is named in this language (the server's manifest has one per language).
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestHref(locale));
}
apply(current);

/** Reads the stored language and starts loading its texts (at start-up, before anything renders). */
export function initLocale(): Promise<Translate> {
  current = storedLocale();
  apply(current);
  listeners.forEach((l) => l());
  return shell.load(current);
}

/** Switches language once its messages are here; stored under `i18nextLng`. */
export async function setLocale(locale: string): Promise<void> {
  const next = toLocale(locale);
  await shell.load(next);
  localStorage.setItem(LOCALE_KEY, next);
  apply(next);
  if (next === current) return;
  current = next;
  listeners.forEach((l) => l());
}

/** The current language; suspends until its texts have arrived (`use()` on every render: see trackPromise). */
function useLoaded(): { locale: Locale; translate: Translate } {
  const locale = useSyncExternalStore(subscribe, getLocale, getLocale);
  return { locale, translate: use(shell.load(locale)) };
}

/** `[locale, setLocale]` of the whole app, without react-admin. */
export function useLocale(): [Locale, (locale: string) => Promise<void>] {
  return [useLoaded().locale, setLocale];
}

/** The translate function of the current language for the `app` and `auth` texts, without react-admin. */
export function useTranslate(): Translate {
  return useLoaded().translate;
}
