import { Type } from 'typebox';
import { EVENT_KINDS } from './event-kinds.ts';
import { EVENTS_PAGE_DEFAULT, EVENTS_PAGE_MAX } from './events.service.ts';

export const EventSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'Running number, without gaps' }),
    kind: Type.String({
      description: `What happened. Known kinds: ${EVENT_KINDS.join(', ')}. Treat unknown kinds as ignorable: the list only grows.`,
    }),
    at: Type.String({ format: 'date-time', description: 'When it happened (UTC)' }),
    data: Type.Record(Type.String(), Type.Unknown(), { description: 'What it is about; fields depend on the kind' }),
  },
  { description: 'One event; also exactly the body of a webhook delivery' },
);

export const EventsQuery = Type.Object({
  after: Type.Integer({ minimum: 0, default: 0, description: 'Return events with a number above this; 0 = from the start' }),
  limit: Type.Integer({
    minimum: 1,
    maximum: EVENTS_PAGE_MAX,
    default: EVENTS_PAGE_DEFAULT,
    description: `Most events in one answer (default ${EVENTS_PAGE_DEFAULT}, max ${EVENTS_PAGE_MAX})`,
  }),
});

export const EventsPageSchema = Type.Object({
  items: Type.Array(EventSchema, { description: 'Oldest first' }),
  next_after: Type.Integer({ minimum: 0, description: 'Send as `after` next time: last item number, or `after` when none' }),
  more: Type.Boolean({ description: 'More events are waiting beyond `limit`: ask again at once' }),
  latest: Type.Integer({
    minimum: 0,
    description: 'Newest event number (0 = none yet); `after` above it means the log was reset: start again from 0',
  }),
});

export const StreamQuery = Type.Object({
  after: Type.Optional(
    Type.Integer({ minimum: 0, description: 'Resume after this number (the Last-Event-ID header wins when both are sent)' }),
  ),
});

export const StreamHeaders = Type.Object({
  'last-event-id': Type.Optional(
    Type.String({ pattern: '^[0-9]{1,15}$', description: 'The last event id received; the stream resumes right after it' }),
  ),
});
