import { nullableInput } from '@hms/platform';
import { type Static, Type } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const KindText = Type.String({ description: 'movie, series, album or artist', maxLength: 20 });
export const RefText = Type.String({ description: 'source:id, e.g. catalog:603', maxLength: 120 });

export const TitleParams = Type.Object({ kind: KindText, ref: RefText });

export const NoteOut = Type.Object(
  {
    code: Type.String({ description: 'Stable note code, e.g. version_not_ready, anime_not_supported' }),
    params: Type.Record(Type.String(), Type.Unknown()),
  },
);

export const SeasonVersionOut = Type.Object({
  version: Type.String(),
  monitored: Type.Boolean(),
  state: Type.String(),
  episodes_monitored: Type.Integer(),
  episodes_with_file: Type.Integer(),
  size: Type.Integer({ description: 'Bytes on disk' }),
});

export const SeasonOut = Type.Object({
  season: Type.Integer({ description: '0 = specials' }),
  name: Nullable(Type.String()),
  air_date: Nullable(Type.String()),
  episodes: Type.Integer({ description: 'Episodes the catalog lists for the season' }),
  versions: Type.Array(SeasonVersionOut),
});

export const TitleVersionOut = Type.Object({
  version: Type.String({ description: 'v_ id' }),
  monitored: Type.Boolean(),
  state: Type.String({ description: 'See GET /states; show unknown values as unknown' }),
  origin: Nullable(Type.String()),
  requested_at: Type.String(),
  files: Type.Integer(),
  size: Type.Integer({ description: 'Bytes on disk' }),
  series: Nullable(
    Type.Object({
      future_seasons: Type.Boolean({ description: 'Seasons the catalog names later are watched' }),
      episodes_monitored: Type.Integer(),
      episodes_with_file: Type.Integer(),
    }),
  ),
});

export const TitleOut = Type.Object(
  {
    kind: Type.String(),
    ref: Type.String({ description: 'The ref the title was added by' }),
    refs: Type.Array(Type.String(), { description: 'Every ref the title is known by' }),
    name: Type.String(),
    year: Nullable(Type.Integer()),
    overview: Nullable(Type.String()),
    monitored: Type.Boolean({ description: 'The title watches at least one version (artist: its own switch)' }),
    origin: Nullable(Type.String({ description: 'Reference of the program that brought the title' })),
    added_at: Type.String(),
    change: Type.Integer({ description: 'The title\'s current change number' }),
    versions: Type.Array(TitleVersionOut),
    movie: Nullable(
      Type.Object({ release_date: Nullable(Type.String()), runtime: Nullable(Type.Integer()), status: Nullable(Type.String()) }),
    ),
    series: Nullable(
      Type.Object({
        status: Nullable(Type.String()),
        first_air_date: Nullable(Type.String()),
        anime: Type.Boolean(),
        network: Nullable(Type.String()),
        seasons: Type.Array(SeasonOut),
      }),
    ),
    album: Nullable(
      Type.Object({
        artist_ref: Nullable(Type.String()),
        artist_name: Nullable(Type.String()),
        release_date: Nullable(Type.String()),
        primary_type: Nullable(Type.String()),
      }),
    ),
    artist: Nullable(
      Type.Object({
        albums: Type.Integer({ description: 'Albums in the artist\'s catalogue' }),
        albums_watched: Type.Integer({ description: 'Albums in the library with a watched version' }),
        future_albums: Type.Boolean(),
      }),
    ),
  },
);

export const RemovedOut = Type.Object({
  kind: Type.String(),
  ref: Type.String(),
  refs: Type.Array(Type.String()),
  change: Type.Integer(),
  removed_at: Type.String(),
});

export type TitleOutT = Static<typeof TitleOut>;
export type TitleVersionOutT = Static<typeof TitleVersionOut>;
export type SeasonOutT = Static<typeof SeasonOut>;
export type RemovedOutT = Static<typeof RemovedOut>;

/** A series scope like Sonarr's monitor options: named seasons, named episodes, later seasons. */
export const SeriesScopeIn = Type.Object(
  {
    seasons: Type.Optional(nullableInput(Type.Array(Type.Integer({ minimum: 0, maximum: 10000 }), { maxItems: 500 }))),
    episodes: Type.Optional(
      nullableInput(
        Type.Array(
          Type.Object({ season: Type.Integer({ minimum: 0, maximum: 10000 }), episode: Type.Integer({ minimum: 0, maximum: 100000 }) }),
          { maxItems: 5000 },
        ),
      ),
    ),
    future: Type.Optional(nullableInput(Type.Boolean({ description: 'Seasons the catalog names later' }))),
  },
  { additionalProperties: false },
);
export type SeriesScope = Static<typeof SeriesScopeIn>;

export const ArtistScopeIn = Type.Object(
  {
    albums: Type.Optional(
      nullableInput(Type.Array(RefText, { maxItems: 500, description: 'musicdb refs of albums; null = every album' })),
    ),
    future: Type.Optional(nullableInput(Type.Boolean({ description: 'Albums the catalogue gains later' }))),
  },
  { additionalProperties: false },
);
export type ArtistScope = Static<typeof ArtistScopeIn>;

export const ArtistMonitoringIn = Type.Object(
  {
    albums: Type.Optional(nullableInput(Type.Array(RefText, { maxItems: 500 }))),
    future: Type.Optional(nullableInput(Type.Boolean())),
  },
  { additionalProperties: false },
);

export const AlbumScopeIn = Type.Object(
  { tracks: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500, description: 'Track numbers' }) },
  { additionalProperties: false },
);
