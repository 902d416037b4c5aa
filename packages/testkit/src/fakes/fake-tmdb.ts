import {
  DemoCatalog,
  type DemoCatalogData,
  type DiscoverOptions,
  type DiscoverSort,
  type ExternalSource,
  type MediaType,
} from '@hms/catalog';
import {
  type FakeHttpServer,
  type RecordedRequest,
  startFakeHttpServer,
} from './fake-http-server.ts';

export interface FakeTmdbOptions {
  /** Accepted as `Authorization: Bearer <token>` (v4) or `?api_key=<token>` (v3). Unset: no check. */
  token?: string;
  /** Data to serve instead of the built-in demo catalog's. */
  data?: DemoCatalogData;
  /** Prefix of every path, like TMDB's `/3`. Default '' (the base URL is the server root). */
  basePath?: string;
  /**
   * Answer 429 with `Retry-After` (TMDB's `status_code: 25`) when requests come faster than a
   * token bucket of `requests` per `perMs` allows; `toleranceMs` absorbs loopback jitter.
   */
  enforceRate?: { requests: number; perMs: number; toleranceMs?: number };
}

export interface FakeTmdb extends FakeHttpServer {
  /** The base URL a client is configured with (`url` + `basePath`). */
  baseUrl: string;
  /** Requests refused with 429 by `enforceRate`. */
  rateRejections(): number;
}

const NOT_FOUND = { status_code: 34, status_message: 'The resource you requested could not be found.', success: false };
const RATE_LIMITED = {
  status_code: 25,
  status_message: 'Your request count is over the allowed limit.',
  success: false,
};
const TMDB_BODIES: Record<number, object> = {
  429: RATE_LIMITED,
  500: { status_code: 11, status_message: 'Internal error: Something went wrong, contact TMDB.', success: false },
  503: { status_code: 9, status_message: 'Service offline: This service is temporarily offline, try again later.', success: false },
};
const INVALID_KEY = { status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.', success: false };


/**
 * A TMDB-v3-speaking HTTP server over the demo catalog's data (or data passed in): search,
 * details with `append_to_response=external_ids,credits`, seasons, discover, trending, genres,
 * people, recommendations, find and configuration. It checks the token like TMDB does (401 with
 * `status_code: 7`), can be told to fail the next answers and records every request.
 */
export async function startFakeTmdb(options: FakeTmdbOptions = {}): Promise<FakeTmdb> {
  const catalog = new DemoCatalog(options.data ? { data: options.data } : {});
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  const limiter = options.enforceRate ? new ArrivalBucket(options.enforceRate) : null;
  const server = await startFakeHttpServer(async (request) => {
    const waitMs = limiter?.admit(request.at) ?? 0;
    if (waitMs > 0) {
      return { status: 429, body: RATE_LIMITED, headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) } };
    }
    if (!authorized(request, options.token)) return { status: 401, body: INVALID_KEY };
    if (!request.path.startsWith(basePath)) return { status: 404, body: NOT_FOUND };
    const body = await route(catalog, request.path.slice(basePath.length), request.query);
    return body === null ? { status: 404, body: NOT_FOUND } : { status: 200, body: withoutDemoMark(body) };
  });
  return {
    ...server,
    baseUrl: server.url + basePath,
    rateRejections: () => limiter?.rejected ?? 0,
    failNext(count, failure) {
      // Failures asked for by status alone get the body TMDB sends with that status.
      const tmdbBody = typeof failure === 'object' && failure.body === undefined ? TMDB_BODIES[failure.status] : undefined;
      server.failNext(count, tmdbBody && typeof failure === 'object' ? { ...failure, body: tmdbBody } : failure);
    },
  };
}

/** TMDB-like pacing: a token bucket over arrival times; answers how long the caller must wait. */
class ArrivalBucket {
  rejected = 0;
  private tokens: number;
  private last: number | null = null;

  constructor(private readonly rate: { requests: number; perMs: number; toleranceMs?: number }) {
    this.tokens = rate.requests;
  }

  admit(at: number): number {
    const perMs = this.rate.requests / this.rate.perMs;
    if (this.last !== null) this.tokens = Math.min(this.rate.requests, this.tokens + (at - this.last) * perMs);
    this.last = at;
    const slack = (this.rate.toleranceMs ?? 0) * perMs;
    if (this.tokens + slack >= 1) {
      this.tokens = Math.max(0, this.tokens - 1);
      return 0;
    }
    this.rejected += 1;
    return Math.max(1, (1 - this.tokens) / perMs);
  }
}

function authorized(request: RecordedRequest, token: string | undefined): boolean {
  if (token === undefined) return true;
  return request.headers.authorization === `Bearer ${token}` || request.query.api_key === token;
}

/** A real TMDB does not mark its answers; the fake sends them as TMDB would. */
function withoutDemoMark(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { demo: _demo, ...rest } = body as Record<string, unknown>;
  return rest;
}

