import { CATALOGUE } from '../../../shared/catalogue/definition';
import { loadProductContent } from '../../../shared/catalogue/loadContent';
import { cataloguePath } from '../../../shared/paths';
import type { LocalizedText } from '../../../shared/catalogue/types';
import type { SearchHit } from '../../../shared/search';
import { fold, highlight, snippet } from './words';

type Locale = 'it' | 'en';

interface Entry {
  id: string;
  /** The material's slug: the results are spread across materials. */
  material: string;
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
          material: material.slug,
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

/** What a product already in the results costs the next product of the same material. */
const SAME_MATERIAL_PENALTY = 1;
/** A word of the product's names that is the searched word itself, not a longer word it begins. */
const EXACT_NAME_BONUS = 0.5;

/**
 * How well `entry` answers `terms`, or 0 when a word is missing: each word scores the weight of
 * every field it is found in (names 3, category and material 2, texts 1), so a window named, filed
 * and described as a window beats one that is only described so, and a little more when a name
 * holds the word exactly.
 */
function relevance(entry: Entry, terms: string[][]): number {
  let score = 0;
  for (const prefixes of terms) {
    let found = 0;
    for (const [words, weight] of entry.words) {
      if ([...words].some((word) => prefixes.some((p) => word.startsWith(p)))) found += weight;
    }
    if (!found) return 0;
    if (entry.words[0][0].has(prefixes[0])) found += EXACT_NAME_BONUS;
    score += found;
  }
  return score;
}

/**
 * The products every word of `terms` is found in, most relevant first, spread across materials:
 * each product already taken from a material lowers the next one of it by a point, so among
 * equally good matches ("finestra": a window of each material) the materials take turns, while a
 * clearly better match still comes first. Ties: by title.
 */
export async function searchCatalogue(terms: string[][], locale: Locale, limit: number): Promise<SearchHit[]> {
  const all = await (entries ??= buildEntries());
  const scored = all.map((entry) => ({ entry, score: relevance(entry, terms) })).filter((s) => s.score > 0);
  const taken = new Map<string, number>();
  const picked: Entry[] = [];
  while (picked.length < limit && scored.length) {
    const effective = (s: (typeof scored)[number]) => s.score - SAME_MATERIAL_PENALTY * (taken.get(s.entry.material) ?? 0);
    let best = 0;
    for (let i = 1; i < scored.length; i++) {
      const [a, b] = [effective(scored[i]), effective(scored[best])];
      if (a > b || (a === b && scored[i].entry.title[locale].localeCompare(scored[best].entry.title[locale]) < 0)) best = i;
    }
    const [{ entry }] = scored.splice(best, 1);
    taken.set(entry.material, (taken.get(entry.material) ?? 0) + 1);
    picked.push(entry);
  }
  return picked.map((entry) => ({
    id: entry.id,
    title: highlight(entry.title[locale], terms),
    snippet: entry.description[locale] ? snippet(entry.description[locale], terms) : null,
    link: entry.link,
  }));
}
