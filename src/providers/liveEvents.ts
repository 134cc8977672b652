import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { api } from '../../shared/paths';
import { bearerToken, isNetworkError, refreshAccessToken } from './httpClient';
import type { LiveControlKind, LiveEventData, LiveEventKind } from '../../shared/liveEvents';

export type LiveMessage =
  | { [K in LiveEventKind]: { kind: K; data: LiveEventData[K] } }[LiveEventKind]
  | { kind: LiveControlKind; data: Record<string, never> };

/** Where a tab's stream stands: kept across its reconnections, so each resumes from there. */
export interface LivePosition {
  lastEventId?: string;
}

const KINDS = new Set<string>(['notice', 'document', 'account', 'claim', 'ready', 'reset']);
const MAX_DELAY_MS = 60_000;

/**
 * Keeps the live-events stream open until `signal` aborts: read with fetch (not EventSource) so
 * that it carries the Bearer header like every other call; reconnected after the server's
 * `retry:`, then with a doubling, jittered delay while it keeps failing; resumed with
 * `Last-Event-ID`, so nothing is lost in between. A stream that ends (its access token expired)
 * is opened again with a fresh token. It gives up when there is no session any more (the app
 * signs out on its own) or the account may not listen (403: awaiting approval).
 *
 * The stream's format is parsed by eventsource-parser; only this loop is ours, kept rather than
 * replaced (issue 25): @microsoft/fetch-event-source retries with the headers it was first given
 * (a stale token), and the `eventsource` package's custom-fetch client stops for good on a 401. Either would need this loop around it again to
 * refresh the token, stop on 403 and back off, which is what the loop is.
 */
export async function followLiveEvents(onMessage: (m: LiveMessage) => void, signal: AbortSignal, position: LivePosition): Promise<void> {
  let retryMs = 3_000;
  let failures = 0;
  while (!signal.aborted) {
    try {
      let token: string;
      try {
        token = await bearerToken({ quiet: true });
      } catch (err) {
        // No session: nothing to follow. No connection (the refresh failed): try again later.
        if (!isNetworkError(err)) return;
        throw err;
      }
      const res = await fetch(api.events, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream', ...(position.lastEventId ? { 'Last-Event-ID': position.lastEventId } : {}) },
        cache: 'no-store',
        signal,
      });
      if (res.status === 401) {
        // Refused although it looked valid (the session ended, or the clock is off): one
        // refresh decides; without a session there is nothing to follow.
        if (!(await refreshAccessToken())) return;
        continue;
      }
      if (res.status === 403 || res.status === 400) return;
      if (!res.ok || !res.body) throw new Error(`live events: ${res.status}`);
      const parser = createParser({
        onEvent: (e: EventSourceMessage) => {
          if (e.id) position.lastEventId = e.id;
          if (!e.event || !KINDS.has(e.event)) return;
          failures = 0;
          onMessage({ kind: e.event, data: JSON.parse(e.data) } as LiveMessage);
        },
        onRetry: (ms) => (retryMs = ms),
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) parser.feed(part.value);
    } catch {
      if (signal.aborted) return;
      failures += 1;
    }
    const delay = Math.min(MAX_DELAY_MS, retryMs * 2 ** Math.min(failures, 5));
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, failures ? delay * (0.5 + Math.random() / 2) : retryMs);
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }
}
