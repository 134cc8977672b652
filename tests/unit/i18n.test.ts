import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import Polyglot from 'node-polyglot';
import { enMessages } from '../../src/i18n/en';
import { itMessages } from '../../src/i18n/it';
import { createTranslate } from '../../src/i18n/translate';
import { messagesEn } from '../../shared/messages/en';
import { messagesIt } from '../../shared/messages/it';
import { shellEn } from '../../shared/messages/app/shell/en';
import { shellIt } from '../../shared/messages/app/shell/it';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

/**
 * Every namespace of a language's catalogue (shared/messages): the app's as the browser loads it,
 * react-admin's words merged in, and each of the others (e-mails, documents) under `<namespace>:`.
 */
function catalogue(app: object, all: Record<string, object>): Map<string, string> {
  const others = Object.entries(all).filter(([namespace]) => namespace !== 'app');
  return new Map([...flatten(app as Tree), ...others.flatMap(([namespace, tree]) => [...flatten(tree as Tree, `${namespace}:`)])]);
}
const en = catalogue(enMessages, messagesEn);
const it_ = catalogue(itMessages, messagesIt);
const raKeys = [...flatten(englishMessages as unknown as Tree).keys()];
/**
 * Texts that are rightly the same in both languages, with the reason. Everything else must be
 * translated: an equal text is almost always an English one left in the Italian file.
 */
const SAME_IN_BOTH: Record<string, string> = {
  No: 'the Italian word is the same (ra.boolean.false, ra.message.no)',
  Password: 'the word Italian uses for it',
  'E-mail': 'the word Italian uses for it (as the spec writes it)',
  File: 'the word Italian uses for it',
  ID: 'the same abbreviation in Italian',
  PDF: 'a file type is named by its format in both languages',
  Brochure: 'the word Italian trade uses for a product leaflet',
  Home: 'the one name of the portal’s home in both languages (menu, breadcrumbs, titles, buttons): the spec’s account-menu entry, the word Italian sites use, and short enough for the 88-wide mini menu',
  Italiano: 'each language is named in its own tongue, so that a reader finds theirs',
  English: 'each language is named in its own tongue, so that a reader finds theirs',
  Logo: 'the word Italian uses for it',
  mm: 'the SI symbol of the millimetre, the unit window sizes are given in',
  Ecobonus: 'the name of the Italian tax incentive, used as it is in English',
  Account: 'the word Italian uses for it ("Account attivo", decisions.md)',
  'Tel. %{phone}': 'the abbreviation both languages print before a telephone number (documents)',
  'tel. %{phone}': 'the same abbreviation, within a sentence (the certificate’s legal clause)',
  '€/m²': 'a unit, written the same in both languages (the Ecobonus declaration’s cost per square metre)',
};
/** A text of placeholders and signs only (`%{name}`, `—`) has nothing to translate. */
const wordless = (text: string) => !/\p{L}/u.test(text.replace(/%\{\w+\}/g, ''));

const placeholders = (s: string) => [...s.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('messages', () => {
  it('Italian has every key of ra-language-english (react-admin 5)', () => {
    expect(raKeys.length).toBeGreaterThanOrEqual(164);
    expect(raKeys.filter((k) => !it_.has(k))).toEqual([]);
  });

  it('Italian and English have exactly the same keys', () => {
    expect([...en.keys()].filter((k) => !it_.has(k))).toEqual([]);
    expect([...it_.keys()].filter((k) => !en.has(k) && !k.startsWith('ra.'))).toEqual([]);
  });

  it('no message is empty, and both languages use the same placeholders', () => {
    // ra.boolean.null is empty on purpose in react-admin itself.
    for (const [key, text] of [...en].filter(([k]) => k !== 'ra.boolean.null')) {
      expect(text.trim(), key).not.toBe('');
      expect(it_.get(key)!.trim(), key).not.toBe('');
      // The spec fixes the Italian empty-list text to "Nessun record", without the resource name.
      if (key !== 'ra.navigation.no_results') expect(placeholders(it_.get(key)!), key).toEqual(placeholders(text));
    }
  });

  it('a text with plural forms has as many in both languages (Polyglot: one |||| many in each)', () => {
    const forms = (s: string) => s.split('||||').length;
    for (const [key, text] of en) expect(forms(it_.get(key)!), key).toBe(forms(text));
  });

  it('every namespace of the catalogue is there in both languages', () => {
    expect(Object.keys(messagesIt)).toEqual(Object.keys(messagesEn));
    expect(Object.keys(messagesEn)).toEqual(['app', 'mail', 'pdf', 'paperwork', 'legalGuarantee', 'dop', 'claimReport']);
  });

  it('the Italian grid and pagination labels are those of the spec', () => {
    expect(it_.get('ra.navigation.page_rows_per_page')).toBe('Righe per pagina:');
    expect(it_.get('ra.navigation.no_results')).toBe('Nessun record');
  });

  it('no Italian text is left in English: none equals its English one but those listed on purpose', () => {
    // The merged messages the app loads (react-admin's ra.* as the app mends them, then its own).
    const same = [...en].filter(([key, text]) => it_.get(key) === text && !wordless(text));
    expect(same.filter(([, text]) => !(text in SAME_IN_BOTH)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    // A text listed here that no key shares any more should leave the list.
    expect(Object.keys(SAME_IN_BOTH).filter((text) => !same.some(([, t]) => t === text))).toEqual([]);
  });

  it('the Italian selection count and sort order read as Italian', () => {
    const { translate } = polyglotI18nProvider(() => itMessages, 'it');
    expect(translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 selezionato');
    expect(translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 selezionati');
    expect(translate('ra.sort.ASC')).toBe('crescente');
    expect(translate('ra.message.yes')).toBe('Sì');
    expect(translate('ra.message.bulk_delete_title', { smart_count: 3, name: 'documenti' })).toBe('Elimina 3 documenti');
  });
});

/**
 * The sign-in pages translate without Polyglot, to keep it off the first page (src/i18n/translate.ts);
 * they must read every one of their texts exactly as Polyglot, the app's and the server's, reads it.
 */
describe('the sign-in pages’ translate', () => {
  for (const [locale, shell] of [['it', shellIt], ['en', shellEn]] as const) {
    it(`answers as Polyglot does for every sign-in text (${locale})`, () => {
      const ours = createTranslate(shell);
      const polyglot = new Polyglot({ phrases: shell, locale });
      for (const [key, text] of flatten(shell as unknown as Tree)) {
        const values = Object.fromEntries(placeholders(text).map((name) => [name, `<${name}>`]));
        for (const options of [values, { ...values, smart_count: 1 }, { ...values, smart_count: 3 }, {}]) {
          expect(ours(key, options), key).toBe(polyglot.t(key, options));
        }
      }
      expect(ours('auth.missing', { _: 'Fallback %{x}', x: 1 })).toBe(polyglot.t('auth.missing', { _: 'Fallback %{x}', x: 1 }));
    });
  }
});
