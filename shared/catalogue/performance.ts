import type { FrameData, Glazing, WindowSize } from '../thermal';
import type { LocalizedText, ProductKind } from './types';

/**
 * The declared performance of every product of the catalogue: what its CE marking and its
 * Declaration of Performance (DoP) state. One source for the product page (technical data and the
 * CE label), the DoP PDF, the Uw calculator and the warranty registration. Figures are plausible
 * defaults written with the portal; the manufacturer replaces them with those of its own DoPs.
 */

/** "No performance determined": what a DoP writes for a characteristic it does not declare. */
export const NPD = 'NPD';
export type Npd = typeof NPD;

/** EN 12207 air permeability classes (0: not tested). */
export type AirPermeabilityClass = '0' | '1' | '2' | '3' | '4';
/**
 * EN 12208:1999 watertightness, Table 1: method A (fully exposed) classes 1A–9A, then Exxx above
 * 600 Pa; method B (partly sheltered) classes 1B–7B only — there is no 8B, 9B nor Exxx B.
 */
export type WaterTightnessClass = `${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}A` | `${1 | 2 | 3 | 4 | 5 | 6 | 7}B` | `E${number}`;
/** The same rule at run time (EN 12208, Table 1), for figures that arrive as text. */
export function isWaterTightnessClass(value: string): value is WaterTightnessClass {
  return /^([1-9]A|[1-7]B|E[1-9][0-9]{2,3})$/.test(value);
}
/** EN 13049 impact resistance classes (drop height 200–950 mm). */
export type ImpactClass = '1' | '2' | '3' | '4' | '5';
/** EN 12210 wind load: test pressure class 1–5 (or Exxx) with the frontal deflection class A/B/C. */
export type WindLoadClass = `${'A' | 'B' | 'C'}${1 | 2 | 3 | 4 | 5}` | `${'A' | 'B' | 'C'}E${number}`;
/** EN 13659 wind resistance classes of external blinds and shutters. */
export type ShutterWindClass = '0' | '1' | '2' | '3' | '4' | '5' | '6';

export const STANDARDS = {
  windows: 'EN 14351-1:2006+A2:2016',
  shutters: 'EN 13659:2015',
} as const;
export type HarmonisedStandard = (typeof STANDARDS)[keyof typeof STANDARDS];

export interface NotifiedBody {
  /** The body's reference as it appears on the CE label ("NB 1234"). */
  number: string;
  name: string;
}

/**
 * The form of a declaration: today the Declaration of Performance of Regulation (EU) 305/2011,
 * Annex III (as replaced by Delegated Regulation (EU) 574/2014). Regulation (EU) 2024/3110's
 * Declaration of Performance and Conformity will be a second form, printed by its own writer,
 * when the harmonised standard for windows is cited under it; the pages only read these records.
 */
export type DeclarationForm = 'dop-305/2011';

/**
 * What every declaration has: the DoP's number, its version and date of issue, its standard and
 * who tested the product. The number stays; the version and the date change only when the
 * declared performance changes (a new version is a new entry in the product's list below).
 */
interface Declaration {
  form: DeclarationForm;
  dop: string;
  /** 1, 2, …: the newest of a product's list is the current declaration. */
  version: number;
  /** The date of issue, YYYY-MM-DD: printed beside the signature, whatever day it is printed. */
  issued: string;
  standard: HarmonisedStandard;
  /**
   * The system of assessment and verification of constancy of performance: windows and doors are
   * system 3 (type testing by a notified laboratory), shutters and their boxes system 4 (the
   * manufacturer alone), which is why those have no notified body.
   */
  avcp: '3' | '4';
  notifiedBody: NotifiedBody | null;
}

/** Windows, doors, lift-and-slide and flush doors (EN 14351-1), with what their Uw is computed from. */
export interface FramedPerformance extends Declaration {
  family: 'framed';
  /** An external pedestrian doorset (EN 14351-1, Table ZA.1b) rather than a window (Table ZA.1a). */
  doorset: boolean;
  /** Release of dangerous substances: declared where a national rule asks for it, else NPD. */
  dangerousSubstances: string | Npd;
  /** Impact resistance, EN 13049 class (glazed products with a risk of injury). */
  impactResistance: ImpactClass | Npd;
  /** Load-bearing capacity of safety devices (EN 14609 / EN 948): the threshold value, N. */
  safetyDevices: number | Npd;
  /** Doorsets only: height, mm. */
  height: number | Npd;
  /** Doorsets only, on escape routes: ability to release (EN 179 / EN 1125 hardware). */
  abilityToRelease: string | Npd;
  /** Radiation properties of the standard glazing (EN 410): total solar energy transmittance g. */
  solarFactor: number | Npd;
  /** …and light transmittance τv. */
  lightTransmittance: number | Npd;
  airPermeability: AirPermeabilityClass | Npd;
  waterTightness: WaterTightnessClass | Npd;
  windResistance: WindLoadClass | Npd;
  /**
   * Uw (windows, sliding doors) or Ud (entrance doors) at `reference` with the standard glazing,
   * W/(m²K), as declared: calculated by EN ISO 10077-1 from `frame` and `glazings[0]`, so
   * shared/thermal.ts gives back exactly this figure (tests/unit/performance.test.ts).
   */
  transmittance: { symbol: 'uw' | 'ud'; value: number };
  /** Weighted sound reduction index, dB. */
  rw: number | Npd;
  frame: FrameData;
  /** The glazings (for entrance doors, the infills) it is sold with; the first is the standard one. */
  glazings: readonly Glazing[];
  /**
   * The size the declared transmittance is given for: EN 14351-1's reference window 1230 × 1480 mm
   * and door 1230 × 2180 mm, both with one sash; for sliding doors, the size of the test report.
   */
  reference: WindowSize;
}

