import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../shared/catalogue/definition';
import { cataloguePaths, findInCatalogue } from '../../src/catalogue/lookup';
import { loadProductContent } from '../../shared/catalogue/loadContent';
import { performanceOf } from '../../shared/catalogue/performance';
import { technicalRows } from '../../src/catalogue/pages/SpecsTable';
import type { LocalizedText } from '../../shared/catalogue/types';
import { enMessages } from '../../src/i18n/en';
import { itMessages } from '../../src/i18n/it';

/** The specification's table (product-spec.md §2), copied by hand: the definition must match it. */
const SPEC_TABLE: Record<string, Record<string, string[]>> = {
  legno: {
    finestre: ['nova', 'thermicx', 'satin'],
    ingressi: ['thermic'],
    alzanti: ['legno'],
    complanari: ['legno'],
    cassonetti: ['legno'],
  },
  pvc: {
    finestre: ['icon', 'linea76', 'vision76', 'solaris', 'isoltek'],
    complanari: ['pvc'],
    alzanti: ['meridiana'],
    portoncini: ['battista', 'farnese'],
    cassonetti: ['pvc'],
  },
  alluminio: {
    finestre: ['metropolis', 'forma'],
    alzanti: ['alluminio', 'forma'],
    complanari: ['alluminio'],
    leggeri: ['mediterraneo'],
    ingressi: ['metropolis'],
    oscuranti: ['raffaello', 'leonardo', 'picasso', 'giotto'],
    cassonetti: ['alluminio'],
  },
};

const expectedPaths = Object.entries(SPEC_TABLE).flatMap(([m, cats]) => [
  `/dashboard/${m}`,
  ...Object.entries(cats).flatMap(([c, products]) => [`/dashboard/${m}/${c}`, ...products.map((p) => `/dashboard/${m}/${c}/${p}`)]),
]);

function texts(value: unknown, path = ''): [string, LocalizedText][] {
  if (!value || typeof value !== 'object') return [];
  if ('it' in value && 'en' in value) return [[path, value as LocalizedText]];
  return Object.entries(value).flatMap(([k, v]) => texts(v, `${path}/${k}`));
}

describe('catalogue definition', () => {
  it('has the 3 materials, 17 categories and 29 products of the spec', () => {
    expect(CATALOGUE.map((m) => m.slug)).toEqual(Object.keys(SPEC_TABLE));
    expect(CATALOGUE.flatMap((m) => m.categories)).toHaveLength(17);
    expect(CATALOGUE.flatMap((m) => m.categories.flatMap((c) => c.products))).toHaveLength(29);
  });

  it('yields exactly the routes of the spec table: none missing, none extra', () => {
    const paths = cataloguePaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...expectedPaths].sort());
    expect(paths).toHaveLength(3 + 17 + 29);
  });

  it('finds every page by its slugs and nothing else', () => {
    expect(findInCatalogue('alluminio', 'alzanti', 'forma')?.product?.slug).toBe('forma');
    expect(findInCatalogue('alluminio', 'finestre', 'forma')?.category?.slug).toBe('finestre');
    expect(findInCatalogue('legno', 'finestre', 'forma')).toBeNull();
    expect(findInCatalogue('vetro')).toBeNull();
  });

  it('gives products that share a slug titles that say which they are', () => {
    const titles = new Map<string, Set<string>>();
    for (const m of CATALOGUE)
      for (const c of m.categories)
        for (const p of c.products) {
          for (const lang of ['it', 'en'] as const) {
            const key = `${lang}:${p.title[lang]}`;
            titles.set(key, (titles.get(key) ?? new Set()).add(`${m.slug}/${c.slug}/${p.slug}`));
          }
        }
    const clashes = [...titles].filter(([, owners]) => owners.size > 1);
    expect(clashes).toEqual([]);
  });

  it('has every text of the structure in both languages', () => {
    for (const [path, text] of texts(CATALOGUE)) {
      expect(text.it.trim(), `${path} it`).not.toBe('');
      expect(text.en.trim(), `${path} en`).not.toBe('');
    }
  });
});

describe('catalogue content', () => {
  const products = CATALOGUE.flatMap((m) => m.categories.flatMap((c) => c.products.map((p) => ({ m, c, p }))));

  it.each(products.map(({ m, c, p }) => [`${m.slug}/${c.slug}/${p.slug}`, m.slug, c.slug, p.slug]))(
    '%s has its content, in both languages, with labelled technical data',
    async (_, m, c, p) => {
      const content = await loadProductContent(m, c, p);
      expect(content).not.toBeNull();
      expect(content!.features.length).toBeGreaterThanOrEqual(4);
      const kind = CATALOGUE.find((x) => x.slug === m)!.categories.find((x) => x.slug === c)!.kind;
      expect(technicalRows(content!.specs, performanceOf(m, c, p), kind).length).toBeGreaterThanOrEqual(4);
      expect(content!.finishes.length).toBeGreaterThanOrEqual(4);
      for (const [path, text] of texts(content)) {
        expect(text.it.trim(), `${path} it`).not.toBe('');
        expect(text.en.trim(), `${path} en`).not.toBe('');
      }
      const labels = [enMessages, itMessages].map((msgs) => (msgs as any).catalogue.specs);
      for (const spec of content!.specs) for (const l of labels) expect(l[spec.key], spec.key).toBeTruthy();
      for (const f of content!.finishes) expect(f.swatch).toMatch(/^#[0-9a-f]{6}$/i);
    },
  );

  it('has no content for products that are not in the definition', async () => {
    for (const m of CATALOGUE) {
      const { default: all } = await import(`../../shared/catalogue/content/${m.slug}.ts`);
      const known = m.categories.flatMap((c) => c.products.map((p) => `${c.slug}/${p.slug}`));
      expect(Object.keys(all).sort()).toEqual(known.sort());
    }
  });
});
