/**
 * Movie/series catalog results in the shape of the TMDB v3 API (field names kept as TMDB writes
 * them), so a real TMDB-compatible server and the built-in demo catalog answer alike. Fields a
 * TMDB answer may lack are optional or nullable here; callers map them to their own wire shapes.
 */

export type MediaType = 'movie' | 'tv';

/** `demo: true` marks an answer from the built-in demo catalog (the requests app shows it). */
export interface DemoMark {
  demo?: boolean;
}

export interface Genre {
  id: number;
  name: string;
}

export interface ExternalIds {
  imdb_id: string | null;
  tvdb_id: number | null;
}

/** An age rating in one country (`US` → `PG-13`, `DE` → `12`). */
export interface Certification {
  iso_3166_1: string;
  certification: string;
}

export interface MovieSummary {
  media_type: 'movie';
  id: number;
  title: string;
  original_title: string;
  overview: string;
  release_date: string | null;
  genre_ids: number[];
  original_language: string;
  vote_average: number;
  vote_count: number;
  popularity: number;
  poster_path: string | null;
  backdrop_path: string | null;
  adult: boolean;
}

export interface TvSummary {
  media_type: 'tv';
  id: number;
  name: string;
  original_name: string;
  overview: string;
  first_air_date: string | null;
  genre_ids: number[];
  origin_country: string[];
  original_language: string;
  vote_average: number;
  vote_count: number;
  popularity: number;
  poster_path: string | null;
  backdrop_path: string | null;
}

export interface PersonSummary {
  media_type: 'person';
  id: number;
  name: string;
  known_for_department: string | null;
  profile_path: string | null;
  popularity: number;
  known_for: Array<MovieSummary | TvSummary>;
}

export type TitleSummary = MovieSummary | TvSummary;
export type MultiResult = MovieSummary | TvSummary | PersonSummary;