/** Shutters (EN 13659). */
export interface ShutterPerformance extends Declaration {
  family: 'shutter';
  windClass: ShutterWindClass | Npd;
}

/**
 * Roller-shutter boxes, declared with the shutter system they belong to (EN 13659). EN 13659's
 * Annex ZA has one essential characteristic, resistance to wind load: that alone is declared.
 * The box's Usb and Dn,e,w are no characteristic of EN 13659, so they are product data (the
 * technical data of the product page), never declared performance (the DoP and the CE label).
 */
export interface ShutterBoxPerformance extends Declaration {
  family: 'shutter-box';
  windClass: ShutterWindClass | Npd;
  productData: {
    /** Thermal transmittance of the box, W/(m²K). */
    usb: number;
    /** Element-normalised level difference, dB (EN ISO 10140). */
    dnew: number | Npd;
  };
}

export type ProductPerformance = FramedPerformance | ShutterPerformance | ShutterBoxPerformance;

/** The kinds of product that have a frame, glazings and so a Uw (or Ud) at any size. */
export const FRAMED_KINDS: readonly ProductKind[] = ['window', 'door', 'lift-slide', 'flush'];

const t = (it: string, en: string): LocalizedText => ({ it, en });

/** What each kind is declared fit for (the DoP's "intended use"). */
export const INTENDED_USE: Record<ProductKind, LocalizedText> = {
  window: t('Finestra per uso in locali domestici e commerciali', 'Window for use in domestic and commercial locations'),
  'lift-slide': t(
    'Porta esterna pedonale scorrevole per uso in locali domestici e commerciali',
    'External pedestrian sliding doorset for use in domestic and commercial locations',
  ),
  flush: t(
    'Porta esterna pedonale scorrevole complanare per uso in locali domestici e commerciali',
    'External pedestrian tilt-and-slide doorset for use in domestic and commercial locations',
  ),
  door: t('Porta esterna pedonale per uso in locali domestici e commerciali', 'External pedestrian doorset for use in domestic and commercial locations'),
  shutter: t('Chiusura oscurante esterna per edifici', 'External shutter for buildings'),
  'shutter-box': t('Cassonetto per chiusura oscurante avvolgibile esterna per edifici', 'Box of an external roller shutter for buildings'),
};

// The laboratory that type-tested the windows and doors (AVCP system 3). Demo identity.
const LAB: NotifiedBody = { number: 'NB 1234', name: 'Istituto Prove Serramenti Demo' };

/**
 * The spacer's linear thermal bridge Ψg depends on the frame it sits in as much as on the spacer
 * (EN ISO 10077-1, annex G): metal frames conduct the edge's heat away.
 */
type FrameMaterial = 'timber' | 'pvc' | 'aluminium' | 'aluminiumNoBreak';
type Spacer = 'aluminium' | 'warmEdge';
const PSI: Record<FrameMaterial, Record<Spacer, number>> = {
  timber: { aluminium: 0.08, warmEdge: 0.04 },
  pvc: { aluminium: 0.08, warmEdge: 0.04 },
  aluminium: { aluminium: 0.11, warmEdge: 0.06 },
  aluminiumNoBreak: { aluminium: 0.05, warmEdge: 0.04 },
};
const SPACER_LABEL: Record<Spacer, LocalizedText> = {
  aluminium: t('canalino in alluminio', 'aluminium spacer'),
  warmEdge: t('canalino warm edge', 'warm-edge spacer'),
};

