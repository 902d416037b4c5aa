import { AppError } from '@hms/platform';
import { CatalogHttp } from '../http/catalog-http.ts';
import { realTiming, type Timing } from '../http/timing.ts';
import { TokenBucket } from '../http/token-bucket.ts';
import { TtlCache } from '../http/ttl-cache.ts';
import type {
  DiscoverOptions,
  DiscoverSort,
  ExternalSource,
  FindResult,
  Genre,
  LanguageOption,
  MediaType,
  MovieDetail,
  MovieSeriesCatalog,
  MovieSummary,
  MultiResult,
  Paged,
  PersonCredits,
  PersonDetail,
  PersonSummary,
  SearchOptions,
  SeasonDetail,
  TitleSummary,
  TrendingMediaType,
  TrendingWindow,
  TvDetail,
  TvSummary,
} from './movie-series.types.ts';
import {
  readFindResult,
  readGenres,
  readMovieDetail,
  readMovieSummary,
  readMultiResult,
  readPaged,
  readPersonCredits,
  readPersonDetail,
  readPersonSummary,
  readSeasonDetail,
  readTitleSummary,
  readTvDetail,
  readTvSummary,
} from './tmdb-mappers.ts';

/** How long answers stay cached, by kind of call (milliseconds). See docs/decisions.md "Catalog". */
export const TMDB_CACHE_TTL_MS = {
  search: 15 * 60_000,
  discover: 60 * 60_000,
  trending: 60 * 60_000,
  details: 6 * 60 * 60_000,
  genres: 24 * 60 * 60_000,
  find: 24 * 60 * 60_000,
  /** A 404 is remembered briefly: a title may appear in the catalog soon after. */
  notFound: 15 * 60_000,
} as const;

export type TmdbCacheKind = keyof typeof TMDB_CACHE_TTL_MS;

export const TMDB_DEFAULT_BASE_URL = 'https://api.themoviedb.org/3';

export interface TmdbCatalogOptions {
  /** Default `https://api.themoviedb.org/3`. */
  baseUrl?: string;
  /** A v4 read access token (sent as Bearer) or a 32-hex-digit v3 API key (sent as `api_key`). */
  token: string;
  /** Used when a call names no language. Default `en-US`. */
  defaultLanguage?: string;
  timeoutMs?: number;
  maxAttempts?: number;
  backoffMs?: number;
  maxBackoffMs?: number;
  maxRetryAfterMs?: number;
  /** Largest answer accepted; default 16 MiB. */
  maxBodyBytes?: number;
  /** Token bucket: `requests` per `perMs`. Default 40 per 10 s. */
  rateLimit?: { requests: number; perMs: number };
  cacheTtlMs?: Partial<Record<TmdbCacheKind, number>>;
  cacheMaxEntries?: number;
  timing?: Timing;
  fetch?: typeof fetch;
}

type Params = Record<string, string | number | undefined>;

const V3_API_KEY = /^[0-9a-f]{32}$/i;

/**
 * The movie/series catalog over HTTP, for a TMDB-v3-compatible server. Answers are cached in
 * memory (LRU-bounded, TTL per kind of call), identical calls in flight share one request, and
 * every request passes a client-side token bucket so a burst of page views never trips the
 * server's own limit.
 */
export class TmdbCatalog implements MovieSeriesCatalog {
  readonly isDemo = false;
  private readonly http: CatalogHttp;
  private readonly cache: TtlCache<unknown>;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly ttl: Record<TmdbCacheKind, number>;
  private readonly defaultLanguage: string;
  private readonly authParams: Params;
  /** A token with spaces or control characters inside cannot go into a header; no need to ask. */
  private readonly tokenMalformed: boolean;

