import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { enMessages } from '../../src/i18n/en';
import { itMessages } from '../../src/i18n/it';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const en = flatten(enMessages as unknown as Tree);
const it_ = flatten(itMessages as unknown as Tree);
const raKeys = [...flatten(englishMessages as unknown as Tree).keys()];
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

  it('the Italian grid and pagination labels are those of the spec', () => {
    expect(it_.get('ra.navigation.page_rows_per_page')).toBe('Righe per pagina:');
    expect(it_.get('ra.navigation.no_results')).toBe('Nessun record');
  });
});