export interface Paged<T> extends DemoMark {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

export interface CastCredit {
  id: number;
  name: string;
  character: string;
  order: number;
  profile_path: string | null;
}

export interface CrewCredit {
  id: number;
  name: string;
  job: string;
  department: string;
  profile_path: string | null;
}

export interface Credits {
  cast: CastCredit[];
  crew: CrewCredit[];
}

export interface MovieDetail extends DemoMark {
  id: number;
  imdb_id: string | null;
  title: string;
  original_title: string;
  overview: string;
  tagline: string | null;
  release_date: string | null;
  runtime: number | null;
  genres: Genre[];
  original_language: string;
  origin_country?: string[];
  spoken_languages?: Array<{ iso_639_1: string; english_name?: string; name: string }>;
  production_companies?: Array<{ id: number; name: string; origin_country?: string }>;
  status: string;
  vote_average: number;
  vote_count: number;
  popularity: number;
  poster_path: string | null;
  backdrop_path: string | null;
  budget?: number;
  revenue?: number;
  homepage?: string | null;
  adult: boolean;
  external_ids: ExternalIds;
  credits?: Credits;
  /** From `release_dates` (theatrical first); absent when the catalog sent none. */
  certifications?: Certification[];
}

export interface SeasonSummary {
  id: number;
  season_number: number;
  name: string;
  overview: string;
  air_date: string | null;
  episode_count: number;
  poster_path: string | null;
}

export interface Episode {
  id: number;
  show_id?: number;
  season_number: number;
  episode_number: number;
  name: string;
  overview: string;
  air_date: string | null;
  runtime: number | null;
  still_path: string | null;
  vote_average: number;
}

export interface TvDetail extends DemoMark {
  id: number;
  name: string;
  original_name: string;
  overview: string;
  tagline: string | null;
  first_air_date: string | null;
  last_air_date: string | null;
  episode_run_time: number[];
  genres: Genre[];
  original_language: string;
  origin_country: string[];
  networks?: Array<{ id: number; name: string; origin_country?: string }>;
  status: string;
  in_production: boolean;
  number_of_seasons: number;
  number_of_episodes: number;
  seasons: SeasonSummary[];
  vote_average: number;
  vote_count: number;
  popularity: number;
  poster_path: string | null;
  backdrop_path: string | null;
  homepage?: string | null;
  external_ids: ExternalIds;
  credits?: Credits;
  /** From `content_ratings`; absent when the catalog sent none. */
  certifications?: Certification[];
}

export interface SeasonDetail extends DemoMark {
  id: number;
  season_number: number;
  name: string;
  overview: string;
  air_date: string | null;
  poster_path: string | null;
  episodes: Episode[];
}

export interface PersonDetail extends DemoMark {
  id: number;
  name: string;
  also_known_as: string[];
  biography: string;
  birthday: string | null;
  deathday: string | null;
  place_of_birth: string | null;
  gender: number;
  known_for_department: string | null;
  profile_path: string | null;
  popularity: number;
  imdb_id: string | null;
}

/** A title in a person's combined credits: the title summary plus the role. */
export type PersonCastCredit = TitleSummary & { character: string; credit_id?: string };
export type PersonCrewCredit = TitleSummary & { job: string; department: string; credit_id?: string };

export interface PersonCredits extends DemoMark {
  id: number;
  cast: PersonCastCredit[];
  crew: PersonCrewCredit[];
}

export interface FindResult extends DemoMark {
  movie_results: MovieSummary[];
  tv_results: TvSummary[];
}

export type ExternalSource = 'imdb_id' | 'tvdb_id';

/** The rating for a region, else the US one, else null. */
export function certificationFor(
  detail: { certifications?: Certification[] } | null | undefined,
  region: string | null | undefined,
): string | null {
  const all = detail?.certifications ?? [];
  const wanted = region?.toUpperCase();
  return (
    all.find((entry) => entry.iso_3166_1 === wanted)?.certification ??
    all.find((entry) => entry.iso_3166_1 === 'US')?.certification ??
    null
  );
}

export interface LanguageOption {
  /** BCP-47 like `de-DE` or `en-US`; the catalog's default when left out. */
  language?: string;
}

export interface SearchOptions extends LanguageOption {
  page?: number;
  /** Movies: release year; series: year of the first air date. */
  year?: number;
}

/** TMDB sort keys; the demo catalog understands the same ones. */
export type DiscoverSort =
  | 'popularity.desc'
  | 'popularity.asc'
  | 'vote_average.desc'
  | 'vote_average.asc'
  | 'primary_release_date.desc'
  | 'primary_release_date.asc'
  | 'first_air_date.desc'
  | 'first_air_date.asc'
  | 'title.asc'
  | 'title.desc';

export interface DiscoverOptions extends LanguageOption {
  page?: number;
  sort?: DiscoverSort;
  genreId?: number;
  year?: number;
  /** Inclusive release (or first air) date range, `YYYY-MM-DD`. */
  dateFrom?: string;
  dateTo?: string;
  minRating?: number;
  minVotes?: number;
  minRuntime?: number;
  region?: string;
  companyId?: number;
  keywordId?: number;
}

export type TrendingMediaType = MediaType | 'all';
export type TrendingWindow = 'day' | 'week';

/**
 * What both services ask of a movie/series catalog. "Not found" is `null`, never an error: the
 * caller maps it to its own code (`title_not_found`, `season_not_found`, ...). Failures of the
 * catalog itself are `AppError`s with the `catalog_*` codes of `catalogErrors`.
 */
export interface MovieSeriesCatalog {
  /** True for the built-in demo catalog; its answers carry `demo: true`. */
  readonly isDemo: boolean;
  searchMulti(query: string, options?: SearchOptions): Promise<Paged<MultiResult>>;
  searchMovie(query: string, options?: SearchOptions): Promise<Paged<MovieSummary>>;
  searchTv(query: string, options?: SearchOptions): Promise<Paged<TvSummary>>;
  movie(id: number, options?: LanguageOption): Promise<MovieDetail | null>;
  tv(id: number, options?: LanguageOption): Promise<TvDetail | null>;
  season(tvId: number, seasonNumber: number, options?: LanguageOption): Promise<SeasonDetail | null>;
  discoverMovie(options?: DiscoverOptions): Promise<Paged<MovieSummary>>;
  discoverTv(options?: DiscoverOptions): Promise<Paged<TvSummary>>;
  trending(
    mediaType: TrendingMediaType,
    window: TrendingWindow,
    options?: LanguageOption & { page?: number },
  ): Promise<Paged<TitleSummary>>;
  genres(mediaType: MediaType, options?: LanguageOption): Promise<Genre[]>;
  person(id: number, options?: LanguageOption): Promise<PersonDetail | null>;
  personCredits(id: number, options?: LanguageOption): Promise<PersonCredits | null>;
  searchPerson(query: string, options?: SearchOptions): Promise<Paged<PersonSummary>>;
  recommendations(
    mediaType: MediaType,
    id: number,
    options?: LanguageOption & { page?: number },
  ): Promise<Paged<TitleSummary> | null>;
  findByExternalId(externalId: string, source: ExternalSource, options?: LanguageOption): Promise<FindResult>;
  /** Checks that the catalog answers and accepts the token (settings "test" button). */
  verify(): Promise<void>;
}
