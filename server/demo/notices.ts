import { Readable } from 'node:stream';
import type { DB } from '../db';
import type { UserRow } from '../db/schema';
import type { FileStore } from '../storage/fileStore';
import { cataloguePath, paths } from '../../shared/paths';
import { createNotice } from '../modules/notices/service';
import { systemContext } from '../modules/audit/record';
import { makePdf } from './documents';

const DAY = 24 * 60 * 60 * 1000;

interface DemoNotice {
  title: string;
  body: string;
  pinned?: boolean;
  /** Days from now: negative in the past, positive scheduled. */
  publishIn: number;
  expireIn?: number;
  attachment?: { fileName: string; title: string; subtitle: string; lines: string[] };
  /** Demo dealers (by e-mail) who have already opened it. */
  readBy?: string[];
}

const ROSSI = 'rossi@demo.test';
const BIANCHI = 'bianchi@demo.test';

/** A date as an Italian notice writes it: "1° febbraio 2027", "giovedì 12 marzo". */
function itDate(date: Date, { year = false, weekday = false } = {}): string {
  const text = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', ...(year ? { year: 'numeric' } : {}), ...(weekday ? { weekday: 'long' } : {}) }).format(date);
  return text.replace(/(^|\s)1(\s)/, '$11°$2');
}

/** The demo notices, their dates in the text computed from the day the data directory is created. */
function demoNotices(now: Date): DemoNotice[] {
  const inDays = (days: number) => new Date(now.getTime() + days * DAY);
  const nextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const endOfMonth = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  const fair = { from: inDays(40), to: inDays(43), register: inDays(33) };
  return [
    {
      title: `Nuovo listino prezzi in vigore dal ${itDate(nextMonth)}`,
      pinned: true,
      publishIn: -12,
      body: `Gentili rivenditori,

dal **${itDate(nextMonth, { year: true })}** entra in vigore il nuovo listino prezzi per tutte le linee in legno, PVC e alluminio.

## Cosa cambia
- aumento medio del **3,8%** sulle finestre in legno, dovuto al costo del legname lamellare;
- prezzi **invariati** per la linea PVC;
- nuove voci per i vetri tripli basso emissivi e i controtelai coibentati.

Gli ordini confermati entro il ${itDate(endOfMonth)} restano al prezzo del listino precedente.

I listini aggiornati sono nella sezione [Documenti](${paths.documents}). Per le condizioni riservate alla vostra azienda rivolgetevi al vostro referente commerciale.`,
      readBy: [BIANCHI],
    },
    {
      title: 'Chiusura dello stabilimento per ferie',
      pinned: true,
      publishIn: -3,
      body: `Lo stabilimento di Treviso resterà **chiuso dal ${itDate(inDays(14))} al ${itDate(inDays(29))}** compresi.

- Ultimo giorno utile per gli ordini con consegna prima della chiusura: **${itDate(inDays(4))}**.
- Le consegne riprenderanno da **${itDate(inDays(30), { weekday: true })}**, secondo l'ordine di conferma.
- Il servizio di assistenza tecnica resterà attivo per le sole urgenze: [assistenza@serramenti-demo.test](mailto:assistenza@serramenti-demo.test).

Vi ringraziamo per la collaborazione e vi auguriamo buone feste.`,
    },
    {
      title: 'Nuova finestra in PVC Vision 76',
      publishIn: -20,
      body: `Siamo lieti di presentare **Vision 76**, la nuova finestra in PVC a sei camere con profondità di 76 mm.

### Caratteristiche principali
1. trasmittanza termica fino a *Uw = 0,78 W/m²K* con vetro triplo;
2. anta a sezione ridotta per una superficie vetrata più ampia;
3. guarnizione centrale in EPDM e ferramenta antieffrazione di serie in classe RC1.

La scheda prodotto con le prestazioni certificate è nel [catalogo](${cataloguePath('pvc', 'finestre', 'vision76')}). I campioni d'angolo per lo showroom si ordinano dal vostro referente, a partire dal mese prossimo.`,
      readBy: [ROSSI, BIANCHI],
    },
    {
      title: 'Invito alla Fiera del Serramento di Verona',
      publishIn: -6,
      expireIn: 44,
      body: `Vi aspettiamo al nostro stand alla **Fiera del Serramento**, padiglione 4, stand B12, dal ${itDate(fair.from)} al ${itDate(fair.to)}.

Presenteremo in anteprima la nuova linea di alzanti in alluminio e le finiture effetto legno della gamma PVC.

> Ogni rivenditore può registrare fino a tre accompagnatori: l'ingresso è gratuito con il codice invito allegato, registrandosi entro il ${itDate(fair.register)}.

Per organizzare un incontro con il nostro ufficio tecnico scrivete a [fiera@serramenti-demo.test](mailto:fiera@serramenti-demo.test).`,
      attachment: {
        fileName: 'invito-fiera-serramento.pdf',
        title: 'Invito — Fiera del Serramento',
        subtitle: `Padiglione 4, stand B12 · ${itDate(fair.from)} – ${itDate(fair.to, { year: true })}`,
        lines: [
          'Codice invito rivenditori: RIV-DEMO-2026',
          'Ingresso gratuito per il titolare e fino a tre accompagnatori.',
          `Registrazione online entro il ${itDate(fair.register, { year: true })}.`,
        ],
      },
    },
    {
      title: 'Marcatura CE: nuove dichiarazioni di prestazione',
      publishIn: -35,
      body: `In seguito al rinnovo delle prove iniziali di tipo presso l'organismo notificato, abbiamo aggiornato le **dichiarazioni di prestazione (DoP)** secondo la norma EN 14351-1.

Da oggi ogni fornitura è accompagnata dalla DoP nella nuova versione, con il numero di revisione riportato anche sull'etichetta CE del serramento. Le DoP aggiornate sono scaricabili dalla sezione [Documenti](${paths.documents}).

_Ricordiamo che la DoP va consegnata al cliente finale insieme al manuale di uso e manutenzione._`,
      readBy: [ROSSI],
    },
    {
      title: 'Corso di posa qualificata secondo UNI 11673',
      publishIn: -9,
      body: `Organizziamo una giornata di formazione sulla **posa in opera qualificata** dei serramenti, valida per la preparazione all'esame di certificazione UNI 11673-2.

- sede: centro formazione di Treviso
- data: ${itDate(inDays(21), { weekday: true })}
- durata: 8 ore, teoria al mattino e prova pratica al pomeriggio
- posti disponibili: 16

Iscrizioni entro il ${itDate(inDays(10))} tramite il vostro referente commerciale.`,
    },
    {
      title: 'Nuovi tempi di consegna per la linea alluminio',
      publishIn: 5,
      body: `Da ${itDate(inDays(7), { weekday: true })}, grazie alla nuova linea di taglio e assemblaggio, i tempi di consegna della linea in alluminio scendono da **6 a 4 settimane** dalla conferma d'ordine.

I tempi della linea legno e della linea PVC restano invariati.`,
    },
    {
      title: 'Promozione zanzariere: sconto extra del 10%',
      publishIn: -70,
      expireIn: -10,
      body: `Fino al ${itDate(inDays(-10))}, **sconto extra del 10%** su tutte le zanzariere a rullo e plissettate ordinate insieme ai serramenti.

La promozione non è cumulabile con altre iniziative in corso.`,
      readBy: [ROSSI],
    },
  ];
}

