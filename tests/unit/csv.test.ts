import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '../../server/modules/audit/csv';
import { toCsv } from '../../src/resources/documents/csv';
import { guardFormula } from '../../shared/csv';

describe('the one CSV writer of both sides (shared/csv.ts)', () => {
  const tricky = ['=SUM(A1)', '+39 049', '-2', '@cmd', '\tx', '\rx', 'a;b', 'a,b', 'say "hi"', 'two\nlines', 'lone\rbreak', 'è così', ''];

  it('writes the same cells in the browser and on the server', () => {
    const row = Object.fromEntries(tricky.map((cell, i) => [`c${i}`, cell]));
    const header = `\ufeff${Object.keys(row).join(',')}\r\n`;
    const browser = toCsv([row]);
    expect(browser.startsWith(header)).toBe(true);
    expect(`${browser.slice(header.length)}\r\n`).toBe(csvRow(tricky));
  });

  it('guards text a spreadsheet would run, never numbers, and writes objects as guarded JSON', () => {
    expect(tricky.map(guardFormula).slice(0, 6)).toEqual(["'=SUM(A1)", "'+39 049", "'-2", "'@cmd", "'\tx", "'\rx"]);
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell([{ field: 'title', before: 'a', after: 'b,c' }])).toBe('"[{""field"":""title"",""before"":""a"",""after"":""b,c""}]"');
    expect(csvCell(true)).toBe('true');
    expect(toCsv([{ n: -2, t: '-2' }], ';')).toBe("\ufeffn;t\r\n-2;'-2");
  });
});
