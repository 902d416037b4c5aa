import { DEMO_CATALOG_DATA, DEMO_ARTISTS } from '@hms/catalog';
import { describe, expect, it } from 'vitest';
import { startFakeMusicBrainz } from './fake-musicbrainz.ts';
import { startFakeTmdb } from './fake-tmdb.ts';

describe('startFakeTmdb', () => {
  it('answers like TMDB: 401 and 404 bodies, appended details, no demo mark', async () => {
    const fake = await startFakeTmdb({ token: 'secret', basePath: '/3' });
    try {
      const refused = await fetch(`${fake.baseUrl}/movie/603`);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({
        status_code: 7,
        status_message: expect.any(String),
        success: false,
      });
      const auth = { headers: { authorization: 'Bearer secret' } };
      const missing = await fetch(`${fake.baseUrl}/movie/1`, auth);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ status_code: 34, success: false });
      const plain = (await (await fetch(`${fake.baseUrl}/movie/603`, auth)).json()) as Record<string, unknown>;
      expect(plain).toMatchObject({ id: 603, imdb_id: 'tt0133093' });
      expect(plain.external_ids).toBeUndefined();
      expect(plain.demo).toBeUndefined();
      const appended = (await (
        await fetch(`${fake.baseUrl}/tv/1396?append_to_response=external_ids`, auth)
      ).json()) as Record<string, unknown>;
      expect(appended.external_ids).toMatchObject({ id: 1396, tvdb_id: 81189 });
      const search = (await (await fetch(`${fake.baseUrl}/search/movie?query=matrix`, auth)).json()) as {
        results: Array<Record<string, unknown>>;
      };
      expect(search.results[0]).toMatchObject({ id: 603 });
      expect(search.results[0]?.media_type).toBeUndefined();
      expect(fake.requestCount('/3/movie/')).toBe(3);
    } finally {
      await fake.close();
    }
  });

  it('serves data passed in', async () => {
    const only = DEMO_CATALOG_DATA.movies.filter((movie) => movie.id === 27205);
    const fake = await startFakeTmdb({ data: { ...DEMO_CATALOG_DATA, movies: only, series: [] } });
    try {
      const page = (await (await fetch(`${fake.baseUrl}/discover/movie`)).json()) as { total_results: number };
      expect(page.total_results).toBe(1);
      expect((await fetch(`${fake.baseUrl}/movie/603`)).status).toBe(404);
    } finally {
      await fake.close();
    }
  });

  it('closes while a request hangs', async () => {
    const fake = await startFakeTmdb();
    fake.failNext(1, 'hang');
    const arrived = fake.nextRequest();
    const hanging = fetch(`${fake.baseUrl}/movie/603`).then(
      () => 'answered',
      () => 'dropped',
    );
    expect((await arrived).path).toBe('/movie/603');
    await fake.close();
    expect(await hanging).toBe('dropped');
  });
});

describe('startFakeMusicBrainz', () => {
  const floyd = DEMO_ARTISTS[0]!;

  it('answers lookups and browses in MusicBrainz shape, honouring inc', async () => {
    const fake = await startFakeMusicBrainz();
    try {
      const bare = (await (await fetch(`${fake.baseUrl}/ws/2/artist/${floyd.id}?fmt=json`)).json()) as Record<string, unknown>;
      expect(bare).toMatchObject({ id: floyd.id, name: 'Pink Floyd', 'sort-name': 'Pink Floyd' });
      expect(bare['release-groups']).toBeUndefined();
      const full = (await (
        await fetch(`${fake.baseUrl}/ws/2/artist/${floyd.id}?inc=release-groups&fmt=json`)
      ).json()) as Record<string, unknown[]>;
      expect(full['release-groups']).toHaveLength(floyd.albums.length);
      const media = (await (
        await fetch(`${fake.baseUrl}/ws/2/release?release-group=${floyd.albums[0]!.id}&fmt=json`)
      ).json()) as { releases: Array<{ media: Array<Record<string, unknown>> }> };
      expect(media.releases[0]?.media[0]?.tracks).toBeUndefined();
      const missing = await fetch(`${fake.baseUrl}/ws/2/release-group/00000000-0000-0000-0000-000000000000?fmt=json`);
      expect(missing.status).toBe(404);
      expect(fake.requestCount('/ws/2/')).toBe(4);
    } finally {
      await fake.close();
    }
  });
});
