import { type Static, type TSchema, Type } from 'typebox';

/** `T|null` of the seed's notation. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const MediaType = Type.Union([Type.Literal('movie'), Type.Literal('tv')], {
  description: 'movie or tv (series)',
});
export type MediaType = Static<typeof MediaType>;

/** MediaItem (seed 001, 2.3a): a title as lists show it. */
export const mediaItemProperties = {
  media_type: MediaType,
  catalog_id: Type.Integer({ description: 'Id of the title in the movie/series catalog' }),
  seriesdb_id: Nullable(Type.Integer({ description: 'Series-database id (series only, when known)' })),
  title: Type.String(),
  original_title: Nullable(Type.String()),
  overview: Type.String(),
  poster_url: Nullable(Type.String()),
  backdrop_url: Nullable(Type.String()),
  release_date: Nullable(Type.String({ description: 'YYYY-MM-DD (first air date for series)' })),
  vote_average: Type.Number(),
  vote_count: Type.Integer(),
  genres: Type.Array(Type.String()),
  genre_ids: Type.Array(Type.Integer()),
  runtime_minutes: Nullable(Type.Integer()),
};
export const MediaItem = Type.Object(mediaItemProperties, { description: 'MediaItem' });
export type MediaItem = Static<typeof MediaItem>;

export const SeasonInfo = Type.Object(
  {
    season_number: Type.Integer(),
    name: Type.String(),
    overview: Type.String(),
    episode_count: Type.Integer(),
    air_date: Nullable(Type.String()),
    poster_url: Nullable(Type.String()),
  },
  { description: 'SeasonInfo' },
);
export type SeasonInfo = Static<typeof SeasonInfo>;

export const FassungAchse = Type.Object(
  {
    fassung: Type.String({ description: 'Name of the version (fassung)' }),
    status: Type.String(),
    status_uhd: Nullable(Type.String()),
  },
  { description: 'FassungAchse: the state of one named version of the title' },
);

/** What the catalog itself knows of a title (the detail fields that do not depend on requests). */
export interface CatalogTitle extends MediaItem {
  certification: string | null;
  original_language: string | null;
  origin_country: string[];
  seasons: SeasonInfo[];
  demo: boolean;
  /** The catalog's own image path (what a request keeps as `poster_path`). */
  posterPath: string | null;
}

export const SearchAnswer = Type.Object({
  page: Type.Integer(),
  total_pages: Type.Integer(),
  total_results: Type.Integer(),
  items: Type.Array(MediaItem),
  demo: Type.Boolean({ description: 'True when the built-in demo catalog answered' }),
  arr_warning: Nullable(Type.String({ description: 'Why requests cannot reach an acquisition backend right now' })),
});
export type SearchAnswer = Static<typeof SearchAnswer>;

/** Title detail (2.3a, core fields) as `GET /api/v1/media/{media_type}/{catalog_id}` answers it. */
export const TitleDetail = Type.Object(
  {
    ...mediaItemProperties,
    certification: Nullable(Type.String()),
    original_language: Nullable(Type.String()),
    origin_country: Type.Array(Type.String()),
    seasons: Type.Array(SeasonInfo),
    status: Type.String({
      description:
        'State of the title here: none (never requested) or the status of the newest request of the standard tier',
    }),
    status_uhd: Nullable(Type.String({ description: 'Same for the 4K tier; null when never requested in 4K' })),
    fassungen: Type.Array(FassungAchse),
    watched: Type.Boolean(),
    watched_on: Type.Array(Type.String()),
    watched_not_on: Type.Array(Type.String()),
    path: Nullable(Type.String()),
    path_uhd: Nullable(Type.String()),
    uhd_in_standard: Type.Boolean(),
    demo: Type.Boolean({ description: 'True when the built-in demo catalog answered' }),
  },
  { description: 'Title detail' },
);
export type TitleDetail = Static<typeof TitleDetail>;
