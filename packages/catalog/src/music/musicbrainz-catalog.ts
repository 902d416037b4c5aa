import { AppError } from '@hms/platform';
import { CatalogHttp } from '../http/catalog-http.ts';
import { realTiming, type Timing } from '../http/timing.ts';
import { TokenBucket } from '../http/token-bucket.ts';
import { TtlCache } from '../http/ttl-cache.ts';
import {
  readArtist,
  readArtistSearch,
  readReleaseBrowse,
  readReleaseGroup,
  readReleaseGroupBrowse,
  readReleaseGroupSearch,
} from './musicbrainz-mappers.ts';
import {
  type ArtistSearchResult,
  MBID_PATTERN,
  type MusicArtist,
  type MusicCatalog,
  type PageOptions,
  type ReleaseBrowse,
  type ReleaseGroup,
  type ReleaseGroupBrowse,
  type ReleaseGroupSearchResult,
} from './music.types.ts';

export const MUSICBRAINZ_DEFAULT_BASE_URL = 'https://musicbrainz.org';
export const MUSICBRAINZ_DEFAULT_USER_AGENT = 'HomeMediaStack/0.2.0 ( self-hosted home media stack )';

/** Cache lifetimes (ms): entity data changes rarely; searches are kept shorter. */
export const MUSICBRAINZ_CACHE_TTL_MS = {
  entity: 24 * 60 * 60_000,
  search: 60 * 60_000,
  notFound: 15 * 60_000,
} as const;

export interface MusicBrainzCatalogOptions {
  /** Server root, default `https://musicbrainz.org` (a trailing `/ws/2` is accepted too). */
  baseUrl?: string;
  /** MusicBrainz asks every client to name itself with a contact; unnamed clients get blocked. */
  userAgent?: string;
  /** Gap between requests; MusicBrainz allows one per second. Default 1000. */
  minIntervalMs?: number;
  timeoutMs?: number;
  maxAttempts?: number;
  backoffMs?: number;
  cacheMaxEntries?: number;
  timing?: Timing;
  fetch?: typeof fetch;
}

type Params = Record<string, string | number | undefined>;

/**
 * The music catalog over HTTP, for a MusicBrainz-compatible web service (v2, JSON). Requests go
 * out strictly one at a time, at most one per `minIntervalMs` (the queue is the token bucket
 * with capacity 1), retries included; 503 — MusicBrainz's "too fast" answer — is retried with
 * back-off. Answers are cached so browsing an artist does not spend the budget twice.
 */
export class MusicBrainzCatalog implements MusicCatalog {
  readonly isDemo = false;
  private readonly http: CatalogHttp;
  private readonly cache: TtlCache<unknown>;

