import type {
  Certification,
  Credits,
  Episode,
  FindResult,
  Genre,
  MovieDetail,
  MovieSummary,
  MultiResult,
  Paged,
  PersonCredits,
  PersonDetail,
  PersonSummary,
  SeasonDetail,
  SeasonSummary,
  TitleSummary,
  TvDetail,
  TvSummary,
} from './movie-series.types.ts';
import { asRaw, list, num, numbers, numOrNull, str, strings, strOrNull } from '../http/lenient-json.ts';

/**
 * Lenient readers of TMDB v3 answers: a field that is missing or of the wrong type becomes its
 * neutral value (null, '', 0, []), so one odd record from a compatible server does not fail a
 * whole page. Search results of `/search/movie` lack `media_type`; it is filled in here.
 */

export function readGenres(value: unknown): Genre[] {
  return list(value).map((item) => ({ id: num(asRaw(item).id), name: str(asRaw(item).name) }));
}

export function readMovieSummary(value: unknown): MovieSummary {
  const raw = asRaw(value);
  return {
    media_type: 'movie',
    id: num(raw.id),
    title: str(raw.title),
    original_title: str(raw.original_title) || str(raw.title),
    overview: str(raw.overview),
    release_date: strOrNull(raw.release_date),
    genre_ids: numbers(raw.genre_ids),
    original_language: str(raw.original_language),
    vote_average: num(raw.vote_average),
    vote_count: num(raw.vote_count),
    popularity: num(raw.popularity),
    poster_path: strOrNull(raw.poster_path),
    backdrop_path: strOrNull(raw.backdrop_path),
    adult: raw.adult === true,
  };
}

export function readTvSummary(value: unknown): TvSummary {
  const raw = asRaw(value);
  return {
    media_type: 'tv',
    id: num(raw.id),
    name: str(raw.name),
    original_name: str(raw.original_name) || str(raw.name),
    overview: str(raw.overview),
    first_air_date: strOrNull(raw.first_air_date),
    genre_ids: numbers(raw.genre_ids),
    origin_country: strings(raw.origin_country),
    original_language: str(raw.original_language),
    vote_average: num(raw.vote_average),
    vote_count: num(raw.vote_count),
    popularity: num(raw.popularity),
    poster_path: strOrNull(raw.poster_path),
    backdrop_path: strOrNull(raw.backdrop_path),
  };
}

export function readPersonSummary(value: unknown): PersonSummary {
  const raw = asRaw(value);
  return {
    media_type: 'person',
    id: num(raw.id),
    name: str(raw.name),
    known_for_department: strOrNull(raw.known_for_department),
    profile_path: strOrNull(raw.profile_path),
    popularity: num(raw.popularity),
    known_for: list(raw.known_for).flatMap((item) => {
      const title = readTitleSummary(item);
      return title ? [title] : [];
    }),
  };
}

/** A result that names its media type; persons and unknown kinds give null. */
export function readTitleSummary(value: unknown, fallback?: 'movie' | 'tv'): TitleSummary | null {
  const type = str(asRaw(value).media_type) || fallback;
  if (type === 'movie') return readMovieSummary(value);
  if (type === 'tv') return readTvSummary(value);
  return null;
}

export function readMultiResult(value: unknown): MultiResult | null {
  return str(asRaw(value).media_type) === 'person' ? readPersonSummary(value) : readTitleSummary(value);
}

export function readPaged<T>(value: unknown, readItem: (item: unknown) => T | null): Paged<T> {
  const raw = asRaw(value);
  const results = list(raw.results).flatMap((item) => {
    const read = readItem(item);
    return read === null ? [] : [read];
  });
  return {
    page: num(raw.page) || 1,
    results,
    total_pages: num(raw.total_pages),
    total_results: num(raw.total_results),
  };
}

