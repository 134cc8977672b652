import fs from 'node:fs';
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db';
import type { FileStore } from '../storage/fileStore';
import { CLAIM_DEFECTS, makeClaimPhoto } from '../demo/claimPhotos';
import { makePdf } from '../demo/documents';
import { formatClaimCode, type ClaimKind, type ClaimRemedy, type ClaimStatus } from '../../shared/claims';

/**
 * The claims of the scale data (issue 26): `count` claims over the scale registrations, ~2.5
 * messages and ~3 files each, bulk-inserted like the rest of seedScale. The statuses follow age
 * (the last weeks open, the older ones decided and mostly closed), the kinds and the products are
 * uneven (some products fail more, so the quality view has something to show) and the dealers are
 * the registrations'. The files are a handful of small generated JPEGs (a display size and a
 * thumbnail per defect) and one PDF, shared by key: the rows are what the lists and the quality
 * view are measured on, and nothing at this volume deletes a claim's file.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Rows per INSERT: under SQLite's and PostgreSQL's limits on bound parameters. */
const BATCH = 400;
/** The photos' sizes on disk: small, the rows are what counts. */
const DISPLAY_PX = 640;
const THUMB_PX = 320;

type Random = { next: () => number; int: (n: number) => number; pick: <T>(list: readonly T[]) => T };

const DESCRIPTIONS: Record<ClaimKind, string[]> = {
  transport: [
    'Vetro incrinato alla consegna, imballo danneggiato sul lato lungo.',
    'Profilo ammaccato durante il trasporto, graffi profondi sul telaio.',
    'Anta arrivata con il coprifilo staccato e la guarnizione schiacciata.',
  ],
  installation: [
    'Infiltrazioni d’acqua dal nodo inferiore dopo le prime piogge.',
    'L’anta sfrega sul telaio in chiusura, la ferramenta sembra fuori squadra.',
    'Spifferi dal giunto di posa lato muratura, sigillatura da verificare.',
  ],
  product: [
    'Condensa tra le lastre della vetrocamera: sigillatura del vetro difettosa.',
    'Cerniera superiore allentata, l’anta non resta in posizione a ribalta.',
    'Guarnizione centrale staccata in più punti dopo pochi mesi.',
    'Maniglia bloccata, il nottolino non aggancia più lo scontro.',
    'Verniciatura che si sfoglia sul lato esterno esposto a sud.',
  ],
  other: ['Il cliente segnala rumore al vento dal cassonetto.', 'Richiesta di verifica generale dopo un temporale con grandine.'],
};
const QUESTIONS = [
  'Potete inviarci una foto del nodo inferiore con l’anta aperta?',
  'Ci servono il numero d’ordine e una foto dell’etichetta sul telaio.',
  'Il difetto si presenta su tutte le ante o su una sola?',
];
const ANSWERS = ['Ecco le foto richieste, il difetto è su una sola anta.', 'In allegato la foto dell’etichetta; ordine indicato nella registrazione.', 'Su tutte e tre le finestre del lato nord.'];
const REVIEWS = ['Abbiamo preso in carico la segnalazione, la stiamo verificando con la produzione.'];
const DECISIONS: Record<ClaimRemedy, string> = {
  repair: 'Approvato: il nostro tecnico interverrà in cantiere per la regolazione.',
  part: 'Approvato: spediamo il ricambio con il prossimo trasporto.',
  unit: 'Approvato: sostituiamo l’unità, vi contatteremo per la consegna.',
  credit: 'Approvato: emettiamo una nota di credito per il valore dell’unità.',
};
const REJECTIONS = [
  'Dalle foto il danno risulta causato da un uso improprio, non coperto dalla garanzia.',
  'La posa non rispetta le indicazioni del manuale (controtelaio non coibentato).',
  'Il difetto non è riscontrabile dalle foto inviate; la pratica resta chiusa senza intervento.',
];

