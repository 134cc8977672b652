import type { FastifyInstance } from 'fastify';
import type { Job } from './runner';

/**
 * The live-events table's safety net (modules/events/hub.ts): every `events.pollMs` the hub
 * reads what a lost notification (or, on SQLite, another instance's write) left unread, and
 * about hourly (sooner when events are kept less long) the events older than
 * `events.retentionMs` are deleted.
 */
export function liveEvents(app: FastifyInstance): Job {
  const { db, config, log } = app;
  const { pollMs, retentionMs } = config.events;
  const purgeEveryMs = Math.min(retentionMs, 60 * 60_000);
  let purgedAt = Date.now();
  const purge = () =>
    db
      .deleteFrom('liveEvents')
      .where('createdAt', '<', Date.now() - retentionMs)
      // The newest row stays, so the table always shows how far the numbering has gone.
      .where('id', '<', (eb) => eb.selectFrom('liveEvents as newest').select((e) => e.fn.max('newest.id').as('max')))
      .execute()
      .catch((err) => log.warn({ err }, 'old live events could not be purged'));
  return {
    kind: 'liveEvents',
    everyMs: pollMs,
    async run() {
      await app.liveEvents.catchUp();
      if (Date.now() - purgedAt < purgeEveryMs) return;
      purgedAt = Date.now();
      await purge();
    },
    failed: (err) => log.warn({ err }, 'live events could not be read'),
  };
}