function readCredits(value: unknown): Credits | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const raw = asRaw(value);
  return {
    cast: list(raw.cast).map((item) => {
      const person = asRaw(item);
      return {
        id: num(person.id),
        name: str(person.name),
        character: str(person.character),
        order: num(person.order),
        profile_path: strOrNull(person.profile_path),
      };
    }),
    crew: list(raw.crew).map((item) => {
      const person = asRaw(item);
      return {
        id: num(person.id),
        name: str(person.name),
        job: str(person.job),
        department: str(person.department),
        profile_path: strOrNull(person.profile_path),
      };
    }),
  };
}

/** `release_dates.results[].release_dates[]`: the first non-empty rating per country, theatrical first. */
function readReleaseDateCertifications(value: unknown): Certification[] | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return list(asRaw(value).results).flatMap((item) => {
    const country = asRaw(item);
    const dates = list(country.release_dates)
      .map(asRaw)
      .sort((a, b) => (num(a.type) === 3 ? 0 : 1) - (num(b.type) === 3 ? 0 : 1));
    const rating = dates.map((date) => str(date.certification).trim()).find((text) => text !== '');
    return rating ? [{ iso_3166_1: str(country.iso_3166_1), certification: rating }] : [];
  });
}

/** `content_ratings.results[]`: one rating per country. */
function readContentRatings(value: unknown): Certification[] | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return list(asRaw(value).results).flatMap((item) => {
    const raw = asRaw(item);
    const rating = str(raw.rating).trim();
    return rating ? [{ iso_3166_1: str(raw.iso_3166_1), certification: rating }] : [];
  });
}

export function readMovieDetail(value: unknown): MovieDetail {
  const raw = asRaw(value);
  const external = asRaw(raw.external_ids);
  const imdb = strOrNull(raw.imdb_id) ?? strOrNull(external.imdb_id);
  const credits = readCredits(raw.credits);
  const certifications = readReleaseDateCertifications(raw.release_dates);
  return {
    id: num(raw.id),
    imdb_id: imdb,
    title: str(raw.title),
    original_title: str(raw.original_title) || str(raw.title),
    overview: str(raw.overview),
    tagline: strOrNull(raw.tagline),
    release_date: strOrNull(raw.release_date),
    runtime: numOrNull(raw.runtime),
    genres: readGenres(raw.genres),
    original_language: str(raw.original_language),
    origin_country: strings(raw.origin_country),
    spoken_languages: list(raw.spoken_languages).map((item) => ({
      iso_639_1: str(asRaw(item).iso_639_1),
      english_name: str(asRaw(item).english_name),
      name: str(asRaw(item).name),
    })),
    production_companies: list(raw.production_companies).map((item) => ({
      id: num(asRaw(item).id),
      name: str(asRaw(item).name),
      origin_country: str(asRaw(item).origin_country),
    })),
    status: str(raw.status),
    vote_average: num(raw.vote_average),
    vote_count: num(raw.vote_count),
    popularity: num(raw.popularity),
    poster_path: strOrNull(raw.poster_path),
    backdrop_path: strOrNull(raw.backdrop_path),
    budget: num(raw.budget),
    revenue: num(raw.revenue),
    homepage: strOrNull(raw.homepage),
    adult: raw.adult === true,
    external_ids: { imdb_id: imdb, tvdb_id: numOrNull(external.tvdb_id) },
    ...(credits ? { credits } : {}),
    ...(certifications ? { certifications } : {}),
  };
}

function readSeasonSummary(value: unknown): SeasonSummary {
  const raw = asRaw(value);
  return {
    id: num(raw.id),
    season_number: num(raw.season_number),
    name: str(raw.name),
    overview: str(raw.overview),
    air_date: strOrNull(raw.air_date),
    episode_count: num(raw.episode_count),
    poster_path: strOrNull(raw.poster_path),
  };
}

