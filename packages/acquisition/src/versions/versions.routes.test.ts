import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestKey, ownerHeaders } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

describe.each(ENGINES)('versions on %s', (engine) => {
  let service: TestAcquisition;
  let owner: Record<string, string>;
  let readKey: string;
  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    owner = await ownerHeaders(service);
    readKey = await createTestKey(service, ['read']);
  });
  afterAll(() => service.dispose());

  const list = (query = '', key = readKey) =>
    service.app.inject({ method: 'GET', url: `/api/v1/versions${query}`, headers: bearer(key) });
  const ownerCall = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    service.app.inject({ method, url, headers: owner, ...(payload ? { payload } : {}) });

  it('a fresh install has v_movie, v_series and v_music, not ready for want of indexers and download clients', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      { id: 'v_music', kind: 'album', name: 'Music', quality_profile_id: 3, position: 1, ready: false, reasons: ['no_indexer', 'no_download_client'], source: null },
      { id: 'v_movie', kind: 'movie', name: 'Movies', quality_profile_id: 1, position: 1, ready: false, reasons: ['no_indexer', 'no_download_client'], source: null },
      { id: 'v_series', kind: 'series', name: 'Series', quality_profile_id: 1, position: 1, ready: false, reasons: ['no_indexer', 'no_download_client'], source: null },
    ]);
    expect(response.body).not.toContain('library/');
    const folders = (await ownerCall('GET', '/api/versions')).json().items;
    for (const version of folders) expect(existsSync(version.root_folder_path)).toBe(true);
    expect(folders.map((v: { root_folder: string }) => v.root_folder).sort()).toEqual(['library/movies', 'library/music', 'library/series']);
  });

  it('filters by kind; an unknown kind is 422 kind_unsupported, an empty one invalid_input', async () => {
    expect((await list('?kind=movie')).json().items.map((v: { id: string }) => v.id)).toEqual(['v_movie']);
    for (const kind of ['artist', 'book']) {
      const refused = await list(`?kind=${kind}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'kind_unsupported', params: { kind } });
    }
    const empty = await list('?kind=');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('invalid_input');
  });

  it('needs a key: 401 without, 401 revoked; every key reads', async () => {
    expect((await service.app.inject({ method: 'GET', url: '/api/v1/versions' })).json().code).toBe('api_key_missing');
    for (const scopes of [['read'], ['request'], ['operate']]) {
      expect((await list('', await createTestKey(service, scopes))).statusCode).toBe(200);
    }
    const revoked = await createTestKey(service, ['read'], 'to revoke');
    const id = (await service.app.inject({ method: 'GET', url: '/api/v1/key', headers: bearer(revoked) })).json().id;
    await ownerCall('DELETE', `/api/keys/${id}`);
    expect((await list('', revoked)).json().code).toBe('api_key_invalid');
  });

  it('the owner adds a 4K version; a missing folder is a readiness reason', async () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'hms-v-')), 'not-there');
    const created = await ownerCall('POST', '/api/versions', {
      id: 'v_movie_4k',
      kind: 'movie',
      name: 'Movies 4K',
      quality_profile_id: 2,
      root_folder: missing,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: 'v_movie_4k', position: 2, root_folder_path: missing, ready: false });
    const movie = (await list('?kind=movie')).json().items;
    expect(movie.map((v: { id: string }) => v.id)).toEqual(['v_movie', 'v_movie_4k']);
    expect(movie[1].reasons).toEqual(['root_folder_missing', 'no_indexer', 'no_download_client']);
  });

  it('edits a version but never its id or kind; refuses unknown profiles', async () => {
    const renamed = await ownerCall('PATCH', '/api/versions/v_series', { name: 'TV', quality_profile_id: 2 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: 'v_series', name: 'TV', quality_profile_id: 2 });
    const kind = await ownerCall('PATCH', '/api/versions/v_series', { kind: 'movie' });
    expect(kind.statusCode).toBe(422);
    expect(kind.json()).toMatchObject({ code: 'version_kind_fixed', params: { version: 'v_series' } });
    const profile = await ownerCall('PATCH', '/api/versions/v_series', { quality_profile_id: 999 });
    expect(profile.json()).toMatchObject({ code: 'profile_unknown', params: { profile_id: 999 } });
    const unknown = await ownerCall('PATCH', '/api/versions/v_nope', { name: 'x' });
    expect(unknown.json()).toMatchObject({ code: 'version_unknown', params: { version: 'v_nope' } });
    const outside = await ownerCall('PATCH', '/api/versions/v_series', { root_folder: '../outside' });
    expect(outside.json().code).toBe('invalid_input');
    for (const body of [{ name: 'a\u0000' }, { quality_profile_id: 99999999999 }, { root_folder: 'x\u0000y' }]) {
      expect((await ownerCall('PATCH', '/api/versions/v_series', body)).json().code).toBe('invalid_input');
    }
    expect((await ownerCall('PATCH', '/api/versions/v%00x', { name: 'x' })).json().code).toBe('invalid_input');
    expect((await list('?kind=series')).json().items[0]).toMatchObject({ name: 'TV', quality_profile_id: 2 });
  });

  it('a removed version is gone and its id is never given out again', async () => {
    await ownerCall('POST', '/api/versions', { id: 'v_tmp', kind: 'album', name: 'Tmp', quality_profile_id: 3, root_folder: 'library/tmp' });
    expect((await ownerCall('DELETE', '/api/versions/v_tmp')).statusCode).toBe(204);
    expect((await list('?kind=album')).json().items.map((v: { id: string }) => v.id)).toEqual(['v_music']);
    const reuse = await ownerCall('POST', '/api/versions', {
      id: 'v_tmp',
      kind: 'album',
      name: 'Again',
      quality_profile_id: 3,
      root_folder: 'library/tmp',
    });
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json()).toMatchObject({ code: 'version_exists', params: { version: 'v_tmp' } });
    expect((await ownerCall('DELETE', '/api/versions/v_tmp')).json().code).toBe('version_unknown');
    const badId = await ownerCall('POST', '/api/versions', { id: 'movie2', kind: 'movie', name: 'x', quality_profile_id: 1, root_folder: 'a' });
    expect(badId.json().code).toBe('invalid_input');
  });

  it('the owner version settings need the session; no key opens them', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/versions', headers: bearer(readKey) });
    expect(response.json().code).toBe('session_required');
    const noXrw = await service.app.inject({
      method: 'DELETE',
      url: '/api/versions/v_movie',
      headers: { cookie: owner.cookie! },
    });
    expect(noXrw.json().code).toBe('requested_with_missing');
  });
});
