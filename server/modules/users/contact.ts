import type { DB } from '../../db';
import type { Config } from '../../config';

/** Where a person asks the manufacturer for help: HELP_URL, else the first active admin's e-mail. */
export async function helpUrl(db: DB, config: Config): Promise<string> {
  if (config.helpUrl) return config.helpUrl;
  const admin = await db.selectFrom('users').select('email').where('role', '=', 'admin').where('status', '=', 'active').orderBy('id').executeTakeFirst();
  return admin ? `mailto:${admin.email}` : '';
}

/** The same, as a person reads it in an e-mail: an address without `mailto:`. */
export const readableContact = (url: string) => url.replace(/^(mailto|tel):/, '');
