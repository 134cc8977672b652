import type { DB } from '../../db';
import { enqueueMail } from '../../mail/queue';
import { portalLinks } from '../users/accountMail';

/** The dealers a document has just been reserved to are each told, in their language, with its link. */
export async function mailReservedTo(db: DB, publicUrl: string, document: { id: number; title: string }, dealerIds: number[]): Promise<void> {
  if (!dealerIds.length) return;
  const dealers = await db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'locale'])
    .where('id', 'in', dealerIds)
    .where('status', '=', 'active')
    .execute();
  const url = portalLinks(publicUrl).document(document.id);
  await enqueueMail(
    db,
    dealers.map((d) => ({ to: d.email, userId: d.id, locale: d.locale, template: 'documentReserved' as const, params: { name: d.firstName, title: document.title, url } })),
  );
}
