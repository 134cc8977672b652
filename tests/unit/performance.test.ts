import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/catalogue/definition';
import { loadProductContent } from '../../src/catalogue/loadContent';
import { technicalRows } from '../../src/catalogue/pages/SpecsTable';
import {
  CHARACTERISTIC_NAMES,
  FRAMED_KINDS,
  NPD,
  PERFORMANCE,
  characteristicsOf,
  framedPerformanceOf,
  glazingOf,
  performanceOf,
} from '../../src/catalogue/performance';
import { sizeProblem, windowUw } from '../../shared/thermal';

const products = CATALOGUE.flatMap((m) => m.categories.flatMap((c) => c.products.map((p) => ({ m: m.slug, c: c.slug, kind: c.kind, p: p.slug }))));
const cases = products.map((x) => [`${x.m}/${x.c}/${x.p}`, x] as const);

describe('declared performance', () => {
  it('covers exactly the products of the catalogue', () => {
    const declared = Object.entries(PERFORMANCE).flatMap(([m, all]) => Object.keys(all).map((k) => `${m}/${k}`));
    expect(declared.sort()).toEqual(products.map((x) => `${x.m}/${x.c}/${x.p}`).sort());
  });

  it('gives every product its own DoP number', () => {
    const dops = products.map((x) => performanceOf(x.m, x.c, x.p)!.dop);
    for (const dop of dops) expect(dop).toMatch(/^DoP-[A-Z]+-[A-Z0-9-]+-\d{4}-\d{2}$/);
    expect(new Set(dops).size).toBe(dops.length);
  });

  it.each(cases)('%s: its family fits its kind, with the standard and body that go with it', (_, { m, c, p, kind }) => {
    const perf = performanceOf(m, c, p)!;
    const framed = FRAMED_KINDS.includes(kind);
    expect(perf.family).toBe(framed ? 'framed' : kind);
    if (framed) {
      expect(perf.standard).toBe('EN 14351-1:2006+A2:2016');
      expect(perf.avcp).toBe('3');
      expect(perf.notifiedBody?.number).toMatch(/^NB \d{4}$/);
    } else {
      expect(perf.standard).toBe('EN 13659:2015');
      expect(perf.avcp).toBe('4');
      expect(perf.notifiedBody).toBeNull();
    }
  });

  it.each(cases.filter(([, x]) => FRAMED_KINDS.includes(x.kind)))(
    '%s: frame data, glazings, and a declared U that windowUw gives back at the reference size',
    (_, { m, c, p, kind }) => {
      const perf = framedPerformanceOf(m, c, p)!;
      expect(perf.transmittance.symbol).toBe(kind === 'door' ? 'ud' : 'uw');
      expect(perf.frame.uf).toBeGreaterThan(0);
      expect(perf.frame.sashCounts.length).toBeGreaterThanOrEqual(1);
      expect(perf.glazings.length).toBeGreaterThanOrEqual(1);
      expect(new Set(perf.glazings.map((g) => g.id)).size).toBe(perf.glazings.length);
      for (const g of perf.glazings) {
        expect(g.label.it).not.toBe(g.label.en);
        expect(glazingOf(m, c, p, g.id)).toBe(g);
        expect(g.ug).toBeGreaterThan(0);
        expect(g.psi).toBeGreaterThan(0);
      }
      expect(sizeProblem(perf.frame, perf.reference)).toBeNull();
      // Declared by calculation (EN ISO 10077-1, as EN 14351-1 allows): the DoP's table of Uw by
      // glazing, computed, must give back the declared figure for the standard glazing.
      const { uw } = windowUw(perf.frame, perf.glazings[0], perf.reference);
      expect(uw).toBe(perf.transmittance.value);
    },
  );

  it('declares classes in the forms their standards write them', () => {
    for (const x of products) {
      const perf = performanceOf(x.m, x.c, x.p)!;
      if (perf.family !== 'framed') continue;
      expect(perf.airPermeability).toMatch(/^([0-4]|NPD)$/);
      expect(perf.waterTightness).toMatch(/^([1-9][AB]|E\d{3,4}|NPD)$/);
      expect(perf.windResistance).toMatch(/^([ABC]([1-5]|E\d{3,4})|NPD)$/);
    }
  });

  it('lists the characteristics of a CE label, NPD without a unit', () => {
    const icon = characteristicsOf(performanceOf('pvc', 'finestre', 'icon')!);
    expect(icon).toEqual([
      { key: 'windResistance', value: 'C3' },
      { key: 'waterTightness', value: '7A' },
      { key: 'airPermeability', value: '4' },
      { key: 'uw', value: 1.3, unit: 'W/m²K' },
      { key: 'rw', value: 36, unit: 'dB' },
    ]);
    expect(characteristicsOf({ ...performanceOf('legno', 'cassonetti', 'legno')!, dnew: NPD } as never)).toEqual([
      { key: 'usb', value: 0.8, unit: 'W/m²K' },
      { key: 'dnew', value: 'NPD' },
    ]);
    for (const name of Object.values(CHARACTERISTIC_NAMES)) expect(name.it).not.toBe(name.en);
  });

  it('answers nothing for unknown or inherited names', () => {
    expect(performanceOf('legno', 'finestre', 'nope')).toBeUndefined();
    expect(performanceOf('__proto__', 'finestre', 'nova')).toBeUndefined();
    expect(performanceOf('toString', 'a', 'b')).toBeUndefined();
    expect(framedPerformanceOf('alluminio', 'oscuranti', 'giotto')).toBeUndefined();
    expect(glazingOf('pvc', 'finestre', 'icon', 'nope')).toBeUndefined();
  });

  it('merges the declaration into the technical data once, after the profile depth, thermal first', async () => {
    const content = (await loadProductContent('pvc', 'finestre', 'icon'))!;
    const ids = technicalRows(content.specs, performanceOf('pvc', 'finestre', 'icon'), 'window').map((r) => r.id);
    expect(ids.slice(0, 8)).toEqual(['profileDepth', 'uw', 'glazing', 'rw', 'airPermeability', 'waterTightness', 'windResistance', 'chambers']);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
