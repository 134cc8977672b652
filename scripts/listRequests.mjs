// One list of the API's list requests, for the benchmark and the query-plan check.
import { CLAIM_REQUESTS } from './claimRequests.mjs';

const docs = (query) => `/protected/documents/list?${query}`;
const notices = (query) => `/protected/notices/list?${query}`;
const warranties = (query) => `/protected/guarantees/list?${query}`;
const users = (filter, range, sort = '["createdAt","DESC"]') =>
  `/api/users?filter=${encodeURIComponent(filter)}&range=${encodeURIComponent(range)}&sort=${encodeURIComponent(sort)}`;
const audit = (query) => `/protected/audit/list?${query}`;
const page1 = 'page=1&perPage=25';

/**
 * The requests behind the dashboard home and every list, plain, filtered, searched, sorted and a
 * late page: [label, path, who], who being the dealer (rossi@demo.test) or the admin
 * (admin@demo.test). `npm run bench:api` measures them; tests/api/query-plans.test.ts checks the
 * plan of every statement they send.
 */
export const LIST_REQUESTS = [
  ['auth/me', '/auth/me', 'dealer'],
  ['home: latest notices', '/protected/notices/list/5', 'dealer'],
  ['home: unread count', '/protected/notices/unread-count', 'dealer'],
  ['home: latest documents', docs('page=1&perPage=5&sort=createdAt&order=DESC&include=reserved'), 'dealer'],
  ['home: recent warranties', warranties('page=1&perPage=5&sort=createdAt&order=DESC'), 'dealer'],
  ['documents (include=reserved)', docs(`${page1}&sort=createdAt&order=DESC&include=reserved`), 'dealer'],
  ['documents filtered', docs(`${page1}&sort=createdAt&order=DESC&include=reserved&category=price_list&material=pvc`), 'dealer'],
  ['documents searched', docs(`${page1}&sort=createdAt&order=DESC&include=reserved&q=listino%20finestre`), 'dealer'],
  ['documents by title', docs(`${page1}&sort=title&order=ASC&include=reserved`), 'dealer'],
  ['documents late page', docs('page=700&perPage=25&sort=createdAt&order=DESC&include=reserved'), 'dealer'],
  ['documents reserved', `/protected/documents/list/reserverd?${page1}&sort=createdAt&order=DESC`, 'dealer'],
  ['documents (admin)', docs(`${page1}&sort=createdAt&order=DESC&include=reserved`), 'admin'],
  ['notices', notices(`${page1}&sort=publishAt&order=DESC`), 'dealer'],
  ['notices unread', notices(`${page1}&sort=publishAt&order=DESC&unread=true`), 'dealer'],
  ['notices searched', notices(`${page1}&sort=publishAt&order=DESC&q=listino`), 'dealer'],
  ['notices by title', notices(`${page1}&sort=title&order=ASC`), 'dealer'],
  ['notices late page', notices('page=100&perPage=25&sort=publishAt&order=DESC'), 'dealer'],
  ['warranties', warranties(`${page1}&sort=createdAt&order=DESC`), 'dealer'],
  ['warranties filtered', warranties(`${page1}&sort=createdAt&order=DESC&status=active&material=pvc`), 'dealer'],
  ['warranties searched', warranties(`${page1}&sort=createdAt&order=DESC&q=rossi`), 'dealer'],
  ['warranties by customer', warranties(`${page1}&sort=customerName&order=ASC`), 'dealer'],
  ['warranties (admin)', warranties(`${page1}&sort=createdAt&order=DESC`), 'admin'],
  ['warranties (admin) searched', warranties(`${page1}&sort=createdAt&order=DESC&q=rossi`), 'admin'],
  ['warranties (admin) by customer', warranties(`${page1}&sort=customerName&order=ASC`), 'admin'],
  ['warranties (admin) late page', warranties('page=3000&perPage=25&sort=createdAt&order=DESC'), 'admin'],
  ['accounts (admin)', users('{}', '[0,24]'), 'admin'],
  ['accounts (admin) searched', users('{"q":"rossi"}', '[0,24]'), 'admin'],
  ['accounts (admin) late page', users('{}', '[1200,1224]'), 'admin'],
  ['audit log (admin)', audit(`${page1}&sort=at&order=DESC`), 'admin'],
  ['audit log (admin) by action', audit(`${page1}&action=guarantee.create`), 'admin'],
  ['audit log (admin) by actor', audit(`${page1}&actorId=2`), 'admin'],
  ['audit log (admin) of a record', audit(`${page1}&recordType=account&recordId=2`), 'admin'],
  ['audit log (admin) of a week', audit(`${page1}&from=${encodeURIComponent(new Date(Date.now() - 7 * 86_400_000).toISOString())}`), 'admin'],
  ['audit log (admin) searched', audit(`${page1}&q=rossi`), 'admin'],
  ['audit log (admin) late page', audit('page=2000&perPage=25'), 'admin'],
  ['global search', '/api/search?q=finestre%20posa', 'dealer'],
  ['global search, a rare word', '/api/search?q=schiuma%20elastica', 'dealer'],
  ['global search (admin)', '/api/search?q=rossi', 'admin'],
  // After-sales claims: the triage list, the dealer's list, the quality view (scripts/claimRequests.mjs).
  ...CLAIM_REQUESTS,
];
