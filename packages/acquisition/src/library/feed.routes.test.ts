import type { ManualClock } from '@hms/platform';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestKey } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

describe.each(ENGINES)('GET /api/v1/titles (change feed) on %s', (engine) => {
  let service: TestAcquisition;
  let key: string;
  let requestKey: string;
  const get = (url: string, k = key) => service.app.inject({ method: 'GET', url, headers: bearer(k) });
  const request = (body: object) =>
    service.app.inject({ method: 'POST', url: '/api/v1/requests', headers: bearer(requestKey), payload: body });

  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    key = await createTestKey(service, ['read']);
    requestKey = await createTestKey(service, ['read', 'request']);
    for (const ref of ['catalog:603', 'catalog:27205', 'catalog:157336']) {
      expect((await request({ kind: 'movie', ref, versions: ['v_movie'] })).statusCode).toBe(201);
    }
    expect((await request({ kind: 'series', ref: 'catalog:1396', versions: ['v_series'], series: { seasons: [1] } })).statusCode).toBe(201);
  });
  afterAll(() => service.dispose());

  it('gives everything from 0 in pages, oldest change first, then nothing new', async () => {
    const first = (await get('/api/v1/titles?after=0&limit=3')).json();
    expect(first.items.map((t: { ref: string }) => t.ref)).toEqual(['catalog:603', 'catalog:27205', 'catalog:157336']);
    expect(first.more).toBe(true);
    expect(first.removed).toEqual([]);
    const second = (await get(`/api/v1/titles?after=${first.next_after}&limit=3`)).json();
    expect(second.items.map((t: { ref: string }) => t.ref)).toEqual(['catalog:1396']);
    expect(second.more).toBe(false);
    expect(second.next_after).toBe(second.latest);
    const series = second.items[0];
    expect(series.series.seasons.length).toBeGreaterThan(1);
    expect(series.series.seasons[0]).not.toHaveProperty('episodes_list');
    const none = (await get(`/api/v1/titles?after=${second.next_after}`)).json();
    expect(none).toMatchObject({ items: [], removed: [], more: false, next_after: second.next_after });
  });

  it('shows a change and a removal after the marker, filtered by kind', async () => {
    const marker = (await get('/api/v1/titles?after=0')).json().next_after;
    const frozen = await service.app.inject({
      method: 'PUT',
      url: '/api/v1/titles/movie/catalog:603/monitoring',
      headers: bearer(requestKey),
      payload: { monitored: false },
    });
    expect(frozen.statusCode).toBe(200);
    const withdrawn = await service.app.inject({
      method: 'POST',
      url: '/api/v1/titles/movie/catalog:27205/withdraw',
      headers: bearer(requestKey),
      payload: {},
    });
    expect(withdrawn.json().title_removed).toBe(true);
    const changes = (await get(`/api/v1/titles?after=${marker}`)).json();
    expect(changes.items.map((t: { ref: string }) => t.ref)).toEqual(['catalog:603']);
    expect(changes.items[0].versions[0]).toMatchObject({ version: 'v_movie', monitored: false, state: 'frozen' });
    expect(changes.removed).toEqual([
      expect.objectContaining({ kind: 'movie', ref: 'catalog:27205', refs: expect.arrayContaining(['altdb:tt1375666']) }),
    ]);
    const seriesOnly = (await get(`/api/v1/titles?after=${marker}&kind=series`)).json();
    expect(seriesOnly).toMatchObject({ items: [], removed: [] });
    const fromZero = (await get('/api/v1/titles?after=0')).json();
    expect(fromZero.removed).toEqual([]);
    expect(fromZero.items.map((t: { ref: string }) => t.ref)).not.toContain('catalog:27205');
  });

  it('drops a removal from the feed when the title comes back', async () => {
    const marker = (await get('/api/v1/titles?after=0')).json().next_after;
    await request({ kind: 'movie', ref: 'catalog:27205', versions: ['v_movie'] });
    const page = (await get(`/api/v1/titles?after=${marker}`)).json();
    expect(page.items.map((t: { ref: string }) => t.ref)).toEqual(['catalog:27205']);
    expect(page.removed).toEqual([]);
    const earlier = (await get(`/api/v1/titles?after=1`)).json();
    expect(earlier.removed.map((r: { ref: string }) => r.ref)).not.toContain('catalog:27205');
  });

  it('answers 410 marker_too_old once removals older than 90 days are forgotten', async () => {
    const marker = (await get('/api/v1/titles?after=0')).json().next_after;
    await service.app.inject({
      method: 'POST',
      url: '/api/v1/titles/movie/catalog:157336/withdraw',
      headers: bearer(requestKey),
      payload: {},
    });
    (service.clock as ManualClock).advance(91 * 86_400_000);
    const old = await get(`/api/v1/titles?after=${marker}`);
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({ code: 'marker_too_old', params: { after: marker } });
    expect(old.json().params.oldest).toBeGreaterThan(marker);
    const restart = await get('/api/v1/titles?after=0');
    expect(restart.statusCode).toBe(200);
    const fresh = await get(`/api/v1/titles?after=${restart.json().next_after}`);
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses bad input and unknown kinds', async () => {
    expect((await get('/api/v1/titles?kind=book')).json()).toMatchObject({ code: 'kind_unsupported' });
    expect((await get('/api/v1/titles?limit=2001')).statusCode).toBe(422);
    expect((await get('/api/v1/titles?after=-1')).json().code).toBe('invalid_input');
    expect((await get('/api/v1/titles?limit=0')).json().code).toBe('invalid_input');
  });

  it('needs a key: none 401, unknown 401, read passes', async () => {
    expect((await service.app.inject({ method: 'GET', url: '/api/v1/titles' })).json().code).toBe('api_key_missing');
    expect((await get('/api/v1/titles', 'nope')).json().code).toBe('api_key_invalid');
    expect((await get('/api/v1/titles')).statusCode).toBe(200);
  });
});