/** Insulating glass units, by build; Ug by EN 673. */
const UNITS = {
  '4/12/4': { ug: 1.9, label: t('Vetrocamera basso emissivo 4/12/4', 'Low-E double glazing 4/12/4') },
  '4/16/4-ar': { ug: 1.1, label: t('Vetrocamera basso emissivo 4/16/4 con gas argon', 'Low-E double glazing 4/16/4, argon-filled') },
  '4/16/4-ar-1.0': { ug: 1.0, label: t('Vetrocamera basso emissivo rinforzato 4/16/4 con gas argon', 'Enhanced low-E double glazing 4/16/4, argon-filled') },
  '4/18/4-ar': { ug: 1.1, label: t('Vetrocamera basso emissivo 4/18/4 con gas argon', 'Low-E double glazing 4/18/4, argon-filled') },
  '4/20/4-ar': { ug: 1.1, label: t('Vetrocamera basso emissivo 4/20/4 con gas argon', 'Low-E double glazing 4/20/4, argon-filled') },
  '4/20/4-ar-1.0': { ug: 1.0, label: t('Vetrocamera basso emissivo 4/20/4 con gas argon', 'Low-E double glazing 4/20/4, argon-filled') },
  '4/20/33.1-ar': {
    ug: 1.0,
    label: t('Vetrocamera basso emissivo 4/20/33.1 con gas argon, stratificato lato interno', 'Low-E double glazing 4/20/33.1, argon-filled, laminated inner pane'),
  },
  '33.1/16/4-ar': { ug: 1.1, label: t('Vetrocamera basso emissivo 33.1/16/4 con gas argon', 'Low-E double glazing 33.1/16/4, argon-filled') },
  '33.1/18/4-ar': { ug: 1.1, label: t('Vetrocamera basso emissivo 33.1/18/4 con gas argon', 'Low-E double glazing 33.1/18/4, argon-filled') },
  '44.2a/16/33.1-ar': {
    ug: 1.1,
    label: t('Vetrocamera acustico 44.2 silence/16/33.1 con gas argon', 'Acoustic double glazing 44.2 silence/16/33.1, argon-filled'),
  },
  '4/12/4/12/4-ar': { ug: 0.7, label: t('Triplo vetro basso emissivo 4/12/4/12/4 con gas argon', 'Low-E triple glazing 4/12/4/12/4, argon-filled') },
  '4/14/4/14/4-ar': { ug: 0.6, label: t('Triplo vetro basso emissivo 4/14/4/14/4 con gas argon', 'Low-E triple glazing 4/14/4/14/4, argon-filled') },
  '4/14/4/14/4-ar-bonded': {
    ug: 0.6,
    label: t('Triplo vetro basso emissivo 4/14/4/14/4 con gas argon, incollato all’anta', 'Low-E triple glazing 4/14/4/14/4, argon-filled, bonded to the sash'),
  },
  '4/16/4/16/4-ar': { ug: 0.6, label: t('Triplo vetro basso emissivo 4/16/4/16/4 con gas argon', 'Low-E triple glazing 4/16/4/16/4, argon-filled') },
  '4/18/4/18/4-ar': { ug: 0.5, label: t('Triplo vetro basso emissivo 4/18/4/18/4 con gas argon', 'Low-E triple glazing 4/18/4/18/4, argon-filled') },
  '33.1/14/4/14/4-ar': { ug: 0.6, label: t('Triplo vetro basso emissivo 33.1/14/4/14/4 con gas argon', 'Low-E triple glazing 33.1/14/4/14/4, argon-filled') },
  '33.1/14/4/14/33.1-ar': {
    ug: 0.6,
    label: t('Triplo vetro basso emissivo 33.1/14/4/14/33.1 con gas argon', 'Low-E triple glazing 33.1/14/4/14/33.1, argon-filled'),
  },
} satisfies Record<string, { ug: number; label: LocalizedText }>;
type Unit = keyof typeof UNITS;

/** One glazing option: a unit with its spacer, in this frame material. */
const glass = (frame: FrameMaterial, unit: Unit, spacer: Spacer): Glazing => ({
  id: `${unit}-${spacer === 'warmEdge' ? 'we' : 'al'}`,
  ug: UNITS[unit].ug,
  psi: PSI[frame][spacer],
  label: { it: `${UNITS[unit].label.it}, ${SPACER_LABEL[spacer].it}`, en: `${UNITS[unit].label.en}, ${SPACER_LABEL[spacer].en}` },
});

/** An entrance door's infill: a panel (its Up stands in for Ug) or a glazed panel. */
const infill = (id: string, ug: number, psi: number, label: LocalizedText): Glazing => ({ id, ug, psi, label });

const WINDOW_REFERENCE: WindowSize = { width: 1230, height: 1480, sashes: 1 };
const DOOR_REFERENCE: WindowSize = { width: 1230, height: 2180, sashes: 1 };
const LIFT_SLIDE_REFERENCE: WindowSize = { width: 3000, height: 2200, sashes: 2 };
const FLUSH_REFERENCE: WindowSize = { width: 2000, height: 2200, sashes: 2 };

/** The date of issue of the catalogue's current declarations (version 1 unless a list says otherwise). */
const ISSUED = '2026-01-15';
const FIRST = { form: 'dop-305/2011', version: 1, issued: ISSUED } as const;

/** What a framed product's declaration does not determine unless its entry says so. */
const FRAMED_NPD = {
  dangerousSubstances: NPD,
  impactResistance: NPD,
  safetyDevices: NPD,
  height: NPD,
  abilityToRelease: NPD,
  solarFactor: NPD,
  lightTransmittance: NPD,
} as const;
type Declared = 'family' | 'form' | 'version' | 'issued' | 'standard' | 'avcp' | 'notifiedBody' | 'transmittance' | 'reference' | 'doorset';
type FramedInput = Omit<FramedPerformance, Declared | keyof typeof FRAMED_NPD> &
  Partial<Pick<FramedPerformance, keyof typeof FRAMED_NPD | 'version' | 'issued'>> & { u: number };
