import type { DB } from '../../db';
import type { ClaimRow, UserRow } from '../../db/schema';
import { enqueueMail, type MailRequest } from '../../mail/queue';
import type { ClaimKind, ClaimRemedy, ClaimStatus } from '../../../shared/claims';
import { catalogueEntry } from '../catalogue/catalogueLink';
import { paths } from '../../../shared/paths';

/**
 * Who is e-mailed about a claim, queued in the transaction of the change, each in their own
 * language: a new claim goes to every active admin; what the manufacturer writes or decides to
 * the claim's dealer; what the dealer writes to the admin handling the claim, else every active
 * admin. The author is never told of their own act. A claim is news of the portal, so an account
 * that asked for no e-mail of news (`noticeMail: none`) gets none; the page and its live update
 * still tell them.
 */

const EXCERPT_MAX = 600;
const excerpt = (text: string) => (text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text);

const claimUrl = (publicUrl: string, id: number) => `${publicUrl}${paths.claims}/${id}/show`;

type Recipient = Pick<UserRow, 'id' | 'email' | 'firstName' | 'locale'>;
const recipientColumns = ['id', 'email', 'firstName', 'locale'] as const;

/** Active accounts that take news by e-mail, but `except` (the author). */
function reachable(db: DB, except: number) {
  return db.selectFrom('users').select(recipientColumns).where('status', '=', 'active').where('noticeMail', '!=', 'none').where('id', '!=', except);
}
const admins = (db: DB, except: number) => reachable(db, except).where('role', '=', 'admin').execute();

const mails = <T extends 'claimCreated' | 'claimMessage' | 'claimStatus'>(to: Recipient[], template: T, params: (r: Recipient) => MailRequest<T>['params']): MailRequest[] =>
  to.map((r) => ({ to: r.email, userId: r.id, locale: r.locale, template, params: params(r) }) as MailRequest);

const productName = (p: { material: string; productCategory: string; product: string }, locale: 'it' | 'en') =>
  catalogueEntry(p.material, p.productCategory, p.product)?.product.title[locale] ?? p.product;

async function dealerName(db: DB, id: number): Promise<string> {
  const d = await db.selectFrom('users').select(['displayName', 'company']).where('id', '=', id).executeTakeFirstOrThrow();
  return d.company ?? d.displayName;
}

export async function mailClaimCreated(
  db: DB,
  publicUrl: string,
  claim: { id: number; code: string },
  what: { description: string; kind: ClaimKind; product: { material: string; productCategory: string; product: string }; dealerId: number; authorId: number; files: number },
): Promise<void> {
  const dealer = await dealerName(db, what.dealerId);
  const to = await admins(db, what.authorId);
  await enqueueMail(
    db,
    mails(to, 'claimCreated', (r) => ({
      name: r.firstName,
      code: claim.code,
      dealer,
      product: productName(what.product, r.locale),
      kind: what.kind,
      excerpt: excerpt(what.description),
      files: what.files,
      url: claimUrl(publicUrl, claim.id),
    })),
  );
}

/** A message: from an admin to the dealer; from the dealer to the claim's admin, or every admin while nobody handles it. */
export async function mailClaimMessage(db: DB, publicUrl: string, claim: ClaimRow, what: { author: UserRow; body: string; files: number }): Promise<void> {
  const to =
    what.author.role === 'admin'
      ? await reachable(db, what.author.id).where('id', '=', claim.dealerId).execute()
      : claim.assigneeId !== null
        ? await reachable(db, what.author.id).where('id', '=', claim.assigneeId).where('role', '=', 'admin').execute()
        : await admins(db, what.author.id);
  // An assignee no longer reachable (disabled, or taking no e-mail): the other admins are told instead.
  const recipients = to.length || what.author.role === 'admin' ? to : await admins(db, what.author.id);
  await enqueueMail(
    db,
    mails(recipients, 'claimMessage', (r) => ({
      name: r.firstName,
      code: claim.code,
      author: what.author.role === 'admin' ? what.author.displayName : (what.author.company ?? what.author.displayName),
      excerpt: excerpt(what.body),
      files: what.files,
      url: claimUrl(publicUrl, claim.id),
    })),
  );
}

/** A move, to the claim's dealer: the new status, and the question, the reason or the remedy. */
export async function mailClaimStatus(
  db: DB,
  publicUrl: string,
  claim: ClaimRow,
  what: { authorId: number; status: ClaimStatus; remedy: ClaimRemedy | null; message: string | null },
): Promise<void> {
  const to = await reachable(db, what.authorId).where('id', '=', claim.dealerId).execute();
  await enqueueMail(
    db,
    mails(to, 'claimStatus', (r) => ({
      name: r.firstName,
      code: claim.code,
      status: what.status,
      remedy: what.status === 'approved' ? what.remedy : null,
      message: what.message ? excerpt(what.message) : null,
      url: claimUrl(publicUrl, claim.id),
    })),
  );
}
