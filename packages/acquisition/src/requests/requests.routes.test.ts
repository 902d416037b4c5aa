import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestKey } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

describe.each(ENGINES)('POST /api/v1/requests on %s', (engine) => {
  let service: TestAcquisition;
  let requestKey: string;
  let readKey: string;
  const post = (body: unknown, key = requestKey) =>
    service.app.inject({ method: 'POST', url: '/api/v1/requests', headers: bearer(key), payload: body as object });

  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    requestKey = await createTestKey(service, ['read', 'request'], 'household app');
    readKey = await createTestKey(service, ['read'], 'reader');
  });
  afterAll(() => service.dispose());

  it('adds a movie from the catalog with 201, then answers the same request with 200 and no double', async () => {
    const first = await post({ kind: 'movie', ref: 'catalog:603', versions: ['v_movie'], origin: 'req-42' });
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body.created).toBe(true);
    expect(body.search).toBe('not_asked');
    expect(body.versions).toEqual([
      expect.objectContaining({ version: 'v_movie', added: true, monitored: true, state: 'missing', origin: 'req-42' }),
    ]);
    expect(body.title).toMatchObject({ kind: 'movie', ref: 'catalog:603', name: 'The Matrix', year: 1999, origin: 'req-42' });
    expect(body.title.refs).toEqual(expect.arrayContaining(['catalog:603', 'altdb:tt0133093']));
    expect(body.title.movie).toMatchObject({ release_date: '1999-03-30' });
    expect(body.title.series).toBeNull();

    const again = await post({ kind: 'movie', ref: 'altdb:tt0133093', versions: ['v_movie'], origin: 'req-42' });
    expect(again.statusCode).toBe(200);
    expect(again.json().created).toBe(false);
    expect(again.json().versions[0].added).toBe(false);
    expect(again.json().title.change).toBe(body.title.change);
    const feed = await service.app.inject({ method: 'GET', url: '/api/v1/titles?after=0', headers: bearer(readKey) });
    expect(feed.json().items.filter((t: { ref: string }) => t.ref === 'catalog:603')).toHaveLength(1);
  });

  it('adds a series with chosen seasons and leaves the others off', async () => {
    const response = await post({ kind: 'series', ref: 'catalog:1396', versions: ['v_series'], series: { seasons: [1, 2] } });
    expect(response.statusCode).toBe(201);
    const seasons = response.json().title.series.seasons as { season: number; versions: { monitored: boolean; state: string }[] }[];
    const monitored = seasons.filter((s) => s.versions[0]?.monitored).map((s) => s.season);
    expect(monitored).toEqual([1, 2]);
    expect(seasons.find((s) => s.season === 3)?.versions[0]?.state).toBe('frozen');
    expect(seasons.find((s) => s.season === 1)?.versions[0]?.state).toBe('missing');
    expect(response.json().title.versions[0].series).toMatchObject({ future_seasons: false });
  });

  it('switches more seasons on and never switches any off', async () => {
    const response = await post({ kind: 'series', ref: 'seriesdb:81189', versions: ['v_series'], series: { seasons: [3] } });
    expect(response.statusCode).toBe(200);
    const seasons = response.json().title.series.seasons as { season: number; versions: { monitored: boolean }[] }[];
    expect(seasons.filter((s) => s.versions[0]?.monitored).map((s) => s.season)).toEqual([1, 2, 3]);
  });

  it('refuses what it cannot do with the listed codes and changes nothing', async () => {
    const cases: [unknown, number, string][] = [
      [{ kind: 'book', ref: 'catalog:1', versions: ['v_movie'] }, 422, 'kind_unsupported'],
      [{ kind: 'movie', ref: 'catalog-603', versions: ['v_movie'] }, 422, 'ref_invalid'],
      [{ kind: 'movie', ref: 'seriesdb:81189', versions: ['v_movie'] }, 422, 'ref_source_unknown'],
      [{ kind: 'movie', ref: 'altdb:tt9999999', versions: ['v_movie'] }, 422, 'ref_not_addable'],
      [{ kind: 'movie', ref: 'catalog:27205', versions: ['v_nope'] }, 422, 'version_unknown'],
      [{ kind: 'movie', ref: 'catalog:27205', versions: ['v_series'] }, 422, 'version_kind_mismatch'],
      [{ kind: 'movie', ref: 'catalog:27205', versions: ['v_movie'], series: { seasons: [1] } }, 422, 'scope_not_for_kind'],
      [{ kind: 'movie', ref: 'catalog:27205' }, 422, 'invalid_input'],
      [{ kind: 'movie', ref: 'catalog:27205', versions: ['v_movie'], origin: 'x'.repeat(101) }, 422, 'invalid_input'],
      [{ kind: 'movie', ref: 'catalog:999999999', versions: ['v_movie'] }, 404, 'title_not_found'],
      [{ kind: 'series', ref: 'catalog:1399', versions: ['v_series'], series: { seasons: [99] } }, 404, 'season_not_found'],
      [{ kind: 'series', ref: 'catalog:1399', versions: ['v_series'], series: { episodes: [{ season: 1, episode: 99 }] } }, 422, 'episode_not_found'],
    ];
    for (const [body, status, code] of cases) {
      const response = await post(body);
      expect({ code: response.json().code, status: response.statusCode }).toEqual({ code, status });
    }
    const feed = await service.app.inject({ method: 'GET', url: '/api/v1/titles?after=0', headers: bearer(readKey) });
    expect(feed.json().items.map((t: { ref: string }) => t.ref).sort()).toEqual(['catalog:1396', 'catalog:603']);
  });

  it('queues a search once per title and says not_possible for anime', async () => {
    const first = await post({ kind: 'movie', ref: 'catalog:157336', versions: ['v_movie'], search_now: true });
    expect(first.json().search).toBe('queued');
    const second = await post({ kind: 'movie', ref: 'catalog:157336', versions: ['v_movie'], search_now: true });
    expect(second.json().search).toBe('queued');
    const jobs = await service.database.db.selectFrom('jobs').select(['name', 'status']).where('name', '=', 'library.search').execute();
    expect(jobs).toHaveLength(1);
    const anime = await post({ kind: 'series', ref: 'catalog:37854', versions: ['v_series'], search_now: true });
    expect(anime.statusCode).toBe(201);
    expect(anime.json().search).toBe('not_possible');
    expect(anime.json().notes).toContainEqual(expect.objectContaining({ code: 'anime_not_supported' }));
  });

  it('takes null as "not given" for every optional field', async () => {
    const response = await post({
      kind: 'album',
      ref: 'musicdb:f5093c06-23e3-404f-aeaa-40f72885ee3a',
      versions: null,
      series: null,
      artist: null,
      origin: null,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().versions).toEqual([expect.objectContaining({ version: 'v_music', added: true, origin: null })]);
    expect(response.json().title.origin).toBeNull();
    const series = await post({ kind: 'series', ref: 'catalog:1399', versions: ['v_series'], series: { seasons: null, episodes: null, future: null } });
    expect(series.statusCode).toBe(201);
    expect(series.json().title.series.seasons.every((s: { versions: { monitored: boolean }[] }) => !s.versions[0]?.monitored)).toBe(true);
  });

  it('never doubles a title when the same request comes several times at once', async () => {
    const body = { kind: 'movie', ref: 'catalog:155', versions: ['v_movie'] };
    const answers = await Promise.all([post(body), post(body), post(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    const titles = await service.database.db.selectFrom('titles').select('id').where('ref', '=', 'catalog:155').execute();
    expect(titles).toHaveLength(1);
  });

  it('answers a search of an anime series with not_possible', async () => {
    const search = await service.app.inject({ method: 'POST', url: '/api/v1/titles/series/catalog:37854/search', headers: bearer(requestKey) });
    expect({ status: search.statusCode, body: search.json() }).toEqual({ status: 202, body: { search: 'not_possible' } });
  });

  it('answers each scope: none, read, request, revoked', async () => {
    const body = { kind: 'movie', ref: 'catalog:603', versions: ['v_movie'] };
    const none = await service.app.inject({ method: 'POST', url: '/api/v1/requests', payload: body });
    expect(none.json().code).toBe('api_key_missing');
    expect((await post(body, readKey)).json().code).toBe('scope_missing');
    expect((await post(body, 'not-a-key')).json().code).toBe('api_key_invalid');
    expect((await post(body)).statusCode).toBe(200);
  });
});