const framed = (kind: 'window' | 'door' | 'lift-slide' | 'flush', input: FramedInput): FramedPerformance => {
  const { u, ...rest } = input;
  return {
    family: 'framed',
    ...FIRST,
    standard: STANDARDS.windows,
    avcp: '3',
    notifiedBody: LAB,
    doorset: kind !== 'window',
    ...FRAMED_NPD,
    transmittance: { symbol: kind === 'door' ? 'ud' : 'uw', value: u },
    reference: { window: WINDOW_REFERENCE, door: DOOR_REFERENCE, 'lift-slide': LIFT_SLIDE_REFERENCE, flush: FLUSH_REFERENCE }[kind],
    ...rest,
  };
};
const shutter = (dop: string, windClass: ShutterWindClass | Npd): ShutterPerformance => ({
  family: 'shutter',
  ...FIRST,
  standard: STANDARDS.shutters,
  avcp: '4',
  notifiedBody: null,
  dop,
  windClass,
});
const shutterBox = (dop: string, windClass: ShutterWindClass | Npd, usb: number, dnew: number | Npd): ShutterBoxPerformance => ({
  family: 'shutter-box',
  ...FIRST,
  standard: STANDARDS.shutters,
  avcp: '4',
  notifiedBody: null,
  dop,
  windClass,
  productData: { usb, dnew },
});
/** A later version of a declaration: what changed, its number and its date of issue. */
const revised = <P extends ProductPerformance>(previous: P, version: number, issued: string, changes: Partial<Omit<P, 'family' | 'dop' | 'version' | 'issued'>>): P => ({
  ...previous,
  ...changes,
  version,
  issued,
});

// The PVC Icon window's first declaration, before its new type tests (see its list).
const ICON_V1 = framed('window', {
  issued: '2024-03-01',
  dop: 'DoP-PVC-ICON-2026-01',
  airPermeability: '3',
  waterTightness: '6A',
  windResistance: 'C3',
  u: 1.3,
  rw: NPD,
  frame: { uf: 1.11, frameWidth: 50, sashWidth: 65, sashCounts: [0, 1, 2, 3] },
  glazings: [glass('pvc', '4/16/4-ar', 'aluminium'), glass('pvc', '4/16/4-ar', 'warmEdge'), glass('pvc', '4/16/4-ar-1.0', 'warmEdge')],
});

/**
 * material → "<category>/<product>" → the versions of its declaration, oldest first; the last is
 * the current one. The keys are those of the definition. An earlier version stays here for good:
 * a DoP handed out with a product must remain available as it was (Regulation (EU) 305/2011,
 * art. 7; Delegated Regulation (EU) 157/2014, art. 1 for the copy on a website).
 */
