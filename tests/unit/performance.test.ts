import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../shared/catalogue/definition';
import { loadProductContent } from '../../shared/catalogue/loadContent';
import { technicalRows } from '../../src/catalogue/pages/SpecsTable';
import {
  CHARACTERISTIC_NAMES,
  FRAMED_KINDS,
  NPD,
  PERFORMANCE,
  DECLARATIONS,
  characteristicsOf,
  declarationByNumber,
  declarationVersionOf,
  declarationsOf,
  framedPerformanceOf,
  isWaterTightnessClass,
  productDataOf,
  type WaterTightnessClass,
  glazingOf,
  performanceOf,
} from '../../shared/catalogue/performance';
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
    // Every essential characteristic of EN 14351-1:2006+A2:2016, Annex ZA, Table ZA.1a (windows),
    // declared or NPD (Regulation (EU) 305/2011, Annex III, point 7), with its declared decimals.
    const icon = characteristicsOf(performanceOf('pvc', 'finestre', 'icon')!);
    expect(icon).toEqual([
      { key: 'windResistance', value: 'C3' },
      { key: 'waterTightness', value: '7A' },
      { key: 'dangerousSubstances', value: 'NPD' },
      { key: 'impactResistance', value: 'NPD' },
      { key: 'safetyDevices', value: 'NPD' },
      { key: 'rw', value: 36, unit: 'dB', decimals: 0 },
      { key: 'uw', value: 1.3, unit: 'W/m²K', decimals: 2 },
      { key: 'solarFactor', value: 0.6, decimals: 2 },
      { key: 'lightTransmittance', value: 0.8, decimals: 2 },
      { key: 'airPermeability', value: '4' },
    ]);
    // Table ZA.1b (external pedestrian doorsets) adds height and ability to release.
    const door = characteristicsOf(performanceOf('alluminio', 'ingressi', 'metropolis')!).map((c) => c.key);
    expect(door).toEqual(['windResistance', 'waterTightness', 'dangerousSubstances', 'impactResistance', 'safetyDevices', 'height', 'abilityToRelease', 'rw', 'ud', 'solarFactor', 'lightTransmittance', 'airPermeability']);
    for (const name of Object.values(CHARACTERISTIC_NAMES)) expect(name.it).not.toBe(name.en);
  });

  it('declares a shutter box under EN 13659 by its wind resistance alone; Usb and Dn,e,w are product data', () => {
    // EN 13659:2015, Annex ZA: resistance to wind load is the one essential characteristic.
    for (const m of ['legno', 'pvc', 'alluminio']) {
      const box = performanceOf(m, 'cassonetti', m)!;
      expect(characteristicsOf(box).map((c) => c.key)).toEqual(['windClassShutter']);
      expect(productDataOf(box).map((c) => c.key)).toEqual(['usb', 'dnew']);
    }
    expect(productDataOf({ ...performanceOf('legno', 'cassonetti', 'legno')!, productData: { usb: 0.8, dnew: NPD } } as never)).toEqual([
      { key: 'usb', value: 0.8, unit: 'W/m²K', decimals: 2 },
      { key: 'dnew', value: 'NPD' },
    ]);
    expect(productDataOf(performanceOf('pvc', 'finestre', 'icon')!)).toEqual([]);
  });

  it('writes watertightness only in the classes of EN 12208 (Table 1: 1A–9A, Exxx; method B stops at 7B)', () => {
    for (const ok of ['1A', '9A', '1B', '7B', 'E750', 'E1050']) expect(isWaterTightnessClass(ok), ok).toBe(true);
    for (const bad of ['8B', '9B', '0A', '10A', 'E750B', 'E', 'E75', '7C', '']) expect(isWaterTightnessClass(bad), bad).toBe(false);
    // The type refuses them too: these lines compile only while 8B and 9B are not classes.
    // @ts-expect-error EN 12208: no class 8B
    const eightB: WaterTightnessClass = '8B';
    // @ts-expect-error EN 12208: no class 9B
    const nineB: WaterTightnessClass = '9B';
    expect([eightB, nineB].some(isWaterTightnessClass)).toBe(false);
    for (const x of products) {
      const perf = performanceOf(x.m, x.c, x.p)!;
      if (perf.family === 'framed' && perf.waterTightness !== NPD) expect(isWaterTightnessClass(perf.waterTightness), x.p).toBe(true);
    }
  });

  it('keeps every version of a DoP: one number, versions 1…n issued in order, the newest current', () => {
    // Regulation (EU) 305/2011, art. 7 and Annex III: a DoP has a number; its version and date of
    // issue change only with the declared performance, and earlier versions stay available.
    for (const [m, all] of Object.entries(DECLARATIONS))
      for (const [key, versions] of Object.entries(all)) {
        const [c, p] = key.split('/');
        expect(versions.map((v) => v.version), key).toEqual(versions.map((_, i) => i + 1));
        expect(new Set(versions.map((v) => v.dop)).size, key).toBe(1);
        for (const v of versions) expect(v.issued, key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect([...versions.map((v) => v.issued)].sort(), key).toEqual(versions.map((v) => v.issued));
        expect(performanceOf(m, c, p)).toBe(versions.at(-1));
        expect(PERFORMANCE[m][key]).toBe(versions.at(-1));
        expect(declarationByNumber(versions[0].dop)).toEqual({ material: m, category: c, product: p, versions });
      }
    const icon = declarationsOf('pvc', 'finestre', 'icon')!;
    expect(icon.map((v) => [v.version, v.issued])).toEqual([
      [1, '2024-03-01'],
      [2, '2026-01-15'],
    ]);
    expect(declarationVersionOf('pvc', 'finestre', 'icon', 1)).toMatchObject({ waterTightness: '6A', rw: NPD });
    expect(declarationVersionOf('pvc', 'finestre', 'icon', 3)).toBeUndefined();
    expect(declarationByNumber('DoP-NONE')).toBeUndefined();
    expect(declarationsOf('pvc', '__proto__', 'x')).toBeUndefined();
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
    // Declared figures only (NPD rows are on the CE label beside it).
    expect(ids.slice(0, 10)).toEqual(['profileDepth', 'uw', 'glazing', 'solarFactor', 'lightTransmittance', 'rw', 'airPermeability', 'waterTightness', 'windResistance', 'chambers']);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
