/**
 * `npm run seed:scale`: fills an empty database and data directory with a manufacturer's volume,
 * through the real schema (migrations, the same tables and triggers the server uses), so that
 * speed is measured where it matters. Deterministic: the same run gives the same data.
 *
 *   DATA_DIR=/tmp/scale npm run seed:scale                      # SQLite in DATA_DIR
 *   DATABASE_URL=postgres://…/scale DATA_DIR=/tmp/scale npm run seed:scale
 *
 * 1,500 accounts (the four demo accounts of the README among them, password demo-portal-2026;
 * 1,000 active dealers), 20,000 documents (10% reserved, to 1–4 dealers each; every category,
 * material and language; each with a real stored file), 3,000 notices over ten years with read
 * marks for most dealers, 100,000 warranty registrations over ten years, 20,000 claims on them
 * (~50,000 messages, ~60,000 photos' and PDFs' rows over a few shared generated files).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { loadConfig, ConfigError } from '../config';
import { createDb, migrate, type DB } from '../db';
import { hashPassword } from '../modules/auth/passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed';
import { makePdf } from '../demo/documents';
import { seedScaleClaims } from './claims';
import { createFileStore } from '../storage/fileStore';
import { CATALOGUE, WARRANTY_YEARS } from '../../shared/catalogue/definition';
import { DOCUMENT_CATEGORIES, DOCUMENT_LANGUAGES } from '../../shared/documents';
import { addYears } from '../../shared/guarantees';

export const FULL_SCALE = {
  accounts: 1_500,
  activeDealers: 1_000,
  admins: 12,
  pendingDealers: 300,
  documents: 20_000,
  reservedShare: 0.1,
  notices: 3_000,
  guarantees: 100_000,
  /** After-sales claims on those registrations, with their conversations and files (scale/claims.ts). */
  claims: 20_000,
  /** Audit entries over the last two years (inside the default retention of 730 days). */
  auditEntries: 200_000,
  years: 10,
};

const DAY = 86_400_000;

/** mulberry32: small, fast and seeded, so every run draws the same data. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  return { next, int, pick };
}

const SURNAMES = ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone', 'Longo', 'Gentile', 'Martinelli', 'Vitale', 'Lombardo', 'Serra', 'Coppola', 'De Santis', "D'Angelo", 'Marchetti', 'Parisi', 'Villa', 'Conte', 'Ferraro', 'Ferri', 'Fabbri', 'Bianco', 'Marini', 'Grasso', 'Valentini', 'Messina', 'Sala', 'De Angelis', 'Gatti', 'Pellegrini', 'Palumbo', 'Sanna', 'Farina', 'Rizzi', 'Monti', 'Cattaneo', 'Morelli', 'Amato', 'Silvestri', 'Mazza', 'Testa', 'Grassi', 'Pellegrino', 'Carbone', 'Giuliani', 'Benedetti', 'Barone', 'Rossetti', 'Caputo', 'Montanari', 'Guerra', 'Palmieri', 'Bernardi', 'Martino', 'Fiore', 'De Rosa', 'Ferretti', 'Bellini', 'Basile', 'Riva', 'Donati', 'Piras', 'Vitali', 'Battaglia', 'Sartori', 'Neri', 'Costantini', 'Milani', 'Pagano', 'Ruggiero', 'Sorrentino', "D'Amico", 'Orlando', 'Damico', 'Negri'];
const FIRST_NAMES = ['Marco', 'Giulia', 'Luca', 'Francesca', 'Andrea', 'Chiara', 'Matteo', 'Sara', 'Alessandro', 'Martina', 'Davide', 'Elena', 'Simone', 'Valentina', 'Federico', 'Alessia', 'Stefano', 'Laura', 'Paolo', 'Silvia', 'Giorgio', 'Anna', 'Roberto', 'Elisa', 'Fabio', 'Federica', 'Enrico', 'Giorgia', 'Nicola', 'Roberta'];
const TOWNS: [string, string, string][] = [
  ['Treviso', 'TV', '31100'], ['Padova', 'PD', '35121'], ['Verona', 'VR', '37121'], ['Vicenza', 'VI', '36100'], ['Venezia', 'VE', '30121'],
  ['Udine', 'UD', '33100'], ['Trento', 'TN', '38121'], ['Bolzano', 'BZ', '39100'], ['Brescia', 'BS', '25121'], ['Bergamo', 'BG', '24121'],
  ['Milano', 'MI', '20121'], ['Torino', 'TO', '10121'], ['Bologna', 'BO', '40121'], ['Modena', 'MO', '41121'], ['Parma', 'PR', '43121'],
  ['Firenze', 'FI', '50121'], ['Perugia', 'PG', '06121'], ['Ancona', 'AN', '60121'], ['Roma', 'RM', '00184'], ['Pescara', 'PE', '65121'],
  ['Napoli', 'NA', '80121'], ['Bari', 'BA', '70121'], ['Lecce', 'LE', '73100'], ['Cagliari', 'CA', '09121'], ['Palermo', 'PA', '90121'],
];
const STREETS = ['Via Roma', 'Via Garibaldi', 'Via Mazzini', 'Via Dante', 'Corso Italia', 'Via Verdi', 'Via Marconi', 'Viale della Vittoria', 'Via XX Settembre', 'Via Cavour', 'Piazza della Libertà', 'Via dei Mille'];
const COMPANY_KINDS = ['Infissi', 'Serramenti', 'Finestre', 'Porte e Finestre', 'Serramenti & Design', 'Infissi e Tende'];
const COMPANY_FORMS = ['S.r.l.', 'S.n.c.', 'S.a.s.', 'di ' /* sole trader: "di <name>" */];