/** The demo notices of a new data directory: pinned, scheduled, expired, one with an attachment, some already read. */
export async function seedDemoNotices(db: DB, store: FileStore, admin: UserRow, dealers: UserRow[]): Promise<number> {
  const now = Date.now();
  const notices = demoNotices(new Date(now));
  for (const notice of notices) {
    const at = (days: number) => new Date(now + days * DAY).toISOString();
    let file;
    if (notice.attachment) {
      const { fileName, title, subtitle, lines } = notice.attachment;
      const received = await store.receive(Readable.from([await makePdf(title, subtitle, lines)]));
      file = { ...received, name: fileName, type: 'application/pdf' };
    }
    const id = await createNotice(
      db,
      store,
      admin,
      {
        title: notice.title,
        body: notice.body,
        pinned: notice.pinned ? 'true' : 'false',
        publishAt: at(notice.publishIn),
        // An expiry already past is not taken for a new notice (notice_expiry_past): it is set with the dates below.
        expiresAt: notice.expireIn === undefined || notice.expireIn <= 0 ? undefined : at(notice.expireIn),
      },
      file,
      systemContext(admin),
    );
    // The notice was written (and so read by its author) when it was published.
    const written = Math.min(now, now + notice.publishIn * DAY);
    await db
      .updateTable('notices')
      // Published ones were announced then; scheduled ones are announced by e-mail when their time comes.
      .set({
        createdAt: written,
        updatedAt: written,
        mailedAt: notice.publishIn <= 0 ? written : null,
        ...(file ? { attachmentUploadedAt: written } : {}),
        ...(notice.expireIn !== undefined && notice.expireIn <= 0 ? { expiresAt: now + notice.expireIn * DAY } : {}),
      })
      .where('id', '=', id)
      .execute();
    const readers = dealers.filter((d) => notice.readBy?.includes(d.email));
    if (readers.length) {
      await db
        .insertInto('noticeReads')
        .values(readers.map((d) => ({ noticeId: id, userId: d.id, readAt: now + (notice.publishIn + 1) * DAY })))
        .execute();
    }
  }
  return notices.length;
}
