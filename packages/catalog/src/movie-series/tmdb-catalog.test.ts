import { AppError, ErrorRegistry, ManualClock, systemClock } from '@hms/platform';
import { type FakeTmdb, freePort, startFakeTmdb } from '@hms/testkit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogErrors } from '../errors.ts';
import type { Timing } from '../http/timing.ts';
import { certificationFor } from './movie-series.types.ts';
import { TmdbCatalog, type TmdbCatalogOptions } from './tmdb-catalog.ts';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.v4-read-token-for-tests';
const API_KEY = '0123456789abcdef0123456789abcdef';

let fake: FakeTmdb;
let sleeps: number[];
/** Real clock, but back-off waits are recorded instead of slept. */
let instantTiming: Timing;

beforeAll(async () => {
  fake = await startFakeTmdb({ token: TOKEN, basePath: '/3' });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  sleeps = [];
  instantTiming = {
    clock: systemClock,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  };
});

function client(options: Partial<TmdbCatalogOptions> = {}): TmdbCatalog {
  return new TmdbCatalog({ baseUrl: fake.baseUrl, token: TOKEN, timing: instantTiming, ...options });
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('TmdbCatalog against a TMDB-speaking server', () => {
  it('searches with the v4 token as Bearer and in the asked language', async () => {
    const page = await client().searchMovie('matrix', { language: 'de-DE' });
    expect(page.results[0]).toMatchObject({ id: 603, media_type: 'movie', title: 'Matrix', release_date: '1999-03-30' });
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({ path: '/3/search/movie', query: { query: 'matrix', language: 'de-DE' } });
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('sends a 32-hex v3 key as api_key instead of a header', async () => {
    const v3 = await startFakeTmdb({ token: API_KEY });
    try {
      const catalog = new TmdbCatalog({ baseUrl: v3.baseUrl, token: API_KEY, timing: instantTiming });
      expect((await catalog.tv(1396))?.name).toBe('Breaking Bad');
      expect(v3.requests[0]?.query.api_key).toBe(API_KEY);
      expect(v3.requests[0]?.headers.authorization).toBeUndefined();
    } finally {
      await v3.close();
    }
  });

  it('reads details with external ids, seasons and episodes', async () => {
    const catalog = client();
    const movie = await catalog.movie(27205);
    expect(movie).toMatchObject({ id: 27205, imdb_id: 'tt1375666', runtime: 148, external_ids: { imdb_id: 'tt1375666' } });
    expect(movie?.credits?.cast.some((member) => member.name === 'Leonardo DiCaprio')).toBe(true);
    expect(movie?.demo).toBeUndefined();
    const tv = await catalog.tv(1399);
    expect(tv).toMatchObject({ number_of_seasons: 8, external_ids: { tvdb_id: 121361, imdb_id: 'tt0944947' } });
    const season = await catalog.season(1399, 8);
    expect(season?.episodes.map((episode) => episode.episode_number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(fake.requests.at(-2)?.query.append_to_response).toBe('external_ids,credits,content_ratings');
  });

  it('reads age ratings from release dates and content ratings in the same call', async () => {
    const catalog = client();
    const movie = await catalog.movie(603);
    expect(fake.requests.at(-1)?.query.append_to_response).toBe('external_ids,credits,release_dates');
    expect(certificationFor(movie, 'DE')).toBe('16');
    expect(certificationFor(movie, 'FR')).toBe('R');
    expect(certificationFor(await catalog.tv(1396), 'de')).toBe('16');
    expect(certificationFor(await catalog.movie(11), 'DE')).toBeNull();
  });

  it('answers null for 404s and an empty find', async () => {
    const catalog = client();
    expect(await catalog.movie(424242424)).toBeNull();
    expect(await catalog.season(1396, 9)).toBeNull();
    expect(await catalog.recommendations('tv', 424242424)).toBeNull();
    expect(await catalog.findByExternalId('tt0000001', 'imdb_id')).toEqual({ movie_results: [], tv_results: [] });
  });

  it('serves search, discover, trending, genres, people, recommendations and find', async () => {
    const catalog = client();
    const multi = await catalog.searchMulti('breaking bad');
    expect(multi.results[0]).toMatchObject({ media_type: 'tv', id: 1396 });
    expect((await catalog.searchTv('game of', { year: 2011 })).results.map((show) => show.id)).toEqual([1399]);
    const discover = await catalog.discoverMovie({ genreId: 878, sort: 'primary_release_date.asc' });
    expect(discover.results[0]?.id).toBe(11);
    expect(fake.requests.at(-1)?.query).toMatchObject({ with_genres: '878', sort_by: 'primary_release_date.asc' });
    const discoverTv = await catalog.discoverTv({ sort: 'primary_release_date.desc', year: 2013 });
    expect(fake.requests.at(-1)?.query).toMatchObject({ sort_by: 'first_air_date.desc', first_air_date_year: '2013' });
    expect(discoverTv.results.every((show) => show.media_type === 'tv' && show.first_air_date?.startsWith('2013'))).toBe(true);
    const trending = await catalog.trending('all', 'week');
    expect(trending.results.length).toBe(20);
    expect((await catalog.genres('tv', { language: 'de-DE' })).find((genre) => genre.id === 35)?.name).toBe('Komödie');
    expect((await catalog.person(17419))?.name).toBe('Bryan Cranston');
    expect((await catalog.personCredits(17419))?.cast[0]).toMatchObject({ media_type: 'tv', id: 1396, character: 'Walter White' });
    expect((await catalog.searchPerson('cranston')).results[0]?.id).toBe(17419);
    expect((await catalog.recommendations('movie', 603))?.results.every((title) => title.media_type === 'movie')).toBe(true);
    expect((await catalog.findByExternalId('81797', 'tvdb_id')).tv_results[0]?.id).toBe(37854);
  });

  it('verifies access, and reports a rejected token', async () => {
    await expect(client().verify()).resolves.toBeUndefined();
    const error = await failure(client({ token: 'wrong' }).verify());
    expect(error.code).toBe('catalog_token_rejected');
  });
});

describe('TmdbCatalog input guards', () => {
  it('does not ask the server about ids that cannot exist or blank queries', async () => {
    const catalog = client();
    const before = fake.requestCount();
    expect(await catalog.movie(0)).toBeNull();
    expect(await catalog.tv(-5)).toBeNull();
    expect(await catalog.season(1396, 1.5)).toBeNull();
    expect(await catalog.person(Number.NaN)).toBeNull();
    expect(await catalog.recommendations('movie', 2 ** 60)).toBeNull();
    expect(await catalog.searchMulti('   ')).toEqual({ page: 1, results: [], total_pages: 1, total_results: 0 });
    expect(fake.requestCount()).toBe(before);
  });

  it('keeps page numbers within what TMDB accepts', async () => {
    const catalog = client();
    await catalog.discoverMovie({ page: 9999 });
    expect(fake.requests.at(-1)?.query.page).toBe('500');
    await catalog.searchMovie('alien', { page: -3 });
    expect(fake.requests.at(-1)?.query.page).toBe('1');
  });
});

describe('TmdbCatalog cache', () => {
  it('answers a repeated call from memory, per language, and forgets after the TTL', async () => {
    const clock = new ManualClock();
    const catalog = client({ timing: { clock, sleep: instantTiming.sleep } });
    const before = fake.requestCount('/3/movie/155');
    await catalog.movie(155);
    await catalog.movie(155);
    expect(fake.requestCount('/3/movie/155') - before).toBe(1);
    await catalog.movie(155, { language: 'de-DE' });
    expect(fake.requestCount('/3/movie/155') - before).toBe(2);
    clock.advance(6 * 60 * 60_000 + 1);
    await catalog.movie(155);
    expect(fake.requestCount('/3/movie/155') - before).toBe(3);
  });

  it('shares one request between identical calls in flight, and caches a 404 briefly', async () => {
    const catalog = client();
    const before = fake.requestCount('/3/tv/1418');
    const [a, b] = await Promise.all([catalog.tv(1418), catalog.tv(1418)]);
    expect(a).toEqual(b);
    expect(fake.requestCount('/3/tv/1418') - before).toBe(1);
    const missing = fake.requestCount('/3/movie/777777777');
    await catalog.movie(777777777);
    await catalog.movie(777777777);
    expect(fake.requestCount('/3/movie/777777777') - missing).toBe(1);
  });

  it('keeps at most cacheMaxEntries answers, dropping the least recently used', async () => {
    const catalog = client({ cacheMaxEntries: 2 });
    const before = fake.requestCount('/3/movie/');
    await catalog.movie(603);
    await catalog.movie(27205);
    await catalog.movie(603);
    await catalog.movie(157336);
    await catalog.movie(603);
    expect(fake.requestCount('/3/movie/') - before).toBe(3);
    await catalog.movie(27205);
    expect(fake.requestCount('/3/movie/') - before).toBe(4);
  });
});

describe('TmdbCatalog failures', () => {
  it('retries 5xx with exponential back-off, then succeeds', async () => {
    const before = fake.requestCount();
    fake.failNext(2, { status: 503 });
    expect((await client().movie(550))?.title).toBe('Fight Club');
    expect(fake.requestCount() - before).toBe(3);
    expect(sleeps).toEqual([500, 1000]);
  });

  it('honours Retry-After on 429, then succeeds', async () => {
    fake.failNext(1, { status: 429, retryAfter: 2 });
    expect((await client().movie(680))?.title).toBe('Pulp Fiction');
    expect(sleeps).toEqual([2000]);
  });

  it('gives catalog_rate_limited when 429 persists, with retry_after', async () => {
    const before = fake.requestCount();
    fake.failNext(4, { status: 429, retryAfter: 1 });
    const error = await failure(client().movie(13));
    expect(error.code).toBe('catalog_rate_limited');
    expect(error.params).toMatchObject({ catalog: 'movie_series', retry_after: 1 });
    expect(fake.requestCount() - before).toBe(4);
  });

  it('does not wait for a Retry-After longer than allowed', async () => {
    const before = fake.requestCount();
    fake.failNext(1, { status: 429, retryAfter: 3600 });
    const error = await failure(client().movie(13));
    expect(error).toMatchObject({ code: 'catalog_rate_limited', params: { retry_after: 3600 } });
    expect(fake.requestCount() - before).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it('gives catalog_token_rejected on 401 without retrying', async () => {
    const before = fake.requestCount();
    const error = await failure(client({ token: 'not-the-token' }).movie(603));
    expect(error.code).toBe('catalog_token_rejected');
    expect(fake.requestCount() - before).toBe(1);
  });

  it('refuses a token that cannot be sent (blank inside, control characters) without asking', async () => {
    const before = fake.requestCount();
    for (const token of ['two words', 'line\nbreak', 'tab\there']) {
      const error = await failure(client({ token }).movie(603));
      expect(error).toMatchObject({ code: 'catalog_token_rejected', params: { reason: 'malformed' } });
      expect((await failure(client({ token }).verify())).code).toBe('catalog_token_rejected');
    }
    expect(fake.requestCount()).toBe(before);
  });

  it('gives catalog_unavailable when 503 persists and catalog_http_error for a lasting 500', async () => {
    fake.failNext(4, { status: 503 });
    expect(await failure(client().movie(129))).toMatchObject({ code: 'catalog_unavailable', params: { status: 503 } });
    fake.failNext(4, { status: 500 });
    expect(await failure(client().movie(129))).toMatchObject({ code: 'catalog_http_error', params: { status: 500 } });
  });

  it('gives catalog_http_error with the status for other answers, without retrying', async () => {
    const before = fake.requestCount();
    fake.failNext(1, { status: 418 });
    expect(await failure(client().movie(129))).toMatchObject({ code: 'catalog_http_error', params: { status: 418 } });
    expect(fake.requestCount() - before).toBe(1);
  });

  it('gives catalog_unreachable for a refused connection, after retries', async () => {
    const port = await freePort();
    const catalog = new TmdbCatalog({ baseUrl: `http://127.0.0.1:${port}/3`, token: TOKEN, timing: instantTiming });
    const error = await failure(catalog.movie(603));
    expect(error).toMatchObject({ code: 'catalog_unreachable', params: { host: `127.0.0.1:${port}` } });
    expect(sleeps).toHaveLength(3);
  });

  it('gives catalog_unreachable when the connection drops, and recovers on retry', async () => {
    fake.failNext(1, 'reset');
    expect((await client().movie(105))?.title).toBe('Back to the Future');
    fake.failNext(4, 'reset');
    expect((await failure(client().movie(105))).code).toBe('catalog_unreachable');
  });

  it('gives catalog_unreachable for a base URL that is not one, without throwing at construction', async () => {
    for (const baseUrl of ['not a url', 'ftp://127.0.0.1/3']) {
      const catalog = new TmdbCatalog({ baseUrl, token: TOKEN, timing: instantTiming });
      expect(await failure(catalog.verify())).toMatchObject({ code: 'catalog_unreachable', params: { reason: 'invalid_url' } });
    }
  });

  it('refuses an answer larger than allowed', async () => {
    const catalog = new TmdbCatalog({ baseUrl: fake.baseUrl, token: TOKEN, timing: instantTiming, maxBodyBytes: 1000 });
    expect(await failure(catalog.tv(1399))).toMatchObject({ code: 'catalog_http_error', params: { reason: 'too_large' } });
    expect((await catalog.genres('movie'))?.length).toBeGreaterThan(0);
  });

  it('fails verify when the URL answers 404 (not a TMDB-v3 API)', async () => {
    const catalog = new TmdbCatalog({ baseUrl: fake.url, token: TOKEN, timing: instantTiming });
    expect(await failure(catalog.verify())).toMatchObject({ code: 'catalog_http_error', params: { status: 404 } });
  });

  it('gives catalog_timeout when the server does not answer in time', async () => {
    const before = fake.requestCount();
    fake.failNext(1, 'hang');
    const error = await failure(client({ timeoutMs: 150 }).movie(769));
    expect(error).toMatchObject({ code: 'catalog_timeout', params: { timeout_ms: 150 } });
    expect(fake.requestCount() - before).toBe(1);
  });

  it('registers its codes with the statuses of the acquisition seed', () => {
    const registry = new ErrorRegistry(catalogErrors);
    expect(registry.get('catalog_timeout').status).toBe(504);
    for (const code of ['catalog_token_rejected', 'catalog_rate_limited', 'catalog_unavailable', 'catalog_unreachable']) {
      expect(registry.get(code).status).toBe(502);
    }
    expect(registry.body('catalog_http_error', { catalog: 'movie_series', status: 418 }).message).toContain('418');
  });
});

describe('TmdbCatalog rate limiter', () => {
  it('sends at most 40 requests per 10 s by default, then one per 250 ms', async () => {
    const clock = new ManualClock();
    const sent: number[] = [];
    const waits: number[] = [];
    const catalog = client({
      timing: {
        clock,
        sleep: async (ms) => {
          waits.push(ms);
          clock.advance(ms);
        },
      },
      fetch: (input, init) => {
        sent.push(clock.now().getTime());
        return fetch(input, init);
      },
    });
    const start = clock.now().getTime();
    for (let i = 1; i <= 45; i += 1) await catalog.searchMovie(`query ${i}`);
    expect(sent.slice(0, 40).every((at) => at === start)).toBe(true);
    expect(sent.slice(40).map((at) => at - start)).toEqual([250, 500, 750, 1000, 1250]);
    expect(waits).toEqual([250, 250, 250, 250, 250]);
  });

  it('takes a custom rate', async () => {
    const clock = new ManualClock();
    const sent: number[] = [];
    const catalog = client({
      rateLimit: { requests: 2, perMs: 1000 },
      timing: { clock, sleep: async (ms) => void clock.advance(ms) },
      fetch: (input, init) => {
        sent.push(clock.now().getTime());
        return fetch(input, init);
      },
    });
    await Promise.all([1, 2, 3, 4, 5].map((n) => catalog.person(n)));
    const offsets = sent.map((at) => at - sent[0]!);
    expect(offsets).toEqual([0, 0, 500, 1000, 1500]);
  });
});

describe('TmdbCatalog against a server that enforces its rate', () => {
  it('never trips it when paced at the same rate, and waits out its 429s when not', async () => {
    // The fake runs in the test's own process, so its arrival stamps can lag by a busy event
    // loop; the tolerance keeps that from reading as a too-early request.
    const strict = await startFakeTmdb({ token: TOKEN, enforceRate: { requests: 2, perMs: 1000, toleranceMs: 300 } });
    try {
      const paced = new TmdbCatalog({ baseUrl: strict.baseUrl, token: TOKEN, rateLimit: { requests: 2, perMs: 1000 } });
      const pages = await Promise.all([1, 2, 3, 4].map((n) => paced.searchMovie(`paced ${n}`)));
      expect(pages).toHaveLength(4);
      expect(strict.rateRejections()).toBe(0);

      const eager = new TmdbCatalog({ baseUrl: strict.baseUrl, token: TOKEN, rateLimit: { requests: 100, perMs: 1000 } });
      const movies = await Promise.all([603, 27205, 157336, 155].map((id) => eager.movie(id)));
      expect(movies.map((movie) => movie?.id)).toEqual([603, 27205, 157336, 155]);
      expect(strict.rateRejections()).toBeGreaterThan(0);
      const movieRequests = strict.requests.filter((request) => request.path.startsWith('/movie/')).length;
      expect(movieRequests).toBe(4 + strict.rateRejections());
    } finally {
      await strict.close();
    }
  });

  it('hands TMDB-shaped bodies to failures asked for by status', async () => {
    fake.failNext(1, { status: 429, retryAfter: 7 });
    const limited = await fetch(`${fake.baseUrl}/movie/603`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(await limited.json()).toMatchObject({ status_code: 25, success: false });
    fake.failNext(1, { status: 503 });
    const unavailable = await fetch(`${fake.baseUrl}/movie/603`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(await unavailable.json()).toMatchObject({ status_code: 9, success: false });
  });
});