function int(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

type Query = Record<string, string>;
type Route = [RegExp, (catalog: DemoCatalog, match: string[], query: Query) => Promise<unknown | null> | unknown];

const language = (query: Query) => (query.language ? { language: query.language } : {});
const paging = (query: Query) => {
  const page = int(query.page);
  return page === undefined ? {} : { page };
};

const ROUTES: Route[] = [
  [
    /^\/configuration$/,
    () => ({
      images: { base_url: 'http://image.invalid/t/p/', secure_base_url: 'https://image.invalid/t/p/' },
      change_keys: [],
    }),
  ],
  [
    /^\/search\/(multi|movie|tv|person)$/,
    async (catalog, [, kind], query) => {
      const text = query.query ?? '';
      const year = int(kind === 'tv' ? (query.first_air_date_year ?? query.year) : query.year);
      const search = { ...language(query), ...paging(query), ...(year === undefined ? {} : { year }) };
      if (kind === 'multi') return catalog.searchMulti(text, search);
      if (kind === 'movie') return stripMediaType(await catalog.searchMovie(text, search));
      if (kind === 'tv') return stripMediaType(await catalog.searchTv(text, search));
      return stripMediaType(await catalog.searchPerson(text, search));
    },
  ],
  [
    /^\/(movie|tv)\/(\d+)$/,
    async (catalog, [, kind, id], query) => {
      const appended = new Set((query.append_to_response ?? '').split(',').filter(Boolean));
      const detail =
        kind === 'movie' ? await catalog.movie(Number(id), language(query)) : await catalog.tv(Number(id), language(query));
      if (!detail) return null;
      const { external_ids, credits, certifications = [], ...rest } = detail;
      return {
        ...rest,
        ...(appended.has('external_ids') ? { external_ids: { id: detail.id, ...external_ids } } : {}),
        ...(appended.has('credits') ? { credits } : {}),
        ...(kind === 'movie' && appended.has('release_dates')
          ? {
              release_dates: {
                results: certifications.map(({ iso_3166_1, certification }) => ({
                  iso_3166_1,
                  release_dates: [{ certification, type: 3, release_date: `${(rest as { release_date?: string | null }).release_date ?? ''}T00:00:00.000Z` }],
                })),
              },
            }
          : {}),
        ...(kind === 'tv' && appended.has('content_ratings')
          ? { content_ratings: { results: certifications.map(({ iso_3166_1, certification }) => ({ iso_3166_1, rating: certification })) } }
          : {}),
      };
    },
  ],
  [
    /^\/tv\/(\d+)\/season\/(\d+)$/,
    (catalog, [, id, season], query) => catalog.season(Number(id), Number(season), language(query)),
  ],
  [
    /^\/(movie|tv)\/(\d+)\/recommendations$/,
    (catalog, [, kind, id], query) =>
      catalog.recommendations(kind as MediaType, Number(id), { ...language(query), ...paging(query) }),
  ],
  [
    /^\/discover\/(movie|tv)$/,
    async (catalog, [, kind], query) => {
      const tv = kind === 'tv';
      const discover: DiscoverOptions = {
        ...language(query),
        ...paging(query),
        sort: normalizeSort(query.sort_by),
        genreId: int(query.with_genres),
        year: int(tv ? query.first_air_date_year : (query.primary_release_year ?? query.year)),
        dateFrom: tv ? query['first_air_date.gte'] : query['primary_release_date.gte'],
        dateTo: tv ? query['first_air_date.lte'] : query['primary_release_date.lte'],
        minRating: int(query['vote_average.gte']),
        minVotes: int(query['vote_count.gte']),
        minRuntime: int(query['with_runtime.gte']),
        companyId: int(query.with_companies),
        keywordId: int(query.with_keywords),
      };
      const defined = Object.fromEntries(Object.entries(discover).filter(([, value]) => value !== undefined));
      return stripMediaType(tv ? await catalog.discoverTv(defined) : await catalog.discoverMovie(defined));
    },
  ],
  [
    /^\/trending\/(all|movie|tv)\/(day|week)$/,
    (catalog, [, kind, window], query) =>
      catalog.trending(kind as 'all', window as 'day', { ...language(query), ...paging(query) }),
  ],
  [
    /^\/genre\/(movie|tv)\/list$/,
    async (catalog, [, kind], query) => ({ genres: await catalog.genres(kind as MediaType, language(query)) }),
  ],
  [/^\/person\/(\d+)$/, (catalog, [, id], query) => catalog.person(Number(id), language(query))],
  [
    /^\/person\/(\d+)\/combined_credits$/,
    (catalog, [, id], query) => catalog.personCredits(Number(id), language(query)),
  ],
  [
    /^\/find\/([^/]+)$/,
    async (catalog, [, externalId], query) => {
      const source = query.external_source;
      if (source !== 'imdb_id' && source !== 'tvdb_id') return null;
      const found = await catalog.findByExternalId(
        decodeURIComponent(externalId ?? ''),
        source as ExternalSource,
        language(query),
      );
      return { ...found, person_results: [], tv_episode_results: [], tv_season_results: [] };
    },
  ],
];

async function route(catalog: DemoCatalog, path: string, query: Query): Promise<unknown | null> {
  for (const [pattern, answer] of ROUTES) {
    const match = pattern.exec(path);
    if (match) return (await answer(catalog, [...match], query)) ?? null;
  }
  return null;
}

const SORTS = new Set<DiscoverSort>([
  'popularity.desc',
  'popularity.asc',
  'vote_average.desc',
  'vote_average.asc',
  'primary_release_date.desc',
  'primary_release_date.asc',
  'first_air_date.desc',
  'first_air_date.asc',
  'title.asc',
  'title.desc',
]);

function normalizeSort(sort: string | undefined): DiscoverSort | undefined {
  const normalized = sort?.replace(/^name\./, 'title.');
  return normalized && SORTS.has(normalized as DiscoverSort) ? (normalized as DiscoverSort) : undefined;
}

/** `/search/movie`, `/discover/...` results carry no `media_type` at TMDB. */
function stripMediaType<T extends { results: object[] }>(page: T): T {
  return {
    ...page,
    results: page.results.map((item) => {
      const { media_type: _type, ...rest } = item as Record<string, unknown>;
      return rest;
    }),
  };
}

