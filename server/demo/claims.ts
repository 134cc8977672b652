import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { DB } from '../db';
import type { UserRow } from '../db/schema';
import type { FileStore } from '../storage/fileStore';
import type { ClaimKind, ClaimRemedy, ClaimStatus } from '../../shared/claims';
import { todayInRome } from '../../shared/calendar';
import { addClaimMessage, assignClaim, createClaim, moveClaim } from '../modules/claims/service';
import { storeClaimFile } from '../modules/claims/photos';
import { systemContext } from '../modules/audit/record';
import { makeClaimPhoto, type ClaimDefect } from './claimPhotos';
import { makePdf } from './documents';

/**
 * The demo's after-sales claims (issue 26): for both active demo dealers, a claim in every
 * status, on their demo registrations, with photos and a conversation, each step dated hours or
 * days before the day the data directory is made (like the other demo content), so the triage
 * list has something fresh, something waiting, something overdue and something long closed.
 * Everything goes through the claims service and the upload's own processing, as a dealer's and
 * the manufacturer's requests would, so the demo shows what the portal really stores.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface DemoPhoto {
  defect: ClaimDefect;
  /** Written on the picture, as a dealer's note on a phone photo. */
  caption: string;
  name: string;
}
/** A PDF the dealer attaches (a site report). */
interface DemoPdf {
  name: string;
  title: string;
  subtitle: string;
  lines: string[];
}
type Attachment = DemoPhoto | DemoPdf;

/** What happened after the claim was sent, in order; `at` in hours before now. */
type Step =
  | { at: number; say: 'dealer' | 'admin'; body: string; files?: Attachment[] }
  | { at: number; move: ClaimStatus; message?: string; remedy?: ClaimRemedy }
  | { at: number; assign: true };

interface DemoClaim {
  /** The registration, by its demo customer (server/demo/guarantees.ts). */
  customer: string;
  /** Hours before now it was sent. */
  at: number;
  kind: ClaimKind;
  units?: number[];
  /** Days before it was sent that the problem was noticed. */
  noticedBefore: number;
  description: string;
  files: Attachment[];
  /** The registration's warranty had ended: sent as a paid service request. */
  paidService?: boolean;
  steps: Step[];
}

const d = (days: number, hours = 0) => days * 24 + hours;

