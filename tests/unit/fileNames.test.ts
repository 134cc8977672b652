import { describe, expect, it } from 'vitest';
import { attachment } from '../../server/modules/files/fileRoutes';
import { acceptAnyFileName, acceptFileName } from '../../server/modules/files/fileName';
import { storedName } from '../../server/modules/claims/photos';

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

// Issue 26: a claim's file is judged by its content, so its name may have any extension or none.
describe('names of files judged by content', () => {
  it.each([
    ['IMG_0001.HEIC', 'IMG_0001.HEIC'],
    ['image', 'image'],
    ['foto%22 1.jpeg', 'foto" 1.jpeg'],
    ['cartella/foto.png', 'cartellafoto.png'],
  ])('%j → %j', (sent, name) => {
    expect(acceptAnyFileName(sent)).toBe(name);
  });

  it.each(['', '   ', '.jpg', 'x'.repeat(181)])('%j is refused', (sent) => {
    expect(() => acceptAnyFileName(sent)).toThrow(expect.objectContaining({ code: 'file_name_invalid' }));
  });

  it('an inline photo keeps its name in the header', () => {
    expect(attachment('foto.jpg', 'inline')).toBe(`inline; filename="foto.jpg"; filename*=UTF-8''foto.jpg`);
  });
});

describe('the name a claim file is stored under', () => {
  it.each([
    ['IMG_0042.JPG', 'photo', 'IMG_0042.jpg'],
    ['schermata.png', 'photo', 'schermata.jpg'],
    ['foto', 'photo', 'foto.jpg'],
    ['perizia.PDF', 'pdf', 'perizia.PDF'],
    ['perizia', 'pdf', 'perizia.pdf'],
  ] as const)('%j (%s) → %j', (name, kind, stored) => {
    expect(storedName(name, kind)).toBe(stored);
  });
});
