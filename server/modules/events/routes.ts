import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../lib/routeSchemas';
import { LIVE_EVENTS_PATH } from '../../../shared/liveEvents';
import type { Frame } from './hub';

const EventsHeaders = Type.Object({
  'last-event-id': Type.Optional(
    Type.String({ pattern: '^[0-9]{1,15}$', description: 'The id of the last event received: what came after it is sent first' }),
  ),
});

const STREAM_DESCRIPTION = [
  'A server-sent events stream, one per browser tab. Every message carries `id:` and `retry:`;',
  'a comment line every 25 s keeps proxies from closing it.',
  '`event: ready` (data `{}`): the stream is live; its id is where to resume from.',
  '`event: reset` (data `{}`): events were missed that are no longer kept; read everything again.',
  '`event: notice` (dealers): `{"id","title","change":"published"|"updated"}`;',
  '`event: document` (the dealers it is reserved to): `{"id","title"}`;',
  '`event: account` (admins): `{"id","name","company"}`, a registration awaiting approval.',
  'The stream ends when the access token expires; reconnect with a fresh one and `Last-Event-ID`.',
  'An instance that is shutting down ends its streams with a short `retry:` (and answers a new one 503, as every GET):',
  'reconnect (through the proxy, to another instance) with `Last-Event-ID`.',
].join(' ');

/**
 * GET /api/events. Authenticated with the same Bearer header as every other call, which is why
 * the browser reads it with fetch rather than EventSource (which can send no header): no token
 * in a URL, no second kind of credential. The stream ends when the access token expires, so a
 * signed-out or disabled account stops hearing within the token's lifetime; the browser then
 * reconnects with a refreshed token and its Last-Event-ID.
 */
const eventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { retryMs, heartbeatMs } = app.config.events;
  const format = (f: Frame) => `id: ${f.id}\nevent: ${f.event}\nretry: ${retryMs}\ndata: ${f.data}\n\n`;

  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => app.liveEvents.endAll());

  app.get(
    LIVE_EVENTS_PATH,
    {
      onRequest: [app.authenticate, app.requireActive],
      // Compressing would hold messages back in the compressor's buffer.
      compress: false,
      schema: {
        tags: ['events'],
        security: [{ bearer: [] }],
        summary: 'Live events for the caller: new notices, documents reserved to them, accounts awaiting approval',
        description: STREAM_DESCRIPTION,
        headers: EventsHeaders,
        // No query parameters: unknown ones are refused, like everywhere else.
        querystring: Type.Object({}, { additionalProperties: false }),
        response: {
          200: { description: 'The stream', content: { 'text/event-stream': { schema: { type: 'string' } } } },
          ...errors(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const account = req.account!;
      const header = req.headers['last-event-id'];
      const from = typeof header === 'string' ? Number(header) : null;
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')![1];
      const expiresAt = app.accessTokens.verify(bearer)!.expiresAt;

      const stream = new PassThrough();
      // Nothing is written once the stream is ending (its token expired, the server closing).
      const write = (text: string) => void (stream.writableEnded || stream.write(text));
      let close: (() => void) | undefined;
      let closed = false;
      const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
      const expiry = setTimeout(() => stream.end(), Math.max(0, expiresAt - Date.now()));
      const cleanup = () => {
        closed = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        close?.();
        stream.destroy();
      };
      reply.raw.on('close', cleanup);
      stream.on('close', cleanup);
      try {
        close = await app.liveEvents.subscribe(
          { id: account.id, role: account.role },
          from,
          (f) => write(format(f)),
          (reconnectMs) => {
            if (reconnectMs !== undefined) write(`retry: ${reconnectMs}\n\n`);
            stream.end();
          },
        );
      } catch (err) {
        cleanup();
        throw err;
      }
      if (closed) close();
      // Subscribed after the shutdown ended the others: told at once, like them.
      if (app.shuttingDown) {
        write(`retry: ${Math.round(100 + Math.random() * app.config.shutdown.reconnectWithinMs)}\n\n`);
        stream.end();
      }
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-store, no-transform')
        // nginx would otherwise buffer the stream.
        .header('x-accel-buffering', 'no')
        // A stream, not the string the response schema documents for OpenAPI.
        .send(stream as never);
    },
  );
};

export default eventsRoutes;
