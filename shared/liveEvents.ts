/**
 * The live events the server streams at `/api/events` (server/modules/events) and the browser
 * reacts to (src/live): the SSE `event:` name and the JSON of its `data:`.
 */
export interface LiveEventData {
  /** A notice became visible to dealers (`published`: at once or at its scheduled time) or was changed while visible. */
  notice: { id: number; title: string; change: 'published' | 'updated' };
  /** A document was reserved to the dealer who hears it. */
  document: { id: number; title: string };
  /** A registration awaits approval (admins). */
  account: { id: number; name: string; company: string | null };
  /** A claim was opened, written on, moved or assigned (its dealer and the admins hear it). */
  claim: { id: number; code: string; change: 'created' | 'message' | 'status' | 'assigned'; status: import('./claims').ClaimStatus };
}
export type LiveEventKind = keyof LiveEventData;

/**
 * Stream control, not news: `ready` (the stream is live; its id is the position to resume from)
 * and `reset` (what was missed can no longer be replayed: read everything again).
 */
export type LiveControlKind = 'ready' | 'reset';

export const LIVE_EVENTS_PATH = '/api/events';
