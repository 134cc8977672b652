/**
 * The catalogue definition: materials → categories → products. The structure (slugs, names,
 * short lines) drives routes, menu and index pages and stays small; each product's full content
 * lives in content/<material>.ts, loaded only by the product pages.
 */
export interface LocalizedText {
  it: string;
  en: string;
}

/** What a product is: picks its illustration, the rows of its technical table, its standard warranty (WARRANTY_YEARS). */
export type ProductKind = 'window' | 'door' | 'lift-slide' | 'flush' | 'shutter-box' | 'shutter';

export interface CatalogueProduct {
  slug: string;
  /** Short name, as in the menu and on cards ("Forma", "Legno"). */
  name: LocalizedText;
  /** Full name that says what it is ("Alzante scorrevole Forma"), for titles. */
  title: LocalizedText;
}

export interface CatalogueCategory {
  slug: string;
  kind: ProductKind;
  name: LocalizedText;
  tagline: LocalizedText;
  products: CatalogueProduct[];
}

export interface CatalogueMaterial {
  slug: string;
  name: LocalizedText;
  tagline: LocalizedText;
  categories: CatalogueCategory[];
}

/**
 * A row of a technical data table. Numbers are formatted in the user's language. What the DoP
 * declares (Uw, classes, Rw…) is not written here but comes from performance.ts.
 */
export interface Spec {
  /** i18n key under catalogue.specs (e.g. "profileDepth" → catalogue.specs.profileDepth). */
  key: SpecKey;
  value: number | string | LocalizedText;
  unit?: string;
}

export type SpecKey =
  | 'profileDepth'
  | 'glazing'
  | 'security'
  | 'chambers'
  | 'gaskets'
  | 'hardware'
  | 'maxSize'
  | 'maxWeight'
  | 'threshold'
  | 'boxHeight'
  | 'insulation'
  | 'inspection'
  | 'slatProfile'
  | 'operation'
  | 'material'
  | 'thickness';

export interface Finish {
  name: LocalizedText;
  /** Colour of the swatch (#rrggbb). */
  swatch: string;
}

/** The full page content of one product. */
export interface ProductContent {
  description: LocalizedText;
  features: LocalizedText[];
  specs: Spec[];
  finishes: Finish[];
}

/** content/<material>.ts: "<category>/<product>" → content. */
export type MaterialContent = Record<string, ProductContent>;
