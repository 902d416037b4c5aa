import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestKey } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';
import { TitlesRepository } from './titles.repository.ts';

const PINK_FLOYD = 'musicdb:83d91898-7763-47d7-b03b-b92132375c47';
const DARK_SIDE = 'musicdb:f5093c06-23e3-404f-aeaa-40f72885ee3a';

describe.each(ENGINES)('reading titles on %s', (engine) => {
  let service: TestAcquisition;
  let key: string;
  let requestKey: string;
  const get = (url: string, k = key) => service.app.inject({ method: 'GET', url, headers: bearer(k) });
  const post = (url: string, payload: object, k = key) =>
    service.app.inject({ method: 'POST', url, headers: bearer(k), payload });

  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    key = await createTestKey(service, ['read']);
    requestKey = await createTestKey(service, ['read', 'request'], 'household app');
    await post('/api/v1/requests', { kind: 'movie', ref: 'catalog:603', versions: ['v_movie'], origin: 'r1' }, requestKey);
    await post('/api/v1/requests', { kind: 'series', ref: 'catalog:1396', versions: ['v_series'], series: { seasons: [1] } }, requestKey);
    const artist = await post('/api/v1/requests', { kind: 'artist', ref: PINK_FLOYD, artist: { albums: [DARK_SIDE] } }, requestKey);
    expect(artist.statusCode).toBe(201);
    expect(artist.json().albums_watched).toBe(1);
  });
  afterAll(() => service.dispose());

  it('reads a title by every ref it is known by, percent-encoded too', async () => {
    for (const ref of ['catalog:603', 'altdb:tt0133093', 'catalog%3A603']) {
      const response = await get(`/api/v1/titles/movie/${ref}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ref: 'catalog:603', name: 'The Matrix', origin: 'r1' });
    }
    const series = await get('/api/v1/titles/series/seriesdb:81189');
    expect(series.json().series.seasons.find((s: { season: number }) => s.season === 1).versions[0]).toMatchObject({
      version: 'v_series',
      monitored: true,
      episodes_monitored: 7,
    });
  });

  it('answers REF errors', async () => {
    const cases: [string, number, string][] = [
      ['/api/v1/titles/movie/catalog:27205', 404, 'title_not_found'],
      ['/api/v1/titles/book/catalog:603', 422, 'kind_unsupported'],
      ['/api/v1/titles/movie/catalog:abc', 422, 'ref_invalid'],
      ['/api/v1/titles/movie/seriesdb:81189', 422, 'ref_source_unknown'],
      ['/api/v1/titles/movie/catalog:603/history', 200, ''],
      ['/api/v1/titles/series/catalog:1396/seasons/42', 404, 'season_not_found'],
      ['/api/v1/titles/series/catalog:9/seasons/1', 404, 'title_not_found'],
      ['/api/v1/titles/artist/catalog:1/albums', 422, 'ref_source_unknown'],
    ];
    for (const [url, status, code] of cases) {
      const response = await get(url);
      expect({ url, status: response.statusCode, code: response.json().code ?? '' }).toEqual({ url, status, code });
    }
  });

  it('answers 409 ref_ambiguous when one ref names two titles', async () => {
    await post('/api/v1/requests', { kind: 'movie', ref: 'catalog:27205', versions: ['v_movie'] }, requestKey);
    const titles = new TitlesRepository(service.database.db);
    const [inception] = (await titles.findByRef('catalog', '27205')).filter((t) => t.kind === 'movie');
    await titles.insertRefs([{ title_id: Number(inception?.id), source: 'altdb', value: 'tt0133093' }]);
    const response = await get('/api/v1/titles/movie/altdb:tt0133093');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ref_ambiguous', params: { ref: 'altdb:tt0133093' } });
    const requested = await post('/api/v1/requests', { kind: 'movie', ref: 'altdb:tt0133093', versions: ['v_movie'] }, requestKey);
    expect({ status: requested.statusCode, code: requested.json().code }).toEqual({ status: 409, code: 'ref_ambiguous' });
    const looked = await post('/api/v1/titles/lookup', { items: [{ kind: 'movie', ref: 'altdb:tt0133093' }] });
    expect(looked.json().items[0].error.code).toBe('ref_ambiguous');
    const monitoring = await service.app.inject({
      method: 'PUT',
      url: '/api/v1/titles/movie/altdb:tt0133093/monitoring',
      headers: bearer(requestKey),
      payload: { monitored: true },
    });
    expect(monitoring.json().code).toBe('ref_ambiguous');
    const titles2 = new TitlesRepository(service.database.db);
    await service.database.db.deleteFrom('title_refs').where('title_id', '=', Number(inception?.id)).where('value', '=', 'tt0133093').execute();
    expect((await titles2.findByRef('altdb', 'tt0133093')).length).toBe(1);
  });

  it('lists a season with every episode and version', async () => {
    const response = await get('/api/v1/titles/series/catalog:1396/seasons/1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.season).toBe(1);
    expect(body.episodes).toHaveLength(7);
    expect(body.episodes[0]).toMatchObject({
      episode: 1,
      versions: [{ version: 'v_series', monitored: true, state: 'missing', size: null, quality: null }],
    });
    const specials = await get('/api/v1/titles/series/catalog:1396/seasons/2');
    expect(specials.json().episodes[0].versions[0]).toMatchObject({ monitored: false, state: 'frozen' });
  });

  it('lists files per version (none yet) and the title history newest first', async () => {
    expect((await get('/api/v1/titles/movie/catalog:603/files')).json()).toEqual({ versions: [{ version: 'v_movie', files: [] }] });
    const history = (await get('/api/v1/titles/movie/catalog:603/history?limit=1')).json();
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({ kind: 'requested', version: 'v_movie', by: 'household app' });
    const older = (await get(`/api/v1/titles/movie/catalog:603/history?before=${history.next_before}`)).json();
    expect(older.items.map((i: { kind: string }) => i.kind)).toEqual(['added']);
    expect(older.next_before).toBeNull();
    const all = (await get('/api/v1/history?limit=500')).json();
    expect(all.items.length).toBeGreaterThan(4);
    expect(all.items[0].id).toBeGreaterThan(all.items[1].id);
  });

  it("lists an artist's albums with the watched one in the library", async () => {
    const response = await get(`/api/v1/titles/artist/${PINK_FLOYD}/albums`);
    expect(response.statusCode).toBe(200);
    const albums = response.json().items as { ref: string; in_library: boolean; versions: { monitored: boolean }[] }[];
    expect(albums.length).toBeGreaterThan(1);
    expect(albums.find((a) => a.ref === DARK_SIDE)).toMatchObject({ in_library: true, versions: [{ version: 'v_music', monitored: true }] });
    expect(albums.filter((a) => a.in_library)).toHaveLength(1);
    const artist = (await get(`/api/v1/titles/artist/${PINK_FLOYD}`)).json();
    expect(artist).toMatchObject({ kind: 'artist', name: 'Pink Floyd', versions: [], monitored: true });
    expect(artist.artist).toMatchObject({ albums: albums.length, albums_watched: 1 });
    const marker = (await get('/api/v1/titles?after=0')).json().next_after;
    const frozen = await service.app.inject({
      method: 'PUT',
      url: `/api/v1/titles/album/${DARK_SIDE}/monitoring`,
      headers: bearer(requestKey),
      payload: { monitored: false },
    });
    expect(frozen.statusCode).toBe(200);
    const changed = (await get(`/api/v1/titles?after=${marker}`)).json().items;
    expect(changed.map((t: { ref: string }) => t.ref).sort()).toEqual([DARK_SIDE, PINK_FLOYD].sort());
    expect(changed.find((t: { ref: string }) => t.ref === PINK_FLOYD).artist.albums_watched).toBe(0);
    const album = (await get(`/api/v1/titles/album/${DARK_SIDE}`)).json();
    expect(album.album).toMatchObject({ artist_ref: PINK_FLOYD, artist_name: 'Pink Floyd', release_date: '1973-03-01' });
  });

  it('looks up many titles in the order asked, with per-entry errors', async () => {
    const response = await post('/api/v1/titles/lookup', {
      items: [
        { kind: 'series', ref: 'seriesdb:81189' },
        { kind: 'movie', ref: 'catalog:157336' },
        { kind: 'movie', ref: 'bogus' },
        { kind: 'movie', ref: 'catalog:603' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().items;
    expect(items.map((i: { title: { ref: string } | null }) => i.title?.ref ?? null)).toEqual(['catalog:1396', null, null, 'catalog:603']);
    expect(items[1].error.code).toBe('title_not_found');
    expect(items[2].error.code).toBe('ref_invalid');
    const tooMany = await post('/api/v1/titles/lookup', { items: Array.from({ length: 101 }, () => ({ kind: 'movie', ref: 'catalog:603' })) });
    expect(tooMany.json().code).toBe('invalid_input');
  });

  it('needs a key with read', async () => {
    for (const url of ['/api/v1/titles/movie/catalog:603', '/api/v1/history', '/api/v1/titles/movie/catalog:603/files']) {
      expect((await service.app.inject({ method: 'GET', url })).json().code).toBe('api_key_missing');
      expect((await get(url, 'wrong')).json().code).toBe('api_key_invalid');
    }
  });
});
