import { useEffect, useRef } from 'react';
import { Link } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { paths, resourceNames } from '../../shared/paths';
import type { LiveMessage, LivePosition } from '../providers/liveEvents';
import { onDemand, useOptionalPart } from '../ui/lazyPage';

// The stream's reader (and its parser) arrive just after the first screen, not with it; if the
// connection drops first, the stream opens once it returns (the lists still load meanwhile).
const streamReader = onDemand(() => import('../providers/liveEvents').then((m) => ({ default: m.followLiveEvents })));

/** Long enough to reach the toast's link from the keyboard; hovering or focusing it keeps it. */
const LIVE_TOAST_MS = 8_000;

/** The query keys (react-admin keys its queries by resource first) each kind of news makes stale. */
const STALE: Record<'notice' | 'document' | 'account' | 'claim', string> = {
  notice: resourceNames.notices,
  claim: resourceNames.claims,
  document: resourceNames.documents,
  account: 'users',
};

/**
 * Live updates for the signed-in user (mounted once by the layout, so once per tab, and gone
 * with it at sign-out): each event from `/api/events` makes the lists it concerns stale and
 * shows a toast with a link to the record (toasts are `role="alert"`, so screen readers read
 * them). The stream is closed while the tab is hidden, so idle tabs hold no connection (browsers
 * allow six per site over HTTP/1.1), and resumed with what was missed when it shows again.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  const handler = useRef<(m: LiveMessage) => void>(() => {});

  // The handler follows the language and the router; the stream stays open across their changes.
  useEffect(() => {
    const toast = (label: string, title: string, to: string) =>
      notify(
        <span>
          {translate(label)}:{' '}
          <Link
            href={to}
            color="inherit"
            underline="always"
            sx={{ fontWeight: 600 }}
            onClick={(e) => {
              // The toast lives outside the router's tree: navigate from here.
              e.preventDefault();
              navigate(to);
            }}
          >
            {title}
          </Link>
        </span>,
        { type: 'info', autoHideDuration: LIVE_TOAST_MS },
      );
    const onMessage = (m: LiveMessage) => {
      switch (m.kind) {
        case 'reset':
          void queryClient.invalidateQueries();
          return;
        case 'ready':
          return;
        case 'notice':
          void queryClient.invalidateQueries({ queryKey: [STALE.notice] });
          toast(m.data.change === 'published' ? 'live.notice_published' : 'live.notice_updated', m.data.title, `${paths.notices}/${m.data.id}/show`);
          return;
        case 'document':
          void queryClient.invalidateQueries({ queryKey: [STALE.document] });
          toast('live.document_reserved', m.data.title, `${paths.documents}/${m.data.id}/show`);
          return;
        case 'account':
          void queryClient.invalidateQueries({ queryKey: [STALE.account] });
          toast('live.account_pending', m.data.company ? `${m.data.name} (${m.data.company})` : m.data.name, `${paths.users}/${m.data.id}`);
          return;
        case 'claim':
          // The list and the claim's own page (its conversation) are read again, wherever the person is.
          void queryClient.invalidateQueries({ queryKey: [STALE.claim] });
          toast(`live.claim_${m.data.change}`, m.data.code, `${paths.claims}/${m.data.id}/show`);
      }
    };
    handler.current = onMessage;
  }, [queryClient, notify, translate, navigate]);

  const followLiveEvents = useOptionalPart(streamReader);
  useEffect(() => {
    if (!followLiveEvents) return;
    const position: LivePosition = {};
    const onMessage = (m: LiveMessage) => handler.current(m);

    let stream: AbortController | null = null;
    const sync = () => {
      if (document.visibilityState === 'hidden') {
        stream?.abort();
        stream = null;
      } else if (!stream) {
        stream = new AbortController();
        void followLiveEvents(onMessage, stream.signal, position);
      }
    };
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => {
      document.removeEventListener('visibilitychange', sync);
      stream?.abort();
    };
  }, [followLiveEvents]);
  return null;
}
