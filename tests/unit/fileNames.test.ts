import { describe, expect, it } from 'vitest';
import { attachment } from '../../server/modules/files/fileRoutes';
import { acceptFileName } from '../../server/modules/files/fileName';

// What the API tests cannot reach: a name stored before the naming rules, and the exact escapes undone.
describe('the download header', () => {
  it('drops a bidirectional control from a name stored before the naming rules', () => {
    expect(attachment('fattura\u202Efdp.exe.pdf')).toBe(`attachment; filename="fatturafdp.exe.pdf"; filename*=UTF-8''fatturafdp.exe.pdf`);
  });
});

describe('accepted names', () => {
  it.each([
    ['a%0Ab%0D.pdf', 'ab.pdf'],
    ['a%22b.pdf', 'a"b.pdf'],
    // Browsers write the form escapes in capitals; anything else is the name's own text.
    ['a%0ab%22%2F.pdf', 'a%0ab"%2F.pdf'],
    ['  spazi.pdf  ', 'spazi.pdf'],
    ['nul\u0000.pdf', 'nul.pdf'],
    ['c1\u0085.pdf', 'c1.pdf'],
  ])('%j → %j', (sent, name) => {
    expect(acceptFileName(sent)).toEqual({ name, ext: 'pdf' });
  });
});
