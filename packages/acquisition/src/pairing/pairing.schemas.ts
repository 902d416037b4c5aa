import { Type } from 'typebox';
import { NO_CONTROL_CHARACTERS, ScopeWord } from '../keys/keys.schemas.ts';

export const PairingIn = Type.Object(
  {
    app: Type.String({ minLength: 1, maxLength: 100, pattern: NO_CONTROL_CHARACTERS, description: 'Name of the program, shown to the owner' }),
    scopes: Type.Array(Type.String({ maxLength: 20 }), {
      maxItems: 10,
      description: 'Scopes wanted: read, request, operate (read is always granted)',
    }),
  },
  { additionalProperties: false },
);

export const PairingStartedOut = Type.Object({
  pairing_id: Type.String(),
  secret: Type.String({ description: 'Send back as header X-Pairing-Secret when polling' }),
  code: Type.String({ description: '6 characters the program shows; the owner compares them' }),
  poll_seconds: Type.Integer({ description: 'Seconds between polls' }),
  expires_at: Type.String({ format: 'date-time', description: 'The request lapses 10 minutes after it was made' }),
});

export const PairingStateWord = Type.String({ enum: ['awaiting', 'confirmed', 'refused', 'expired'] });

export const PairingPollOut = Type.Object({
  pairing_id: Type.String(),
  state: PairingStateWord,
  app: Type.String(),
  scopes: Type.Array(ScopeWord, { description: 'Asked for while awaiting; granted once confirmed' }),
  code: Type.String(),
  poll_seconds: Type.Integer(),
  expires_at: Type.String({ format: 'date-time' }),
  key: Type.Union([Type.String(), Type.Null()], {
    description: 'The API key: only in the first answer that says confirmed; null in every other',
  }),
});

export const PairingIdParams = Type.Object({ pairing_id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }) });
export const PairingSecretHeaders = Type.Object({ 'x-pairing-secret': Type.Optional(Type.String()) });

export const PairingRequestOut = Type.Object({
  pairing_id: Type.String(),
  app: Type.String(),
  scopes: Type.Array(ScopeWord),
  code: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time' }),
});

export const PairingRequestsOut = Type.Object({ items: Type.Array(PairingRequestOut) });

export const PairingConfirmIn = Type.Object(
  {
    scopes: Type.Optional(
      Type.Array(Type.String({ maxLength: 20 }), {
        maxItems: 10,
        description: 'Scopes to grant: the asked ones or fewer; left out, all that were asked',
      }),
    ),
  },
  { additionalProperties: false },
);

export const PairingDecidedOut = Type.Object({
  pairing_id: Type.String(),
  state: Type.String({ enum: ['confirmed', 'refused'] }),
  app: Type.String(),
  scopes: Type.Array(ScopeWord),
});
