import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { DB } from '../db';
import type { UserRow } from '../db/schema';
import type { FileStore } from '../storage/fileStore';
import type { DocumentCategory, DocumentLanguage } from '../../shared/documents';
import { CATALOGUE } from '../../shared/catalogue/definition';
import { createDocument } from '../modules/documents/service';
import { systemContext } from '../modules/audit/record';

interface DemoDocument {
  title: string;
  description: string;
  category: DocumentCategory;
  language: DocumentLanguage;
  material?: string;
  productCategory?: string;
  product?: string;
  fileName: string;
  /** Lines of the PDF's body. */
  body: string[];
  reservedTo?: string;
}

const BRAND = 'Serramenti Demo S.p.A.';

/** A one-page A4 PDF with a heading, a subtitle and some lines: small, real, previewable. */
export async function makePdf(title: string, subtitle: string, lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(BRAND);
  pdf.setCreationDate(new Date('2026-01-15T09:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-15T09:00:00Z'));
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const accent = rgb(0.07, 0.36, 0.6);
  page.drawRectangle({ x: 0, y: 781, width: 595.28, height: 61, color: accent });
  page.drawText(BRAND, { x: 48, y: 805, size: 14, font: bold, color: rgb(1, 1, 1) });
  page.drawText(title, { x: 48, y: 730, size: 20, font: bold, color: rgb(0.1, 0.1, 0.1), maxWidth: 500 });
  page.drawText(subtitle, { x: 48, y: 704, size: 12, font: regular, color: rgb(0.35, 0.35, 0.35), maxWidth: 500 });
  let y = 660;
  for (const line of lines) {
    page.drawText(line, { x: 48, y, size: 11, font: regular, color: rgb(0.15, 0.15, 0.15), maxWidth: 500 });
    y -= 20;
  }
  page.drawLine({ start: { x: 48, y: 80 }, end: { x: 547, y: 80 }, thickness: 0.5, color: rgb(0.7, 0.7, 0.7) });
  page.drawText(`${BRAND} · Via dell'Industria 12, 31100 Treviso · demo`, { x: 48, y: 62, size: 8, font: regular, color: rgb(0.45, 0.45, 0.45) });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

function technicalSheets(): DemoDocument[] {
  return CATALOGUE.flatMap((m) =>
    m.categories.flatMap((c) =>
      c.products.map((p) => ({
        title: `Scheda tecnica — ${p.title.it}`,
        description: `Sezioni, prestazioni certificate e dettagli di posa di ${p.title.it.toLowerCase()}.`,
        category: 'technical_sheet' as const,
        language: 'it' as const,
        material: m.slug,
        productCategory: c.slug,
        product: p.slug,
        fileName: `scheda-tecnica-${m.slug}-${c.slug}-${p.slug}.pdf`,
        body: [
          `Materiale: ${m.name.it} · Categoria: ${c.name.it}`,
          'Sezione nodo inferiore, laterale e superiore in scala 1:2.',
          'Prestazioni: vedere la dichiarazione di prestazione (DoP) del prodotto.',
          'Posa: secondo UNI 11673-1, con nastri e sigillanti certificati.',
        ],
      })),
    ),
  );
}

const GENERAL: DemoDocument[] = [
  ...['legno', 'pvc', 'alluminio'].map((material) => {
    const name = CATALOGUE.find((m) => m.slug === material)!.name.it;
    return {
      title: `Listino prezzi 2026 — ${name}`,
      description: `Prezzi di listino 2026 della linea in ${name.toLowerCase()}, IVA esclusa, validi dal 1° febbraio 2026.`,
      category: 'price_list' as const,
      language: 'it' as const,
      material,
      fileName: `listino-2026-${material}.pdf`,
      body: ['Prezzi in euro, IVA esclusa.', 'Sconti rivenditore secondo le condizioni commerciali in vigore.', 'Validità: dal 1° febbraio 2026 al 31 gennaio 2027.'],
    };
  }),
  {
    title: 'Export price list 2026',
    description: 'List prices for export markets, VAT excluded, all product lines.',
    category: 'price_list',
    language: 'en',
    fileName: 'export-price-list-2026.pdf',
    body: ['Prices in euro, ex works Treviso, VAT excluded.', 'Valid from 1 February 2026.'],
  },
  {
    title: 'Manuale di posa in opera',
    description: 'Istruzioni di posa per finestre, portefinestre e alzanti: controtelaio, fissaggi, sigillature.',
    category: 'manual',
    language: 'it',
    fileName: 'manuale-posa-in-opera.pdf',
    body: ['1. Verifica del vano murario e del controtelaio.', '2. Fissaggi meccanici e distanze massime.', '3. Nastri, schiume e sigillanti: sequenza di posa.'],
  },
  {
    title: 'Installation manual',
    description: 'Installation instructions for windows, French windows and lift-and-slide doors.',
    category: 'manual',
    language: 'en',
    fileName: 'installation-manual.pdf',
    body: ['1. Checking the opening and the sub-frame.', '2. Mechanical fixings and maximum spacing.', '3. Tapes, foams and sealants: order of work.'],
  },
  {
    title: 'Uso e manutenzione',
    description: 'Guida per il cliente finale: pulizia, regolazione della ferramenta, cura delle guarnizioni.',
    category: 'manual',
    language: 'it',
    fileName: 'uso-e-manutenzione.pdf',
    body: ['Pulire con acqua e detergente neutro.', 'Lubrificare la ferramenta una volta all’anno.', 'Controllare le guarnizioni a ogni cambio di stagione.'],
  },
  {
    title: 'Dichiarazione di prestazione — finestre in PVC',
    description: 'DoP secondo il Regolamento UE 305/2011 e la norma EN 14351-1.',
    category: 'certification',
    language: 'it',
    material: 'pvc',
    productCategory: 'finestre',
    fileName: 'dop-finestre-pvc.pdf',
    body: ['Norma armonizzata: EN 14351-1:2006+A2:2016.', 'Permeabilità all’aria: classe 4. Tenuta all’acqua: classe 9A.', 'Resistenza al carico del vento: classe C5.'],
  },
  {
    title: 'Certificato di marcatura CE',
    description: 'Certificato del controllo di produzione in fabbrica.',
    category: 'certification',
    language: 'it',
    fileName: 'certificato-marcatura-ce.pdf',
    body: ['Sistema di valutazione: 3.', 'Organismo notificato: n. 0000 (demo).'],
  },
  {
    title: 'Catalogo generale 2026',
    description: 'Tutte le linee in legno, PVC e alluminio in un unico catalogo da consegnare ai clienti.',
    category: 'brochure',
    language: 'it',
    fileName: 'catalogo-generale-2026.pdf',
    body: ['Legno, PVC, alluminio: finestre, ingressi, alzanti, complanari, oscuranti.', 'Finiture e colori a pagina 48.'],
  },
  {
    title: 'Moduli d’ordine',
    description: 'Modulo d’ordine standard e scheda misure per i rilievi in cantiere.',
    category: 'other',
    language: 'it',
    fileName: 'moduli-ordine.pdf',
    body: ['Compilare un modulo per ogni posizione.', 'Misure in millimetri, larghezza × altezza del vano.'],
  },
];

const reservedFor = (dealer: UserRow): DemoDocument => ({
  title: `Condizioni commerciali 2026 — ${dealer.company ?? dealer.displayName}`,
  description: `Sconti, premi di fine anno e condizioni di pagamento riservati a ${dealer.company ?? dealer.displayName}.`,
  category: 'price_list',
  language: 'it',
  fileName: `condizioni-2026-${dealer.id}.pdf`,
  body: ['Sconto base sul listino: 38%.', 'Premio di fine anno: 2% oltre 150.000 € di fatturato.', 'Pagamento: bonifico a 60 giorni data fattura.'],
  reservedTo: dealer.email,
});

/** The demo documents of a new data directory: price lists, manuals, certifications, a technical sheet per product, one reserved to each dealer. */
export async function seedDemoDocuments(db: DB, store: FileStore, admin: UserRow, dealers: UserRow[]): Promise<number> {
  const all = [...GENERAL, ...technicalSheets(), ...dealers.map(reservedFor)];
  for (const doc of all) {
    const bytes = await makePdf(doc.title, doc.description, doc.body);
    const received = await store.receive(Readable.from([bytes]));
    const dealerIds = doc.reservedTo ? dealers.filter((d) => d.email === doc.reservedTo).map((d) => d.id) : [];
    await createDocument(
      db,
      store,
      null,
      admin,
      {
        title: doc.title,
        description: doc.description,
        category: doc.category,
        language: doc.language,
        material: doc.material,
        productCategory: doc.productCategory,
        product: doc.product,
        reserved: dealerIds.length > 0,
        dealerIds,
      },
      { ...received, name: doc.fileName, type: 'application/pdf' },
      systemContext(admin),
    );
  }
  return all.length;
}
