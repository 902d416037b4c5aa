import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestKey } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

const DARK_SIDE = 'musicdb:f5093c06-23e3-404f-aeaa-40f72885ee3a';

describe.each(ENGINES)('series episodes, season scopes and album tracks on %s', (engine) => {
  let service: TestAcquisition;
  let key: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    service.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
  const season = async (n: number) => (await call('GET', `/api/v1/titles/series/catalog:1396/seasons/${n}`)).json();

  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    key = await createTestKey(service, ['read', 'request'], 'household app');
  });
  afterAll(() => service.dispose());

  it('watches only the named episodes and says the versions are not ready yet', async () => {
    const response = await call('POST', '/api/v1/requests', {
      kind: 'series',
      ref: 'catalog:1396',
      versions: ['v_series'],
      series: { episodes: [{ season: 1, episode: 2 }, { season: 1, episode: 3 }] },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().notes).toContainEqual(expect.objectContaining({ code: 'version_not_ready', params: expect.objectContaining({ version: 'v_series' }) }));
    const one = await season(1);
    expect(one.episodes.filter((e: { versions: { monitored: boolean }[] }) => e.versions[0]?.monitored).map((e: { episode: number }) => e.episode)).toEqual([2, 3]);
  });

  it('files a double episode once and moves it whole when one of its episodes is named', async () => {
    const folder = join(service.dataDir, 'library/series/Breaking Bad (2008)/Season 01');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'Breaking.Bad.S01E02-E03.720p.mkv'), 'y'.repeat(300));
    expect((await call('POST', '/api/v1/titles/series/catalog:1396/refresh')).statusCode).toBe(202);
    await service.jobs.runDue();
    const filed = await season(1);
    // HDTV-720p is below the HD profile's cutoff (Bluray-1080p): the episodes want an upgrade.
    expect(filed.episodes.find((e: { episode: number }) => e.episode === 3).versions[0]).toMatchObject({ state: 'upgrading', size: 300, quality: 'HDTV-720p' });
    const title = (await call('GET', '/api/v1/titles/series/catalog:1396')).json();
    expect(title.versions[0]).toMatchObject({ state: 'upgrading', files: 1 });
    expect(title.versions[0].series).toMatchObject({ episodes_monitored: 2, episodes_with_file: 2 });

    const deleted = await call('POST', '/api/v1/titles/series/catalog:1396/delete-files', { series: { episodes: [{ season: 1, episode: 3 }] } });
    expect(deleted.json().versions).toEqual([expect.objectContaining({ version: 'v_series', files_deleted: 1, size: 300 })]);
    expect(existsSync(join(folder, 'Breaking.Bad.S01E02-E03.720p.mkv'))).toBe(false);
    expect((await season(1)).episodes.find((e: { episode: number }) => e.episode === 2).versions[0].state).toBe('missing');
  });

  it('withdraws one season and keeps the version while other episodes are watched', async () => {
    await call('POST', '/api/v1/requests', { kind: 'series', ref: 'catalog:1396', versions: ['v_series'], series: { seasons: [2] } });
    const response = await call('POST', '/api/v1/titles/series/catalog:1396/withdraw', { series: { seasons: [2] } });
    expect(response.json()).toMatchObject({ title_removed: false, versions: [{ version: 'v_series', removed: false, monitored: true }] });
    expect((await season(2)).episodes.every((e: { versions: { monitored: boolean }[] }) => !e.versions[0]?.monitored)).toBe(true);
    const emptied = await call('POST', '/api/v1/titles/series/catalog:1396/withdraw', { series: { episodes: [{ season: 1, episode: 2 }, { season: 1, episode: 3 }] } });
    expect(emptied.json()).toMatchObject({ title_removed: true, versions: [{ version: 'v_series', removed: true }] });
  });

  it('deletes single album tracks and refuses a track without a file', async () => {
    expect((await call('POST', '/api/v1/requests', { kind: 'album', ref: DARK_SIDE })).statusCode).toBe(201);
    const folder = join(service.dataDir, 'library/music/Pink Floyd/The Dark Side of the Moon (1973)');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, '01 - Speak to Me.flac'), 'a'.repeat(10));
    writeFileSync(join(folder, '02 - Breathe.flac'), 'b'.repeat(20));
    await call('POST', `/api/v1/titles/album/${DARK_SIDE}/refresh`);
    await service.jobs.runDue();
    const missing = await call('POST', `/api/v1/titles/album/${DARK_SIDE}/delete-files`, { album: { tracks: [7] } });
    expect({ status: missing.statusCode, code: missing.json().code }).toEqual({ status: 422, code: 'track_not_found' });
    const deleted = await call('POST', `/api/v1/titles/album/${DARK_SIDE}/delete-files`, { album: { tracks: [2] } });
    expect(deleted.json().versions[0]).toMatchObject({ version: 'v_music', files_deleted: 1, size: 20 });
    expect(existsSync(join(folder, '01 - Speak to Me.flac'))).toBe(true);
    const wrong = await call('POST', '/api/v1/titles/series/catalog:1399/delete-files', { album: { tracks: [1] } });
    expect(wrong.json().code).toBe('title_not_found');
    const notForKind = await call('POST', `/api/v1/titles/album/${DARK_SIDE}/delete-files`, { series: { seasons: [1] } });
    expect(notForKind.json().code).toBe('scope_not_for_kind');
  });
});
