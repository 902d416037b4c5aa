import { Type } from 'typebox';
import { SCOPES } from './scopes.ts';

/** Text without control characters (PostgreSQL refuses NUL; names are shown to people). */
export const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u001f\\u007f]*$';

export const ScopeWord = Type.String({ enum: [...SCOPES], description: 'read, request or operate' });

export const RateLimitOut = Type.Object(
  {
    per_second: Type.Number({ description: 'Requests per second this key may make on average' }),
    burst: Type.Integer({ description: 'Requests this key may make at once' }),
  },
  { description: 'The per-key rate limit; over it the answer is 429 rate_limited with Retry-After' },
);

export const KeyOut = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  scopes: Type.Array(ScopeWord),
  origin: Type.String({ enum: ['owner', 'cli', 'pairing'], description: 'How the key was made' }),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Updated at most once a minute',
  }),
  revoked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const CallingKeyOut = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  scopes: Type.Array(ScopeWord),
  origin: Type.String({ enum: ['owner', 'cli', 'pairing'] }),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  rate_limit: RateLimitOut,
});

export const KeysListOut = Type.Object({ items: Type.Array(KeyOut) });

export const KeyCreateIn = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: NO_CONTROL_CHARACTERS }),
    scopes: Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10, description: '`read` is always included' }),
  },
  { additionalProperties: false },
);

export const KeyCreatedOut = Type.Object({
  key: Type.String({ description: 'The key itself; shown only in this answer' }),
  item: KeyOut,
});

export const KeyIdParams = Type.Object({ key_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
