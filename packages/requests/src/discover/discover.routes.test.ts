import { DemoCatalog } from '@hms/catalog';
import { ENGINES, type FakeTmdb, startFakeTmdb } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../accounts/account.ts';
import { bearer, createTestAccount, tokenFor } from '../testing/accounts.ts';
import { startTestRequests, type TestRequests } from '../testing/test-requests.ts';

describe.each(ENGINES)('search and title detail on %s', (engine) => {
  let service: TestRequests;
  let user: Account;
  let userToken: string;
  let adminToken: string;
  const demo = new DemoCatalog();
  beforeAll(async () => {
    service = await startTestRequests(engine);
    user = await createTestAccount(service, { role: 'user' });
    userToken = await tokenFor(service, user);
    adminToken = await tokenFor(service, await createTestAccount(service, { role: 'admin' }));
  });
  afterAll(() => service.dispose());

  const get = (url: string, token = userToken) => service.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('searches the demo catalog in the account\'s language and says so with demo: true', async () => {
    expect(user.language).toBe('de');
    const response = await get('/api/v1/search/movie?q=Matrix');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, demo: true, arr_warning: null });
    expect(body.total_results).toBeGreaterThanOrEqual(body.items.length);
    const expected = (await demo.movie(603, { language: 'de' }))!;
    expect(body.items.find((item: { catalog_id: number }) => item.catalog_id === 603)).toEqual({
      media_type: 'movie',
      catalog_id: 603,
      seriesdb_id: null,
      title: expected.title,
      original_title: expected.original_title,
      overview: expected.overview,
      poster_url: null,
      backdrop_url: null,
      release_date: expected.release_date,
      vote_average: expected.vote_average,
      vote_count: expected.vote_count,
      genres: expected.genres.map((g) => g.name),
      genre_ids: expected.genres.map((g) => g.id),
      runtime_minutes: null,
    });
  });

  it('refuses a search without q, with an unknown kind or a bad page, as invalid_input', async () => {
    for (const url of ['/api/v1/search/movie', '/api/v1/search/music?q=x', '/api/v1/search/tv?q=x&page=0']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().code).toBe('invalid_input');
    }
  });

  it('gives a title\'s detail with its state here, none until somebody requests it', async () => {
    const before = await get('/api/v1/media/tv/1396');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      media_type: 'tv',
      catalog_id: 1396,
      status: 'none',
      status_uhd: null,
      fassungen: [],
      watched: false,
      watched_on: [],
      watched_not_on: [],
      path: null,
      path_uhd: null,
      uhd_in_standard: false,
      demo: true,
    });
    expect(before.json().seasons.length).toBeGreaterThan(0);
    expect(before.json()).not.toHaveProperty('posterPath');

    await service.app.inject({
      method: 'POST',
      url: '/api/v1/requests',
      headers: bearer(userToken),
      payload: { media_type: 'tv', catalog_id: 1396, season: 1 },
    });
    await service.app.inject({
      method: 'POST',
      url: '/api/v1/requests',
      headers: bearer(adminToken),
      payload: { media_type: 'tv', catalog_id: 1396, season: 2, tier: 'uhd' },
    });
    const after = (await get('/api/v1/media/tv/1396')).json();
    expect(after).toMatchObject({ status: 'pending_approval', status_uhd: 'approved' });
  });

  it('answers 404 title_not_found for an unknown title and 422 for a bad id', async () => {
    const missing = await get('/api/v1/media/movie/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'title_not_found', params: { media_type: 'movie', catalog_id: 999999999 } });
    expect((await get('/api/v1/media/movie/abc')).statusCode).toBe(422);
    expect((await get('/api/v1/media/book/1')).statusCode).toBe(422);
  });
});

describe.each(ENGINES)('search and title detail against a TMDB server on %s', (engine) => {
  let tmdb: FakeTmdb;
  let service: TestRequests;
  let token: string;
  beforeAll(async () => {
    tmdb = await startFakeTmdb({ token: 'tmdb-read-token' });
    service = await startTestRequests(engine, {
      env: { REQUESTS_CATALOG_URL: tmdb.baseUrl, REQUESTS_CATALOG_TOKEN: 'tmdb-read-token' },
    });
    const account = await createTestAccount(service, { role: 'user' });
    await service.accounts.update(account.id, { language: 'en' });
    token = await tokenFor(service, account);
  });
  afterAll(async () => {
    await service.dispose();
    await tmdb.close();
  });

  it('asks the configured catalog in the account\'s language and answers without the demo mark', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/v1/search/tv?q=Breaking&page=1', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ demo: false, page: 1 });
    expect(response.json().items[0]).toMatchObject({ media_type: 'tv', catalog_id: 1396, title: 'Breaking Bad' });
    const search = tmdb.requests.find((r) => r.path === '/search/tv');
    expect(search?.query).toMatchObject({ query: 'Breaking', language: 'en', page: '1' });
    const detail = await service.app.inject({ method: 'GET', url: '/api/v1/media/movie/603', headers: bearer(token) });
    expect(detail.json()).toMatchObject({ catalog_id: 603, title: 'The Matrix', demo: false, status: 'none' });
  });

  it('answers a catalog failure with its catalog code, not a 500', async () => {
    tmdb.failNext(10, { status: 503 });
    const response = await service.app.inject({ method: 'GET', url: '/api/v1/search/movie?q=Alien', headers: bearer(token) });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('catalog_unavailable');
  });
});
