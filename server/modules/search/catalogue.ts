import { CATALOGUE } from '../../../src/catalogue/definition';
import { loadProductContent } from '../../../src/catalogue/loadContent';
import { cataloguePath } from '../../../src/config/paths';
import type { LocalizedText } from '../../../src/catalogue/types';
import type { SearchHit } from '../../../shared/search';
import { fold, highlight, snippet } from './words';

type Locale = 'it' | 'en';

interface Entry {
  id: string;
  link: string;
  title: LocalizedText;
  /** Folded words by weight: the names (3), the category and material (2), the description and features (1). */
  words: [Set<string>, number][];
  description: LocalizedText;
}

const wordsOf = (...texts: string[]) => new Set(texts.flatMap((t) => fold(t).match(/[\p{L}\p{N}]+/gu) ?? []));
const both = (t: LocalizedText) => [t.it, t.en];

/**
 * The catalogue's few dozen products, with the words of their names and content in both
 * languages, read once: searched in memory, with no index to keep in step (the catalogue is code).
 */
async function buildEntries(): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const material of CATALOGUE) {
    for (const category of material.categories) {
      for (const product of category.products) {
        const content = await loadProductContent(material.slug, category.slug, product.slug);
        const description = content?.description ?? { it: '', en: '' };
        entries.push({
          id: `${material.slug}/${category.slug}/${product.slug}`,
          link: cataloguePath(material.slug, category.slug, product.slug),
          title: product.title,
          description,
          words: [
            [wordsOf(...both(product.title), ...both(product.name)), 3],
            [wordsOf(...both(category.name), ...both(material.name)), 2],
            [wordsOf(...both(description), ...(content?.features ?? []).flatMap(both), ...both(category.tagline)), 1],
          ],
        });
      }
    }
  }
  return entries;
}

let entries: Promise<Entry[]> | undefined;

/** The products every word of `terms` is found in, best first (names before descriptions). */
export async function searchCatalogue(terms: string[][], locale: Locale, limit: number): Promise<SearchHit[]> {
  const all = await (entries ??= buildEntries());
  const scored: [Entry, number][] = [];
  for (const entry of all) {
    let score = 0;
    const found = terms.every((prefixes) => {
      const weight = Math.max(0, ...entry.words.map(([words, w]) => ([...words].some((word) => prefixes.some((p) => word.startsWith(p))) ? w : 0)));
      score += weight;
      return weight > 0;
    });
    if (found) scored.push([entry, score]);
  }
  scored.sort((a, b) => b[1] - a[1] || a[0].title[locale].localeCompare(b[0].title[locale]));
  return scored.slice(0, limit).map(([entry]) => ({
    id: entry.id,
    title: highlight(entry.title[locale], terms),
    snippet: entry.description[locale] ? snippet(entry.description[locale], terms) : null,
    link: entry.link,
  }));
}