const TOPICS: Record<(typeof DOCUMENT_CATEGORIES)[number], Record<string, [string, string]>> = {
  price_list: { it: ['Listino prezzi', 'Prezzi di listino, IVA esclusa, sconti rivenditore secondo le condizioni in vigore.'], en: ['Price list', 'List prices, VAT excluded, dealer discounts as per current terms.'], de: ['Preisliste', 'Listenpreise ohne MwSt., Händlerrabatte laut aktuellen Bedingungen.'], fr: ['Liste de prix', 'Prix catalogue hors TVA, remises revendeur selon les conditions en vigueur.'], es: ['Lista de precios', 'Precios de catálogo sin IVA, descuentos de distribuidor según condiciones vigentes.'] },
  manual: { it: ['Manuale di posa', 'Istruzioni di posa, regolazione della ferramenta e manutenzione.'], en: ['Installation manual', 'Installation, hardware adjustment and maintenance instructions.'], de: ['Montageanleitung', 'Montage, Beschlageinstellung und Wartung.'], fr: ['Manuel de pose', 'Pose, réglage de la quincaillerie et entretien.'], es: ['Manual de instalación', 'Instalación, ajuste de herrajes y mantenimiento.'] },
  certification: { it: ['Dichiarazione di prestazione', 'DoP secondo il Regolamento UE 305/2011 e la norma EN 14351-1.'], en: ['Declaration of performance', 'DoP under Regulation (EU) 305/2011 and EN 14351-1.'], de: ['Leistungserklärung', 'LE nach Verordnung (EU) 305/2011 und EN 14351-1.'], fr: ['Déclaration de performance', 'DdP selon le Règlement (UE) 305/2011 et la norme EN 14351-1.'], es: ['Declaración de prestaciones', 'DdP según el Reglamento (UE) 305/2011 y la norma EN 14351-1.'] },
  technical_sheet: { it: ['Scheda tecnica', 'Sezioni, prestazioni certificate e dettagli di posa.'], en: ['Technical sheet', 'Sections, certified performance and installation details.'], de: ['Technisches Datenblatt', 'Schnitte, zertifizierte Leistungen und Einbaudetails.'], fr: ['Fiche technique', 'Coupes, performances certifiées et détails de pose.'], es: ['Ficha técnica', 'Secciones, prestaciones certificadas y detalles de instalación.'] },
  brochure: { it: ['Catalogo', 'Catalogo illustrato da consegnare ai clienti, con finiture e colori.'], en: ['Brochure', 'Illustrated brochure for customers, with finishes and colours.'], de: ['Katalog', 'Illustrierter Katalog für Kunden, mit Oberflächen und Farben.'], fr: ['Catalogue', 'Catalogue illustré pour les clients, avec finitions et couleurs.'], es: ['Catálogo', 'Catálogo ilustrado para clientes, con acabados y colores.'] },
  other: { it: ['Modulo d’ordine', 'Modulo d’ordine e scheda misure per i rilievi in cantiere.'], en: ['Order form', 'Order form and measurement sheet for site surveys.'], de: ['Bestellformular', 'Bestellformular und Aufmaßblatt.'], fr: ['Bon de commande', 'Bon de commande et fiche de relevé de mesures.'], es: ['Formulario de pedido', 'Formulario de pedido y hoja de medidas.'] },
};
/**
 * Sentences of the text inside a document's file, as the text reader would have found it (the
 * search looks there): a few of these after the file's own title and description.
 */
