import type { CatalogueCategory, CatalogueMaterial, CatalogueProduct, LocalizedText, ProductKind } from './types';

const t = (it: string, en: string): LocalizedText => ({ it, en });
const p = (slug: string, name: LocalizedText, title: LocalizedText): CatalogueProduct => ({ slug, name, title });
const c = (slug: string, kind: ProductKind, name: LocalizedText, tagline: LocalizedText, products: CatalogueProduct[]): CatalogueCategory => ({
  slug,
  kind,
  name,
  tagline,
  products,
});

/**
 * The standard warranty of each kind of product, in years: shown on product pages and the default
 * of a warranty registration (the server computes the same default from here).
 */
export const WARRANTY_YEARS: Record<ProductKind, number> = {
  window: 10,
  door: 10,
  'lift-slide': 10,
  flush: 10,
  'shutter-box': 5,
  shutter: 5,
};

/** The standard warranty of a product of this category, in years. */
export const warrantyYearsOf = (category: Pick<CatalogueCategory, 'kind'>) => WARRANTY_YEARS[category.kind];

/**
 * The catalogue of spec §2, slugs exactly as its table spells them. Routes, menu, index pages
 * and product pages all come from here: adding a product is one entry (plus its content).
 */
export const CATALOGUE: CatalogueMaterial[] = [
  {
    slug: 'legno',
    name: t('Legno', 'Wood'),
    tagline: t('Serramenti in legno lamellare: calore naturale e alte prestazioni.', 'Laminated timber frames: natural warmth and high performance.'),
    categories: [
      c('finestre', 'window', t('Finestre', 'Windows'), t('Finestre e portefinestre in legno, da 68 a 92 mm.', 'Timber windows and French windows, 68 to 92 mm.'), [
        p('nova', t('Nova', 'Nova'), t('Finestra in legno Nova', 'Nova timber window')),
        p('thermicx', t('Thermic X', 'Thermic X'), t('Finestra in legno Thermic X', 'Thermic X timber window')),
        p('satin', t('Satin', 'Satin'), t('Finestra in legno Satin', 'Satin timber window')),
      ]),
      c('ingressi', 'door', t('Ingressi', 'Entrance doors'), t('Porte d’ingresso in legno isolate e sicure.', 'Insulated, secure timber entrance doors.'), [
        p('thermic', t('Thermic', 'Thermic'), t('Porta d’ingresso in legno Thermic', 'Thermic timber entrance door')),
      ]),
      c('alzanti', 'lift-slide', t('Alzanti scorrevoli', 'Lift-and-slide doors'), t('Grandi vetrate scorrevoli in legno.', 'Large sliding glazing in timber.'), [
        p('legno', t('Legno', 'Wood'), t('Alzante scorrevole in legno', 'Timber lift-and-slide door')),
      ]),
      c('complanari', 'flush', t('Complanari', 'Flush doors'), t('Scorrevoli complanari in legno, apertura a ribalta e scorrimento.', 'Timber tilt-and-slide flush doors.'), [
        p('legno', t('Legno', 'Wood'), t('Scorrevole complanare in legno', 'Timber tilt-and-slide flush door')),
      ]),
      c('cassonetti', 'shutter-box', t('Cassonetti', 'Shutter boxes'), t('Cassonetti coibentati in legno per avvolgibili.', 'Insulated timber roller-shutter boxes.'), [
        p('legno', t('Legno', 'Wood'), t('Cassonetto in legno', 'Timber shutter box')),
      ]),
    ],
  },
  {
    slug: 'pvc',
    name: t('PVC', 'PVC'),
    tagline: t('Profili multicamera in PVC: isolamento e nessuna manutenzione.', 'Multi-chamber PVC profiles: insulation with no upkeep.'),
    categories: [
      c('finestre', 'window', t('Finestre', 'Windows'), t('Finestre in PVC da 70 a 86 mm, fino al passivo.', 'PVC windows from 70 to 86 mm, up to passive-house level.'), [
        p('icon', t('Icon', 'Icon'), t('Finestra in PVC Icon', 'Icon PVC window')),
        p('linea76', t('Linea 76', 'Linea 76'), t('Finestra in PVC Linea 76', 'Linea 76 PVC window')),
        p('vision76', t('Vision 76', 'Vision 76'), t('Finestra in PVC Vision 76', 'Vision 76 PVC window')),
        p('solaris', t('Solaris', 'Solaris'), t('Finestra in PVC Solaris', 'Solaris PVC window')),
        p('isoltek', t('Isoltek', 'Isoltek'), t('Finestra in PVC Isoltek', 'Isoltek PVC window')),
      ]),
      c('complanari', 'flush', t('Complanari', 'Flush doors'), t('Scorrevoli complanari in PVC.', 'PVC tilt-and-slide flush doors.'), [
        p('pvc', t('PVC', 'PVC'), t('Scorrevole complanare in PVC', 'PVC tilt-and-slide flush door')),
      ]),
      c('alzanti', 'lift-slide', t('Alzanti scorrevoli', 'Lift-and-slide doors'), t('Alzanti scorrevoli in PVC a taglio termico.', 'Thermally broken PVC lift-and-slide doors.'), [
        p('meridiana', t('Meridiana', 'Meridiana'), t('Alzante scorrevole in PVC Meridiana', 'Meridiana PVC lift-and-slide door')),
      ]),
      c('portoncini', 'door', t('Portoncini', 'Front doors'), t('Portoncini d’ingresso in PVC con pannelli decorativi.', 'PVC front doors with decorative panels.'), [
        p('battista', t('Battista', 'Battista'), t('Portoncino in PVC Battista', 'Battista PVC front door')),
        p('farnese', t('Farnese', 'Farnese'), t('Portoncino in PVC Farnese', 'Farnese PVC front door')),
      ]),
      c('cassonetti', 'shutter-box', t('Cassonetti', 'Shutter boxes'), t('Cassonetti in PVC coibentati, ispezionabili.', 'Insulated PVC shutter boxes with inspection panel.'), [
        p('pvc', t('PVC', 'PVC'), t('Cassonetto in PVC', 'PVC shutter box')),
      ]),
    ],
  },
  {
    slug: 'alluminio',
    name: t('Alluminio', 'Aluminium'),
    tagline: t('Alluminio a taglio termico: profili sottili, grandi luci.', 'Thermally broken aluminium: slim profiles, large openings.'),
    categories: [
      c('finestre', 'window', t('Finestre', 'Windows'), t('Finestre in alluminio a taglio termico.', 'Thermally broken aluminium windows.'), [
        p('metropolis', t('Metropolis', 'Metropolis'), t('Finestra in alluminio Metropolis', 'Metropolis aluminium window')),
        p('forma', t('Forma', 'Forma'), t('Finestra in alluminio Forma', 'Forma aluminium window')),
      ]),
      c('alzanti', 'lift-slide', t('Alzanti scorrevoli', 'Lift-and-slide doors'), t('Alzanti scorrevoli in alluminio per grandi vetrate.', 'Aluminium lift-and-slide doors for large glazing.'), [
        p('alluminio', t('Alluminio', 'Aluminium'), t('Alzante scorrevole in alluminio', 'Aluminium lift-and-slide door')),
        p('forma', t('Forma', 'Forma'), t('Alzante scorrevole in alluminio Forma', 'Forma aluminium lift-and-slide door')),
      ]),
      c('complanari', 'flush', t('Complanari', 'Flush doors'), t('Scorrevoli complanari in alluminio.', 'Aluminium tilt-and-slide flush doors.'), [
        p('alluminio', t('Alluminio', 'Aluminium'), t('Scorrevole complanare in alluminio', 'Aluminium tilt-and-slide flush door')),
      ]),
      c('leggeri', 'window', t('Serie leggere', 'Light series'), t('Serramenti in alluminio senza taglio termico per climi miti.', 'Non-insulated aluminium frames for mild climates.'), [
        p('mediterraneo', t('Mediterraneo', 'Mediterraneo'), t('Finestra in alluminio Mediterraneo', 'Mediterraneo aluminium window')),
      ]),
      c('ingressi', 'door', t('Ingressi', 'Entrance doors'), t('Porte d’ingresso in alluminio con pannelli complanari.', 'Aluminium entrance doors with flush panels.'), [
        p('metropolis', t('Metropolis', 'Metropolis'), t('Porta d’ingresso in alluminio Metropolis', 'Metropolis aluminium entrance door')),
      ]),
      c('oscuranti', 'shutter', t('Oscuranti', 'Shutters'), t('Persiane e scuri in alluminio, verniciati o effetto legno.', 'Aluminium shutters, painted or wood-effect.'), [
        p('raffaello', t('Raffaello', 'Raffaello'), t('Persiana in alluminio Raffaello', 'Raffaello aluminium shutter')),
        p('leonardo', t('Leonardo', 'Leonardo'), t('Persiana in alluminio Leonardo', 'Leonardo aluminium shutter')),
        p('picasso', t('Picasso', 'Picasso'), t('Scuro in alluminio Picasso', 'Picasso aluminium panel shutter')),
        p('giotto', t('Giotto', 'Giotto'), t('Persiana in alluminio Giotto', 'Giotto aluminium shutter')),
      ]),
      c('cassonetti', 'shutter-box', t('Cassonetti', 'Shutter boxes'), t('Cassonetti in alluminio coibentati.', 'Insulated aluminium shutter boxes.'), [
        p('alluminio', t('Alluminio', 'Aluminium'), t('Cassonetto in alluminio', 'Aluminium shutter box')),
      ]),
    ],
  },
];
