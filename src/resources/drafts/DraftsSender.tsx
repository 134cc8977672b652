import { useEffect } from 'react';
import { whenIdle } from '../../lib/idle';
import { useNotify, useRefresh } from 'react-admin';
import { sendDrafts, type DraftKind } from '../../providers/drafts';
import { draftResource } from './draftResource';
import { useAccountId } from './useDrafts';

/** While drafts wait and the browser says it is online, how often they are tried again (a flaky signal). */
const RETRY_MS = 30_000;

/**
 * Sends the account's drafts kept on this device (providers/drafts.ts) when the app starts, when
 * the connection returns (`online`) and every half minute meanwhile; says what was sent or
 * refused and refreshes the lists. Mounted with the shell; draws nothing.
 */
export function DraftsSender() {
  const accountId = useAccountId();
  const notify = useNotify();
  const refresh = useRefresh();
  useEffect(() => {
    if (accountId === undefined) return;
    let live = true;
    const send = () => {
      if (!navigator.onLine) return;
      sendDrafts(accountId).then(
        ({ sent, refused }) => {
          if (!live) return;
          for (const kind of Object.keys(draftResource) as DraftKind[]) {
            const mine = sent.filter((s) => s.draft.kind === kind);
            const resource = draftResource[kind];
            if (mine.length) notify(`resources.${resource}.drafts.sent`, { type: 'success', messageArgs: { smart_count: mine.length, code: String(mine[0]!.record.code ?? '') } });
            if (refused.some((d) => d.kind === kind)) notify(`resources.${resource}.drafts.refused_notice`, { type: 'warning' });
          }
          if (sent.length) refresh();
        },
        () => undefined,
      );
    };
    // Not in the dashboard's start-up: once it is drawn.
    const cancelFirst = whenIdle(send);
    window.addEventListener('online', send);
    const timer = window.setInterval(send, RETRY_MS);
    return () => {
      live = false;
      cancelFirst();
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [accountId, notify, refresh]);
  return null;
}
