import Polyglot from 'node-polyglot';
import type { Locale } from '../../shared/locales';
import { messagesEn, type MessageKey, type Messages, type Namespace } from '../../shared/messages/en';
import { messagesIt } from '../../shared/messages/it';
import { elideBeforeDays } from '../../shared/italianElision';

const CATALOGUES: Record<Locale, Messages> = { it: messagesIt, en: messagesEn };

/** The values of a message: its `%{name}` placeholders, and `smart_count` for its `one |||| many` forms. */
export type MessageValues = Record<string, string | number>;
export type Translate<N extends Namespace> = (key: MessageKey<Messages[N]>, values?: MessageValues) => string;

const translators = new Map<string, Polyglot>();

/**
 * The words of one namespace of the catalogue in `lang`, through Polyglot as the app reads its own:
 * the same interpolation and plural rule on both sides. Keys are typed; a missing one is a bug and
 * throws rather than printing the key on a customer's document.
 */
export function translator<N extends Namespace>(lang: Locale, namespace: N): Translate<N> {
  const id = `${lang}:${namespace}`;
  let polyglot = translators.get(id);
  if (!polyglot) {
    polyglot = new Polyglot({
      locale: lang,
      phrases: CATALOGUES[lang][namespace],
      onMissingKey: (key) => {
        throw new Error(`No message ${namespace}.${key} in ${lang}`);
      },
    });
    translators.set(id, polyglot);
  }
  const p = polyglot;
  // In Italian, "fino al 8 aprile" is "fino all’8 aprile" (shared/italianElision.ts).
  return lang === 'it' ? (key, values) => elideBeforeDays(p.t(key, values)) : (key, values) => p.t(key, values);
}

/** The texts of one namespace in `lang`, as written (for words with nothing to fill in). */
export const wordsOf = <N extends Namespace>(lang: Locale, namespace: N): Messages[N] => CATALOGUES[lang][namespace];
