import { describe, expect, it } from 'vitest';
import { elideBeforeDays } from '../../shared/italianElision';

// Italian grammar: the article il and the prepositions al, dal, del, nel, sul elide before a
// vowel; a day in figures is read as its word ("otto", "undici").
describe('elideBeforeDays', () => {
  it.each([
    ['La garanzia vale fino al 8 aprile 2036.', 'La garanzia vale fino all’8 aprile 2036.'],
    ['vanno comunicati all’ENEA entro il 11 marzo 2027, 90 giorni', 'vanno comunicati all’ENEA entro l’11 marzo 2027, 90 giorni'],
    ['Nel portale dal 8 gennaio 2026', 'Nel portale dall’8 gennaio 2026'],
    ['Versione 2 del 11 novembre 2025', 'Versione 2 dell’11 novembre 2025'],
    ['Pubblicata il 08/04/2026', 'Pubblicata l’08/04/2026'],
    ['Il 11 settembre', 'L’11 settembre'],
  ])('%s', (text, expected) => expect(elideBeforeDays(text)).toBe(expected));

  it.each([
    'fino al 9 aprile 2036',
    'dal 1° gennaio 2026',
    'il 18 aprile',
    'il 8% dei serramenti',
    'il 11 e il 12 sono pari',
    'Profilo 80 mm',
  ])('leaves %s as it is', (text) => expect(elideBeforeDays(text)).toBe(text));
});
