import { Type } from 'typebox';
import { NO_CONTROL_CHARACTERS } from '../keys/keys.schemas.ts';
import { READINESS_REASONS, VERSION_KINDS } from './versions.service.ts';

const VersionKindWord = Type.String({ enum: [...VERSION_KINDS], description: 'movie, series or album' });

export const VersionOut = Type.Object({
  id: Type.String({ description: 'Fixed id beginning with v_; never reused' }),
  kind: VersionKindWord,
  name: Type.String(),
  quality_profile_id: Type.Integer(),
  position: Type.Integer({ description: 'Order among the versions of its kind' }),
  ready: Type.Boolean({ description: 'A version that is not ready does nothing by itself' }),
  reasons: Type.Array(Type.String({ enum: [...READINESS_REASONS] }), {
    description: 'Why the version is not ready, as codes, weightiest first; empty when ready',
  }),
  source: Type.Union([Type.String(), Type.Null()], {
    description: 'The source connection feeding this version; null when the service feeds it itself',
  }),
});

export const VersionsOut = Type.Object({ items: Type.Array(VersionOut) });

export const VersionsQuery = Type.Object({
  kind: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'movie, series or album' })),
});

/** The owner's view: also the folder. */
export const OwnerVersionOut = Type.Object({
  id: Type.String(),
  kind: VersionKindWord,
  name: Type.String(),
  quality_profile_id: Type.Integer(),
  position: Type.Integer(),
  root_folder: Type.String({ description: 'As written; a relative folder lies under the data folder' }),
  root_folder_path: Type.String({ description: 'The absolute folder' }),
  ready: Type.Boolean(),
  reasons: Type.Array(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
});

export const OwnerVersionsOut = Type.Object({ items: Type.Array(OwnerVersionOut) });

export const VersionCreateIn = Type.Object(
  {
    id: Type.String({ pattern: '^v_[a-z0-9_]{1,40}$' }),
    kind: VersionKindWord,
    name: Type.String({ minLength: 1, maxLength: 100, pattern: NO_CONTROL_CHARACTERS }),
    quality_profile_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    root_folder: Type.String({ minLength: 1, maxLength: 1000, pattern: NO_CONTROL_CHARACTERS }),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  },
  { additionalProperties: false },
);

export const VersionChangeIn = Type.Object(
  {
    kind: Type.Optional(VersionKindWord),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: NO_CONTROL_CHARACTERS })),
    quality_profile_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    root_folder: Type.Optional(Type.String({ minLength: 1, maxLength: 1000, pattern: NO_CONTROL_CHARACTERS })),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  },
  { additionalProperties: false },
);

export const VersionIdParams = Type.Object({ version_id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }) });
