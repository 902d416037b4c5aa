import type { ManualClock } from '@hms/platform';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestKey } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

const PINK_FLOYD = 'musicdb:83d91898-7763-47d7-b03b-b92132375c47';
const DARK_SIDE = 'musicdb:f5093c06-23e3-404f-aeaa-40f72885ee3a';

describe.each(ENGINES)('why, wanted, calendar, ratings, preview on %s', (engine) => {
  let service: TestAcquisition;
  let key: string;
  let readKey: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, k = key) =>
    service.app.inject({ method, url, headers: bearer(k), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    key = await createTestKey(service, ['read', 'request'], 'household app');
    readKey = await createTestKey(service, ['read']);
    await call('POST', '/api/v1/requests', { kind: 'movie', ref: 'catalog:603', versions: ['v_movie'] });
    await call('POST', '/api/v1/requests', { kind: 'series', ref: 'catalog:1399', versions: ['v_series'], series: { seasons: [1] } });
  });
  afterAll(() => service.dispose());

  it('says per version why a title is not there, single and in a batch', async () => {
    const why = await call('GET', '/api/v1/titles/movie/catalog:603/why', undefined, readKey);
    expect(why.statusCode).toBe(200);
    expect(why.json().versions[0]).toMatchObject({ version: 'v_movie', state: 'missing', reason: 'version_not_ready' });
    expect(why.json().versions[0].params.reasons).toContain('no_indexer');
    const batch = await call(
      'POST',
      '/api/v1/titles/why',
      { items: [{ kind: 'series', ref: 'catalog:1399' }, { kind: 'movie', ref: 'catalog:1' }, { kind: 'book', ref: 'x:1' }] },
      readKey,
    );
    expect(batch.statusCode).toBe(200);
    const items = batch.json().items;
    expect(items[0].versions[0].version).toBe('v_series');
    expect(items[1]).toMatchObject({ versions: null, error: { code: 'title_not_found' } });
    expect(items[2].error.code).toBe('kind_unsupported');
    const tooMany = await call('POST', '/api/v1/titles/why', { items: Array.from({ length: 51 }, () => ({ kind: 'movie', ref: 'catalog:603' })) });
    expect(tooMany.json().code).toBe('invalid_input');
    expect((await call('GET', '/api/v1/titles/movie/catalog:2/why')).json().code).toBe('title_not_found');
  });

  it('lists what is wanted, paged', async () => {
    const page = (await call('GET', '/api/v1/wanted?limit=1', undefined, readKey)).json();
    expect(page.total).toBe(2);
    expect(page.items).toHaveLength(1);
    expect(page.next_offset).toBe(1);
    const rest = (await call('GET', `/api/v1/wanted?offset=${page.next_offset}`, undefined, readKey)).json();
    expect(rest.items).toHaveLength(1);
    expect(rest.next_offset).toBeNull();
    expect((await call('GET', '/api/v1/wanted?kind=movie')).json().items.map((i: { ref: string }) => i.ref)).toEqual(['catalog:603']);
    expect((await call('GET', '/api/v1/wanted?kind=book')).json().code).toBe('kind_unsupported');
    expect((await call('GET', '/api/v1/wanted?kind=artist')).json()).toEqual({ items: [], total: 0, next_offset: null });
  });

  it('lists releases and airings in a window', async () => {
    const movies = (await call('GET', '/api/v1/calendar?from=1999-03-01&to=1999-04-30', undefined, readKey)).json();
    expect(movies.items).toEqual([expect.objectContaining({ kind: 'movie', ref: 'catalog:603', date: '1999-03-30' })]);
    const episodes = (await call('GET', '/api/v1/calendar?from=2011-04-01&to=2011-04-30&kind=series')).json();
    expect(episodes.items.length).toBeGreaterThan(0);
    expect(episodes.items[0]).toMatchObject({ kind: 'series', ref: 'catalog:1399', season: 1 });
    expect((await call('GET', '/api/v1/calendar?from=2020-01-02&to=2020-01-01')).json().code).toBe('invalid_input');
    expect((await call('GET', '/api/v1/calendar?from=nope&to=2020-01-01')).json().code).toBe('invalid_input');
  });

  it('gives catalog ratings for refs in the library', async () => {
    const ratings = (await call('GET', '/api/v1/ratings?kind=movie&refs=catalog:603,altdb:tt0133093,catalog:5', undefined, readKey)).json();
    expect(ratings.items[0]).toMatchObject({ ref: 'catalog:603', source: 'catalog', error: null });
    expect(ratings.items[0].average).toBeGreaterThan(5);
    expect(ratings.items[0].votes).toBeGreaterThan(1000);
    expect(ratings.items[1].average).toBe(ratings.items[0].average);
    expect(ratings.items[2].error.code).toBe('title_not_found');
    const outside = (await call('GET', '/api/v1/ratings?kind=movie&refs=catalog:27205,altdb:tt1375666', undefined, readKey)).json();
    expect(outside.items[0]).toMatchObject({ ref: 'catalog:27205', error: null });
    expect(outside.items[0].average).toBeGreaterThan(5);
    expect(outside.items[1].error.code).toBe('title_not_found');
    const many = Array.from({ length: 101 }, (_, i) => `catalog:${i + 1}`).join(',');
    expect((await call('GET', `/api/v1/ratings?kind=movie&refs=${many}`)).json().code).toBe('invalid_input');
    expect((await call('GET', '/api/v1/ratings?kind=book&refs=catalog:1')).json().code).toBe('kind_unsupported');
  });

  it('previews a title without loading, keeps the result 30 minutes, refuses an indexer search', async () => {
    const preview = await call('POST', '/api/v1/preview', { kind: 'movie', ref: 'catalog:27205' });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body).toMatchObject({ state: 'done', releases: 0, indexers: [], title: { in_library: false, name: 'Inception', released: true } });
    expect(body.versions[0]).toMatchObject({ version: 'v_movie', would_search: false, why_not: 'version_not_ready' });
    expect((await call('GET', `/api/v1/preview/${body.preview_id}`)).json()).toEqual(body);
    (service.clock as ManualClock).advance(31 * 60_000);
    expect((await call('GET', `/api/v1/preview/${body.preview_id}`)).json().code).toBe('preview_not_found');
    const busy = await call('POST', '/api/v1/preview', { kind: 'movie', ref: 'catalog:603', search: true });
    expect({ status: busy.statusCode, code: busy.json().code }).toEqual({ status: 409, code: 'search_busy' });
    const cases: [object, string][] = [
      [{ kind: 'movie', ref: 'altdb:tt1375666' }, 'ref_not_addable'],
      [{ kind: 'movie', ref: 'catalog:603', versions: ['v_x'] }, 'version_unknown'],
      [{ kind: 'movie', ref: 'catalog:603', versions: ['v_music'] }, 'version_kind_mismatch'],
      [{ kind: 'movie', ref: 'catalog:603', series: { seasons: [1] } }, 'scope_not_for_kind'],
      [{ kind: 'book', ref: 'catalog:603' }, 'kind_unsupported'],
      [{ kind: 'movie', ref: 'seriesdb:1' }, 'ref_source_unknown'],
      [{ kind: 'movie', ref: 'catalog:x' }, 'ref_invalid'],
    ];
    for (const [input, code] of cases) expect((await call('POST', '/api/v1/preview', input)).json().code).toBe(code);
    expect((await call('POST', '/api/v1/preview', { kind: 'movie', ref: 'catalog:603' }, readKey)).json().code).toBe('scope_missing');
  });

  it('requests an artist with chosen albums and withdraws it album by album', async () => {
    const added = await call('POST', '/api/v1/requests', { kind: 'artist', ref: PINK_FLOYD, artist: { albums: [DARK_SIDE] }, origin: 'music-app' });
    expect(added.json()).toMatchObject({ created: true, albums_watched: 1, versions: [] });
    const album = await call('POST', '/api/v1/requests', { kind: 'album', ref: DARK_SIDE });
    expect(album.json()).toMatchObject({ created: false, versions: [{ version: 'v_music', added: false }] });
    const withdrawn = await call('POST', `/api/v1/titles/artist/${PINK_FLOYD}/withdraw`, {});
    expect(withdrawn.json()).toMatchObject({ title_removed: true, albums: [{ ref: DARK_SIDE, title_removed: true }] });
    expect((await call('GET', `/api/v1/titles/album/${DARK_SIDE}`)).json().code).toBe('title_not_found');
  });

  it('lists exactly the 43 contract addresses in the OpenAPI document', async () => {
    const document = (await service.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, item]) => Object.keys(item).filter((m) => m !== 'parameters').map((m) => `${m} ${path}`));
    expect(operations).toHaveLength(43);
  });
});
