import type { ErrorRegistry, HttpApp } from '@hms/platform';
import { Type } from 'typebox';
import { apiV1Responses } from '../api-v1/api-v1-errors.ts';
import type { EventStreamHub } from './event-stream-hub.ts';
import { EventsPageSchema, EventsQuery, StreamHeaders, StreamQuery } from './events.schemas.ts';
import type { EventsService } from './events.service.ts';

export function registerEventsRoutes(app: HttpApp, deps: { events: EventsService; hub: EventStreamHub; errors: ErrorRegistry }) {
  const { events, hub, errors } = deps;

  // Open streams never finish by themselves, so they are ended on close; but only once the server
  // has stopped accepting connections: a client reconnecting at once then finds the port closed
  // (and retries) instead of a closing server whose 503 would make EventSource give up for good.
  app.addHook('preClose', async () => {
    const endWhenNotListening = () => (app.server.listening ? setImmediate(endWhenNotListening) : hub.close());
    setImmediate(endWhenNotListening);
  });

  app.get(
    '/api/v1/events',
    {
      schema: {
        summary: 'Events after a number',
        description:
          'Everything that happened, oldest first, each with a running number. Poll with `after` = the `next_after` of the previous answer.',
        tags: ['events'],
        security: [{ apiKey: [] }],
        querystring: EventsQuery,
        response: { 200: EventsPageSchema, ...apiV1Responses(errors) },
      },
      config: { scope: 'read' },
    },
    async (request) => events.list(request.query.after, request.query.limit),
  );

  app.get(
    '/api/v1/events/stream',
    {
      schema: {
        summary: 'Events as Server-Sent Events',
        description:
          'Each message: `id:` = event number, `event:` = kind, `data:` = the event JSON. Without a resume point only new events come; with `Last-Event-ID` (or `?after=`) the stream first replays what was missed, without gaps or repeats. A comment line every 15 s keeps the connection open. A client that reads too slowly is disconnected and resumes with Last-Event-ID.',
        tags: ['events'],
        security: [{ apiKey: [] }],
        querystring: StreamQuery,
        headers: StreamHeaders,
        response: {
          200: {
            description: 'An endless text/event-stream',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          ...apiV1Responses(errors),
        },
      },
      config: { scope: 'read' },
    },
    async (request, reply) => {
      // HEAD (which Fastify derives from GET) gets the headers, not an endless body.
      if (request.method === 'HEAD') return reply.type('text/event-stream; charset=utf-8').send('');
      const header = request.headers['last-event-id'];
      const after = typeof header === 'string' ? Number(header) : request.query.after;
      // From here on Fastify no longer answers for this request: we own the socket.
      reply.hijack();
      const res = reply.raw;
      // Headers hooks set on the reply (X-Request-Id, rate-limit hints) still go out.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // The stream never ends normally; when it does (service closing), the socket goes too, so a
        // reconnecting client opens a fresh connection instead of reusing one the closing server refuses.
        connection: 'close',
        'x-accel-buffering': 'no',
      });
      request.log.info({ after: after ?? null }, 'event stream opened');
      res.on('close', () => request.log.info('event stream closed'));
      await hub.attach(res, after);
    },
  );
}
