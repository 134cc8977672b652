import { useEffect, useState } from 'react';
import { listDrafts, onDraftsChange, type Draft, type DraftKind } from '../../providers/drafts';
import { useAuthState } from '../../providers/session';

/** The signed-in account's id, or undefined. */
export function useAccountId(): number | undefined {
  const auth = useAuthState();
  return auth.status === 'authenticated' ? auth.user.id : undefined;
}

/** The account's drafts of a kind kept on this device, kept current as they change. */
export function useDrafts(kind: DraftKind): Draft[] {
  const accountId = useAccountId();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  useEffect(() => {
    if (accountId === undefined) return setDrafts([]);
    let live = true;
    const read = () => void listDrafts(accountId, kind).then((d) => live && setDrafts(d), () => undefined);
    read();
    const stop = onDraftsChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [accountId, kind]);
  return drafts;
}
