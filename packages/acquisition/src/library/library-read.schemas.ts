import { Type } from 'typebox';
import { KindText, RefText, RemovedOut, TitleOut } from './library.schemas.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const TitlesQuery = Type.Object(
  {
    after: Type.Integer({ minimum: 0, default: 0, description: 'next_after of the last answer; 0 for everything' }),
    kind: Type.Optional(KindText),
    limit: Type.Integer({ minimum: 1, maximum: 2000, default: 500 }),
  },
  { additionalProperties: false },
);

export const TitlesOut = Type.Object({
  items: Type.Array(TitleOut, { description: 'New or changed titles, oldest change first' }),
  removed: Type.Array(RemovedOut, { description: 'Titles that went away; never part of a fetch from 0' }),
  next_after: Type.Integer(),
  more: Type.Boolean({ description: 'True: ask again at once' }),
  latest: Type.Integer({ description: 'Highest change number given so far' }),
});

export const ErrorEntry = Type.Object({ code: Type.String(), params: Type.Record(Type.String(), Type.Unknown()) });

export const LookupItemIn = Type.Object({ kind: KindText, ref: RefText }, { additionalProperties: false });
export const LookupIn = Type.Object(
  { items: Type.Array(LookupItemIn, { minItems: 1, maxItems: 100 }) },
  { additionalProperties: false },
);
export const LookupItemOut = Type.Object({
  kind: Type.String(),
  ref: Type.String({ description: 'The ref as asked' }),
  title: Nullable(TitleOut),
  error: Nullable(ErrorEntry),
});
export const LookupOut = Type.Object({ items: Type.Array(LookupItemOut) });

export const EpisodeVersionOut = Type.Object({
  version: Type.String(),
  monitored: Type.Boolean(),
  state: Type.String(),
  size: Nullable(Type.Integer()),
  quality: Nullable(Type.String()),
});
export const EpisodeOut = Type.Object({
  episode: Type.Integer(),
  name: Nullable(Type.String()),
  air_date: Nullable(Type.String()),
  versions: Type.Array(EpisodeVersionOut),
});
export const SeasonDetailOut = Type.Object({
  season: Type.Integer(),
  name: Nullable(Type.String()),
  episodes: Type.Array(EpisodeOut),
});
export const SeasonParams = Type.Object({ ref: RefText, season: Type.Integer({ minimum: 0, maximum: 100000 }) });

export const FileOut = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'File name without folder' }),
  size: Type.Integer(),
  quality: Nullable(Type.String()),
  languages: Type.Array(Type.String()),
  season: Nullable(Type.Integer()),
  episodes: Type.Array(Type.Integer()),
  added_at: Type.String(),
});
export const FilesOut = Type.Object({
  versions: Type.Array(Type.Object({ version: Type.String(), files: Type.Array(FileOut) })),
});

export const HistoryQuery = Type.Object(
  {
    before: Type.Optional(Type.Integer({ minimum: 1 })),
    limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
  },
  { additionalProperties: false },
);
export const HistoryItemOut = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  kind: Type.String({ description: 'added, requested, withdrawn, monitoring, deleted, restored, refreshed, removed, search_asked' }),
  title: Type.Object({ kind: Type.String(), ref: Type.String(), name: Type.String() }),
  version: Nullable(Type.String()),
  by: Nullable(Type.String({ description: 'Key name of the program, or owner' })),
  data: Type.Record(Type.String(), Type.Unknown()),
});
export const HistoryOut = Type.Object({
  items: Type.Array(HistoryItemOut),
  next_before: Nullable(Type.Integer()),
});

export const ArtistAlbumOut = Type.Object({
  ref: Type.String(),
  name: Type.String(),
  release_date: Nullable(Type.String()),
  primary_type: Nullable(Type.String()),
  in_library: Type.Boolean(),
  versions: Type.Array(Type.Object({ version: Type.String(), monitored: Type.Boolean(), state: Type.String() })),
});
export const ArtistAlbumsOut = Type.Object({ items: Type.Array(ArtistAlbumOut) });
export const ArtistParams = Type.Object({ ref: RefText });
