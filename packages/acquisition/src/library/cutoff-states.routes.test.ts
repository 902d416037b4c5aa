import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestKey } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

describe.each(ENGINES)('a file below or at its profile cutoff on %s', (engine) => {
  let service: TestAcquisition;
  let key: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    service.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
  const folder = () => join(service.dataDir, 'library/movies/The Matrix (1999)');

  /** Puts exactly this file in the movie's folder and lets the refresh job rescan it. */
  async function fileOnDisk(name: string) {
    rmSync(folder(), { recursive: true, force: true });
    mkdirSync(folder(), { recursive: true });
    writeFileSync(join(folder(), name), 'x'.repeat(500));
    expect((await call('POST', '/api/v1/titles/movie/catalog:603/refresh')).statusCode).toBe(202);
    await service.jobs.runDue();
    return (await call('GET', '/api/v1/titles/movie/catalog:603')).json().versions[0];
  }

  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    key = await createTestKey(service, ['read', 'request']);
    expect((await call('POST', '/api/v1/requests', { kind: 'movie', ref: 'catalog:603', versions: ['v_movie'] })).statusCode).toBe(201);
  });
  afterAll(() => service.dispose());

  it('is upgrading while the file is below the cutoff, and the title is wanted', async () => {
    expect(await fileOnDisk('The.Matrix.1999.720p.HDTV.x264-GRP.mkv')).toMatchObject({ state: 'upgrading', files: 1 });
    // The weightier reason wins: without indexers the version is not ready to fetch the upgrade.
    const why = (await call('GET', '/api/v1/titles/movie/catalog:603/why')).json();
    expect(why.versions[0]).toMatchObject({ version: 'v_movie', state: 'upgrading', reason: 'version_not_ready' });
    const wanted = (await call('GET', '/api/v1/wanted')).json();
    expect(JSON.stringify(wanted)).toContain('catalog:603');
  });

  it('is available once the file reaches the cutoff, and a search has nothing to do', async () => {
    expect(await fileOnDisk('The.Matrix.1999.1080p.BluRay.x264-GRP.mkv')).toMatchObject({ state: 'available', files: 1 });
    expect((await call('POST', '/api/v1/titles/movie/catalog:603/search')).json()).toEqual({ search: 'nothing_wanted' });
  });

  it('counts a file whose quality cannot be read as below the cutoff', async () => {
    expect(await fileOnDisk('the matrix.mkv')).toMatchObject({ state: 'upgrading' });
  });

  it('is available with any file when the profile does not upgrade', async () => {
    const profile = await service.quality.getProfile(1);
    const { id: _id, ...input } = profile;
    await service.quality.updateProfile(1, { ...input, upgrade_allowed: false });
    expect(await fileOnDisk('The.Matrix.1999.720p.HDTV.x264-GRP.mkv')).toMatchObject({ state: 'available' });
  });
});
