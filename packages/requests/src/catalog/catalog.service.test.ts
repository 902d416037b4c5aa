import { DemoCatalog, TmdbCatalog } from '@hms/catalog';
import { ManualClock } from '@hms/platform';
import { type FakeTmdb, startFakeTmdb } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movieSeriesCatalogFor } from './catalog.factory.ts';
import { CatalogService } from './catalog.service.ts';

const IMAGES = 'https://images.example/t/p';

describe('the catalog service over the demo catalog', () => {
  const demo = new DemoCatalog();
  const service = new CatalogService({ catalog: demo, imageBaseUrl: IMAGES, clock: new ManualClock() });

  it('finds movies in the caller\'s language, mapped to MediaItem and marked demo', async () => {
    const german = await service.search('movie', 'Matrix', { page: 1, language: 'de' });
    const source = (await demo.movie(603, { language: 'de' }))!;
    expect(german.demo).toBe(true);
    const matrix = german.items.find((item) => item.catalog_id === 603);
    expect(matrix).toMatchObject({
      media_type: 'movie',
      catalog_id: 603,
      seriesdb_id: null,
      title: 'Matrix',
      original_title: 'The Matrix',
      release_date: source.release_date,
      runtime_minutes: null,
      poster_url: source.poster_path ? `${IMAGES}/w500${source.poster_path}` : null,
    });
    expect(matrix?.genres.length).toBe(matrix?.genre_ids.length);
    expect(matrix?.genres.length).toBeGreaterThan(0);
    const english = await service.search('movie', 'Matrix', { page: 1, language: 'en' });
    expect(english.items.find((item) => item.catalog_id === 603)?.title).toBe('The Matrix');
  });

  it('searches series by name and keeps only series', async () => {
    const page = await service.search('tv', 'Breaking Bad', { page: 1, language: 'en' });
    expect(page.items[0]).toMatchObject({ media_type: 'tv', catalog_id: 1396, title: 'Breaking Bad' });
    expect(page.items.every((item) => item.media_type === 'tv')).toBe(true);
    expect(page).toMatchObject({ page: 1, total_results: page.items.length });
  });

  it('gives a series\' detail with its seasons and series-database id, a movie\'s with its runtime', async () => {
    const series = await service.title('tv', 1396, 'en');
    expect(series).toMatchObject({ media_type: 'tv', catalog_id: 1396, demo: true, origin_country: ['US'] });
    expect(series?.seriesdb_id).toEqual(expect.any(Number));
    expect(series?.seasons.map((s) => s.season_number)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
    const movie = await service.title('movie', 603, 'de');
    expect(movie).toMatchObject({ title: 'Matrix', original_language: 'en', seasons: [], certification: null });
    expect(movie?.runtime_minutes).toBeGreaterThan(100);
  });

  it('answers null for a title the catalog does not know', async () => {
    expect(await service.title('movie', 999_999_999, 'en')).toBeNull();
    expect(await service.title('tv', 603_603_603, 'en')).toBeNull();
  });
});

describe('the catalog service over a TMDB server', () => {
  let tmdb: FakeTmdb;
  let service: CatalogService;
  beforeAll(async () => {
    tmdb = await startFakeTmdb({ token: 'read-token' });
    service = new CatalogService({
      catalog: movieSeriesCatalogFor({ catalogUrl: tmdb.baseUrl, catalogToken: 'read-token' }),
      imageBaseUrl: IMAGES,
      clock: new ManualClock(),
    });
  });
  afterAll(() => tmdb.close());

  it('uses the TMDB client when a token is configured and the demo catalog without one', () => {
    expect(movieSeriesCatalogFor({ catalogUrl: tmdb.baseUrl, catalogToken: 'read-token' })).toBeInstanceOf(TmdbCatalog);
    expect(movieSeriesCatalogFor({ catalogUrl: tmdb.baseUrl })).toBeInstanceOf(DemoCatalog);
    expect(movieSeriesCatalogFor({ catalogUrl: tmdb.baseUrl, catalogToken: '  ' })).toBeInstanceOf(DemoCatalog);
  });

  it('searches over HTTP in the caller\'s language and does not mark the answer as demo', async () => {
    const page = await service.search('movie', 'Matrix', { page: 1, language: 'de' });
    expect(page.demo).toBe(false);
    expect(page.items.find((item) => item.catalog_id === 603)?.title).toBe('Matrix');
    const searches = tmdb.requests.filter((r) => r.path === '/search/movie');
    expect(searches.at(-1)?.query).toMatchObject({ query: 'Matrix', language: 'de' });
    expect(searches.at(-1)?.headers.authorization).toBe('Bearer read-token');
  });

  it('maps a series detail from TMDB with seasons and series-database id', async () => {
    const series = await service.title('tv', 1396, 'en');
    expect(series).toMatchObject({ media_type: 'tv', catalog_id: 1396, title: 'Breaking Bad', demo: false });
    expect(series?.seriesdb_id).toEqual(expect.any(Number));
    expect(series?.seasons.length).toBeGreaterThan(0);
    expect(await service.title('movie', 999_999_999, 'en')).toBeNull();
  });

  it('turns a rejected token into the catalog_token_rejected error', async () => {
    const rejected = new CatalogService({
      catalog: movieSeriesCatalogFor({ catalogUrl: tmdb.baseUrl, catalogToken: 'wrong' }),
      imageBaseUrl: IMAGES,
      clock: new ManualClock(),
    });
    await expect(rejected.search('movie', 'Matrix', { page: 1, language: 'en' })).rejects.toMatchObject({
      code: 'catalog_token_rejected',
    });
  });
});
