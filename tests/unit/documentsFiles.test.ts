import { describe, expect, it } from 'vitest';
import { ALLOWED_EXTENSIONS } from '../../shared/documents';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { canPreview, fileKindOf, fileTypeName } from '../../src/resources/documents/fileType';
import { enMessages } from '../../src/i18n/en';
import { itMessages } from '../../src/i18n/it';
import { formatBytes } from '../../src/resources/documents/format';
import { toCsv } from '../../src/resources/documents/csv';
import { csvDates } from '../../src/resources/documents/csvDates';
import { describeChosenFile, dropzoneAccept } from '../../src/resources/documents/uploadedFile';

describe('file type icons', () => {
  it.each([
    ['Listino 2026.PDF', 'pdf'],
    ['foto.jpeg', 'image'],
    ['render.webp', 'image'],
    ['prezzi.xlsx', 'spreadsheet'],
    ['export.csv', 'spreadsheet'],
    ['calc.ods', 'spreadsheet'],
    ['manuale.docx', 'word'],
    ['lettera.odt', 'word'],
    ['slides.pptx', 'presentation'],
    ['sezione.dwg', 'cad'],
    ['pianta.DXF', 'cad'],
    ['pacchetto.zip', 'archive'],
    ['README', 'generic'],
    ['.pdf', 'generic'],
    ['strano.xyz', 'generic'],
  ])('%s → %s', (name, kind) => {
    expect(fileKindOf(name)).toBe(kind);
  });

  it('every extension the API allows has its own icon', () => {
    expect(ALLOWED_EXTENSIONS.filter((ext) => fileKindOf(`f.${ext}`) === 'generic')).toEqual([]);
  });

  it('PDFs and the images browsers decode are previewed, nothing else', () => {
    expect(['a.pdf', 'a.png', 'a.JPG', 'a.webp', 'a.gif'].every(canPreview)).toBe(true);
    expect(['a.dwg', 'a.docx', 'a.zip', 'a'].some(canPreview)).toBe(false);
  });
});

describe('sizes', () => {
  it('are written in the user language', () => {
    // "bytes" in English, "byte" (invariable) in Italian.
    expect(formatBytes(0, 'en-GB')).toBe('0 bytes');
    expect(formatBytes(1, 'en-GB')).toBe('1 byte');
    expect(formatBytes(512, 'en-GB')).toBe('512 bytes');
    expect(formatBytes(512, 'it-IT')).toBe('512 byte');
    expect(formatBytes(1536, 'en-GB')).toBe('1.5 kB');
    expect(formatBytes(1536, 'it-IT')).toBe('1,5 kB');
    expect(formatBytes(512 * 1024 * 1024, 'it-IT')).toBe('512 MB');
    expect(formatBytes(3 * 1024 ** 3, 'en-GB')).toBe('3 GB');
  });
});

describe('file types', () => {
  it('are named in words, never as a MIME type', () => {
    const { translate: it } = polyglotI18nProvider(() => itMessages, 'it');
    const { translate: en } = polyglotI18nProvider(() => enMessages, 'en');
    expect(fileTypeName('listino.pdf', it)).toBe('PDF');
    expect(fileTypeName('foto.PNG', it)).toBe('Immagine PNG');
    expect(fileTypeName('foto.jpg', en)).toBe('JPEG image');
    expect(fileTypeName('prezzi.xlsx', it)).toBe('Foglio Excel');
    expect(fileTypeName('prezzi.xlsx', en)).toBe('Excel spreadsheet');
    expect(fileTypeName('pianta.dwg', it)).toBe('Disegno DWG');
    expect(fileTypeName('archivio.zip', en)).toBe('ZIP archive');
    expect(fileTypeName('senza-estensione', it)).toBeNull();
  });
});

describe('CSV dates', () => {
  it('are written as the user’s spreadsheet reads them, calendar days never shifted', () => {
    expect(csvDates('it-IT').day('2026-02-28')).toBe('28/02/2026');
    expect(csvDates('en-GB').day('2026-12-01')).toBe('01/12/2026');
    expect(csvDates('it-IT').stamp('2026-03-04T10:20:00Z')).toMatch(/^04\/03\/2026 \d\d:\d\d$/);
  });
});

describe('the drop zone', () => {
  it('accepts exactly the extensions of the API, each under its type', () => {
    const accept = dropzoneAccept();
    expect(Object.values(accept).flat().sort()).toEqual(ALLOWED_EXTENSIONS.map((e) => `.${e}`).sort());
    expect(accept['image/jpeg']).toEqual(['.jpg', '.jpeg']);
  });

  it('describes a chosen file as the spec does (key, name, size, path, type, preview, lastModified)', () => {
    const file = Object.assign(new File(['abc'], 'foto.png', { type: 'image/png', lastModified: 1_700_000_000_000 }), { path: './cartella/foto.png' });
    expect(describeChosenFile(file, 'blob:x')).toEqual({
      key: 'foto.png:3:1700000000000',
      name: 'foto.png',
      size: 3,
      path: 'cartella/foto.png',
      type: 'image/png',
      preview: 'blob:x',
      lastModified: 1_700_000_000_000,
    });
    expect(describeChosenFile(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }), 'blob:y').preview).toBeNull();
  });
});

describe('CSV export', () => {
  it('quotes what must be quoted, defuses formulas, and starts with a BOM', () => {
    const csv = toCsv([{ Titolo: 'Listino; "2026"', Note: '=HYPERLINK("x")', Size: 12 }], ';');
    expect(csv).toBe('\ufeffTitolo;Note;Size\r\n"Listino; ""2026""";"\'=HYPERLINK(""x"")";12');
    expect(toCsv([])).toBe('\ufeff');
  });
});