const FILE_SENTENCES: Record<'it' | 'en', string[]> = {
  it: [
    'Le finestre vanno posate su controtelaio coibentato con nastro autoespandente.',
    'La trasmittanza termica Uw dipende dal vetro, dal distanziale e dal telaio.',
    'Verificare la tenuta all’aria e all’acqua dopo la regolazione delle cerniere.',
    'I prezzi si intendono franco stabilimento, IVA esclusa, validi fino a nuovo listino.',
    'Ferramenta anta-ribalta con nottolini a fungo e microventilazione.',
    'Pulire i profili con acqua e sapone neutro, senza solventi né abrasivi.',
    'Il cassonetto coibentato riduce i ponti termici sopra il serramento.',
    'La persiana in alluminio è verniciata a polveri con garanzia di dieci anni.',
    'Perché la posa sia a regola d’arte, sigillare il giunto con schiuma elastica.',
  ],
  en: [
    'Windows must be installed on an insulated subframe with expanding tape.',
    'The thermal transmittance Uw depends on the glass, the spacer and the frame.',
    'Check air and water tightness after adjusting the hinges.',
    'Prices are ex works, VAT excluded, valid until the next price list.',
    'Tilt-and-turn hardware with mushroom cams and micro-ventilation.',
    'Clean the profiles with water and mild soap, never solvents or abrasives.',
    'The insulated shutter box reduces thermal bridges above the window.',
    'Aluminium shutters are powder coated with a ten-year guarantee.',
    'Seal the joint with elastic foam so that the installation lasts.',
  ],
};

const NOTICE_TOPICS = [
  ['Aggiornamento listino', 'Dal primo del mese prossimo entra in vigore il nuovo **listino prezzi**. Trovate i PDF nella sezione documenti.'],
  ['Chiusura per ferie', 'Gli uffici e lo stabilimento resteranno chiusi per ferie. Gli ordini ricevuti saranno evasi alla riapertura.'],
  ['Nuova finitura disponibile', 'È disponibile una nuova finitura per la linea in *alluminio*: chiedete i campioni al vostro agente.'],
  ['Corso di posa certificata', 'Organizziamo un corso di posa in opera secondo UNI 11673-1. Posti limitati, iscrizioni via e-mail.'],
  ['Tempi di consegna', 'I tempi di consegna medi sono di **cinque settimane** dalla conferma d’ordine.'],
  ['Fiera di settore', 'Vi aspettiamo al nostro stand in fiera: presenteremo le novità della linea in legno.'],
  ['Aggiornamento software preventivi', 'È disponibile la nuova versione del software per i preventivi, con i prezzi aggiornati.'],
  ['Incentivi fiscali', 'Riepilogo delle detrazioni per la sostituzione dei serramenti e dei documenti da consegnare ai clienti.'],
];

const chunks = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Rows per INSERT: under SQLite's and PostgreSQL's limits on bound parameters. */
const BATCH = 400;

async function insertAll<T extends Record<string, unknown>>(db: DB, table: 'users' | 'documents' | 'documentDealers' | 'notices' | 'guarantees' | 'auditEntries', rows: T[]) {
  for (const part of chunks(rows, BATCH)) await db.insertInto(table).values(part as never).execute();
}