export const DECLARATIONS: Record<string, Record<string, readonly ProductPerformance[]>> = {
  legno: {
    'finestre/nova': [framed('window', {
      dop: 'DoP-LEG-NOVA-2026-01',
      airPermeability: '4',
      waterTightness: '8A',
      windResistance: 'C4',
      u: 1.3,
      rw: 38,
      frame: { uf: 1.41, frameWidth: 55, sashWidth: 65, sashCounts: [0, 1, 2, 3] },
      glazings: [glass('timber', '4/18/4-ar', 'warmEdge'), glass('timber', '4/18/4-ar', 'aluminium'), glass('timber', '4/14/4/14/4-ar', 'warmEdge')],
    })],
    'finestre/thermicx': [framed('window', {
      dop: 'DoP-LEG-THERMICX-2026-01',
      airPermeability: '4',
      waterTightness: '9A',
      windResistance: 'C5',
      u: 0.9,
      rw: 42,
      frame: { uf: 1.2, frameWidth: 55, sashWidth: 70, sashCounts: [0, 1, 2, 3] },
      glazings: [
        glass('timber', '33.1/14/4/14/4-ar', 'warmEdge'),
        glass('timber', '4/18/4/18/4-ar', 'warmEdge'),
        glass('timber', '44.2a/16/33.1-ar', 'warmEdge'),
      ],
    })],
    'finestre/satin': [framed('window', {
      dop: 'DoP-LEG-SATIN-2026-01',
      airPermeability: '4',
      waterTightness: '8A',
      windResistance: 'C4',
      u: 1.2,
      rw: 40,
      frame: { uf: 1.01, frameWidth: 55, sashWidth: 60, sashCounts: [0, 1, 2, 3] },
      glazings: [glass('timber', '4/20/33.1-ar', 'aluminium'), glass('timber', '4/20/33.1-ar', 'warmEdge'), glass('timber', '33.1/14/4/14/4-ar', 'warmEdge')],
    })],
    'ingressi/thermic': [framed('door', {
      dop: 'DoP-LEG-THERMIC-2026-01',
      airPermeability: '4',
      waterTightness: '6A',
      windResistance: 'C3',
      u: 1.0,
      rw: 38,
      frame: { uf: 1.13, frameWidth: 60, sashWidth: 90, sashCounts: [1, 2] },
      glazings: [
        infill('panel-80', 0.8, 0.04, t('Pannello coibentato da 80 mm, rivestimento in legno', 'Insulated 80 mm panel, timber-faced')),
        infill('panel-80-glass', 0.9, 0.05, t('Pannello da 80 mm con inserto in triplo vetro satinato', '80 mm panel with frosted triple-glazed insert')),
      ],
    })],
    'alzanti/legno': [framed('lift-slide', {
      dop: 'DoP-LEG-ALZ-2026-01',
      airPermeability: '4',
      waterTightness: '7A',
      windResistance: 'C3',
      u: 1.0,
      rw: 39,
      frame: { uf: 1.56, frameWidth: 60, sashWidth: 80, sashCounts: [2, 3, 4] },
      glazings: [glass('timber', '33.1/14/4/14/33.1-ar', 'aluminium'), glass('timber', '33.1/14/4/14/33.1-ar', 'warmEdge'), glass('timber', '33.1/16/4-ar', 'warmEdge')],
    })],
    'complanari/legno': [framed('flush', {
      dop: 'DoP-LEG-COMPL-2026-01',
      airPermeability: '4',
      waterTightness: '7A',
      windResistance: 'C3',
      u: 1.2,
      rw: 38,
      frame: { uf: 1.1, frameWidth: 55, sashWidth: 70, sashCounts: [2] },
      glazings: [glass('timber', '33.1/16/4-ar', 'warmEdge'), glass('timber', '33.1/16/4-ar', 'aluminium'), glass('timber', '33.1/14/4/14/33.1-ar', 'warmEdge')],
    })],
    'cassonetti/legno': [shutterBox('DoP-LEG-CASS-2026-01', '3', 0.8, 46)],
  },
  pvc: {
    // Version 2 after new type tests (air permeability, watertightness, acoustics) and the glazing's radiation properties.
    'finestre/icon': [ICON_V1, revised(ICON_V1, 2, ISSUED, { airPermeability: '4', waterTightness: '7A', rw: 36, solarFactor: 0.6, lightTransmittance: 0.8 })],
    'finestre/linea76': [framed('window', {
      dop: 'DoP-PVC-LINEA76-2026-01',
      airPermeability: '4',
      waterTightness: '9A',
      windResistance: 'C5',
      u: 1.1,
      rw: 38,
      frame: { uf: 1, frameWidth: 50, sashWidth: 60, sashCounts: [0, 1, 2, 3] },
      glazings: [glass('pvc', '4/20/4-ar-1.0', 'warmEdge'), glass('pvc', '4/20/4-ar-1.0', 'aluminium'), glass('pvc', '4/14/4/14/4-ar', 'warmEdge'), glass('pvc', '44.2a/16/33.1-ar', 'warmEdge')],
    })],
    'finestre/vision76': [framed('window', {
      dop: 'DoP-PVC-VISION76-2026-01',
      airPermeability: '4',
      waterTightness: '9A',
      windResistance: 'C5',
      u: 1.0,
      rw: 39,
      frame: { uf: 1.39, frameWidth: 55, sashWidth: 50, sashCounts: [0, 1, 2] },
      glazings: [glass('pvc', '4/12/4/12/4-ar', 'warmEdge'), glass('pvc', '4/16/4/16/4-ar', 'warmEdge')],
    })],
    'finestre/solaris': [framed('window', {
      dop: 'DoP-PVC-SOLARIS-2026-01',
      airPermeability: '4',
      waterTightness: '9A',
      windResistance: 'C5',
      u: 0.9,
      rw: 41,
      frame: { uf: 1.27, frameWidth: 50, sashWidth: 60, sashCounts: [0, 1, 2] },
      glazings: [glass('pvc', '4/14/4/14/4-ar-bonded', 'warmEdge'), glass('pvc', '4/18/4/18/4-ar', 'warmEdge')],
    })],
    'finestre/isoltek': [framed('window', {
      dop: 'DoP-PVC-ISOLTEK-2026-01',
      airPermeability: '4',
      waterTightness: '9A',
      windResistance: 'C5',
      u: 0.75,
      rw: 42,
      frame: { uf: 0.98, frameWidth: 50, sashWidth: 65, sashCounts: [0, 1, 2, 3] },
      glazings: [glass('pvc', '4/18/4/18/4-ar', 'warmEdge'), glass('pvc', '4/14/4/14/4-ar', 'warmEdge')],
    })],
    'complanari/pvc': [framed('flush', {
      dop: 'DoP-PVC-COMPL-2026-01',
      airPermeability: '4',
      waterTightness: '7A',
      windResistance: 'C3',
      u: 1.3,
      rw: 36,
      frame: { uf: 1.1, frameWidth: 55, sashWidth: 70, sashCounts: [2] },
      glazings: [glass('pvc', '4/20/4-ar', 'aluminium'), glass('pvc', '4/20/4-ar', 'warmEdge'), glass('pvc', '4/14/4/14/4-ar', 'warmEdge')],
    })],
    'alzanti/meridiana': [framed('lift-slide', {
      dop: 'DoP-PVC-MERIDIANA-2026-01',
      airPermeability: '4',
      waterTightness: '9A',
      windResistance: 'C3',
      u: 0.9,
      rw: 38,
      frame: { uf: 1.5, frameWidth: 60, sashWidth: 75, sashCounts: [2, 3, 4] },
      glazings: [glass('pvc', '4/16/4/16/4-ar', 'warmEdge'), glass('pvc', '4/16/4-ar', 'warmEdge')],
    })],
    'portoncini/battista': [framed('door', {
      dop: 'DoP-PVC-BATTISTA-2026-01',
      airPermeability: '3',
      waterTightness: '5A',
      windResistance: 'C3',
      u: 1.4,
      rw: 34,
      frame: { uf: 1.23, frameWidth: 60, sashWidth: 90, sashCounts: [1, 2] },
      glazings: [
        infill('panel-36', 1.3, 0.06, t('Pannello decorativo coibentato da 36 mm', 'Insulated 36 mm decorative panel')),
        infill('panel-36-glass', 1.4, 0.06, t('Pannello da 36 mm con vetro decorativo', '36 mm panel with decorative glass')),
      ],
    })],
    'portoncini/farnese': [framed('door', {
      dop: 'DoP-PVC-FARNESE-2026-01',
      airPermeability: '4',
      waterTightness: '6A',
      windResistance: 'C3',
      u: 1.1,
      rw: 36,
      frame: { uf: 0.99, frameWidth: 60, sashWidth: 95, sashCounts: [1, 2] },
      glazings: [
        infill('panel-48', 1.0, 0.05, t('Pannello coibentato da 48 mm, bordo termico', 'Insulated 48 mm panel with thermal edge')),
        infill('panel-48-glass', 1.1, 0.05, t('Pannello da 48 mm con inserto in triplo vetro', '48 mm panel with triple-glazed insert')),
      ],
    })],
    'cassonetti/pvc': [shutterBox('DoP-PVC-CASS-2026-01', '3', 0.7, 48)],
  },
  alluminio: {
    'finestre/metropolis': [framed('window', {
      dop: 'DoP-ALU-METROPOLIS-2026-01',
      airPermeability: '4',
      waterTightness: 'E750',
      windResistance: 'C5',
      u: 1.1,
      rw: 40,
      frame: { uf: 1.53, frameWidth: 50, sashWidth: 60, sashCounts: [0, 1, 2, 3] },
      glazings: [glass('aluminium', '4/12/4/12/4-ar', 'warmEdge'), glass('aluminium', '4/16/4/16/4-ar', 'warmEdge'), glass('aluminium', '4/16/4-ar', 'warmEdge')],
    })],
    'finestre/forma': [framed('window', {
      dop: 'DoP-ALU-FORMA-2026-01',
      airPermeability: '4',
      waterTightness: '9A',
      windResistance: 'C4',
      u: 1.4,
      rw: 38,
      frame: { uf: 1.64, frameWidth: 45, sashWidth: 55, sashCounts: [0, 1, 2, 3] },
      glazings: [glass('aluminium', '4/16/4-ar', 'warmEdge'), glass('aluminium', '4/16/4-ar', 'aluminium'), glass('aluminium', '4/12/4/12/4-ar', 'warmEdge')],
    })],
    'alzanti/alluminio': [framed('lift-slide', {
      dop: 'DoP-ALU-ALZ-2026-01',
      airPermeability: '4',
      waterTightness: '9A',
      windResistance: 'C4',
      u: 1.2,
      rw: 40,
      frame: { uf: 2.21, frameWidth: 55, sashWidth: 75, sashCounts: [2, 3, 4] },
      glazings: [glass('aluminium', '33.1/14/4/14/33.1-ar', 'aluminium'), glass('aluminium', '33.1/14/4/14/33.1-ar', 'warmEdge'), glass('aluminium', '33.1/18/4-ar', 'warmEdge')],
    })],
    'alzanti/forma': [framed('lift-slide', {
      dop: 'DoP-ALU-ALZFORMA-2026-01',
      airPermeability: '4',
      waterTightness: '7A',
      windResistance: 'C3',
      u: 1.5,
      rw: 37,
      frame: { uf: 1.9, frameWidth: 55, sashWidth: 70, sashCounts: [2, 3, 4] },
      glazings: [glass('aluminium', '4/20/4-ar', 'aluminium'), glass('aluminium', '4/20/4-ar', 'warmEdge')],
    })],
    'complanari/alluminio': [framed('flush', {
      dop: 'DoP-ALU-COMPL-2026-01',
      airPermeability: '4',
      waterTightness: '8A',
      windResistance: 'C4',
      u: 1.4,
      rw: 38,
      frame: { uf: 1.66, frameWidth: 50, sashWidth: 65, sashCounts: [2] },
      glazings: [glass('aluminium', '33.1/18/4-ar', 'warmEdge'), glass('aluminium', '33.1/18/4-ar', 'aluminium'), glass('aluminium', '33.1/14/4/14/33.1-ar', 'warmEdge')],
    })],
    'leggeri/mediterraneo': [framed('window', {
      dop: 'DoP-ALU-MEDITERRANEO-2026-01',
      airPermeability: '3',
      waterTightness: '7A',
      windResistance: 'C3',
      u: 3.0,
      rw: 32,
      frame: { uf: 6.22, frameWidth: 35, sashWidth: 45, sashCounts: [0, 1, 2, 3] },
      glazings: [glass('aluminiumNoBreak', '4/12/4', 'aluminium'), glass('aluminiumNoBreak', '4/16/4-ar', 'aluminium')],
    })],
    'ingressi/metropolis': [framed('door', {
      dop: 'DoP-ALU-METROPOLIS-D-2026-01',
      airPermeability: '4',
      waterTightness: '6A',
      windResistance: 'C4',
      u: 1.0,
      rw: 38,
      frame: { uf: 1.34, frameWidth: 60, sashWidth: 85, sashCounts: [1, 2] },
      glazings: [
        infill('panel-90', 0.7, 0.04, t('Pannello complanare coibentato da 90 mm', 'Insulated 90 mm flush panel')),
        infill('panel-90-glass', 0.8, 0.05, t('Pannello da 90 mm con vetro triplo laterale', '90 mm panel with triple-glazed side light')),
      ],
    })],
    'oscuranti/raffaello': [shutter('DoP-ALU-RAFFAELLO-2026-01', '6')],
    'oscuranti/leonardo': [shutter('DoP-ALU-LEONARDO-2026-01', '5')],
    'oscuranti/picasso': [shutter('DoP-ALU-PICASSO-2026-01', '6')],
    'oscuranti/giotto': [shutter('DoP-ALU-GIOTTO-2026-01', '5')],
    'cassonetti/alluminio': [shutterBox('DoP-ALU-CASS-2026-01', '4', 1.1, 44)],
  },
};

