import { QueryClient, defaultShouldDehydrateQuery, onlineManager, type Query, type QueryKey } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { del, get, set } from 'idb-keyval';
import { resourceNames } from '../../shared/paths';
import { keptAccountId } from './keptIdentity';

/**
 * The answers a person reads again on a building site without a signal (issue 27): their notices,
 * warranty registrations, claims and the documents list, as last loaded, kept on the device in
 * idb-keyval's store under their account (cleared with the rest on sign-out, deviceData.ts).
 * Restored when the dashboard opens; online, react-admin asks for them anew at once.
 */
const KEPT_RESOURCES: readonly string[] = [resourceNames.notices, resourceNames.guarantees, resourceNames.claims, resourceNames.documents];
/** react-admin's query keys are [resource, method, params]: the reads only. */
const KEPT_READS: readonly string[] = ['getList', 'getOne', 'getMany', 'getManyReference'];
/** Also kept: the menu's count of unread notices (useNotices.ts), which would otherwise vanish beside a list kept with its unread marks. */
const KEPT_COUNTS: readonly string[] = ['unreadCount'];

/** How long a kept answer is shown offline: a week on site. Older ones are dropped when the app opens. */
export const KEPT_ANSWERS_FOR = 7 * 24 * 60 * 60 * 1000;
/** Changed when the shape of what is kept changes: an older copy is then dropped, not misread. */
const KEPT_ANSWERS_VERSION = 'answers-1';

/** A list or record as react-admin reads it, of the person's own data (the offline banner dates these). */
export const isKeptRead = (key: QueryKey): boolean =>
  typeof key[0] === 'string' && KEPT_RESOURCES.includes(key[0]) && typeof key[1] === 'string' && KEPT_READS.includes(key[1]);

export const isKeptAnswer = (key: QueryKey): boolean =>
  isKeptRead(key) || (typeof key[0] === 'string' && KEPT_RESOURCES.includes(key[0]) && typeof key[1] === 'string' && KEPT_COUNTS.includes(key[1]));

/**
 * One query client per signed-in account (react-admin's and the persister's): an account never
 * sees another's answers in memory either.
 * - Kept answers stay in memory as long as they are kept on the device, or they would be dropped
 *   as soon as they are restored.
 * - Offline, a read waits for the connection (its kept copy shown meanwhile, or react-admin's
 *   "no connection" where there is none) rather than failing; but the session's, which the
 *   identity kept on the device answers.
 * - Changes are sent at once, offline too: they fail with "the server cannot be reached" rather
 *   than wait unseen in a paused queue (react-query's default), so offline the lists are read-only
 *   and the person knows a change was not saved. The warranty form has its own drafts (drafts.ts).
 */
export function createQueryClient(): QueryClient {
  // TanStack Query takes itself to be online until an `offline` event: an app opened without a
  // signal would try every list (and fail, three times each) instead of showing what it kept.
  onlineManager.setOnline(navigator.onLine);
  const client = new QueryClient({ defaultOptions: { mutations: { networkMode: 'always' } } });
  for (const resource of KEPT_RESOURCES) client.setQueryDefaults([resource], { gcTime: KEPT_ANSWERS_FOR });
  // react-admin's session checks need no server offline: the session answers from the identity kept here.
  client.setQueryDefaults(['auth'], { networkMode: 'always' });
  return client;
}

/**
 * How the account's answers are kept (react-query's persister over idb-keyval). A write is made
 * only while this account is the one signed in here: one throttled a moment before a sign-out
 * (session.ts forgets the identity first) never lands after the device was cleared.
 */
export function keptAnswersOptions(accountId: number): Omit<PersistQueryClientOptions, 'queryClient'> {
  const mine = () => keptAccountId() === accountId;
  const persister = createAsyncStoragePersister({
    key: `answers-${accountId}`,
    storage: {
      getItem: (key) => (mine() ? get<string>(key) : undefined),
      setItem: (key, value: string) => (mine() ? set(key, value) : undefined),
      removeItem: (key) => del(key),
    },
  });
  return {
    persister,
    maxAge: KEPT_ANSWERS_FOR,
    buster: KEPT_ANSWERS_VERSION,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) => defaultShouldDehydrateQuery(query) && isKeptAnswer(query.queryKey),
      shouldDehydrateMutation: () => false,
    },
  };
}
