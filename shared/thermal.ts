/**
 * The thermal transmittance of a window at its real size, by EN ISO 10077-1:
 *
 *   Uw = (Ag·Ug + Af·Uf + lg·Ψg) / (Ag + Af)
 *
 * Ag: visible glass area; Af: frame area (the rest of the window's area); lg: the visible
 * perimeter of the glass, where the spacer's linear bridge Ψg acts. Shared by the product page's
 * calculator, the warranty registration (which freezes the result) and the PDFs.
 */

/** A window or door's frame, as its product declares it. */
export interface FrameData {
  /** Thermal transmittance of the frame profiles, W/(m²K). */
  uf: number;
  /** Visible width of the fixed outer frame, mm (on each side). */
  frameWidth: number;
  /** Visible width of a sash profile, mm (on each side of each sash). */
  sashWidth: number;
  /** The sash counts it is made with: 0 is a fixed light (glass set in the frame). */
  sashCounts: readonly number[];
}

/** A glazing a product is sold with. */
export interface Glazing {
  id: string;
  /** Thermal transmittance of the glass at its centre, W/(m²K). */
  ug: number;
  /** Linear thermal transmittance of its spacer, W/(mK). */
  psi: number;
  /** Italian and English names: "Doppio vetro 4/16/4 basso emissivo, argon, canalina warm edge". */
  label: { it: string; en: string };
}

export interface WindowSize {
  /** Overall width and height, mm. */
  width: number;
  height: number;
  sashes: number;
}

export interface UwResult {
  /** Areas in m², the glass perimeter in m. */
  ag: number;
  af: number;
  lg: number;
  /** W/(m²K), rounded to two decimals as declared. */
  uw: number;
}

/** Sizes a window can be computed for, mm. */
export const SIZE_MIN = 300;
export const SIZE_MAX = 6000;

/**
 * Why a size cannot be computed for this frame, or null: out of range, a sash count the product
 * is not made with, or sashes so narrow that no glass would be left.
 */
export function sizeProblem(frame: FrameData, size: WindowSize): 'size' | 'sashes' | 'no_glass' | null {
  const { width, height, sashes } = size;
  if (![width, height].every((v) => Number.isInteger(v) && v >= SIZE_MIN && v <= SIZE_MAX)) return 'size';
  if (!frame.sashCounts.includes(sashes)) return 'sashes';
  const { glassWidth, glassHeight } = glassOf(frame, size);
  return glassWidth <= 0 || glassHeight <= 0 ? 'no_glass' : null;
}

/** The visible glass of one pane, mm: the frame's opening shared by the sashes, less their profiles. */
function glassOf(frame: FrameData, { width, height, sashes }: WindowSize) {
  const openingWidth = width - 2 * frame.frameWidth;
  const openingHeight = height - 2 * frame.frameWidth;
  const panes = Math.max(sashes, 1);
  const sash = sashes === 0 ? 0 : frame.sashWidth;
  return { panes, glassWidth: openingWidth / panes - 2 * sash, glassHeight: openingHeight - 2 * sash };
}

/** Uw of a window of `size` with `frame` and `glazing` (EN ISO 10077-1, simplified geometry above). */
export function windowUw(frame: FrameData, glazing: Glazing, size: WindowSize): UwResult {
  const problem = sizeProblem(frame, size);
  if (problem) throw new RangeError(`Uw cannot be computed: ${problem}`);
  const { panes, glassWidth, glassHeight } = glassOf(frame, size);
  const mm2 = 1e-6;
  const total = size.width * size.height * mm2;
  const ag = panes * glassWidth * glassHeight * mm2;
  const af = total - ag;
  const lg = (panes * 2 * (glassWidth + glassHeight)) / 1000;
  const uw = (ag * glazing.ug + af * frame.uf + lg * glazing.psi) / (ag + af);
  return { ag: round(ag, 4), af: round(af, 4), lg: round(lg, 3), uw: round(uw, 2) };
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