/** Every version of a product's declaration, oldest first, or undefined if the slugs name none. */
export function declarationsOf(material: string, category: string, product: string): readonly ProductPerformance[] | undefined {
  return Object.hasOwn(DECLARATIONS, material) && Object.hasOwn(DECLARATIONS[material], `${category}/${product}`)
    ? DECLARATIONS[material][`${category}/${product}`]
    : undefined;
}

/** The current declared performance of every product: the last version of each list. */
export const PERFORMANCE: Record<string, Record<string, ProductPerformance>> = Object.fromEntries(
  Object.entries(DECLARATIONS).map(([m, all]) => [m, Object.fromEntries(Object.entries(all).map(([k, versions]) => [k, versions[versions.length - 1]]))]),
);

/** The current declared performance of a product, or undefined if the slugs name none. */
export function performanceOf(material: string, category: string, product: string): ProductPerformance | undefined {
  return declarationsOf(material, category, product)?.at(-1);
}

/** One version of a product's declaration, current or earlier, or undefined. */
export function declarationVersionOf(material: string, category: string, product: string, version: number): ProductPerformance | undefined {
  return declarationsOf(material, category, product)?.find((v) => v.version === version);
}

/** Where a DoP number belongs: its product's slugs and every version, or undefined. */
export function declarationByNumber(dop: string): { material: string; category: string; product: string; versions: readonly ProductPerformance[] } | undefined {
  for (const [material, all] of Object.entries(DECLARATIONS))
    for (const [key, versions] of Object.entries(all)) {
      if (versions[0].dop !== dop) continue;
      const [category, product] = key.split('/');
      return { material, category, product, versions };
    }
  return undefined;
}