/** Rossi Infissi (Padova): one claim in each status, one of them overdue. */
const ROSSI: DemoClaim[] = [
  {
    customer: 'Famiglia Zanon',
    at: 3,
    kind: 'product',
    units: [3],
    noticedBefore: 1,
    description: 'Il fisso 600 × 600 del bagno mostra condensa all’interno della vetrocamera, tra le due lastre: non si asciuga pulendo il vetro. Le altre finestre sono a posto.',
    files: [
      { defect: 'condensation', caption: 'Bagno, fisso: condensa tra le lastre', name: 'IMG_2041.jpg' },
      { defect: 'condensation', caption: 'Bagno, fisso: dettaglio del distanziale', name: 'IMG_2042.jpg' },
    ],
    steps: [],
  },
  {
    // Not answered within the first-answer target: the triage list marks it overdue.
    customer: 'Famiglia Zanon',
    at: d(6),
    kind: 'transport',
    units: [1],
    noticedBefore: 0,
    description: 'Togliendo la pellicola protettiva dopo la posa abbiamo trovato il profilo inferiore di una finestra a due ante ammaccato; l’imballo di quella finestra era schiacciato sullo stesso lato.',
    files: [{ defect: 'dent', caption: 'Soggiorno: profilo inferiore ammaccato', name: 'consegna-ammaccatura.jpg' }],
    steps: [],
  },
  {
    customer: 'Chiara Benetton',
    at: d(4),
    kind: 'installation',
    units: [1],
    noticedBefore: 3,
    description: 'Con la pioggia battente entra acqua dal nodo inferiore di una finestra della camera. La posa è stata fatta su controtelaio esistente.',
    files: [
      { defect: 'seal', caption: 'Camera: guarnizione fuori sede', name: 'camera-guarnizione.jpg' },
      { defect: 'scratch', caption: 'Camera: segni sul telaio', name: 'camera-telaio.jpg' },
    ],
    steps: [
      { at: d(3, 20), assign: true },
      { at: d(3, 19), move: 'waiting', message: 'Potete mandarci una foto del nodo inferiore con l’anta aperta e dirci se il controtelaio è coibentato e sigillato?' },
    ],
  },
  {
    customer: 'Condominio Le Betulle',
    at: d(9),
    kind: 'product',
    noticedBefore: 5,
    description: 'Su tre persiane del prospetto sud la verniciatura si sfoglia lungo le stecche, a meno di sei mesi dalla posa.',
    files: [{ defect: 'scratch', caption: 'Prospetto sud: vernice che si sfoglia', name: 'persiane-sud.jpg' }],
    steps: [
      { at: d(8, 22), assign: true },
      { at: d(8, 21), move: 'waiting', message: 'Ci servono il colore RAL esatto e una foto ravvicinata di una stecca: il lotto di verniciatura è indicato sull’etichetta interna.' },
      {
        at: d(6, 4),
        say: 'dealer',
        body: 'RAL 6005 come da ordine. In allegato la foto ravvicinata e il verbale del sopralluogo con l’amministratore.',
        files: [
          { defect: 'scratch', caption: 'Stecca: dettaglio, RAL 6005', name: 'stecca-dettaglio.jpg' },
          { name: 'verbale-sopralluogo.pdf', title: 'Verbale di sopralluogo', subtitle: 'Rossi Infissi S.r.l. — Padova', lines: ['Condominio Le Betulle, Padova', 'Persiane del prospetto sud: tre con verniciatura sfogliata.', 'Presenti: amministratore e rivenditore.'] },
        ],
      },
    ],
  },
  {
    customer: 'Giovanni Scarpa',
    at: d(20),
    kind: 'product',
    noticedBefore: 2,
    description: 'L’alzante scorrevole non scorre più: uno dei carrelli si è bloccato e l’anta si solleva storta.',
    files: [{ defect: 'hinge', caption: 'Alzante: carrello bloccato', name: 'alzante-carrello.jpg' }],
    steps: [
      { at: d(19, 22), assign: true },
      { at: d(19, 21), move: 'review', message: 'Abbiamo preso in carico la segnalazione e la stiamo verificando con la produzione.' },
      { at: d(15), move: 'approved', remedy: 'part', message: 'Approvato: spediamo i due carrelli di ricambio con il prossimo trasporto per Padova, con le istruzioni di sostituzione.' },
    ],
  },
  {
    customer: 'Elena Furlan',
    at: d(30),
    kind: 'installation',
    noticedBefore: 1,
    description: 'Due cassonetti fanno rumore con il vento e si sente aria fredda dall’ispezione.',
    files: [{ defect: 'seal', caption: 'Cassonetto: ispezione aperta', name: 'cassonetto.jpg' }],
    steps: [
      { at: d(29, 20), assign: true },
      {
        at: d(28),
        move: 'rejected',
        message: 'Dalle foto il pannello d’ispezione è montato senza le guarnizioni fornite e le viti di chiusura non sono serrate: è un difetto di posa, non coperto dalla garanzia del prodotto. Vi mandiamo la scheda di montaggio.',
      },
    ],
  },
  {
    // The registration's warranty has ended: a paid service request, repaired and closed.
    customer: 'Studio Dentistico Marin',
    at: d(60),
    kind: 'other',
    noticedBefore: 1,
    paidService: true,
    description: 'Il cliente chiede di verificare i cassonetti dopo la grandinata: uno ha il coperchio deformato. Sappiamo che la garanzia è scaduta.',
    files: [{ defect: 'dent', caption: 'Studio: coperchio deformato', name: 'coperchio.jpg' }],
    steps: [
      { at: d(59, 20), assign: true },
      { at: d(58), move: 'approved', remedy: 'repair', message: 'Interveniamo come assistenza a pagamento: il tecnico vi chiamerà per fissare il giorno; il preventivo è nella mail che vi abbiamo mandato.' },
      { at: d(45), say: 'dealer', body: 'Intervento fatto ieri, il cliente è soddisfatto. Grazie.' },
      { at: d(44), move: 'closed' },
    ],
  },
];

