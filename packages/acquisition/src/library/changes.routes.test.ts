import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManualClock } from '@hms/platform';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestKey, ownerHeaders } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

describe.each(ENGINES)('changing titles on %s', (engine) => {
  let service: TestAcquisition;
  let key: string;
  let readKey: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, k = key) =>
    service.app.inject({ method, url, headers: bearer(k), ...(payload ? { payload } : {}) });
  const movieFolder = () => join(service.dataDir, 'library/movies/The Matrix (1999)');

  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    key = await createTestKey(service, ['read', 'request'], 'household app');
    readKey = await createTestKey(service, ['read']);
    expect((await call('POST', '/api/v1/requests', { kind: 'movie', ref: 'catalog:603', versions: ['v_movie'] })).statusCode).toBe(201);
    expect(
      (await call('POST', '/api/v1/requests', { kind: 'series', ref: 'catalog:1396', versions: ['v_series'], series: { seasons: [1, 2] } }))
        .statusCode,
    ).toBe(201);
  });
  afterAll(() => service.dispose());

  it('refreshes: 202, then the job rescans the folder and the file makes the version available', async () => {
    mkdirSync(movieFolder(), { recursive: true });
    writeFileSync(join(movieFolder(), 'The.Matrix.1999.1080p.BluRay.x264.mkv'), 'x'.repeat(1000));
    writeFileSync(join(movieFolder(), 'The.Matrix.1999.1080p.BluRay.x264.en.srt'), 'subs');
    const response = await call('POST', '/api/v1/titles/movie/catalog:603/refresh');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ refresh: 'queued' });
    await service.jobs.runDue();
    const files = (await call('GET', '/api/v1/titles/movie/catalog:603/files')).json();
    expect(files.versions[0].files).toEqual([
      expect.objectContaining({ name: 'The.Matrix.1999.1080p.BluRay.x264.mkv', size: 1000, quality: 'Bluray-1080p', languages: [] }),
    ]);
    const title = (await call('GET', '/api/v1/titles/movie/catalog:603')).json();
    expect(title.versions[0]).toMatchObject({ state: 'available', files: 1, size: 1000 });
  });

  it('searches: nothing_wanted when all is there, queued otherwise, running while it runs', async () => {
    expect((await call('POST', '/api/v1/titles/movie/catalog:603/search')).json()).toEqual({ search: 'nothing_wanted' });
    const queued = await call('POST', '/api/v1/titles/series/catalog:1396/search');
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toEqual({ search: 'queued' });
    const job = await service.jobs.repositoryForInspection.list(10);
    const search = job.find((j) => j.name === 'library.search' && j.status === 'queued');
    expect(search).toBeDefined();
    await service.jobs.repositoryForInspection.claim(Number(search?.id), service.clock.now().toISOString());
    expect((await call('POST', '/api/v1/titles/series/catalog:1396/search')).json()).toEqual({ search: 'running' });
    const history = (await call('GET', '/api/v1/titles/series/catalog:1396/history?limit=1')).json();
    expect(history.items[0]).toMatchObject({ kind: 'search_asked', by: 'household app', data: { search: 'running' } });
  });

  it('moves files with subtitles to the recycle bin and restores them', async () => {
    const response = await call('POST', '/api/v1/titles/movie/catalog:603/delete-files', {});
    expect(response.statusCode).toBe(200);
    const [deleted] = response.json().versions;
    expect(deleted).toMatchObject({ version: 'v_movie', files_deleted: 1, size: 1000 });
    expect(existsSync(join(movieFolder(), 'The.Matrix.1999.1080p.BluRay.x264.mkv'))).toBe(false);
    expect(existsSync(join(movieFolder(), 'The.Matrix.1999.1080p.BluRay.x264.en.srt'))).toBe(false);
    const bin = (await call('GET', '/api/v1/recycle-bin', undefined, readKey)).json();
    expect(bin.items[0]).toMatchObject({ ref: 'catalog:603', file_name: 'The.Matrix.1999.1080p.BluRay.x264.mkv', deleted_by: 'household app' });
    expect((await call('GET', '/api/v1/titles/movie/catalog:603')).json().versions[0].state).toBe('missing');

    const restored = await call('POST', `/api/v1/recycle-bin/${deleted.entries[0]}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(readFileSync(join(movieFolder(), 'The.Matrix.1999.1080p.BluRay.x264.mkv'), 'utf8')).toHaveLength(1000);
    expect(existsSync(join(movieFolder(), 'The.Matrix.1999.1080p.BluRay.x264.en.srt'))).toBe(true);
    expect((await call('GET', '/api/v1/titles/movie/catalog:603')).json().versions[0].state).toBe('available');
    expect((await call('POST', `/api/v1/recycle-bin/${deleted.entries[0]}/restore`)).json().code).toBe('entry_not_found');
    expect((await call('POST', `/api/v1/recycle-bin/${deleted.entries[0]}/restore`, undefined, readKey)).json().code).toBe('scope_missing');
  });

  it('freezes and thaws seasons and versions; only switches change', async () => {
    const frozen = await call('PUT', '/api/v1/titles/series/catalog:1396/monitoring', { monitored: false, series: { seasons: [2] } });
    expect(frozen.statusCode).toBe(200);
    const seasons = frozen.json().title.series.seasons as { season: number; versions: { monitored: boolean }[] }[];
    expect(seasons.filter((s) => s.versions[0]?.monitored).map((s) => s.season)).toEqual([1]);
    const all = await call('PUT', '/api/v1/titles/series/catalog:1396/monitoring', { monitored: false });
    expect(all.json().versions).toEqual([{ version: 'v_series', monitored: false, state: 'frozen' }]);
    expect(all.json().title.versions[0].series.future_seasons).toBe(false);
    const thawed = await call('PUT', '/api/v1/titles/series/catalog:1396/monitoring', { monitored: true, versions: ['v_series'] });
    expect(thawed.json().versions[0]).toMatchObject({ monitored: true, state: 'missing' });
    expect(thawed.json().title.versions[0].series.future_seasons).toBe(true);
  });

  it('refuses monitoring input with the listed codes', async () => {
    const cases: [string, object, number, string][] = [
      ['/api/v1/titles/movie/catalog:603/monitoring', { monitored: true, versions: ['v_nope'] }, 422, 'version_unknown'],
      ['/api/v1/titles/movie/catalog:603/monitoring', { monitored: true, versions: ['v_series'] }, 422, 'version_kind_mismatch'],
      ['/api/v1/titles/movie/catalog:603/monitoring', { monitored: true, series: { seasons: [1] } }, 422, 'scope_not_for_kind'],
      ['/api/v1/titles/movie/catalog:27205/monitoring', { monitored: true }, 404, 'title_not_found'],
      ['/api/v1/titles/series/catalog:1396/monitoring', { monitored: true, series: { seasons: [77] } }, 404, 'season_not_found'],
      ['/api/v1/titles/series/catalog:1396/monitoring', { monitored: true, series: { episodes: [{ season: 1, episode: 77 }] } }, 422, 'episode_not_found'],
      ['/api/v1/titles/movie/catalog:603/monitoring', {}, 422, 'invalid_input'],
    ];
    for (const [url, body, status, code] of cases) {
      const response = await call('PUT', url, body);
      expect({ status: response.statusCode, code: response.json().code }).toEqual({ status, code });
    }
  });

  it('refuses a version the title does not have: 404 version_not_found', async () => {
    const created = await service.app.inject({
      method: 'POST',
      url: '/api/versions',
      headers: await ownerHeaders(service),
      payload: { id: 'v_movie_4k', kind: 'movie', name: 'Movies 4K', quality_profile_id: 2, root_folder: 'library/movies-4k' },
    });
    expect(created.statusCode).toBeLessThan(300);
    const response = await call('POST', '/api/v1/titles/movie/catalog:603/withdraw', { versions: ['v_movie_4k'] });
    expect({ status: response.statusCode, code: response.json().code }).toEqual({ status: 404, code: 'version_not_found' });
  });

  it('withdraws with delete_files: the file goes to the bin, the empty program title goes, a restore then answers 409', async () => {
    const response = await call('POST', '/api/v1/titles/movie/catalog:603/withdraw', { delete_files: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title_removed: true,
      versions: [{ version: 'v_movie', removed: true, files_deleted: 1 }],
      albums: null,
    });
    expect((await call('GET', '/api/v1/titles/movie/catalog:603')).json().code).toBe('title_not_found');
    const bin = (await call('GET', '/api/v1/recycle-bin')).json();
    const entry = bin.items.find((i: { ref: string }) => i.ref === 'catalog:603');
    const restore = await call('POST', `/api/v1/recycle-bin/${entry.id}/restore`);
    expect({ status: restore.statusCode, code: restore.json().code }).toEqual({ status: 409, code: 'title_gone' });
  });

  it('forgets bin entries after 30 days and removes their files', async () => {
    const before = (await call('GET', '/api/v1/recycle-bin')).json().items;
    expect(before.length).toBeGreaterThan(0);
    (service.clock as ManualClock).advance(31 * 86_400_000);
    await service.jobs.runDue();
    expect((await call('GET', '/api/v1/recycle-bin')).json().items).toEqual([]);
    expect(existsSync(join(service.dataDir, 'recycle-bin', String(before[0].id)))).toBe(false);
    expect((await call('POST', `/api/v1/recycle-bin/${before[0].id}/restore`)).json().code).toBe('entry_not_found');
  });

  it('removes a title with DELETE and answers REF errors', async () => {
    const removed = await call('DELETE', '/api/v1/titles/series/seriesdb:81189?delete_files=true');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ title_removed: true, versions: ['v_series'], files_deleted: 0 });
    expect((await call('DELETE', '/api/v1/titles/series/catalog:1396')).json().code).toBe('title_not_found');
    expect((await call('DELETE', '/api/v1/titles/book/catalog:1')).json().code).toBe('kind_unsupported');
    expect((await call('DELETE', '/api/v1/titles/movie/x')).json().code).toBe('ref_invalid');
    expect((await call('DELETE', '/api/v1/titles/movie/musicdb:x')).json().code).toBe('ref_source_unknown');
    expect((await call('DELETE', '/api/v1/titles/movie/catalog:1?delete_files=maybe')).json().code).toBe('invalid_input');
  });

  it('needs the request scope for every change', async () => {
    const changes: ['POST' | 'PUT' | 'DELETE', string, object | undefined][] = [
      ['PUT', '/api/v1/titles/movie/catalog:603/monitoring', { monitored: true }],
      ['POST', '/api/v1/titles/movie/catalog:603/search', undefined],
      ['POST', '/api/v1/titles/movie/catalog:603/refresh', undefined],
      ['POST', '/api/v1/titles/movie/catalog:603/withdraw', {}],
      ['POST', '/api/v1/titles/movie/catalog:603/delete-files', {}],
      ['DELETE', '/api/v1/titles/movie/catalog:603', undefined],
    ];
    for (const [method, url, body] of changes) {
      expect((await call(method, url, body, readKey)).json().code).toBe('scope_missing');
      expect((await service.app.inject({ method, url, ...(body ? { payload: body } : {}) })).json().code).toBe('api_key_missing');
    }
  });
});
