import type { DB } from '../../db';
import type { Config } from '../../config';
import type { UserRow } from '../../db/schema';
import { enqueueMail, type MailRequest } from '../../mail/queue';
import { helpUrl, readableContact } from './contact';
import { paths } from '../../../shared/paths';

/** Links into the portal, as e-mail carries them: the browser app's own paths (shared/paths.ts). */
export const portalLinks = (publicUrl: string) => ({
  login: `${publicUrl}${paths.login}`,
  resetPassword: (token: string) => `${publicUrl}${paths.resetPassword}?token=${token}`,
  account: (id: number) => `${publicUrl}${paths.users}/${id}`,
  profile: `${publicUrl}${paths.account}`,
  document: (id: number) => `${publicUrl}${paths.documents}/${id}/show`,
  notices: `${publicUrl}${paths.notices}`,
  notice: (id: number) => `${publicUrl}${paths.notices}/${id}/show`,
});

/** Every active admin is told of a registration awaiting approval, with what it says. */
export async function mailAdminsOfRegistration(db: DB, publicUrl: string, dealer: UserRow): Promise<void> {
  const admins = await db.selectFrom('users').select(['id', 'email', 'firstName', 'locale']).where('role', '=', 'admin').where('status', '=', 'active').execute();
  const url = portalLinks(publicUrl).account(dealer.id);
  await enqueueMail(
    db,
    admins.map((a): MailRequest => {
      const it = a.locale === 'it';
      const details = [
        `${it ? 'Azienda' : 'Company'}: ${dealer.company ?? '—'}`,
        `${it ? 'Partita IVA' : 'VAT number'}: ${dealer.vatNumber ?? '—'}`,
        `${it ? 'Telefono' : 'Phone'}: ${dealer.phoneNumber ?? '—'}`,
        `${it ? 'Comune' : 'Town'}: ${[dealer.city, dealer.state].filter(Boolean).join(' ')}`,
      ];
      return {
        to: a.email,
        userId: a.id,
        locale: a.locale,
        template: 'registrationPending',
        params: { name: a.firstName, applicant: dealer.displayName, email: dealer.email, details, url },
      };
    }),
  );
}

/**
 * The person is told of an admin's decision on their account: approved or enabled again (→ active),
 * refused (pending → disabled) or disabled (active → disabled), with the admin's reason.
 */
export async function mailAccountDecision(db: DB, config: Config, before: UserRow, after: UserRow): Promise<boolean> {
  if (before.status === after.status) return false;
  const base = { to: after.email, userId: after.id, locale: after.locale };
  const name = after.firstName;
  let mail: MailRequest;
  if (after.status === 'active') {
    mail = { ...base, template: 'accountApproved', params: { name, url: portalLinks(config.publicUrl).login } };
  } else if (after.status === 'disabled') {
    const contact = readableContact(await helpUrl(db, config));
    const reason = after.statusReason ?? '—';
    mail = before.status === 'pending'
      ? { ...base, template: 'accountRefused', params: { name, reason, contact } }
      : { ...base, template: 'accountDisabled', params: { name, reason, contact } };
  } else {
    return false;
  }
  await enqueueMail(db, [mail]);
  return true;
}