/** Bianchi Finestre (Verona): one claim in each status. */
const BIANCHI: DemoClaim[] = [
  {
    customer: 'Marco e Silvia Bertoldi',
    at: 20,
    kind: 'transport',
    noticedBefore: 0,
    description: 'Togliendo la pellicola dopo la posa abbiamo visto un vetro della finestra della cucina incrinato nell’angolo; il suo imballo era danneggiato.',
    files: [
      { defect: 'crack', caption: 'Cucina: vetro incrinato', name: 'vetro-cucina.jpg' },
      { defect: 'crack', caption: 'Cucina: imballo', name: 'imballo.jpg' },
    ],
    steps: [],
  },
  {
    customer: 'Agriturismo La Pieve',
    at: d(6),
    kind: 'product',
    noticedBefore: 4,
    description: 'La maniglia dell’alzante della sala non torna in posizione e l’anta resta sollevata.',
    files: [{ defect: 'hinge', caption: 'Sala: maniglia dell’alzante', name: 'maniglia.jpg' }],
    steps: [
      { at: d(5, 21), assign: true },
      { at: d(5, 20), move: 'waiting', message: 'Il problema è sulla maniglia o sul meccanismo? Potete mandarci un breve video o una foto con la maniglia smontata?' },
    ],
  },
  {
    customer: 'Francesca Tommasi',
    at: d(3),
    kind: 'product',
    noticedBefore: 2,
    description: 'Il portoncino d’ingresso struscia sulla soglia in chiusura da quando sono arrivate le prime piogge.',
    files: [{ defect: 'scratch', caption: 'Ingresso: segni sulla soglia', name: 'soglia.jpg' }],
    steps: [{ at: d(2, 20), move: 'review', message: 'Stiamo verificando con l’ufficio tecnico: probabilmente basta una regolazione delle cerniere.' }],
  },
  {
    customer: 'Hotel Garda Bella',
    at: d(12),
    kind: 'product',
    noticedBefore: 3,
    description: 'In tre camere del primo piano il vetro di una delle complanari ha condensa interna.',
    files: [
      { defect: 'condensation', caption: 'Camera 104: condensa interna', name: 'camera-104.jpg' },
      { defect: 'condensation', caption: 'Camera 107: condensa interna', name: 'camera-107.jpg' },
    ],
    steps: [
      { at: d(11, 21), assign: true },
      { at: d(11, 20), move: 'waiting', message: 'Potete indicarci il codice stampato sul distanziale di ciascun vetro?' },
      { at: d(10, 2), say: 'dealer', body: 'I codici sono nelle foto: lo stesso lotto per tutte e tre.', files: [{ defect: 'condensation', caption: 'Distanziale: codice del lotto', name: 'lotto.jpg' }] },
      { at: d(9), move: 'approved', remedy: 'unit', message: 'Approvato: sostituiamo le tre vetrocamere dello stesso lotto; la consegna è prevista entro tre settimane.' },
    ],
  },
  {
    customer: 'Hotel Garda Bella',
    at: d(25),
    kind: 'transport',
    noticedBefore: 1,
    description: 'Graffio profondo sul profilo esterno di una complanare, notato durante la pulizia di fine stagione.',
    files: [{ defect: 'scratch', caption: 'Terrazza: graffio sul profilo', name: 'graffio.jpg' }],
    steps: [
      {
        at: d(24),
        move: 'rejected',
        message: 'Un danno da trasporto va segnalato alla consegna, sul documento di trasporto: a due anni dalla posa non possiamo riconoscerlo. Possiamo offrirvi il ritocco a pagamento.',
      },
    ],
  },
  {
    customer: 'Agriturismo La Pieve',
    at: d(40),
    kind: 'installation',
    noticedBefore: 1,
    description: 'L’anta dell’alzante della cucina è fuori squadra dopo l’assestamento del muro.',
    files: [{ defect: 'hinge', caption: 'Cucina: anta fuori squadra', name: 'anta.jpg' }],
    steps: [
      { at: d(39, 20), move: 'approved', remedy: 'repair', message: 'Manderemo il nostro tecnico per la regolazione, senza costi per questa volta.' },
      { at: d(30), move: 'closed' },
    ],
  },
];