/** Claims per kind: products fail most, then installations, then transport. */
const KINDS: [ClaimKind, number][] = [['product', 0.42], ['installation', 0.3], ['transport', 0.2], ['other', 0.08]];
const REMEDIES: ClaimRemedy[] = ['repair', 'repair', 'part', 'part', 'part', 'unit', 'credit'];

const chunks = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const weighted = <T>(r: Random, list: [T, number][]): T => {
  let x = r.next();
  for (const [value, weight] of list) if ((x -= weight) < 0) return value;
  return list[list.length - 1][0];
};

/**
 * `days` working days after `at` (Monday to Friday). The holidays the server also skips
 * (shared/workingDays.ts) are left out here: a due date a day early on a holiday changes no plan.
 */
function workingDaysAfter(at: number, days: number): number {
  let t = at;
  for (let left = days; left > 0; ) {
    t += DAY;
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return t;
}

/** What the claim went through, by its age: the step it stands at and the conversation that led there. */
function historyOf(r: Random, ageDays: number): { status: ClaimStatus; asked: boolean; decided: 'approved' | 'rejected' | null } {
  const roll = r.next();
  if (ageDays < 3) return { status: roll < 0.7 ? 'submitted' : roll < 0.85 ? 'waiting' : 'review', asked: roll >= 0.7 && roll < 0.85, decided: null };
  if (ageDays < 30) {
    if (roll < 0.15) return { status: 'submitted', asked: false, decided: null };
    if (roll < 0.4) return { status: 'waiting', asked: true, decided: null };
    if (roll < 0.7) return { status: 'review', asked: r.next() < 0.5, decided: null };
    if (roll < 0.85) return { status: 'approved', asked: r.next() < 0.3, decided: 'approved' };
    if (roll < 0.9) return { status: 'rejected', asked: false, decided: 'rejected' };
    return { status: 'closed', asked: r.next() < 0.3, decided: r.next() < 0.8 ? 'approved' : 'rejected' };
  }
  if (roll < 0.01) return { status: 'review', asked: false, decided: null };
  if (roll < 0.11) return { status: 'approved', asked: r.next() < 0.3, decided: 'approved' };
  if (roll < 0.15) return { status: 'rejected', asked: false, decided: 'rejected' };
  return { status: 'closed', asked: r.next() < 0.3, decided: r.next() < 0.8 ? 'approved' : 'rejected' };
}

interface StoredFile {
  fileKey: string;
  thumbKey: string | null;
  size: number;
  hash: string;
  type: string;
  kind: 'photo' | 'pdf';
  width: number | null;
  height: number | null;
}

/** The few files every row points at: a display size and a thumbnail per defect, and one PDF. */
async function storeTemplates(store: FileStore): Promise<{ photos: StoredFile[]; pdf: StoredFile }> {
  const put = (bytes: Buffer) => {
    const key = randomUUID();
    fs.writeFileSync(store.pathOf(key), bytes);
    return { key, size: bytes.length, hash: createHash('sha256').update(bytes).digest('hex') };
  };
  const photos: StoredFile[] = [];
  for (const defect of CLAIM_DEFECTS) {
    const caption = `Foto di cantiere — ${defect}`;
    const display = put(await makeClaimPhoto(defect, caption, DISPLAY_PX, 70));
    const thumb = put(await makeClaimPhoto(defect, caption, THUMB_PX, 60));
    const height = Math.round((DISPLAY_PX * 3) / 4);
    photos.push({ fileKey: display.key, thumbKey: thumb.key, size: display.size, hash: display.hash, type: 'image/jpeg', kind: 'photo', width: DISPLAY_PX, height });
  }
  const pdfFile = put(await makePdf('Rapporto di intervento', 'Verbale del sopralluogo in cantiere', ['Serramenti Demo S.p.A.']));
  const pdf: StoredFile = { fileKey: pdfFile.key, thumbKey: null, size: pdfFile.size, hash: pdfFile.hash, type: 'application/pdf', kind: 'pdf', width: null, height: null };
  return { photos, pdf };
}

interface PlannedMessage {
  claim: number;
  authorId: number;
  body: string;
  status: ClaimStatus | null;
  createdAt: number;
  files: StoredFile[];
}

export interface ScaleClaimsResult {
  claims: number;
  messages: number;
  files: number;
  units: number;
}

/**
 * Inserts `count` claims over the registrations there are. `admins` handle them; `focusDealer`
 * (the benchmarks' dealer) gets a share of its own so that its list has pages to measure.
 */
export async function seedScaleClaims(db: DB, store: FileStore, r: Random, opts: { count: number; admins: number[]; focusDealer: number; now: number }): Promise<ScaleClaimsResult> {
  const { count, admins, focusDealer, now } = opts;
  const registrations = await db
    .selectFrom('guarantees')
    .select(['id', 'dealerId', 'material', 'productCategory', 'product', 'installationDate', 'expiresOn', 'quantity', 'createdAt'])
    .orderBy('id')
    .execute();
  const ofFocus = registrations.filter((g) => g.dealerId === focusDealer);
  // Some products fail more than others: a fixed factor per product, so the quality view differs by product.
  const productKeys = [...new Set(registrations.map((g) => `${g.material}/${g.productCategory}/${g.product}`))].sort();
  const failure = new Map(productKeys.map((k, i) => [k, 0.25 + ((i * 37) % 10) / 13]));
  const { photos, pdf } = await storeTemplates(store);

  type Planned = { row: Record<string, unknown>; units: number[]; messages: Omit<PlannedMessage, 'claim'>[] };
  const planned: Planned[] = [];
  while (planned.length < count) {
    const g = ofFocus.length && r.next() < 0.03 ? r.pick(ofFocus) : r.pick(registrations);
    if (r.next() > failure.get(`${g.material}/${g.productCategory}/${g.product}`)!) continue;
    // Noticed weeks to years after the registration, more often early, a few after the warranty
    // (paid service requests); never in the future.
    const delay = r.next() < 0.04 ? r.next() * 12 * 365 * DAY : Math.max(2 * DAY, r.next() ** 2 * 4 * 365 * DAY);
    const createdAt = Math.round(g.createdAt + delay);
    if (createdAt > now - HOUR) continue;
    const dealerId = g.dealerId;
    const kind = weighted(r, KINDS);
    const noticedOn = [isoDay(createdAt - r.int(10) * DAY), g.installationDate].sort().at(-1)!;
    const paidService = noticedOn > g.expiresOn;
    const { status, asked, decided } = historyOf(r, (now - createdAt) / DAY);
    const admin = r.pick(admins);
    const creator = r.next() < 0.95 ? dealerId : admin;
    const description = r.pick(DESCRIPTIONS[kind]);
    const dueAt = workingDaysAfter(createdAt, 2);
    const messages: Omit<PlannedMessage, 'claim'>[] = [];
    const photosOf = (n: number) => Array.from({ length: n }, () => r.pick(photos));
    messages.push({ authorId: creator, body: description, status: null, createdAt, files: [...photosOf(1 + r.int(4)), ...(r.next() < 0.1 ? [pdf] : [])] });
    // Each later step a few hours to days after the one before, never past now.
    let t = createdAt;
    const later = (maxHours: number) => (t = Math.min(now - 1, t + HOUR + r.int(maxHours) * HOUR));
    let firstAnswerAt: number | null = null;
    if (status !== 'submitted') {
      firstAnswerAt = later(60);
      if (asked) {
        messages.push({ authorId: admin, body: r.pick(QUESTIONS), status: 'waiting', createdAt: firstAnswerAt, files: [] });
        if (status !== 'waiting') messages.push({ authorId: dealerId, body: r.pick(ANSWERS), status: 'review', createdAt: later(72), files: photosOf(1 + r.int(2)) });
      } else if (status === 'review') {
        messages.push({ authorId: admin, body: r.pick(REVIEWS), status: 'review', createdAt: firstAnswerAt, files: [] });
      }
    }
    const remedy = decided === 'approved' ? r.pick(REMEDIES) : null;
    const rejectionReason = decided === 'rejected' ? r.pick(REJECTIONS) : null;
    if (decided) {
      const at = messages.length > 1 ? later(120) : firstAnswerAt!;
      messages.push({ authorId: admin, body: remedy ? DECISIONS[remedy] : rejectionReason!, status: decided, createdAt: at, files: [] });
    }
    // A claim is closed by a move without a message: the decision was the last word.
    const closedAt = status === 'closed' ? later(24 * 20) : null;
    const photoCount = messages.reduce((n, m) => n + m.files.filter((f) => f.kind === 'photo').length, 0);
    const positions = Array.from({ length: Math.min(g.quantity, 8) }, (_, i) => i + 1);
    const units = r.next() < 0.6 ? positions.filter(() => r.next() < 0.3).slice(0, 3) : [];
    planned.push({
      units,
      messages,
      row: {
        guaranteeId: g.id,
        dealerId,
        material: g.material,
        productCategory: g.productCategory,
        product: g.product,
        kind,
        noticedOn,
        description,
        paidService: paidService ? 1 : 0,
        status,
        remedy,
        rejectionReason,
        assigneeId: status === 'submitted' ? (r.next() < 0.3 ? admin : null) : r.next() < 0.85 ? admin : null,
        dueAt,
        firstAnswerAt,
        photoCount,
        createdBy: creator,
        createdAt,
        updatedAt: Math.max(closedAt ?? 0, ...messages.map((m) => m.createdAt)),
        version: messages.length + (closedAt ? 1 : 0),
      },
    });
  }

  // Numbered per year of creation, in the order they were made, as the server numbers them.
  planned.sort((a, b) => (a.row.createdAt as number) - (b.row.createdAt as number));
  const counters = new Map<number, number>();
  for (const p of planned) {
    const year = new Date(p.row.createdAt as number).getUTCFullYear();
    const n = (counters.get(year) ?? 0) + 1;
    counters.set(year, n);
    p.row.code = formatClaimCode(year, n);
  }
  for (const part of chunks(planned, BATCH)) await db.insertInto('claims').values(part.map((p) => p.row) as never).execute();
  for (const [year, lastNumber] of counters) await db.insertInto('claimCounters').values({ year, lastNumber }).execute();
  const claimIds = (await db.selectFrom('claims').select('id').orderBy('id').execute()).map((c) => c.id);

  const units = planned.flatMap((p, i) => p.units.map((position) => ({ claimId: claimIds[i], position })));
  for (const part of chunks(units, BATCH)) await db.insertInto('claimUnits').values(part).execute();

  const messages: PlannedMessage[] = planned.flatMap((p, i) => p.messages.map((m) => ({ ...m, claim: claimIds[i] })));
  for (const part of chunks(messages, BATCH)) {
    await db
      .insertInto('claimMessages')
      .values(part.map((m) => ({ claimId: m.claim, authorId: m.authorId, body: m.body, status: m.status, createdAt: m.createdAt })))
      .execute();
  }
  const messageIds = (await db.selectFrom('claimMessages').select('id').orderBy('id').execute()).map((m) => m.id);

  let n = 0;
  const files = messages.flatMap((m, i) =>
    m.files.map((f) => ({
      claimId: m.claim,
      messageId: messageIds[i],
      uploaderId: m.authorId,
      kind: f.kind,
      name: f.kind === 'pdf' ? `verbale-${++n}.pdf` : `foto-${++n}.jpg`,
      fileKey: f.fileKey,
      thumbKey: f.thumbKey,
      size: f.size,
      type: f.type,
      hash: f.hash,
      width: f.width,
      height: f.height,
      createdAt: m.createdAt,
    })),
  );
  for (const part of chunks(files, BATCH)) await db.insertInto('claimFiles').values(part).execute();
  // The list's picture: each claim's first photo (claim_files_claim finds it).
  await sql`update claims set cover_photo_id = (select min(f.id) from claim_files f where f.claim_id = claims.id and f.kind = 'photo')`.execute(db);
  return { claims: planned.length, messages: messages.length, files: files.length, units: units.length };
}
