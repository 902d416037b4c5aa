import type { MovieSeriesCatalog } from '@hms/catalog/movie-series/movie-series.types';
import type { Clock } from '@hms/platform';
import type { CatalogTitle, MediaItem, MediaType } from './catalog.schemas.ts';
import { MediaItemMapper } from './media-items.ts';

/** Genre names change rarely; a day keeps catalog calls down without going stale for long. */
const GENRE_CACHE_MS = 24 * 60 * 60 * 1000;

export interface CatalogPage {
  page: number;
  total_pages: number;
  total_results: number;
  items: MediaItem[];
  demo: boolean;
}

/**
 * The requests app's view of the movie/series catalog: TMDB when a token is configured, the
 * built-in demo catalog otherwise (answers then carry `demo: true`), always in the caller's
 * language, always mapped to the app's MediaItem.
 */
export class CatalogService {
  private readonly mapper: MediaItemMapper;
  private readonly genreCache = new Map<string, { names: Map<number, string>; expiresAt: number }>();

  constructor(
    private readonly deps: { catalog: MovieSeriesCatalog; imageBaseUrl: string; clock: Clock },
  ) {
    this.mapper = new MediaItemMapper(deps.imageBaseUrl);
  }

  get isDemo(): boolean {
    return this.deps.catalog.isDemo;
  }

  async search(mediaType: MediaType, query: string, options: { page: number; language: string }): Promise<CatalogPage> {
    const { catalog } = this.deps;
    const searchOptions = { page: options.page, language: options.language };
    const [result, genreNames] = await Promise.all([
      mediaType === 'movie' ? catalog.searchMovie(query, searchOptions) : catalog.searchTv(query, searchOptions),
      this.genreNames(mediaType, options.language),
    ]);
    return {
      page: result.page,
      total_pages: result.total_pages,
      total_results: result.total_results,
      items: result.results.map((summary) => this.mapper.fromSummary(summary, genreNames)),
      demo: this.isDemo || result.demo === true,
    };
  }

  /** The catalog's facts about one title, or null when the catalog does not know it. */
  async title(mediaType: MediaType, catalogId: number, language: string): Promise<CatalogTitle | null> {
    const { catalog } = this.deps;
    if (mediaType === 'movie') {
      const detail = await catalog.movie(catalogId, { language });
      return detail ? this.mapper.fromMovie(detail, this.isDemo || detail.demo === true) : null;
    }
    const detail = await catalog.tv(catalogId, { language });
    return detail ? this.mapper.fromTv(detail, this.isDemo || detail.demo === true) : null;
  }

  private async genreNames(mediaType: MediaType, language: string): Promise<Map<number, string>> {
    const key = `${mediaType}:${language}`;
    const now = this.deps.clock.now().getTime();
    const cached = this.genreCache.get(key);
    if (cached && cached.expiresAt > now) return cached.names;
    const genres = await this.deps.catalog.genres(mediaType, { language });
    const names = new Map(genres.map((genre) => [genre.id, genre.name]));
    this.genreCache.set(key, { names, expiresAt: now + GENRE_CACHE_MS });
    return names;
  }
}
