import { Type } from 'typebox';
import { EVENT_KINDS } from '../events/event-kinds.ts';

const Kinds = Type.Union(
  [
    Type.Null(),
    Type.Array(Type.String({ enum: [...EVENT_KINDS] }), { minItems: 1, maxItems: EVENT_KINDS.length, uniqueItems: true }),
  ],
  { description: 'Event kinds to deliver; null = every kind (also kinds added later)' },
);

const Url = Type.String({ minLength: 1, maxLength: 2000, description: 'http:// or https:// address that receives a POST per event' });

export const TargetSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  kinds: Kinds,
  enabled: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const CreatedTargetSchema = Type.Object({
  ...TargetSchema.properties,
  secret: Type.String({ description: 'Signing secret; shown only now' }),
});

export const TargetCreate = Type.Object(
  {
    url: Url,
    kinds: Type.Optional(Kinds),
    enabled: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);

export const TargetChange = Type.Object(
  { url: Type.Optional(Url), kinds: Type.Optional(Kinds), enabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);

export const TargetParams = Type.Object({ webhook_id: Type.Integer({ minimum: 1 }) });
export const DeliveryParams = Type.Object({ webhook_id: Type.Integer({ minimum: 1 }), delivery_id: Type.String({ maxLength: 100 }) });

export const DeliverySchema = Type.Object({
  id: Type.String({ description: 'Sent as X-Service-Delivery; the same on every attempt' }),
  event_id: Type.Integer(),
  event_kind: Type.String(),
  status: Type.String({ enum: ['pending', 'delivering', 'delivered', 'failed'] }),
  attempts: Type.Integer({ description: 'Attempts made so far (at most 5: the first and 4 retries)' }),
  http_status: Type.Union([Type.Integer(), Type.Null()], { description: 'Status of the last answer; null when none came' }),
  duration_ms: Type.Union([Type.Integer(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()], { description: 'Why the last attempt failed' }),
  created_at: Type.String({ format: 'date-time' }),
  last_attempt_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  next_attempt_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the next retry is due' }),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const DeliveriesQuery = Type.Object({
  before: Type.Optional(Type.Integer({ minimum: 1, description: 'Only deliveries of events numbered below this (paging)' })),
  status: Type.Optional(
    Type.Union([Type.Literal('pending'), Type.Literal('delivering'), Type.Literal('delivered'), Type.Literal('failed')]),
  ),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
});
