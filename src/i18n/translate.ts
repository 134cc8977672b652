import type { Messages } from './merge';
import { elideBeforeDays } from '../../shared/italianElision';

/** A translate function: a message key and its values (or just `smart_count`) → the text. */
export type Translate = (key: string, options?: Record<string, any> | number) => string;

function flatten(tree: Messages, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

/**
 * The subset of Polyglot (what react-admin translates with) that the sign-in pages need, without
 * Polyglot and its polyfills: nested keys, `%{name}` values, `smart_count` plurals written
 * `one |||| many` (Italian and English: one form for 1, the other for any other number), `_` as
 * the text of a missing key, and the key itself when there is none. Polyglot's rule, not a second
 * one: tests/unit/i18n.test.ts checks that it reads every sign-in text as Polyglot does (Polyglot
 * itself would add some kilobytes to a first page close to its budget). In Italian, an article
 * before a day is elided as the other translators do (shared/italianElision.ts).
 */
export function createTranslate(messages: Messages, locale?: string): Translate {
  const phrases = flatten(messages, '', new Map());
  return (key, options) => {
    const values: Record<string, any> = typeof options === 'number' ? { smart_count: options } : (options ?? {});
    let phrase = phrases.get(key) ?? (typeof values._ === 'string' ? values._ : undefined);
    if (phrase === undefined) return key;
    if (values.smart_count != null && phrase) {
      const forms = phrase.split('||||');
      phrase = (forms[values.smart_count !== 1 ? 1 : 0] || forms[0]!).trim();
    }
    const text = phrase.replace(/%\{(.*?)\}/g, (token, name: string) => (values[name] == null ? token : String(values[name])));
    return locale === 'it' ? elideBeforeDays(text) : text;
  };
}
