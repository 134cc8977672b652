import { describe, expect, it } from 'vitest';
import { PdfWriter } from '../../server/pdf/document';
import { translator } from '../../server/lib/translate';
import { messagesEn } from '../../shared/messages/en';
import { messagesIt } from '../../shared/messages/it';
import { wrapText } from '../../server/pdf/text';
import { DEMO_MANUFACTURER } from '../../server/modules/manufacturer/identity';
import { pdfPages } from '../pdfText';

// One unit a character: widths are easy to reason about.
const chars = (s: string) => [...s].length;

describe('wrapText', () => {
  it('fills each line with whole words', () => {
    expect(wrapText('the quick brown fox jumps', chars, 10)).toEqual(['the quick', 'brown fox', 'jumps']);
  });

  it('keeps the text’s own line breaks, empty lines included', () => {
    expect(wrapText('Via Roma 1\n\n31100 Treviso', chars, 40)).toEqual(['Via Roma 1', '', '31100 Treviso']);
  });

  it('cuts a word wider than the line where it no longer fits', () => {
    expect(wrapText('see https://example.com/a/long/path now', chars, 10)).toEqual(['see', 'https://ex', 'ample.com/', 'a/long/pat', 'h now']);
  });

  it('puts at least one character on a line however narrow', () => {
    expect(wrapText('abc', chars, 0)).toEqual(['a', 'b', 'c']);
  });
});

// The server's words go through Polyglot, as the app's do (server/lib/translate.ts).
describe('the server’s translator', () => {
  it('replaces known placeholders and leaves the others visible', () => {
    expect(translator('it', 'pdf')('page', { page: 1, pages: 3 })).toBe('Pagina 1 di 3');
    expect(translator('it', 'pdf')('page', { page: 1 })).toBe('Pagina 1 di %{pages}');
  });
});

/** Both languages of a catalogue: the same keys, each with the same placeholders. */
function expectSameShape(it_: Record<string, string>, en: Record<string, string>) {
  const holes = (s: string) => [...s.matchAll(/%\{\w+\}/g)].map((m) => m[0]).sort();
  expect(Object.keys(it_)).toEqual(Object.keys(en));
  for (const key of Object.keys(en)) expect(holes(it_[key]), key).toEqual(holes(en[key]));
}

describe('PDF messages', () => {
  it('have the same keys and placeholders in both languages', () => expectSameShape(messagesIt.pdf, messagesEn.pdf));
});

describe('PdfWriter', () => {
  const now = new Date('2026-03-05T10:00:00Z');

  it('prints the manufacturer on every page, numbers the pages, and its text can be selected', async () => {
    const pdf = await PdfWriter.create({ lang: 'it', manufacturer: DEMO_MANUFACTURER, title: 'Prova', reference: 'REF-1', now });
    pdf.heading('Titolo Ψg ≤ 0,04');
    pdf.keyValues([['Uw', `${pdf.number(1.3)} W/m²K`]]);
    pdf.table(
      [
        { header: 'A', width: 0.5 },
        { header: 'B', width: 0.5 },
      ],
      Array.from({ length: 60 }, (_, i) => [`riga ${i}`, 'x']),
    );
    pdf.signature({ name: DEMO_MANUFACTURER.name, place: 'Treviso' });
    const pages = await pdfPages(await pdf.finish());
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, i) => {
      expect(text).toContain(DEMO_MANUFACTURER.name);
      expect(text).toContain('P. IVA 04123450266');
      expect(text).toContain(`Pagina ${i + 1} di ${pages.length}`);
      expect(text).toContain('REF-1');
    });
    const all = pages.join('\n');
    expect(all).toContain('Titolo Ψg ≤ 0,04');
    expect(all).toContain('1,30 W/m²K');
    expect(all).toContain('riga 59');
    expect(all).toContain('Treviso, 5 marzo 2026');
    expect(all).toContain('Firma e timbro dell’azienda');
  });

  it('writes in English when asked, dates and numbers included', async () => {
    const pdf = await PdfWriter.create({ lang: 'en', manufacturer: DEMO_MANUFACTURER, title: 'Test', now });
    pdf.paragraph(`${pdf.date()} ${pdf.number(0.75)}`);
    const [text] = await pdfPages(await pdf.finish());
    expect(text).toContain('5 March 2026 0.75');
    expect(text).toContain('VAT no. 04123450266');
    expect(text).toContain('Page 1 of 1');
  });
});

describe('DoP words', () => {
  it('have the same keys and placeholders in both languages', async () => {
    const { DOP_WORDS } = await import('../../server/modules/catalogue/dop');
    expectSameShape(DOP_WORDS.it, DOP_WORDS.en);
    for (const key of Object.keys(DOP_WORDS.en) as (keyof typeof DOP_WORDS.en)[]) expect(DOP_WORDS.it[key], key).not.toBe(DOP_WORDS.en[key]);
  });
});

// Issue 24: an English document prints the manufacturer's country in English ("Italy", not
// "Italia"), as it does the building's; the free-text addresses name it in either language.
describe('addresses in the document’s language', () => {
  it('prints a line that is only a country’s name, in either language or as its code, in the document’s language', async () => {
    const { addressLines, localCountry } = await import('../../server/pdf/address');
    expect(addressLines('Via dell’Industria 12\n31100 Treviso (TV)\nItalia', 'en')).toEqual(['Via dell’Industria 12', '31100 Treviso (TV)', 'Italy']);
    expect(addressLines('Via Roma 1\n\n  ITALY \n', 'it')).toEqual(['Via Roma 1', 'Italia']);
    expect(localCountry('Germania', 'en')).toBe('Germany');
    expect(localCountry('AT', 'it')).toBe('Austria');
    // A line that is no country stays as written: a town is not translated.
    expect(localCountry('Treviso', 'en')).toBe('Treviso');
  });

  it('the header of an English document says "Italy" for the demo manufacturer’s "Italia"', async () => {
    const pdf = await PdfWriter.create({ lang: 'en', manufacturer: DEMO_MANUFACTURER, title: 'Test' });
    const [page] = await pdfPages(await pdf.finish());
    expect(page).toContain('31100 Treviso (TV) · Italy');
    expect(page).not.toContain('Italia');
  });
});