/**
 * The permanent address of one version of a DoP, relative to the portal's origin: public, since a
 * DoP is supplied to whoever receives the product and may be published on a website (Regulation
 * (EU) 305/2011, art. 7(3)); its content never changes (Delegated Regulation (EU) 157/2014,
 * art. 1). The QR codes (the DoP's own, the product page's) lead here.
 */
export const permanentDopPath = (dop: string, version: number, lang: 'it' | 'en') => `/api/dop/${encodeURIComponent(dop)}/${version}?lang=${lang}`;

/** The frame and glazings of a product that has them (windows and doors), or undefined. */
export function framedPerformanceOf(material: string, category: string, product: string): FramedPerformance | undefined {
  const perf = performanceOf(material, category, product);
  return perf?.family === 'framed' ? perf : undefined;
}

/** One glazing option of a product by its id, or undefined. */
export function glazingOf(material: string, category: string, product: string, glazingId: string): Glazing | undefined {
  return framedPerformanceOf(material, category, product)?.glazings.find((g) => g.id === glazingId);
}

/** A declared characteristic, in the order a CE label lists them. */
export interface Characteristic {
  key: CharacteristicKey;
  value: string | number;
  unit?: string;
  /** How many decimals a number is written with, as declared (Uw 1,30; Rw 36). */
  decimals?: number;
}
export type CharacteristicKey = keyof typeof CHARACTERISTIC_NAMES;