/** A photo or PDF made now, handed to the upload's own processing (as a phone's upload would be), then its temporary file removed. */
async function upload(db: DB, store: FileStore, uploader: UserRow, file: Attachment, now: number): Promise<number> {
  const bytes = 'defect' in file ? await makeClaimPhoto(file.defect, file.caption, 1600) : await makePdf(file.title, file.subtitle, file.lines);
  const tmp = path.join(store.tmpDir, `demo-${randomUUID()}.part`);
  fs.writeFileSync(tmp, bytes);
  try {
    return (await storeClaimFile(db, store, uploader, { path: tmp, name: file.name }, { now })).id;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

const versionOf = async (db: DB, id: number) => (await db.selectFrom('claims').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;

/** The demo claims of the active demo dealers; answers how many were made. */
export async function seedDemoClaims(db: DB, store: FileStore, admin: UserRow, dealers: UserRow[], now = new Date()): Promise<number> {
  const byEmail: Record<string, DemoClaim[]> = { 'rossi@demo.test': ROSSI, 'bianchi@demo.test': BIANCHI };
  const all = dealers
    .filter((dealer) => dealer.status === 'active' && byEmail[dealer.email])
    .flatMap((dealer) => byEmail[dealer.email]!.map((claim) => ({ dealer, claim })))
    // Sent in the order they are dated, so the codes follow the dates.
    .sort((a, b) => b.claim.at - a.claim.at);
  // The history is made up, not lived: nobody is to be e-mailed about it (the service queues its
  // mail as it goes; what it queued here is removed below).
  const lastMail = Number((await db.selectFrom('mailJobs').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
  for (const { dealer, claim } of all) {
    const at = (hours: number) => now.getTime() - hours * HOUR;
    const registration = await db
      .selectFrom('guarantees')
      .select('id')
      .where('dealerId', '=', dealer.id)
      .where('customerName', '=', claim.customer)
      .executeTakeFirstOrThrow();
    const sent = at(claim.at);
    const files: number[] = [];
    for (const file of claim.files) files.push(await upload(db, store, dealer, file, sent - 5 * 60_000));
    const { id } = await createClaim(
      db,
      dealer,
      {
        guaranteeId: registration.id,
        units: claim.units ?? [],
        kind: claim.kind,
        noticedOn: todayInRome(new Date(sent - claim.noticedBefore * DAY)),
        description: claim.description,
        files,
        ...(claim.paidService ? { paidService: true } : {}),
      },
      systemContext(dealer),
      { now: sent },
    );
    for (const step of claim.steps) {
      const when = at(step.at);
      if ('assign' in step) {
        await assignClaim(db, admin, id, { assigneeId: admin.id, version: await versionOf(db, id) }, systemContext(admin), { now: when });
      } else if ('move' in step) {
        const input = { status: step.move, version: await versionOf(db, id), ...(step.message ? { message: step.message } : {}), ...(step.remedy ? { remedy: step.remedy } : {}) };
        await moveClaim(db, admin, id, input, systemContext(admin), { now: when });
      } else {
        const author = step.say === 'admin' ? admin : dealer;
        const stepFiles: number[] = [];
        for (const file of step.files ?? []) stepFiles.push(await upload(db, store, author, file, when - 5 * 60_000));
        await addClaimMessage(db, author, id, { body: step.body, files: stepFiles }, systemContext(author), { now: when });
      }
    }
  }
  await db.deleteFrom('mailJobs').where('id', '>', lastMail).execute();
  return all.length;
}
