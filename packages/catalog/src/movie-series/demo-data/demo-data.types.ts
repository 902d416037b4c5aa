/**
 * The source form of the built-in demo catalog: compact records from which `DemoCatalog` builds
 * TMDB-shaped answers. Ids (TMDB, IMDb, TVDB) are the titles' real public ids; descriptions are
 * our own words; numbers that change daily (votes, popularity) are rounded snapshots.
 */

/** A text with an optional German translation; English is the fallback for other languages. */
export interface LocalizedText {
  en: string;
  de?: string;
}

export interface DemoGenre {
  id: number;
  en: string;
  de: string;
}

export interface DemoMovie {
  id: number;
  imdb_id: string;
  title: LocalizedText;
  original_title: string;
  original_language: string;
  origin_country: string[];
  release_date: string;
  runtime: number;
  genre_ids: number[];
  overview: LocalizedText;
  vote_average: number;
  vote_count: number;
  popularity: number;
  /** Age ratings by country code, where we are sure of them (`{ US: 'R', DE: '16' }`). */
  certifications?: Record<string, string>;
  /** An anime feature (the requests app and acquisition treat anime like any other title). */
  anime?: boolean;
}

/** How the episodes of a season came out, used to generate plausible air dates. */
export type ReleaseCadence = 'weekly' | 'all_at_once' | { every_days: number; per_release?: number };

export interface DemoSeason {
  season_number: number;
  name?: LocalizedText;
  first_air_date: string;
  episode_count: number;
  cadence?: ReleaseCadence;
  /** Real episode titles where we list them; other episodes are named "Episode N". */
  episode_names?: string[];
}

export interface DemoSeries {
  id: number;
  tvdb_id: number;
  imdb_id: string;
  name: LocalizedText;
  original_name: string;
  original_language: string;
  origin_country: string[];
  status: 'Ended' | 'Returning Series' | 'Canceled';
  episode_run_time: number;
  genre_ids: number[];
  network: string;
  overview: LocalizedText;
  vote_average: number;
  vote_count: number;
  popularity: number;
  /** Age ratings by country code, where we are sure of them. */
  certifications?: Record<string, string>;
  /** Season 0 (specials) first when the catalog has it. */
  seasons: DemoSeason[];
  anime?: boolean;
}

export interface DemoCastRole {
  media_type: 'movie' | 'tv';
  id: number;
  character: string;
}

export interface DemoCrewRole {
  media_type: 'movie' | 'tv';
  id: number;
  job: string;
  department: string;
}

export interface DemoPerson {
  id: number;
  name: string;
  birthday: string | null;
  place_of_birth: string | null;
  /** TMDB's numbers: 1 female, 2 male, 0 not set. */
  gender: 0 | 1 | 2;
  known_for_department: 'Acting' | 'Directing' | 'Writing';
  popularity: number;
  biography: LocalizedText;
  cast: DemoCastRole[];
  crew: DemoCrewRole[];
}

export interface DemoCatalogData {
  movies: DemoMovie[];
  series: DemoSeries[];
  people: DemoPerson[];
  movieGenres: DemoGenre[];
  tvGenres: DemoGenre[];
}
