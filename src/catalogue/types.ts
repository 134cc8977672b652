/**
 * The shape of the catalogue definition (materials → categories → products) that will drive the
 * catalogue's routes, menu and pages. Texts come in both languages of the app.
 */
export interface LocalizedText {
  it: string;
  en: string;
}

export interface CatalogueProduct {
  slug: string;
  name: LocalizedText;
}

export interface CatalogueCategory {
  slug: string;
  name: LocalizedText;
  products: CatalogueProduct[];
}

export interface CatalogueMaterial {
  slug: string;
  name: LocalizedText;
  categories: CatalogueCategory[];
}
