// The claims' list requests (issue 26), in the shape of LIST_REQUESTS (scripts/listRequests.mjs,
// which spreads them): [label, path, who]. The triage list as the manufacturer opens it and
// filters it, the dealer's own list, and the quality view; `npm run bench:api` measures them,
// tests/api/query-plans.test.ts checks their plans over the scale data (server/scale/claims.ts).
const claims = (query) => `/protected/claims/list?${query}`;
const page1 = 'page=1&perPage=25';

/** `YYYY-MM` of the month `back` months before this one (UTC: a day's difference at a month's edge changes nothing measured). */
const month = (back) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 7);
};

export const CLAIM_REQUESTS = [
  // The triage list: every status, the oldest due first (the list's default), then its filters.
  ['claims triage (admin)', claims(`${page1}&sort=dueAt&order=ASC`), 'admin'],
  ['claims triage (admin) open', claims(`${page1}&sort=dueAt&order=ASC&status=open`), 'admin'],
  ['claims triage (admin) overdue', claims(`${page1}&sort=dueAt&order=ASC&status=open&overdue=true`), 'admin'],
  ['claims triage (admin) mine', claims(`${page1}&sort=dueAt&order=ASC&status=open&assignee=me`), 'admin'],
  ['claims triage (admin) unassigned', claims(`${page1}&sort=dueAt&order=ASC&status=open&assignee=none`), 'admin'],
  ['claims (admin) by status and product', claims(`${page1}&sort=dueAt&order=ASC&status=closed&product=${encodeURIComponent('pvc/finestre/icon')}`), 'admin'],
  ['claims (admin) by kind, newest', claims(`${page1}&sort=createdAt&order=DESC&kind=product`), 'admin'],
  ['claims (admin) searched', claims(`${page1}&sort=createdAt&order=DESC&q=condensa`), 'admin'],
  ['claims (admin) of a dealer', claims(`${page1}&sort=dueAt&order=ASC&dealerId=2`), 'admin'],
  ['claims (admin) late page', claims('page=300&perPage=25&sort=dueAt&order=ASC'), 'admin'],
  // The dealer's own claims.
  ['claims (dealer)', claims(`${page1}&sort=dueAt&order=ASC`), 'dealer'],
  ['claims (dealer) open', claims(`${page1}&sort=dueAt&order=ASC&status=open`), 'dealer'],
  ['claims (dealer) newest', claims(`${page1}&sort=createdAt&order=DESC`), 'dealer'],
  // The quality view: the last twelve months, and three years (its longest period is 36 months).
  ['claims quality (admin) 12 months', `/protected/claims/quality?from=${month(11)}&to=${month(0)}`, 'admin'],
  ['claims quality (admin) 36 months', `/protected/claims/quality?from=${month(35)}&to=${month(0)}`, 'admin'],
];

/** Also measured on the instance that keeps no answer (bench-api's COLD): what the triage list and the quality view cost made anew, as after every write. */
export const CLAIM_COLD = ['claims triage (admin)', 'claims triage (admin) open', 'claims (dealer)', 'claims quality (admin) 12 months'];
