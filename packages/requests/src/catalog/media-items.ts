import type {
  MovieDetail,
  MovieSummary,
  SeasonSummary,
  TvDetail,
  TvSummary,
} from '@hms/catalog/movie-series/movie-series.types';
import type { CatalogTitle, MediaItem, SeasonInfo } from './catalog.schemas.ts';

/**
 * Turns TMDB-shaped catalog answers into the app's MediaItem (seed 001, 2.3a). Image paths
 * become full URLs here, so clients never need to know where the catalog keeps its images.
 */
export class MediaItemMapper {
  constructor(private readonly imageBaseUrl: string) {}

  imageUrl(path: string | null | undefined, size: 'w500' | 'w1280'): string | null {
    if (!path) return null;
    if (/^https?:\/\//.test(path)) return path;
    return `${this.imageBaseUrl.replace(/\/$/, '')}/${size}${path.startsWith('/') ? '' : '/'}${path}`;
  }

  fromSummary(summary: MovieSummary | TvSummary, genreNames: Map<number, string>): MediaItem {
    const genres = summary.genre_ids.map((id) => genreNames.get(id)).filter((name): name is string => Boolean(name));
    const common = {
      catalog_id: summary.id,
      seriesdb_id: null,
      overview: summary.overview ?? '',
      poster_url: this.imageUrl(summary.poster_path, 'w500'),
      backdrop_url: this.imageUrl(summary.backdrop_path, 'w1280'),
      vote_average: summary.vote_average ?? 0,
      vote_count: summary.vote_count ?? 0,
      genres,
      genre_ids: [...summary.genre_ids],
      runtime_minutes: null,
    };
    if (summary.media_type === 'tv' || 'name' in summary) {
      const tv = summary as TvSummary;
      return {
        media_type: 'tv',
        ...common,
        title: tv.name,
        original_title: tv.original_name ?? null,
        release_date: emptyToNull(tv.first_air_date),
      };
    }
    const movie = summary as MovieSummary;
    return {
      media_type: 'movie',
      ...common,
      title: movie.title,
      original_title: movie.original_title ?? null,
      release_date: emptyToNull(movie.release_date),
    };
  }

  fromMovie(detail: MovieDetail, demo: boolean): CatalogTitle {
    return {
      media_type: 'movie',
      catalog_id: detail.id,
      seriesdb_id: null,
      title: detail.title,
      original_title: detail.original_title ?? null,
      overview: detail.overview ?? '',
      poster_url: this.imageUrl(detail.poster_path, 'w500'),
      backdrop_url: this.imageUrl(detail.backdrop_path, 'w1280'),
      release_date: emptyToNull(detail.release_date),
      vote_average: detail.vote_average ?? 0,
      vote_count: detail.vote_count ?? 0,
      genres: detail.genres.map((g) => g.name),
      genre_ids: detail.genres.map((g) => g.id),
      runtime_minutes: detail.runtime ?? null,
      // The core detail asks no extra catalog call for release certifications.
      certification: null,
      original_language: detail.original_language ?? null,
      origin_country: detail.origin_country ?? [],
      seasons: [],
      demo,
      posterPath: detail.poster_path ?? null,
    };
  }

  fromTv(detail: TvDetail, demo: boolean): CatalogTitle {
    return {
      media_type: 'tv',
      catalog_id: detail.id,
      seriesdb_id: detail.external_ids?.tvdb_id ?? null,
      title: detail.name,
      original_title: detail.original_name ?? null,
      overview: detail.overview ?? '',
      poster_url: this.imageUrl(detail.poster_path, 'w500'),
      backdrop_url: this.imageUrl(detail.backdrop_path, 'w1280'),
      release_date: emptyToNull(detail.first_air_date),
      vote_average: detail.vote_average ?? 0,
      vote_count: detail.vote_count ?? 0,
      genres: detail.genres.map((g) => g.name),
      genre_ids: detail.genres.map((g) => g.id),
      runtime_minutes: detail.episode_run_time?.[0] ?? null,
      certification: null,
      original_language: detail.original_language ?? null,
      origin_country: detail.origin_country ?? [],
      seasons: (detail.seasons ?? []).map((season) => this.season(season)),
      demo,
      posterPath: detail.poster_path ?? null,
    };
  }

  private season(season: SeasonSummary): SeasonInfo {
    return {
      season_number: season.season_number,
      name: season.name,
      overview: season.overview ?? '',
      episode_count: season.episode_count,
      air_date: emptyToNull(season.air_date),
      poster_url: this.imageUrl(season.poster_path, 'w500'),
    };
  }
}

function emptyToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}
