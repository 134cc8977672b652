import { useEffect, useSyncExternalStore } from 'react';
import { useAuthState } from '../../providers/session';
import { listKept, onKeptChange, type KeptFile } from '../../providers/keptFiles';

/**
 * The kept files of the account last read, shared by every component that shows them: a list of
 * sheets has a "keep offline" button on each row, and one reading of Cache Storage serves them
 * all. Read again after every change (keptFiles.ts `onKeptChange`), the last list shown meanwhile.
 */
let shown: { accountId: number; files: KeptFile[] } | undefined;
let readingFor: number | undefined;
let reading = 0;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

function read(accountId: number) {
  readingFor = accountId;
  const mine = ++reading;
  void listKept(accountId)
    .catch(() => [])
    .then((files) => {
      if (mine !== reading) return;
      shown = { accountId, files };
      for (const listener of listeners) listener();
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  stopWatching ??= onKeptChange(() => readingFor !== undefined && read(readingFor));
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    stopWatching?.();
    stopWatching = undefined;
    // Read afresh when next shown: changes made meanwhile were not followed.
    readingFor = undefined;
  };
}

const snapshot = () => shown;

/**
 * The signed-in account's kept files (src/providers/keptFiles.ts): `files` is undefined while
 * the first reading runs.
 */
export function useKeptFiles(): { accountId: number | undefined; files: KeptFile[] | undefined } {
  const auth = useAuthState();
  const accountId = auth.status === 'authenticated' ? auth.user.id : undefined;
  const current = useSyncExternalStore(subscribe, snapshot);
  useEffect(() => {
    if (accountId !== undefined && readingFor !== accountId) read(accountId);
  }, [accountId]);
  const files = accountId === undefined ? [] : current?.accountId === accountId ? current.files : undefined;
  return { accountId, files };
}
