import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { deleteDraft, getDraft, newIdempotencyKey, type Draft, type DraftKind } from '../../providers/drafts';
import { useAccountId } from './useDrafts';

export interface DraftForm {
  /** The refused draft the form was opened from, or null. */
  draft: Draft | null;
  /** While the draft is read from the device. */
  pending: boolean;
  /** The form's Idempotency-Key, also its React `key`. */
  idempotencyKey: string;
  /**
   * The form was sent: the draft it was opened from is deleted, and the form starts afresh as
   * `go` leaves for the next page.
   */
  sent: (go: () => void) => void;
  /** The form was kept as a draft (which replaced the one it was opened from): the same. */
  kept: (go: () => void) => void;
}

/**
 * What a create form that can be kept on the device needs: its Idempotency-Key, and the refused
 * draft it was opened from ("Modifica" on DraftsCard puts only the draft's id in the history's
 * state). The draft is read from this account's drafts on the device, and used only if it is
 * still refused. So a form reached with Back, whose draft was since sent, is waiting or was
 * deleted, opens empty. And the history never carries an account's words past its sign-out.
 *
 * Once sent or kept, the form gets a new key and lets go of the draft, so it starts afresh.
 * PortalRouter keeps this page mounted while the next one loads, and Back pressed in that moment
 * returns to this same form: it must open empty, not filled with what was just sent (sent again
 * with different words under the old key, the server would refuse it). The renewal and the
 * navigation (`go`) are one transition, so the form does not empty before the next page shows.
 */
export function useDraftForm(kind: DraftKind): DraftForm {
  const accountId = useAccountId();
  const draftId = (useLocation().state as { draftId?: unknown } | null)?.draftId;
  const wanted = typeof draftId === 'string' ? draftId : null;
  const [found, setFound] = useState<{ id: string; draft: Draft | null } | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
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
  const afresh = (go: () => void) =>
    startTransition(() => {
      if (wanted) setFound({ id: wanted, draft: null });
      setIdempotencyKey(newIdempotencyKey());
      go();
    });
  return {
    draft,
    pending: Boolean(wanted) && found?.id !== wanted,
    idempotencyKey,
    sent: (go) => {
      if (draft) void deleteDraft(draft.accountId, draft.id);
      afresh(go);
    },
    kept: afresh,
  };
}
