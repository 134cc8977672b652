import type { legalGuaranteeEn } from './en';

/**
 * The clause in Italian, the text that prevails (`languageText`): Codice del Consumo (D.Lgs.
 * 206/2005), art. 135-quinquies, comma 2, and art. 133, commi 1 e 3, as replaced by D.Lgs.
 * 170/2021; each element's source is listed beside the English words (./en.ts).
 */
export const legalGuaranteeIt = {
  title: 'Garanzia legale e come far valere questa garanzia',
  legal: 'Garanzia legale di conformità',
  legalText:
    'Il cliente che ha acquistato i prodotti come consumatore ha per legge, a titolo gratuito, i rimedi per i difetti di conformità dei beni nei confronti del venditore, previsti dal Codice del Consumo (D.Lgs. 6 settembre 2005, n. 206, artt. 128–135-septies, come modificati dal D.Lgs. 4 novembre 2021, n. 170). Il venditore risponde dei difetti di conformità esistenti alla consegna che si manifestano entro due anni dalla consegna; l’azione per farli valere si prescrive in ventisei mesi dalla consegna, salvo che il venditore abbia occultato il difetto con dolo. Questa garanzia del fabbricante si aggiunge alla garanzia legale e non pregiudica tali rimedi.',
  guarantor: 'Garante',
  products: 'Prodotti coperti',
  productsText: '%{product}, installati all’indirizzo indicato sul certificato (certificato n. %{code}).',
  duration: 'Durata',
  durationText: '%{years} dalla data di installazione, fino al %{expiresOn} compreso.',
  years: '%{smart_count} anno |||| %{smart_count} anni',
  territory: 'Territorio',
  territoryText: 'La garanzia vale per i prodotti installati in %{country}, il Paese dell’indirizzo di installazione.',
  claim: 'Come far valere la garanzia',
  claimText:
    'Prima della scadenza della garanzia (%{expiresOn}), segnalare il difetto per iscritto al garante (%{contacts}) oppure all’installatore indicato sul certificato. Indicare il numero di certificato %{code}, descrivere il difetto e dove si presenta, e allegare una copia del certificato e della fattura o della ricevuta d’acquisto.',
  phone: 'tel. %{phone}',
  language: 'Lingua',
  languageText: 'Queste informazioni sono date in italiano e in inglese; in caso di differenze prevale il testo italiano.',
} satisfies typeof legalGuaranteeEn;
