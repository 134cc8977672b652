import { describe, expect, it } from 'vitest';
import { fold, ftsMatch, queryTerms, snippet } from '../../server/modules/search/words';

const marked = (h: { text: string; matches: { start: number; end: number }[] }) => h.matches.map((m) => h.text.slice(m.start, m.end));

describe('search words', () => {
  it('folds case and accents', () => expect(fold('PERCHÉ Città')).toBe('perche citta'));
  it('stems in Italian and English, keeping the shortest prefixes', () => {
    expect(queryTerms('finestre')).toEqual([['finestr']]);
    expect(queryTerms('Windows')).toEqual([['window']]);
    expect(queryTerms('perché perche')).toEqual([['perc']]);
  });
  it('writes FTS5 queries of quoted prefixes only, whatever the input', () => {
    expect(ftsMatch(queryTerms('"a" OR NEAR(b) finestre'))).toBe('("a"*) AND ("or"*) AND ("near"*) AND ("b"*) AND ("finestr"*)');
  });
  it('cuts a snippet around the first match and marks every match in it', () => {
    const text = `${'parola '.repeat(60)}Ecco perché la finestra è nuova. ${'fine '.repeat(60)}`;
    const s = snippet(text, queryTerms('perche finestre'));
    expect(s.text.startsWith('… ')).toBe(true);
    expect(s.text.endsWith(' …')).toBe(true);
    expect(s.text.length).toBeLessThan(175);
    expect(marked(s)).toEqual(['perché', 'finestra']);
  });
  it('starts at the beginning when nothing matches', () => {
    expect(snippet('Uno due tre', queryTerms('zzz'))).toEqual({ text: 'Uno due tre', matches: [] });
  });
});
