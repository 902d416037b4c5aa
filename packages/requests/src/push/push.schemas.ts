import { type Static, Type } from 'typebox';
import { Nullable } from '../catalog/catalog.schemas.ts';

export const PushStatus = Type.Object({
  eingerichtet: Type.Boolean({ description: 'Whether this token has a callback address' }),
  bestaetigt: Type.Boolean({ description: 'Whether the code of the test message was confirmed' }),
  url: Nullable(Type.String()),
  name: Nullable(Type.String()),
  language: Nullable(Type.String()),
  letzter_fehler: Nullable(Type.String({ description: 'Why the last delivery failed' })),
});
export type PushStatus = Static<typeof PushStatus>;

export const PushRegisterBody = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2000, description: 'http(s) address that receives POSTed JSON' }),
    name: Type.Optional(Type.String({ maxLength: 100 })),
    language: Type.Optional(Type.String({ minLength: 2, maxLength: 10 })),
  },
  { additionalProperties: false },
);
export type PushRegisterBody = Static<typeof PushRegisterBody>;

export const PushConfirmBody = Type.Object(
  { code: Type.String({ maxLength: 20, description: 'The four-digit code of the test message' }) },
  { additionalProperties: false },
);

export const OkMessage = Type.Object({ ok: Type.Boolean(), message: Type.String() });
export type OkMessage = Static<typeof OkMessage>;
