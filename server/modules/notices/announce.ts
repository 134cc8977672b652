import type { DB } from '../../db';
import { enqueueMail, type MailRequest } from '../../mail/queue';
import { plainText } from '../../../shared/noticeMarkup';
import { portalLinks } from '../users/accountMail';
import { recordEvent } from '../events/record';

const DAY = 24 * 60 * 60_000;
const EXCERPT_MAX = 400;
const DIGEST_SETTING = 'notice_digest_at';

/**
 * Tells the dealers of each notice once it is published (at once, or when a scheduled one's time
 * comes): those who chose every notice get it by itself, those who chose the digest or nothing
 * get only the pinned ones by themselves. Each notice is claimed in the transaction that queues
 * its mail, so two instances never announce it twice.
 */
export async function announceDueNotices(db: DB, publicUrl: string, now = Date.now()): Promise<number> {
  const due = await db
    .selectFrom('notices')
    .select('id')
    .where('mailedAt', 'is', null)
    .where('publishAt', '<=', now)
    .orderBy('publishAt')
    .limit(20)
    .execute();
  let announced = 0;
  for (const { id } of due) {
    await db.transaction().execute(async (trx) => {
      const notice = await trx
        .updateTable('notices')
        .set({ mailedAt: now })
        .where('id', '=', id)
        .where('mailedAt', 'is', null)
        .returning(['id', 'title', 'body', 'pinned', 'expiresAt'])
        .executeTakeFirst();
      // Claimed by another instance, or expired before its time came: nobody is told.
      if (!notice || (notice.expiresAt !== null && notice.expiresAt <= now)) return;
      const pinned = Boolean(notice.pinned);
      let dealers = trx.selectFrom('users').select(['id', 'email', 'firstName', 'locale']).where('role', '=', 'dealer').where('status', '=', 'active');
      if (!pinned) dealers = dealers.where('noticeMail', '=', 'each');
      const links = portalLinks(publicUrl);
      const excerpt = plainText(notice.body, EXCERPT_MAX);
      await enqueueMail(
        trx,
        (await dealers.execute()).map(
          (d): MailRequest => ({
            to: d.email,
            userId: d.id,
            locale: d.locale,
            template: 'noticePublished',
            params: { name: d.firstName, title: notice.title, excerpt, url: links.notice(notice.id), preferencesUrl: links.profile },
          }),
        ),
      );
      // The moment it becomes visible is the moment dealers' pages hear of it too.
      await recordEvent(trx, 'notice', { id: notice.id, title: notice.title, change: 'published' }, { role: 'dealer' });
      announced += 1;
    });
  }
  return announced;
}

/**
 * Once a day, each dealer who chose the digest gets one message listing the notices (not pinned:
 * those went by themselves) announced since the last digest.
 */
export async function sendDigestIfDue(db: DB, publicUrl: string, now = Date.now()): Promise<boolean> {
  const setting = await db.selectFrom('appSettings').select('value').where('name', '=', DIGEST_SETTING).executeTakeFirst();
  if (!setting) {
    // The first run only starts the clock (a read on every later tick, never a write).
    await db.insertInto('appSettings').values({ name: DIGEST_SETTING, value: String(now) }).onConflict((oc) => oc.column('name').doNothing()).execute();
    return false;
  }
  const last = Number(setting.value);
  if (now - last < DAY) return false;
  return db.transaction().execute(async (trx) => {
    // Claimed with the setting itself: another instance that read the same `last` changes nothing.
    const claimed = await trx.updateTable('appSettings').set({ value: String(now) }).where('name', '=', DIGEST_SETTING).where('value', '=', String(last)).executeTakeFirst();
    if (!claimed.numUpdatedRows) return false;
    const notices = (
      await trx
        .selectFrom('notices')
        .select(['id', 'title', 'pinned'])
        .where('mailedAt', '>', last)
        .where('mailedAt', '<=', now)
        .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
        .orderBy('publishAt', 'desc')
        .execute()
    ).filter((n) => !n.pinned);
    if (!notices.length) return true;
    const dealers = await trx.selectFrom('users').select(['id', 'email', 'firstName', 'locale']).where('role', '=', 'dealer').where('status', '=', 'active').where('noticeMail', '=', 'digest').execute();
    const links = portalLinks(publicUrl);
    const items = notices.map((n) => ({ title: n.title, url: links.notice(n.id) }));
    await enqueueMail(
      trx,
      dealers.map((d): MailRequest => ({ to: d.email, userId: d.id, locale: d.locale, template: 'noticeDigest', params: { name: d.firstName, notices: items, url: links.notices, preferencesUrl: links.profile } })),
    );
    return true;
  });
}
