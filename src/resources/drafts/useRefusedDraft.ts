import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { deleteDraft, getDraft, type Draft, type DraftKind } from '../../providers/drafts';
import { useAccountId } from './useDrafts';

/**
 * The refused draft a create form was opened from ("Modifica" on DraftsCard, which puts only its
 * id in the history's state), read from this account's drafts on the device. Only a refused one:
 * the form reached again with Back, its draft since sent, waiting to send or deleted, opens empty
 * (sent from it, the same claim would go twice), and the history never carries an account's
 * words past its sign-out. `pending` while it is read; `forget` deletes it, once the form has
 * sent what replaces it.
 */
export function useRefusedDraft(kind: DraftKind): { draft: Draft | null; pending: boolean; forget: () => void } {
  const accountId = useAccountId();
  const draftId = (useLocation().state as { draftId?: unknown } | null)?.draftId;
  const wanted = typeof draftId === 'string' ? draftId : null;
  const [found, setFound] = useState<{ id: string; draft: Draft | null } | null>(null);
  useEffect(() => {
    if (!wanted || accountId === undefined) return;
    let live = true;
    const settle = (draft: Draft | null) => live && setFound({ id: wanted, draft });
    getDraft(accountId, wanted).then((d) => settle(d?.refused && d.kind === kind ? d : null), () => settle(null));
    return () => {
      live = false;
    };
  }, [wanted, accountId, kind]);
  const draft = found?.id === wanted ? found.draft : null;
  const forget = () => void (draft && deleteDraft(draft.accountId, draft.id));
  return { draft, pending: Boolean(wanted) && found?.id !== wanted, forget };
}
