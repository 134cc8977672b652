import { describe, expect, it } from 'vitest';
import { sizeProblem, windowUw, type FrameData, type Glazing } from '../../shared/thermal';

// EN ISO 10077-1: Uw = (Ag·Ug + Af·Uf + lg·Ψg) / (Ag + Af). Each expected value below was worked
// out by hand from the geometry (written out in the comment), not by the module under test.

const frame = (extra: Partial<FrameData> = {}): FrameData => ({ uf: 1.3, frameWidth: 50, sashWidth: 60, sashCounts: [0, 1, 2, 3], ...extra });
const glazing = (ug: number, psi: number): Glazing => ({ id: 'g', ug, psi, label: { it: 'vetro', en: 'glass' } });

describe('Uw at the real size', () => {
  it("one sash, the standard's reference size 1230 × 1480 mm", () => {
    // Opening 1130 × 1380; glass 1010 × 1260: Ag = 1.2726, A = 1.8204, Af = 0.5478, lg = 4.54.
    // (1.2726·1.1 + 0.5478·1.3 + 4.54·0.04) / 1.8204 = 2.2936 / 1.8204 = 1.25995
    expect(windowUw(frame(), glazing(1.1, 0.04), { width: 1230, height: 1480, sashes: 1 })).toEqual({ ag: 1.2726, af: 0.5478, lg: 4.54, uw: 1.26 });
  });

  it('two sashes, 1500 × 1500 mm, triple glazing', () => {
    // Opening 1400 × 1400, 700 per sash; glass 580 × 1280 twice: Ag = 1.4848, Af = 0.7652, lg = 7.44.
    // (1.4848·0.6 + 0.7652·1.0 + 7.44·0.035) / 2.25 = 1.91648 / 2.25 = 0.85177
    expect(windowUw(frame({ uf: 1.0 }), glazing(0.6, 0.035), { width: 1500, height: 1500, sashes: 2 })).toEqual({ ag: 1.4848, af: 0.7652, lg: 7.44, uw: 0.85 });
  });

  it('a fixed light: the glass set in the frame itself', () => {
    // Glass 880 × 880: Ag = 0.7744, Af = 0.2256, lg = 3.52. (0.7744·1.0 + 0.2256·1.4 + 3.52·0.06) / 1 = 1.30144
    expect(windowUw(frame({ uf: 1.4, frameWidth: 60 }), glazing(1.0, 0.06), { width: 1000, height: 1000, sashes: 0 })).toEqual({ ag: 0.7744, af: 0.2256, lg: 3.52, uw: 1.3 });
  });

  it('smaller windows have more frame and so a higher Uw when Uf > Ug', () => {
    const small = windowUw(frame(), glazing(1.1, 0.04), { width: 600, height: 800, sashes: 1 }).uw;
    const large = windowUw(frame(), glazing(1.1, 0.04), { width: 1800, height: 2200, sashes: 1 }).uw;
    expect(small).toBeGreaterThan(large);
  });

  it('refuses sizes it cannot compute', () => {
    expect(sizeProblem(frame(), { width: 299, height: 1000, sashes: 1 })).toBe('size');
    expect(sizeProblem(frame(), { width: 1000.5, height: 1000, sashes: 1 })).toBe('size');
    expect(sizeProblem(frame({ sashCounts: [1, 2] }), { width: 1000, height: 1000, sashes: 3 })).toBe('sashes');
    expect(sizeProblem(frame(), { width: 420, height: 1000, sashes: 3 })).toBe('no_glass');
    expect(() => windowUw(frame(), glazing(1, 0.04), { width: 420, height: 1000, sashes: 3 })).toThrow(RangeError);
    expect(sizeProblem(frame(), { width: 1230, height: 1480, sashes: 1 })).toBeNull();
  });
});
