import { describe, expect, it } from 'vitest';
import { api, PROTECTED_AREA } from '../../shared/paths';
import { paths as documents } from '../../server/modules/documents/paths';
import { paths as notices } from '../../server/modules/notices/paths';
import { paths as guarantees } from '../../server/modules/guarantees/paths';

/**
 * The /protected modules register their routes as Fastify patterns relative to the area; the
 * browser calls them through shared/paths.ts. Both spell each path, so this holds them together.
 */
const at = (pattern: string, id = 7) => PROTECTED_AREA + pattern.replace(/:\w+/g, String(id));

describe('the browser calls the paths the server registers', () => {
  it('documents', () => {
    expect([api.documents.list, api.documents.reservedList, api.documents.upload, api.documents.reserve, api.documents.edit]).toEqual(
      [documents.list, documents.reservedList, documents.upload, documents.reserved, documents.edit].map((p) => at(p)),
    );
    expect(api.documents.one(7)).toBe(at(documents.one));
    expect(api.documents.link(7)).toBe(at(documents.link));
  });

  it('notices', () => {
    expect([api.notices.list, api.notices.unreadCount, api.notices.upload, api.notices.edit]).toEqual(
      [notices.list, notices.unreadCount, notices.upload, notices.edit].map((p) => at(p)),
    );
    expect(api.notices.latest(7)).toBe(at(notices.latest));
    expect([api.notices.one(7), api.notices.read(7), api.notices.link(7)]).toEqual([notices.one, notices.read, notices.link].map((p) => at(p)));
  });

  it('warranties', () => {
    expect([api.guarantees.list, api.guarantees.create]).toEqual([guarantees.list, guarantees.create].map((p) => at(p)));
    expect([api.guarantees.one(7), api.guarantees.certificate(7), api.guarantees.declaration(7), api.guarantees.send(7)]).toEqual(
      [guarantees.one, guarantees.certificate, guarantees.declaration, guarantees.send].map((p) => at(p)),
    );
  });
});