/** `factor` scales every volume (the query-plan test uses a tenth). */
export async function seedScale(db: DB, dataDir: string, log: (msg: string) => void = console.log, factor = 1): Promise<void> {
  const SCALE = Object.fromEntries(Object.entries(FULL_SCALE).map(([k, v]) => [k, k === 'reservedShare' || k === 'years' || k === 'admins' ? v : Math.round(v * factor)])) as typeof FULL_SCALE;
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) {
    throw new Error('seed:scale fills an empty database: point DATA_DIR (or DATABASE_URL) at a new one');
  }
  const r = random(2026);
  const now = Date.now();
  const start = now - SCALE.years * 365 * DAY;
  const at = (fraction: number) => Math.round(start + fraction * (now - start));

  // Accounts: the README's demo accounts first (the benchmarks sign in as them), then the rest.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users: Record<string, unknown>[] = DEMO_ACCOUNTS.map((a, i) => ({
    ...a,
    email: a.email,
    passwordHash,
    displayName: `${a.firstName} ${a.lastName}`,
    isPublic: 0,
    country: 'IT',
    createdAt: start + i,
    updatedAt: start + i,
  }));
  const plan: [string, string, number][] = [
    ['admin', 'active', SCALE.admins - 1],
    ['dealer', 'active', SCALE.activeDealers - 2],
    ['dealer', 'pending', SCALE.pendingDealers - 1],
  ];
  plan.push(['dealer', 'disabled', SCALE.accounts - DEMO_ACCOUNTS.length - plan.reduce((n, [, , c]) => n + c, 0)]);
  let n = 0;
  for (const [role, status, count] of plan) {
    for (let i = 0; i < count; i++, n++) {
      const firstName = r.pick(FIRST_NAMES);
      const lastName = r.pick(SURNAMES);
      const [city, province, zipCode] = r.pick(TOWNS);
      const form = r.pick(COMPANY_FORMS);
      const company = form === 'di ' ? `${r.pick(COMPANY_KINDS)} di ${firstName} ${lastName}` : `${lastName} ${r.pick(COMPANY_KINDS)} ${form}`;
      const created = role === 'dealer' && status === 'pending' ? now - r.int(60) * DAY : at(r.next() * 0.95);
      users.push({
        email: `${role}${n}.${lastName.toLowerCase().replace(/[^a-z]/g, '')}@scale.test`,
        passwordHash,
        firstName,
        lastName,
        displayName: `${firstName} ${lastName}`,
        role,
        status,
        company: role === 'admin' ? 'Serramenti Demo S.p.A.' : company,
        city,
        state: province,
        zipCode,
        country: 'IT',
        phoneNumber: `+39 3${r.int(10)}${r.int(10)} ${100 + r.int(900)} ${1000 + r.int(9000)}`,
        isPublic: 0,
        createdAt: created,
        updatedAt: created,
      });
    }
  }
  await insertAll(db, 'users', users);
  const accounts = await db.selectFrom('users').select(['id', 'role', 'status']).orderBy('id').execute();
  const admins = accounts.filter((u) => u.role === 'admin' && u.status === 'active').map((u) => u.id);
  const dealers = accounts.filter((u) => u.role === 'dealer' && u.status === 'active').map((u) => u.id);
  log(`${accounts.length} accounts (${dealers.length} active dealers, ${admins.length} admins)`);

  // Documents, each with a real stored file: one small PDF per category and language, copied.
  const store = createFileStore(dataDir);
  const templates = new Map<string, { bytes: Buffer; hash: string }>();
  for (const category of DOCUMENT_CATEGORIES) {
    for (const language of DOCUMENT_LANGUAGES) {
      const [title, description] = TOPICS[category][language];
      const bytes = await makePdf(title, description, ['Serramenti Demo S.p.A.']);
      templates.set(`${category}|${language}`, { bytes, hash: createHash('sha256').update(bytes).digest('hex') });
    }
  }
  const products = CATALOGUE.flatMap((m) => m.categories.flatMap((c) => c.products.map((p) => ({ m, c, p }))));
  const documents: Record<string, unknown>[] = [];
  const reservedIndexes: number[] = [];
  for (let i = 0; i < SCALE.documents; i++) {
    const category = DOCUMENT_CATEGORIES[i % DOCUMENT_CATEGORIES.length];
    const language = r.next() < 0.6 ? 'it' : r.pick(DOCUMENT_LANGUAGES);
    const level = r.int(4); // 0: general, 1: a material, 2: a category, 3: a product
    const { m, c, p } = r.pick(products);
    const [topic, description] = TOPICS[category][language];
    const created = at(i / SCALE.documents);
    const year = new Date(created).getUTCFullYear();
    const subject = level === 0 ? '' : level === 1 ? ` — ${m.name.it}` : level === 2 ? ` — ${c.name.it} ${m.name.it}` : ` — ${p.title.it}`;
    const reserved = r.next() < SCALE.reservedShare;
    if (reserved) reservedIndexes.push(i);
    const key = randomUUID();
    const template = templates.get(`${category}|${language}`)!;
    fs.writeFileSync(store.pathOf(key), template.bytes);
    documents.push({
      title: `${topic}${subject} ${year}${reserved ? ' (riservato)' : ''} n. ${i + 1}`,
      description,
      category,
      material: level >= 1 ? m.slug : null,
      productCategory: level >= 2 ? c.slug : null,
      product: level >= 3 ? p.slug : null,
      language,
      reserved: reserved ? 1 : 0,
      fileKey: key,
      fileName: `${topic.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i + 1}.pdf`,
      fileSize: template.bytes.length,
      fileType: 'application/pdf',
      fileHash: template.hash,
      fileUploadedAt: created,
      authorId: r.pick(admins),
      createdAt: created,
      updatedAt: created + (r.next() < 0.1 ? r.int(90) * DAY : 0),
    });
  }
  await insertAll(db, 'documents', documents);
  const documentIds = (await db.selectFrom('documents').select('id').orderBy('id').execute()).map((d) => d.id);
  // The text of each file, as the reader (jobs/documentText.ts) would have stored it, so the
  // search has files' words to find at this volume and start-up has nothing to read.
  const texts = documents.map((d, i) => {
    const language = d.language as string;
    const sentences = FILE_SENTENCES[language === 'it' ? 'it' : 'en'];
    const body = [d.title, d.description, ...Array.from({ length: 4 }, () => r.pick(sentences)), 'Serramenti Demo S.p.A.'].join('\n');
    return { documentId: documentIds[i], fileKey: d.fileKey as string, language, status: 'done' as const, body, error: null, extractedAt: now };
  });
  // A server already running on this database (the query-plan test) may have read a file first.
  for (const part of chunks(texts, BATCH)) {
    await db
      .insertInto('documentTexts')
      .values(part)
      .onConflict((oc) =>
        oc.column('documentId').doUpdateSet((eb) => ({
          fileKey: eb.ref('excluded.fileKey'),
          language: eb.ref('excluded.language'),
          status: eb.ref('excluded.status'),
          body: eb.ref('excluded.body'),
          error: eb.ref('excluded.error'),
          extractedAt: eb.ref('excluded.extractedAt'),
        })),
      )
      .execute();
  }
  const reservations: { documentId: number; userId: number }[] = [];
  for (const [k, i] of reservedIndexes.entries()) {
    // Every demo dealer among the first holders, so the benchmark's dealer has reserved documents.
    const holders = new Set<number>([dealers[k % 50]]);
    for (let j = r.int(4); j > 0; j--) holders.add(r.pick(dealers));
    for (const userId of holders) reservations.push({ documentId: documentIds[i], userId });
  }
  await insertAll(db, 'documentDealers', reservations);
  log(`${documents.length} documents (${reservedIndexes.length} reserved, ${reservations.length} reservations), files in ${store.filesDir}`);

  // Notices over ten years; some pinned, some with an expiry, a few scheduled.
  const notices: Record<string, unknown>[] = [];
  for (let i = 0; i < SCALE.notices; i++) {
    const [title, body] = r.pick(NOTICE_TOPICS);
    const publishAt = i >= SCALE.notices - 3 ? now + (i - SCALE.notices + 4) * DAY : at(i / SCALE.notices);
    notices.push({
      title: `${title} n. ${i + 1}`,
      body,
      pinned: i % 500 === 0 || i === SCALE.notices - 10 ? 1 : 0,
      publishAt,
      expiresAt: r.next() < 0.3 ? publishAt + (30 + r.int(300)) * DAY : null,
      authorId: r.pick(admins),
      createdAt: Math.min(publishAt, now),
      updatedAt: Math.min(publishAt, now),
      // The dealers were told of the published ones when they were published; the three scheduled
      // ones are announced by e-mail when their day comes.
      mailedAt: publishAt <= now ? publishAt : null,
    });
  }
  await insertAll(db, 'notices', notices);
  // Read marks: most dealers have opened most notices, the newest less often. In SQL: millions of rows.
  const [first] = await db.selectFrom('notices').select((eb) => eb.fn.min('id').as('id')).execute();
  const firstId = Number(first.id);
  await sql`
    insert into notice_reads (notice_id, user_id, read_at)
    select n.id, u.id, n.publish_at + ((n.id * 7 + u.id * 13) % 20) * ${DAY}
    from notices n cross join users u
    where u.role = 'dealer' and u.status = 'active' and n.publish_at <= ${now}
      and ((n.id * 31 + u.id * 17) % 100) < case when n.id > ${firstId + SCALE.notices - 40} then 40 else 93 end
  `.execute(db);
  const reads = await db.selectFrom('noticeReads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  log(`${notices.length} notices, ${Number(reads.n)} read marks`);

  // Warranty registrations over ten years, numbered per year as the server numbers them.
  const counters = new Map<number, number>();
  const guarantees: Record<string, unknown>[] = [];
  for (let i = 0; i < SCALE.guarantees; i++) {
    const created = at(i / SCALE.guarantees);
    const year = new Date(created).getUTCFullYear();
    const number = (counters.get(year) ?? 0) + 1;
    counters.set(year, number);
    const { m, c, p } = r.pick(products);
    const [city, province, zipCode] = r.pick(TOWNS);
    const installationDate = isoDay(created - r.int(20) * DAY);
    const years = WARRANTY_YEARS[c.kind];
    const dealerId = i % 7 === 0 ? dealers[i % 50] : r.pick(dealers);
    const customer = r.next() < 0.15 ? `Condominio ${r.pick(SURNAMES)}` : `${r.pick(FIRST_NAMES)} ${r.pick(SURNAMES)}`;
    guarantees.push({
      code: `GAR-${year}-${String(number).padStart(6, '0')}`,
      dealerId,
      createdBy: r.next() < 0.05 ? r.pick(admins) : dealerId,
      customerName: customer,
      customerEmail: r.next() < 0.6 ? `${customer.toLowerCase().replace(/[^a-z]+/g, '.')}${i}@example.it` : null,
      customerPhone: r.next() < 0.5 ? `+39 3${r.int(10)}${r.int(10)} ${100 + r.int(900)} ${1000 + r.int(9000)}` : null,
      street: `${r.pick(STREETS)} ${1 + r.int(200)}`,
      zipCode,
      city,
      province,
      country: 'IT',
      material: m.slug,
      productCategory: c.slug,
      product: p.slug,
      quantity: 1 + r.int(24),
      orderReference: r.next() < 0.8 ? `ORD-${year}-${String(r.int(10000)).padStart(4, '0')}` : null,
      installationDate,
      warrantyYears: years,
      expiresOn: addYears(installationDate, years),
      notes: r.next() < 0.2 ? 'Posa su controtelaio esistente, sigillature secondo UNI 11673-1.' : null,
      createdAt: created,
    });
  }
  await insertAll(db, 'guarantees', guarantees);
  for (const [year, lastNumber] of counters) await db.insertInto('guaranteeCounters').values({ year, lastNumber }).execute();
  log(`${guarantees.length} warranty registrations over ${counters.size} years`);

  const claims = await seedScaleClaims(db, store, r, { count: SCALE.claims, admins, focusDealer: dealers[0], now });
  log(`${claims.claims} claims (${claims.units} window lines named), ${claims.messages} messages, ${claims.files} files' rows`);

  // The audit log of the last two years: mostly sign-ins, then warranties, documents, notices, accounts.
  const people = await db.selectFrom('users').select(['id', 'role', 'displayName', 'email']).execute();
  const adminPeople = people.filter((u) => u.role === 'admin');
  const dealerPeople = people.filter((u) => u.role === 'dealer');
  const someGuarantees = await db.selectFrom('guarantees').select(['id', 'code']).orderBy('id', 'desc').limit(5_000).execute();
  const someDocuments = await db.selectFrom('documents').select(['id', 'title']).orderBy('id', 'desc').limit(2_000).execute();
  const someNotices = await db.selectFrom('notices').select(['id', 'title']).orderBy('id', 'desc').limit(500).execute();
  const auditFrom = now - 729 * DAY;
  const ip = () => `10.${r.int(256)}.${r.int(256)}.${1 + r.int(254)}`;
  let batch: Record<string, unknown>[] = [];
  for (let i = 0; i < SCALE.auditEntries; i++) {
    const at = Math.round(auditFrom + (i / SCALE.auditEntries) * (now - auditFrom - DAY));
    const roll = r.next();
    const actor = roll < 0.8 ? r.pick(dealerPeople) : r.pick(adminPeople);
    const who = { actorId: actor.id, actorName: actor.displayName, actorEmail: actor.email };
    const account = { recordType: 'account', recordId: actor.id, recordLabel: `${actor.displayName} <${actor.email}>` };
    let entry: Record<string, unknown>;
    if (roll < 0.55) entry = { action: 'auth.sign_in', ...who, ...account, changes: '[]' };
    else if (roll < 0.6) entry = { action: 'auth.sign_in_failed', actorId: null, actorName: null, actorEmail: actor.email, ...account, changes: '[{"field":"reason","before":null,"after":"wrong_password"}]' };
    else if (roll < 0.8) {
      const g = r.pick(someGuarantees);
      entry = { action: 'guarantee.create', ...who, recordType: 'guarantee', recordId: g.id, recordLabel: g.code, changes: JSON.stringify([{ field: 'code', before: null, after: g.code }]) };
    } else if (roll < 0.92) {
      const d = r.pick(someDocuments);
      entry = { action: r.pick(['document.create', 'document.update', 'document.reserve']), ...who, recordType: 'document', recordId: d.id, recordLabel: d.title, changes: JSON.stringify([{ field: 'title', before: null, after: d.title }]) };
    } else if (roll < 0.97) {
      const n = r.pick(someNotices);
      entry = { action: r.pick(['notice.create', 'notice.update']), ...who, recordType: 'notice', recordId: n.id, recordLabel: n.title, changes: '[]' };
    } else {
      const d = r.pick(dealerPeople);
      entry = { action: 'account.update', ...who, recordType: 'account', recordId: d.id, recordLabel: `${d.displayName} <${d.email}>`, changes: '[{"field":"city","before":"Padova","after":"Treviso"}]' };
    }
    batch.push({ at, ...entry, ip: ip() });
    if (batch.length === BATCH) {
      await insertAll(db, 'auditEntries', batch);
      batch = [];
    }
  }
  if (batch.length) await insertAll(db, 'auditEntries', batch);
  log(`${SCALE.auditEntries} audit entries over the last two years`);
}

async function main() {
  const started = performance.now();
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const db = createDb(config.database);
  try {
    await migrate(db);
    console.log(`seed:scale into ${config.database.kind === 'postgres' ? 'PostgreSQL' : config.database.file} (files in ${path.join(config.dataDir, 'files')})`);
    await seedScale(db, config.dataDir);
    // Fresh statistics, so the planners see the volume they will serve; on PostgreSQL also the
    // visibility map that autovacuum would set later, without which index-only scans (late pages)
    // read every row they skip.
    await sql.raw(config.database.kind === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (err) {
    console.error((err as Error).message);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
