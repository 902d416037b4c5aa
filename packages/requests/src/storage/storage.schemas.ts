import { type Static, Type } from 'typebox';
import { Nullable } from '../catalog/catalog.schemas.ts';

/** Storage item (StoragePosten, seed 001, 2.4) as a requester sees it: without `path`. */
export const StorageEntry = Type.Object({
  id: Type.Integer(),
  media_type: Type.String(),
  fassung: Type.String(),
  tier: Type.String(),
  catalog_id: Nullable(Type.Integer()),
  seriesdb_id: Nullable(Type.Integer()),
  season: Nullable(Type.Integer()),
  title: Type.String(),
  size_bytes: Type.Integer(),
  state: Type.String(),
  measured_at: Type.String({ format: 'date-time' }),
  released_at: Nullable(Type.String({ format: 'date-time' })),
  release_wish: Nullable(Type.String()),
  watched: Nullable(Type.Boolean()),
  managed: Type.Boolean(),
});
export type StorageEntry = Static<typeof StorageEntry>;

export const MyStorageQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  gesehen: Type.Optional(Type.Boolean()),
});
export type MyStorageQuery = Static<typeof MyStorageQuery>;

export const MyStorageAnswer = Type.Object({
  used_bytes: Type.Integer(),
  items: Type.Integer(),
  pending_bytes: Type.Integer({ description: 'Bytes of own items offered up and not yet decided' }),
  limit_bytes: Nullable(Type.Integer()),
  zurechenbar: Type.Boolean({ description: 'Whether storage has been measured and attributed at all yet' }),
  watched_available: Type.Boolean({ description: 'Whether watched states are known (needs a media-server link)' }),
  matches: Type.Integer(),
  per_page: Type.Integer(),
  entries: Type.Array(StorageEntry),
});
export type MyStorageAnswer = Static<typeof MyStorageAnswer>;