export function readTvDetail(value: unknown): TvDetail {
  const raw = asRaw(value);
  const external = asRaw(raw.external_ids);
  const credits = readCredits(raw.credits);
  const certifications = readContentRatings(raw.content_ratings);
  return {
    id: num(raw.id),
    name: str(raw.name),
    original_name: str(raw.original_name) || str(raw.name),
    overview: str(raw.overview),
    tagline: strOrNull(raw.tagline),
    first_air_date: strOrNull(raw.first_air_date),
    last_air_date: strOrNull(raw.last_air_date),
    episode_run_time: numbers(raw.episode_run_time),
    genres: readGenres(raw.genres),
    original_language: str(raw.original_language),
    origin_country: strings(raw.origin_country),
    networks: list(raw.networks).map((item) => ({ id: num(asRaw(item).id), name: str(asRaw(item).name) })),
    status: str(raw.status),
    in_production: raw.in_production === true,
    number_of_seasons: num(raw.number_of_seasons),
    number_of_episodes: num(raw.number_of_episodes),
    seasons: list(raw.seasons).map(readSeasonSummary),
    vote_average: num(raw.vote_average),
    vote_count: num(raw.vote_count),
    popularity: num(raw.popularity),
    poster_path: strOrNull(raw.poster_path),
    backdrop_path: strOrNull(raw.backdrop_path),
    homepage: strOrNull(raw.homepage),
    external_ids: { imdb_id: strOrNull(external.imdb_id), tvdb_id: numOrNull(external.tvdb_id) },
    ...(credits ? { credits } : {}),
    ...(certifications ? { certifications } : {}),
  };
}

function readEpisode(value: unknown): Episode {
  const raw = asRaw(value);
  return {
    id: num(raw.id),
    ...(typeof raw.show_id === 'number' ? { show_id: raw.show_id } : {}),
    season_number: num(raw.season_number),
    episode_number: num(raw.episode_number),
    name: str(raw.name),
    overview: str(raw.overview),
    air_date: strOrNull(raw.air_date),
    runtime: numOrNull(raw.runtime),
    still_path: strOrNull(raw.still_path),
    vote_average: num(raw.vote_average),
  };
}

export function readSeasonDetail(value: unknown): SeasonDetail {
  const raw = asRaw(value);
  return {
    id: num(raw.id),
    season_number: num(raw.season_number),
    name: str(raw.name),
    overview: str(raw.overview),
    air_date: strOrNull(raw.air_date),
    poster_path: strOrNull(raw.poster_path),
    episodes: list(raw.episodes).map(readEpisode),
  };
}

export function readPersonDetail(value: unknown): PersonDetail {
  const raw = asRaw(value);
  return {
    id: num(raw.id),
    name: str(raw.name),
    also_known_as: strings(raw.also_known_as),
    biography: str(raw.biography),
    birthday: strOrNull(raw.birthday),
    deathday: strOrNull(raw.deathday),
    place_of_birth: strOrNull(raw.place_of_birth),
    gender: num(raw.gender),
    known_for_department: strOrNull(raw.known_for_department),
    profile_path: strOrNull(raw.profile_path),
    popularity: num(raw.popularity),
    imdb_id: strOrNull(raw.imdb_id),
  };
}

export function readPersonCredits(value: unknown): PersonCredits {
  const raw = asRaw(value);
  return {
    id: num(raw.id),
    cast: list(raw.cast).flatMap((item) => {
      const title = readTitleSummary(item);
      return title ? [{ ...title, character: str(asRaw(item).character), credit_id: str(asRaw(item).credit_id) }] : [];
    }),
    crew: list(raw.crew).flatMap((item) => {
      const title = readTitleSummary(item);
      const role = asRaw(item);
      return title
        ? [{ ...title, job: str(role.job), department: str(role.department), credit_id: str(role.credit_id) }]
        : [];
    }),
  };
}

export function readFindResult(value: unknown): FindResult {
  const raw = asRaw(value);
  return {
    movie_results: list(raw.movie_results).map(readMovieSummary),
    tv_results: list(raw.tv_results).map(readTvSummary),
  };
}
