import type {
  DemoCatalogData,
  DemoGenre,
  DemoMovie,
  DemoPerson,
  DemoSeries,
  LocalizedText,
} from './demo-data/demo-data.types.ts';
import { generateEpisodes, seasonLastAirDate, seasonName, syntheticSeasonId } from './demo-episodes.ts';
import type {
  Credits,
  Genre,
  MovieDetail,
  MovieSummary,
  PersonDetail,
  PersonSummary,
  SeasonDetail,
  TvDetail,
  TvSummary,
} from './movie-series.types.ts';

/** Turns the demo catalog's compact records into TMDB-shaped answers in one language. */

export function localized(text: LocalizedText, lang: string): string {
  return (lang === 'de' ? text.de : undefined) ?? text.en;
}

export function genreList(all: DemoGenre[], ids: number[], lang: string): Genre[] {
  return ids.flatMap((id) => {
    const genre = all.find((candidate) => candidate.id === id);
    return genre ? [{ id, name: lang === 'de' ? genre.de : genre.en }] : [];
  });
}

export function movieSummary(movie: DemoMovie, lang: string): MovieSummary {
  return {
    media_type: 'movie',
    id: movie.id,
    title: localized(movie.title, lang),
    original_title: movie.original_title,
    overview: localized(movie.overview, lang),
    release_date: movie.release_date,
    genre_ids: [...movie.genre_ids],
    original_language: movie.original_language,
    vote_average: movie.vote_average,
    vote_count: movie.vote_count,
    popularity: movie.popularity,
    poster_path: null,
    backdrop_path: null,
    adult: false,
  };
}

export function tvSummary(series: DemoSeries, lang: string): TvSummary {
  return {
    media_type: 'tv',
    id: series.id,
    name: localized(series.name, lang),
    original_name: series.original_name,
    overview: localized(series.overview, lang),
    first_air_date: firstAirDate(series),
    genre_ids: [...series.genre_ids],
    origin_country: [...series.origin_country],
    original_language: series.original_language,
    vote_average: series.vote_average,
    vote_count: series.vote_count,
    popularity: series.popularity,
    poster_path: null,
    backdrop_path: null,
  };
}

function regularSeasons(series: DemoSeries) {
  return series.seasons.filter((season) => season.season_number > 0);
}

function firstAirDate(series: DemoSeries): string | null {
  const first = regularSeasons(series).sort((a, b) => a.season_number - b.season_number)[0];
  return first?.first_air_date ?? null;
}

export function titleCredits(data: DemoCatalogData, mediaType: 'movie' | 'tv', id: number): Credits {
  const credits: Credits = { cast: [], crew: [] };
  for (const person of data.people) {
    for (const role of person.cast) {
      if (role.media_type !== mediaType || role.id !== id) continue;
      credits.cast.push({
        id: person.id,
        name: person.name,
        character: role.character,
        order: credits.cast.length,
        profile_path: null,
      });
    }
    for (const role of person.crew) {
      if (role.media_type !== mediaType || role.id !== id) continue;
      credits.crew.push({ id: person.id, name: person.name, job: role.job, department: role.department, profile_path: null });
    }
  }
  return credits;
}

function certificationList(ratings: Record<string, string> | undefined) {
  return Object.entries(ratings ?? {}).map(([country, rating]) => ({ iso_3166_1: country, certification: rating }));
}

export function movieDetail(data: DemoCatalogData, movie: DemoMovie, lang: string): MovieDetail {
  return {
    id: movie.id,
    imdb_id: movie.imdb_id,
    title: localized(movie.title, lang),
    original_title: movie.original_title,
    overview: localized(movie.overview, lang),
    tagline: null,
    release_date: movie.release_date,
    runtime: movie.runtime,
    genres: genreList(data.movieGenres, movie.genre_ids, lang),
    original_language: movie.original_language,
    origin_country: [...movie.origin_country],
    status: 'Released',
    vote_average: movie.vote_average,
    vote_count: movie.vote_count,
    popularity: movie.popularity,
    poster_path: null,
    backdrop_path: null,
    homepage: null,
    adult: false,
    external_ids: { imdb_id: movie.imdb_id, tvdb_id: null },
    credits: titleCredits(data, 'movie', movie.id),
    certifications: certificationList(movie.certifications),
    demo: true,
  };
}

