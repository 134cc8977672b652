import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db';
import type { VersionWatch } from '../../db/versions';
import type { Selectable } from 'kysely';
import type { LiveEventsTable, UserRow } from '../../db/schema';
import type { LiveControlKind } from '../../../shared/liveEvents';
import { serialTask } from '../../lib/serialTask';

type EventRow = Selectable<LiveEventsTable>;
export type Listener = Pick<UserRow, 'id' | 'role'>;
/** One SSE message: `event`, `id`, `data` (JSON). */
export interface Frame {
  id: number;
  event: string;
  data: string;
}

/** More missed events than this and the browser is told to read everything again instead. */
const REPLAY_MAX = 500;
const PAGE = 200;

interface Subscriber {
  listener: Listener;
  send(frame: Frame): void;
  /** Ends the stream (the server is closing), asking the browser to come back after `reconnectMs`. */
  end(reconnectMs?: number): void;
  /** The id of the last event this stream has passed (sent or not meant for it). */
  position: number;
  /** Events met while the stream was being replayed; sent after it. */
  waiting: EventRow[] | null;
}

const meantFor = (row: Pick<EventRow, 'role' | 'userId'>, l: Listener) =>
  (row.role === null || row.role === l.role) && (row.userId === null || row.userId === l.id);
const frameOf = (row: EventRow): Frame => ({ id: row.id, event: row.kind, data: row.data });
const control = (event: LiveControlKind, id: number): Frame => ({ id, event, data: '{}' });

/**
 * The open streams of this instance and the events they hear. Events live in the `live_events`
 * table (written by `recordEvent` inside the change's transaction); each instance reads the new
 * ones when told (PostgreSQL's NOTIFY on the data-versions connection, or `kick()` after a
 * write of its own) and, as a safety net, every `events.pollMs` (server/jobs/liveEvents.ts),
 * then hands each to the streams it is meant for. A reconnecting stream is first sent what it
 * missed from the table, by id, so the ids mean the same on every instance.
 */
const newestIdOf = async (db: DB) => Number((await db.selectFrom('liveEvents').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);

/** Sends `row` unless the stream has passed it already (replayed, or heard twice). */
function deliver(s: Subscriber, row: EventRow) {
  if (row.id <= s.position) return;
  s.position = row.id;
  s.send(frameOf(row));
}

export async function createEventHub(db: DB, versions: VersionWatch, options: { log: FastifyBaseLogger }) {
  const subscribers = new Set<Subscriber>();
  const newestId = () => newestIdOf(db);
  /** The newest event id this instance has read. */
  let last = await newestId();

  const dispatch = (row: EventRow) => {
    for (const s of subscribers) {
      if (!meantFor(row, s.listener)) continue;
      if (s.waiting) s.waiting.push(row);
      else deliver(s, row);
    }
  };

  // Every new row is read even when no stream is open: a stream opening meanwhile may need it,
  // and new rows are few (a notice, a reservation, a registration).
  const readNew = async () => {
    for (;;) {
      const rows = await db.selectFrom('liveEvents').selectAll().where('id', '>', last).orderBy('id').limit(PAGE).execute();
      for (const row of rows) {
        last = row.id;
        dispatch(row);
      }
      if (rows.length < PAGE) return;
    }
  };

  const reader = serialTask(readNew, (err) => options.log.warn({ err }, 'live events could not be read'));
  versions.onSignal('events', reader.run);

  return {
    /** Reads the new events now (after a write of this instance's own). */
    kick: reader.run,
    /** Reads the new events and resolves once they are handed out (should a notification have been lost). */
    async catchUp() {
      reader.run();
      await reader.drain();
    },
    /** The streams open on this instance (the tests check that a closed one leaves none). */
    get size() {
      return subscribers.size;
    },
    /**
     * Opens a stream for `listener`: after `from` (a Last-Event-ID), the events it missed that
     * are still kept, or `reset` when some are not; then `ready` with the current position,
     * then each new event once. Answers the function that closes it.
     */
    async subscribe(listener: Listener, from: number | null, send: (frame: Frame) => void, end: (reconnectMs?: number) => void): Promise<() => void> {
      const s: Subscriber = { listener, send, end, position: 0, waiting: [] };
      subscribers.add(s);
      const close = () => void subscribers.delete(s);
      try {
        const newest = await newestId();
        if (from !== null) {
          const oldest = Number((await db.selectFrom('liveEvents').select((eb) => eb.fn.min('id').as('id')).executeTakeFirst())?.id ?? 0);
          const missed =
            from > newest || from < oldest - 1
              ? null
              : await db
                  .selectFrom('liveEvents')
                  .selectAll()
                  .where('id', '>', from)
                  .where('id', '<=', newest)
                  .where((eb) => eb.and([eb.or([eb('role', 'is', null), eb('role', '=', listener.role)]), eb.or([eb('userId', 'is', null), eb('userId', '=', listener.id)])]))
                  .orderBy('id')
                  .limit(REPLAY_MAX + 1)
                  .execute();
          if (!missed || missed.length > REPLAY_MAX) send(control('reset', newest));
          else for (const row of missed) send(frameOf(row));
        }
        s.position = newest;
        send(control('ready', newest));
        const waiting = s.waiting!;
        s.waiting = null;
        for (const row of waiting) deliver(s, row);
      } catch (err) {
        close();
        throw err;
      }
      return close;
    },
    /**
     * Ends every open stream, so that closing the server waits for none of them. With
     * `reconnectWithinMs`, each browser is told to reconnect after a random delay up to then: through
     * the proxy it reaches another instance and resumes from its last id, and a thousand streams
     * do not all arrive there in the same millisecond.
     */
    endAll(reconnectWithinMs?: number) {
      for (const s of [...subscribers]) s.end(reconnectWithinMs === undefined ? undefined : Math.round(100 + Math.random() * reconnectWithinMs));
    },
    async stop() {
      await reader.stop();
    },
  };
}
export type EventHub = Awaited<ReturnType<typeof createEventHub>>;
