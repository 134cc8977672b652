/**
 * Italian elides the article (and an articulated preposition) before a word that starts with a
 * vowel, and a day written in figures is read as its word: 8 is "otto", 11 "undici". So a message
 * that says "fino al %{date}" must read "fino all’8 aprile", not "fino al 8 aprile"; "il 9 aprile"
 * stays. Applied to every Italian message once its values are in (server/lib/translate.ts,
 * src/providers/i18nProvider.ts, src/i18n/translate.ts), so no message has to know its date.
 * Only a day followed by a month (a name, or "/" and the month's figures) is touched: "il 8%" is
 * not a date and is left alone.
 */
const ELIDED: Record<string, string> = { il: 'l’', al: 'all’', dal: 'dall’', del: 'dell’', nel: 'nell’', sul: 'sull’' };

const MONTHS = 'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
const BEFORE_DAY = new RegExp(`(^|[^\\p{L}])(il|al|dal|del|nel|sul) (0?8|11)(?=(?: (?:${MONTHS})\\b|/\\d{1,2}\\b))`, 'giu');

export function elideBeforeDays(text: string): string {
  return text.replace(BEFORE_DAY, (_all, before: string, word: string, day: string) => {
    const elided = ELIDED[word.toLowerCase()]!;
    // Keep a capital where the sentence began with one ("Il 8 …" → "L’8 …").
    return `${before}${word[0] === word[0]!.toUpperCase() ? elided[0]!.toUpperCase() + elided.slice(1) : elided}${day}`;
  });
}