export function tvDetail(data: DemoCatalogData, series: DemoSeries, lang: string): TvDetail {
  const seasons = [...series.seasons].sort((a, b) => a.season_number - b.season_number);
  const regular = seasons.filter((season) => season.season_number > 0);
  const last = regular[regular.length - 1];
  return {
    id: series.id,
    name: localized(series.name, lang),
    original_name: series.original_name,
    overview: localized(series.overview, lang),
    tagline: null,
    first_air_date: firstAirDate(series),
    last_air_date: last ? seasonLastAirDate(last) : null,
    episode_run_time: [series.episode_run_time],
    genres: genreList(data.tvGenres, series.genre_ids, lang),
    original_language: series.original_language,
    origin_country: [...series.origin_country],
    networks: [{ id: 0, name: series.network }],
    status: series.status,
    in_production: series.status === 'Returning Series',
    number_of_seasons: regular.length,
    number_of_episodes: regular.reduce((sum, season) => sum + season.episode_count, 0),
    seasons: seasons.map((season) => ({
      id: syntheticSeasonId(series.id, season.season_number),
      season_number: season.season_number,
      name: seasonName(season, lang),
      overview: '',
      air_date: season.first_air_date,
      episode_count: season.episode_count,
      poster_path: null,
    })),
    vote_average: series.vote_average,
    vote_count: series.vote_count,
    popularity: series.popularity,
    poster_path: null,
    backdrop_path: null,
    homepage: null,
    external_ids: { imdb_id: series.imdb_id, tvdb_id: series.tvdb_id },
    credits: titleCredits(data, 'tv', series.id),
    certifications: certificationList(series.certifications),
    demo: true,
  };
}

export function seasonDetail(series: DemoSeries, seasonNumber: number, lang: string): SeasonDetail | null {
  const season = series.seasons.find((candidate) => candidate.season_number === seasonNumber);
  if (!season) return null;
  return {
    id: syntheticSeasonId(series.id, seasonNumber),
    season_number: seasonNumber,
    name: seasonName(season, lang),
    overview: '',
    air_date: season.first_air_date,
    poster_path: null,
    episodes: generateEpisodes(series, season, lang),
    demo: true,
  };
}

export function personDetail(person: DemoPerson, lang: string): PersonDetail {
  return {
    id: person.id,
    name: person.name,
    also_known_as: [],
    biography: localized(person.biography, lang),
    birthday: person.birthday,
    deathday: null,
    place_of_birth: person.place_of_birth,
    gender: person.gender,
    known_for_department: person.known_for_department,
    profile_path: null,
    popularity: person.popularity,
    imdb_id: null,
    demo: true,
  };
}

export function personSummary(data: DemoCatalogData, person: DemoPerson, lang: string): PersonSummary {
  const knownFor = [...person.cast, ...person.crew].flatMap((role): Array<MovieSummary | TvSummary> => {
    if (role.media_type === 'movie') {
      const movie = data.movies.find((candidate) => candidate.id === role.id);
      return movie ? [movieSummary(movie, lang)] : [];
    }
    const series = data.series.find((candidate) => candidate.id === role.id);
    return series ? [tvSummary(series, lang)] : [];
  });
  const unique = knownFor.filter(
    (title, index) => knownFor.findIndex((other) => other.id === title.id && other.media_type === title.media_type) === index,
  );
  return {
    media_type: 'person',
    id: person.id,
    name: person.name,
    known_for_department: person.known_for_department,
    profile_path: null,
    popularity: person.popularity,
    known_for: unique.slice(0, 3),
  };
}
