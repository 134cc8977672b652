import type { DB } from '../../db';
import { HttpError } from '../../lib/httpError';

/**
 * Every id must be a dealer account that is not disabled (with `activeOnly`, one that is active);
 * answers the unknown ones in the error.
 */
export async function checkDealers(db: DB, ids: number[], { activeOnly = false } = {}): Promise<void> {
  if (!ids.length) return;
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('role', '=', 'dealer')
    .where('status', activeOnly ? '=' : '!=', activeOnly ? 'active' : 'disabled')
    .execute();
  const known = new Set(found.map((r) => r.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) {
    throw new HttpError(400, `No dealer account with id ${missing.join(', ')}`, 'dealer_not_found', { dealerIds: missing });
  }
}
