import { useEffect } from 'react';
import { whenIdle } from '../lib/idle';
import { useNotify, useTranslate } from 'react-admin';
import { syncKept } from '../providers/keptFiles';
import { useAuthState } from '../providers/session';

/**
 * The newest DoP version of a product, from the catalogue this build carries: loaded only when a
 * DoP is kept, so that the shell does not carry every product's declared performance.
 */
const currentDopVersion = async (material: string, category: string, product: string) => {
  const { declarationsOf } = await import('../../shared/catalogue/performance');
  const versions = declarationsOf(material, category, product);
  return versions?.length ? Math.max(...versions.map((v) => v.version)) : undefined;
};

/**
 * Brings the files kept on the device up to date (keptFiles' syncKept) whenever the server is
 * reached: when the dashboard opens online, and each time the session is confirmed again after
 * being offline (session.ts) — the browser's `online` event alone comes before the server can
 * be reached. Says so when anything changed.
 */
export function KeptFilesSync() {
  const auth = useAuthState();
  const accountId = auth.status === 'authenticated' && !auth.offline ? auth.user.id : undefined;
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(() => {
    if (accountId === undefined) return;
    let live = true;
    // Not in the dashboard's start-up: once it is drawn.
    const cancel = whenIdle(
      () =>
        void syncKept(accountId, currentDopVersion).then(({ updated, removed }) => {
          if (live && updated + removed > 0) notify(translate('kept.synced', { updated, removed }), { type: 'info' });
        }),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [accountId, notify, translate]);
  return null;
}
