import { type DemoArtist, DemoMusicCatalog } from '@hms/catalog';
import { type FakeAnswer, type FakeHttpServer, type RecordedRequest, startFakeHttpServer } from './fake-http-server.ts';

export interface FakeMusicBrainzOptions {
  /** Artists (with albums) to serve instead of the demo music catalog's. */
  artists?: DemoArtist[];
  /**
   * Answer 503 (as MusicBrainz does) to a request arriving sooner than `minIntervalMs` after the
   * last one answered; `toleranceMs` absorbs loopback jitter between client send and arrival.
   */
  enforceRate?: { minIntervalMs: number; toleranceMs?: number };
}

export interface FakeMusicBrainz extends FakeHttpServer {
  /** The server root a client is configured with (paths start with `/ws/2`). */
  baseUrl: string;
  /** Requests refused for coming too fast. */
  rateRejections(): number;
}

const NOT_FOUND: FakeAnswer = { status: 404, body: { error: 'Not Found', help: 'For usage, please see: https://musicbrainz.org/development/mmd' } };
const TOO_FAST: FakeAnswer = {
  status: 503,
  body: { error: 'Your requests are exceeding the allowable rate limit. Please see https://wiki.musicbrainz.org/XMLWebService for more information.' },
};
const UUID = '([0-9a-fA-F-]{36})';

/**
 * A MusicBrainz-web-service-v2-speaking HTTP server (JSON) over the demo music data: artist and
 * release-group lookups, release-group browse by artist, release browse by release group with
 * recordings, and artist / release-group search. It can enforce the one-request-per-second rule.
 */
export async function startFakeMusicBrainz(options: FakeMusicBrainzOptions = {}): Promise<FakeMusicBrainz> {
  const catalog = new DemoMusicCatalog(options.artists);
  let lastAnswered: number | null = null;
  let rejected = 0;
  const server = await startFakeHttpServer(async (request) => {
    if (options.enforceRate) {
      const { minIntervalMs, toleranceMs = 0 } = options.enforceRate;
      if (lastAnswered !== null && request.at - lastAnswered < minIntervalMs - toleranceMs) {
        rejected += 1;
        return TOO_FAST;
      }
      lastAnswered = request.at;
    }
    const body = await route(catalog, request);
    return body === null ? NOT_FOUND : { status: 200, body: withoutDemoMark(body) };
  });
  return { ...server, baseUrl: server.url, rateRejections: () => rejected };
}

function withoutDemoMark(body: object): object {
  const { demo: _demo, ...rest } = body as Record<string, unknown>;
  return rest;
}

function includes(request: RecordedRequest, name: string): boolean {
  return (request.query.inc ?? '').split(/[+ ]/).includes(name);
}

function paging(query: Record<string, string>) {
  return {
    ...(query.limit ? { limit: Number(query.limit) } : {}),
    ...(query.offset ? { offset: Number(query.offset) } : {}),
  };
}

/** The words of a Lucene query as our client sends them: field names and escapes removed. */
function plainWords(lucene: string): string {
  return lucene
    .replace(/\bAND\s+arid:\S+/g, '')
    .replace(/\b\w+:/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/^\((.*)\)\s*$/, '$1')
    .trim();
}

async function route(catalog: DemoMusicCatalog, request: RecordedRequest): Promise<object | null> {
  const { path, query } = request;
  let match = new RegExp(`^/ws/2/artist/${UUID}$`).exec(path);
  if (match) {
    const artist = await catalog.artist(match[1] ?? '');
    if (!artist || includes(request, 'release-groups')) return artist;
    const { 'release-groups': _groups, ...rest } = artist;
    return rest;
  }
  match = new RegExp(`^/ws/2/release-group/${UUID}$`).exec(path);
  if (match) {
    const group = await catalog.releaseGroup(match[1] ?? '');
    if (!group || includes(request, 'artist-credits')) return group;
    const { 'artist-credit': _credit, ...rest } = group;
    return rest;
  }
  if (path === '/ws/2/artist' && query.query !== undefined) {
    return catalog.searchArtists(plainWords(query.query), paging(query));
  }
  if (path === '/ws/2/release-group' && query.query !== undefined) {
    const artistId = /\barid:(\S+)/.exec(query.query)?.[1];
    return catalog.searchReleaseGroups(plainWords(query.query), { ...paging(query), ...(artistId ? { artistId } : {}) });
  }
  if (path === '/ws/2/release-group' && query.artist !== undefined) {
    if (!(await catalog.artist(query.artist))) return null;
    return catalog.artistReleaseGroups(query.artist, { ...paging(query), ...(query.type ? { type: query.type } : {}) });
  }
  if (path === '/ws/2/release' && query['release-group'] !== undefined) {
    if (!(await catalog.releaseGroup(query['release-group']))) return null;
    const browse = await catalog.releases(query['release-group'], paging(query));
    if (includes(request, 'recordings')) return browse;
    // Without inc=recordings MusicBrainz lists media but not their tracks.
    return {
      ...browse,
      releases: browse.releases.map((release) => ({
        ...release,
        media: release.media.map(({ tracks: _tracks, ...medium }) => medium),
      })),
    };
  }
  return null;
}