  constructor(options: TmdbCatalogOptions) {
    const timing = options.timing ?? realTiming;
    const token = options.token.trim();
    this.tokenMalformed = !/^[\x21-\x7e]+$/.test(token);
    const useApiKey = V3_API_KEY.test(token);
    this.authParams = useApiKey ? { api_key: token } : {};
    this.defaultLanguage = options.defaultLanguage ?? 'en-US';
    this.ttl = { ...TMDB_CACHE_TTL_MS, ...options.cacheTtlMs };
    this.cache = new TtlCache(options.cacheMaxEntries ?? 2000, timing.clock);
    const rate = options.rateLimit ?? { requests: 40, perMs: 10_000 };
    this.http = new CatalogHttp({
      catalog: 'movie_series',
      baseUrl: options.baseUrl ?? TMDB_DEFAULT_BASE_URL,
      timeoutMs: options.timeoutMs ?? 8000,
      maxAttempts: options.maxAttempts ?? 4,
      backoffMs: options.backoffMs ?? 500,
      maxBackoffMs: options.maxBackoffMs ?? 8000,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 15_000,
      ...(options.maxBodyBytes ? { maxBodyBytes: options.maxBodyBytes } : {}),
      headers: useApiKey || this.tokenMalformed ? {} : { authorization: `Bearer ${token}` },
      gate: new TokenBucket({ capacity: rate.requests, refillIntervalMs: rate.perMs }, timing),
      timing,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }

  private refuseMalformedToken(): void {
    if (this.tokenMalformed) throw new AppError('catalog_token_rejected', { catalog: 'movie_series', reason: 'malformed' });
  }

  /** Forgets every cached answer (after the token or base URL changed, say). */
  clearCache(): void {
    this.cache.clear();
  }

  private language(options: LanguageOption | undefined): string {
    return options?.language ?? this.defaultLanguage;
  }

  /** One cached, de-duplicated GET; `null` for 404. */
  private async get(path: string, params: Params, kind: TmdbCacheKind): Promise<unknown | null> {
    this.refuseMalformedToken();
    const key = cacheKey(path, params);
    const cached = this.cache.get(key);
    if (cached) return cached.value;
    const running = this.inFlight.get(key);
    if (running) return running;
    const request = this.http
      .getJson(path, { ...params, ...this.authParams })
      .then((value) => {
        this.cache.set(key, value, value === null ? this.ttl.notFound : this.ttl[kind]);
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, request);
    return request;
  }

  /** A list call: a 404 there means a wrong path or server, so it reads as an empty page. */
  private async page<T>(path: string, params: Params, kind: TmdbCacheKind, read: (item: unknown) => T | null) {
    return readPaged((await this.get(path, params, kind)) ?? {}, read);
  }

  searchMulti(query: string, options: SearchOptions = {}): Promise<Paged<MultiResult>> {
    if (!query.trim()) return Promise.resolve({ ...EMPTY_PAGE });
    const params = { query, page: pageParam(options.page), year: options.year, language: this.language(options) };
    return this.page('/search/multi', params, 'search', readMultiResult);
  }

  searchMovie(query: string, options: SearchOptions = {}): Promise<Paged<MovieSummary>> {
    if (!query.trim()) return Promise.resolve({ ...EMPTY_PAGE });
    const params = { query, page: pageParam(options.page), year: options.year, language: this.language(options) };
    return this.page('/search/movie', params, 'search', readMovieSummary);
  }

  searchTv(query: string, options: SearchOptions = {}): Promise<Paged<TvSummary>> {
    if (!query.trim()) return Promise.resolve({ ...EMPTY_PAGE });
    const params = { query, page: pageParam(options.page), first_air_date_year: options.year, language: this.language(options) };
    return this.page('/search/tv', params, 'search', readTvSummary);
  }

  searchPerson(query: string, options: SearchOptions = {}): Promise<Paged<PersonSummary>> {
    if (!query.trim()) return Promise.resolve({ ...EMPTY_PAGE });
    const params = { query, page: pageParam(options.page), language: this.language(options) };
    return this.page('/search/person', params, 'search', readPersonSummary);
  }

  async movie(id: number, options?: LanguageOption): Promise<MovieDetail | null> {
    if (!isCatalogId(id)) return null;
    const params = { append_to_response: 'external_ids,credits,release_dates', language: this.language(options) };
    const raw = await this.get(`/movie/${id}`, params, 'details');
    return raw === null ? null : readMovieDetail(raw);
  }

  async tv(id: number, options?: LanguageOption): Promise<TvDetail | null> {
    if (!isCatalogId(id)) return null;
    const params = { append_to_response: 'external_ids,credits,content_ratings', language: this.language(options) };
    const raw = await this.get(`/tv/${id}`, params, 'details');
    return raw === null ? null : readTvDetail(raw);
  }

  async season(tvId: number, seasonNumber: number, options?: LanguageOption): Promise<SeasonDetail | null> {
    if (!isCatalogId(tvId) || !Number.isSafeInteger(seasonNumber) || seasonNumber < 0) return null;
    const path = `/tv/${tvId}/season/${seasonNumber}`;
    const raw = await this.get(path, { language: this.language(options) }, 'details');
    return raw === null ? null : readSeasonDetail(raw);
  }

  discoverMovie(options: DiscoverOptions = {}): Promise<Paged<MovieSummary>> {
    const params = {
      ...discoverParams(options),
      sort_by: movieSort(options.sort ?? 'popularity.desc'),
      primary_release_year: options.year,
      'primary_release_date.gte': options.dateFrom,
      'primary_release_date.lte': options.dateTo,
      region: options.region,
      language: this.language(options),
    };
    return this.page('/discover/movie', params, 'discover', readMovieSummary);
  }

  discoverTv(options: DiscoverOptions = {}): Promise<Paged<TvSummary>> {
    const params = {
      ...discoverParams(options),
      sort_by: tvSort(options.sort ?? 'popularity.desc'),
      first_air_date_year: options.year,
      'first_air_date.gte': options.dateFrom,
      'first_air_date.lte': options.dateTo,
      watch_region: options.region,
      language: this.language(options),
    };
    return this.page('/discover/tv', params, 'discover', readTvSummary);
  }

  trending(
    mediaType: TrendingMediaType,
    window: TrendingWindow,
    options: LanguageOption & { page?: number } = {},
  ): Promise<Paged<TitleSummary>> {
    const fallback = mediaType === 'all' ? undefined : mediaType;
    return this.page(
      `/trending/${mediaType}/${window}`,
      { page: pageParam(options.page), language: this.language(options) },
      'trending',
      (item) => readTitleSummary(item, fallback),
    );
  }

  async genres(mediaType: MediaType, options?: LanguageOption): Promise<Genre[]> {
    const raw = await this.get(`/genre/${mediaType}/list`, { language: this.language(options) }, 'genres');
    return readGenres((raw as { genres?: unknown } | null)?.genres);
  }

  async person(id: number, options?: LanguageOption): Promise<PersonDetail | null> {
    if (!isCatalogId(id)) return null;
    const raw = await this.get(`/person/${id}`, { language: this.language(options) }, 'details');
    return raw === null ? null : readPersonDetail(raw);
  }

  async personCredits(id: number, options?: LanguageOption): Promise<PersonCredits | null> {
    if (!isCatalogId(id)) return null;
    const path = `/person/${id}/combined_credits`;
    const raw = await this.get(path, { language: this.language(options) }, 'details');
    return raw === null ? null : readPersonCredits(raw);
  }

  async recommendations(
    mediaType: MediaType,
    id: number,
    options: LanguageOption & { page?: number } = {},
  ): Promise<Paged<TitleSummary> | null> {
    if (!isCatalogId(id)) return null;
    const path = `/${mediaType}/${id}/recommendations`;
    const raw = await this.get(path, { page: pageParam(options.page), language: this.language(options) }, 'details');
    return raw === null ? null : readPaged(raw, (item) => readTitleSummary(item, mediaType));
  }

  async findByExternalId(externalId: string, source: ExternalSource, options?: LanguageOption): Promise<FindResult> {
    const path = `/find/${encodeURIComponent(externalId.trim())}`;
    const raw = await this.get(path, { external_source: source, language: this.language(options) }, 'find');
    return raw === null ? { movie_results: [], tv_results: [] } : readFindResult(raw);
  }

  async verify(): Promise<void> {
    // Not cached: the settings page's "test" button must reach the server every time.
    this.refuseMalformedToken();
    const answer = await this.http.getJson('/configuration', { ...this.authParams });
    // A 404 here means the URL points at something that is not a TMDB-v3 API (say, without /3).
    if (!answer || typeof answer !== 'object') {
      throw new AppError('catalog_http_error', { catalog: 'movie_series', status: 404, reason: 'not_a_catalog' });
    }
  }
}

/** Ids come from callers' paths; a negative or fractional one must not build a strange URL. */
function isCatalogId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

/** TMDB refuses pages beyond 500 with 422; a caller's page number must never turn into a 502. */
export const TMDB_MAX_PAGE = 500;

function pageParam(page: number | undefined): number | undefined {
  if (page === undefined || !Number.isFinite(page)) return undefined;
  return Math.min(TMDB_MAX_PAGE, Math.max(1, Math.floor(page)));
}

const EMPTY_PAGE = { page: 1, results: [], total_pages: 1, total_results: 0 };

function discoverParams(options: DiscoverOptions): Params {
  return {
    page: pageParam(options.page),
    with_genres: options.genreId,
    'vote_average.gte': options.minRating,
    'vote_count.gte': options.minVotes,
    'with_runtime.gte': options.minRuntime,
    with_companies: options.companyId,
    with_keywords: options.keywordId,
  };
}

function movieSort(sort: DiscoverSort): string {
  return sort.replace('first_air_date', 'primary_release_date');
}

function tvSort(sort: DiscoverSort): string {
  return sort.replace('primary_release_date', 'first_air_date').replace('title.', 'name.');
}

function cacheKey(path: string, params: Params): string {
  const parts = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${String(value)}`);
  return `${path}?${parts.join('&')}`;
}