  constructor(options: MusicBrainzCatalogOptions = {}) {
    const timing = options.timing ?? realTiming;
    const interval = options.minIntervalMs ?? 1000;
    const root = (options.baseUrl ?? MUSICBRAINZ_DEFAULT_BASE_URL).replace(/\/+$/, '').replace(/\/ws\/2$/, '');
    this.cache = new TtlCache(options.cacheMaxEntries ?? 1000, timing.clock);
    this.http = new CatalogHttp({
      catalog: 'music',
      baseUrl: `${root}/ws/2`,
      timeoutMs: options.timeoutMs ?? 10_000,
      maxAttempts: options.maxAttempts ?? 4,
      backoffMs: options.backoffMs ?? interval,
      maxBackoffMs: 16_000,
      maxRetryAfterMs: 30_000,
      headers: { 'user-agent': options.userAgent ?? MUSICBRAINZ_DEFAULT_USER_AGENT },
      gate: new TokenBucket({ capacity: 1, refillIntervalMs: interval }, timing),
      timing,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }

  private async get(path: string, params: Params, ttl: keyof typeof MUSICBRAINZ_CACHE_TTL_MS): Promise<unknown | null> {
    const key = `${path}?${Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${name}=${String(value)}`)
      .sort()
      .join('&')}`;
    const cached = this.cache.get(key);
    if (cached) return cached.value;
    const value = await this.http.getJson(path, { ...params, fmt: 'json' });
    this.cache.set(key, value, value === null ? MUSICBRAINZ_CACHE_TTL_MS.notFound : MUSICBRAINZ_CACHE_TTL_MS[ttl]);
    return value;
  }

  async searchArtists(query: string, options: PageOptions = {}): Promise<ArtistSearchResult> {
    const raw = await this.get('/artist', { query: luceneTerm(query), ...paging(options) }, 'search');
    return readArtistSearch(raw ?? {});
  }

  async searchReleaseGroups(
    query: string,
    options: PageOptions & { artistId?: string } = {},
  ): Promise<ReleaseGroupSearchResult> {
    const term = `releasegroup:(${luceneTerm(query)})`;
    const artist = options.artistId && MBID_PATTERN.test(options.artistId) ? ` AND arid:${options.artistId}` : '';
    const raw = await this.get('/release-group', { query: term + artist, ...paging(options) }, 'search');
    return readReleaseGroupSearch(raw ?? {});
  }

  async artist(id: string): Promise<MusicArtist | null> {
    if (!MBID_PATTERN.test(id)) return null;
    const raw = await this.get(`/artist/${id.toLowerCase()}`, { inc: 'release-groups' }, 'entity');
    return raw === null ? null : readArtist(raw);
  }

  async releaseGroup(id: string): Promise<ReleaseGroup | null> {
    if (!MBID_PATTERN.test(id)) return null;
    const raw = await this.get(`/release-group/${id.toLowerCase()}`, { inc: 'artist-credits' }, 'entity');
    return raw === null ? null : readReleaseGroup(raw);
  }

  async artistReleaseGroups(
    artistId: string,
    options: PageOptions & { type?: string } = {},
  ): Promise<ReleaseGroupBrowse> {
    const empty = { 'release-group-count': 0, 'release-group-offset': 0, 'release-groups': [] };
    if (!MBID_PATTERN.test(artistId)) return empty;
    const params = { artist: artistId.toLowerCase(), type: options.type?.toLowerCase(), ...paging(options) };
    const raw = await this.get('/release-group', params, 'entity');
    return raw === null ? empty : readReleaseGroupBrowse(raw);
  }

  async releases(releaseGroupId: string, options: PageOptions = {}): Promise<ReleaseBrowse> {
    const empty = { 'release-count': 0, 'release-offset': 0, releases: [] };
    if (!MBID_PATTERN.test(releaseGroupId)) return empty;
    const params = { 'release-group': releaseGroupId.toLowerCase(), inc: 'recordings', ...paging(options) };
    const raw = await this.get('/release', params, 'entity');
    return raw === null ? empty : readReleaseBrowse(raw);
  }

  async verify(): Promise<void> {
    const answer = await this.http.getJson('/artist', { query: 'test', limit: 1, fmt: 'json' });
    if (!answer || typeof answer !== 'object' || !Array.isArray((answer as { artists?: unknown }).artists)) {
      throw new AppError('catalog_http_error', { catalog: 'music', status: 404, reason: 'not_a_catalog' });
    }
  }
}

function paging(options: PageOptions): Params {
  const whole = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? Math.floor(value) : undefined);
  const limit = whole(options.limit);
  const offset = whole(options.offset);
  return {
    limit: limit === undefined ? undefined : Math.min(100, Math.max(1, limit)),
    offset: offset === undefined ? undefined : Math.max(0, offset),
  };
}

/** A user's words as one Lucene term group: the query syntax's special characters are escaped. */
export function luceneTerm(text: string): string {
  return text.replace(/([+\-!(){}[\]^"~*?:\\/]|&&|\|\|)/g, '\\$1').trim();
}