/**
 * The names of the characteristics, in both languages: part of the declaration (they are printed
 * on the DoP too), so they live here rather than in the app's messages. For windows and external
 * pedestrian doorsets they are the essential characteristics of EN 14351-1:2006+A2:2016, Annex ZA
 * (Table ZA.1a windows, ZA.1b doorsets) that apply to products without fire or smoke
 * characteristics and not roof windows; for shutters and boxes, EN 13659:2015, Annex ZA.
 */
export const CHARACTERISTIC_NAMES = {
  windResistance: t('Resistenza al carico del vento (EN 12210)', 'Resistance to wind load (EN 12210)'),
  waterTightness: t('Tenuta all’acqua (EN 12208)', 'Watertightness (EN 12208)'),
  dangerousSubstances: t('Sostanze pericolose', 'Dangerous substances'),
  impactResistance: t('Resistenza all’urto (EN 13049)', 'Impact resistance (EN 13049)'),
  safetyDevices: t('Capacità portante dei dispositivi di sicurezza', 'Load-bearing capacity of safety devices'),
  height: t('Altezza (porte)', 'Height (doorsets)'),
  abilityToRelease: t('Capacità di sblocco (porte su vie di fuga)', 'Ability to release (doorsets on escape routes)'),
  rw: t('Prestazione acustica Rw (EN ISO 717-1)', 'Acoustic performance Rw (EN ISO 717-1)'),
  uw: t('Trasmittanza termica Uw (EN ISO 10077-1)', 'Thermal transmittance Uw (EN ISO 10077-1)'),
  ud: t('Trasmittanza termica Ud (EN ISO 10077-1)', 'Thermal transmittance Ud (EN ISO 10077-1)'),
  solarFactor: t('Proprietà radiative: fattore solare g (EN 410)', 'Radiation properties: solar factor g (EN 410)'),
  lightTransmittance: t('Proprietà radiative: trasmissione luminosa τv (EN 410)', 'Radiation properties: light transmittance τv (EN 410)'),
  airPermeability: t('Permeabilità all’aria (EN 12207)', 'Air permeability (EN 12207)'),
  windClassShutter: t('Resistenza al vento (EN 13659)', 'Wind resistance (EN 13659)'),
  usb: t('Trasmittanza termica del cassonetto Usb', 'Thermal transmittance of the box Usb'),
  dnew: t('Isolamento acustico Dn,e,w (EN ISO 10140)', 'Acoustic insulation Dn,e,w (EN ISO 10140)'),
} satisfies Record<string, LocalizedText>;

const W_M2K = 'W/m²K';
// NPD is a word, not a measure: it never carries the unit.
const row = (key: CharacteristicKey, value: string | number, unit?: string, decimals?: number): Characteristic =>
  value === NPD ? { key, value } : { key, value, ...(unit === undefined ? {} : { unit }), ...(typeof value === 'number' && decimals !== undefined ? { decimals } : {}) };

/**
 * Every essential characteristic of the product's harmonised standard for its intended use, with
 * its class, value and unit, or NPD: a DoP lists them all (Regulation (EU) 305/2011, Annex III,
 * point 7 (as Delegated Regulation (EU) 574/2014 words it); art. 6(3)).
 */
export function characteristicsOf(perf: ProductPerformance): Characteristic[] {
  switch (perf.family) {
    case 'framed':
      return [
        row('windResistance', perf.windResistance),
        row('waterTightness', perf.waterTightness),
        row('dangerousSubstances', perf.dangerousSubstances),
        row('impactResistance', perf.impactResistance),
        row('safetyDevices', perf.safetyDevices, 'N', 0),
        // Door-only characteristics of Table ZA.1b.
        ...(perf.doorset ? [row('height', perf.height, 'mm', 0), row('abilityToRelease', perf.abilityToRelease)] : []),
        row('rw', perf.rw, 'dB', 0),
        row(perf.transmittance.symbol, perf.transmittance.value, W_M2K, 2),
        row('solarFactor', perf.solarFactor, undefined, 2),
        row('lightTransmittance', perf.lightTransmittance, undefined, 2),
        row('airPermeability', perf.airPermeability),
      ];
    case 'shutter':
      return [row('windClassShutter', perf.windClass)];
    // EN 13659's one essential characteristic; Usb and Dn,e,w are product data (productDataOf).
    case 'shutter-box':
      return [row('windClassShutter', perf.windClass)];
  }
}

/** Figures a product is sold with that its standard does not make essential characteristics: shown, never declared. */
export function productDataOf(perf: ProductPerformance): Characteristic[] {
  return perf.family === 'shutter-box' ? [row('usb', perf.productData.usb, W_M2K, 2), row('dnew', perf.productData.dnew, 'dB', 0)] : [];
}
