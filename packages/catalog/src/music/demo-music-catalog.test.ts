import { describe, expect, it } from 'vitest';
import { DemoMusicCatalog, madeUpId } from './demo-music-catalog.ts';
import { DEMO_ARTISTS, isMadeUpDemoMusicId } from './demo-music-data.ts';
import { MBID_PATTERN } from './music.types.ts';

const PINK_FLOYD = '83d91898-7763-47d7-b03b-b92132375c47';
const DARK_SIDE = 'f5093c06-23e3-404f-aeaa-40f72885ee3a';
const catalog = new DemoMusicCatalog();

describe('DemoMusicCatalog', () => {
  it('holds Pink Floyd with The Dark Side of the Moon (1973)', async () => {
    const artist = await catalog.artist(PINK_FLOYD);
    expect(artist).toMatchObject({ name: 'Pink Floyd', type: 'Group', country: 'GB', demo: true });
    expect(artist?.['release-groups']?.map((group) => group.id)).toContain(DARK_SIDE);
    const group = await catalog.releaseGroup(DARK_SIDE);
    expect(group).toMatchObject({
      title: 'The Dark Side of the Moon',
      'primary-type': 'Album',
      'artist-credit': [{ artist: { id: PINK_FLOYD } }],
    });
    expect(group?.['first-release-date'].slice(0, 4)).toBe('1973');
  });

  it('lists the tracks of an album release', async () => {
    const browse = await catalog.releases(DARK_SIDE);
    const tracks = browse.releases[0]?.media[0]?.tracks ?? [];
    expect(tracks.map((track) => track.title)).toContain('Money');
    expect(tracks).toHaveLength(10);
    expect(tracks.every((track) => (track.length ?? 0) > 0 && MBID_PATTERN.test(track.recording.id))).toBe(true);
  });

  it('has a few artists with valid ids, made-up ids marked as such', () => {
    expect(DEMO_ARTISTS.length).toBeGreaterThanOrEqual(3);
    const ids = DEMO_ARTISTS.flatMap((artist) => [artist.id, ...artist.albums.map((album) => album.id)]);
    expect(ids.every((id) => MBID_PATTERN.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(isMadeUpDemoMusicId(DARK_SIDE)).toBe(false);
    expect(isMadeUpDemoMusicId(madeUpId('anything'))).toBe(true);
    expect(madeUpId('same')).toBe(madeUpId('same'));
  });

  it('searches artists and albums case- and accent-insensitively', async () => {
    expect((await catalog.searchArtists('pink floyd')).artists[0]).toMatchObject({ id: PINK_FLOYD, score: 100 });
    expect((await catalog.searchArtists('beatles')).artists[0]?.name).toBe('The Beatles');
    const groups = await catalog.searchReleaseGroups('dark side', { artistId: PINK_FLOYD });
    expect(groups['release-groups'].map((group) => group.id)).toEqual([DARK_SIDE]);
    expect((await catalog.searchReleaseGroups('nevermind', { artistId: PINK_FLOYD }))['release-groups']).toEqual([]);
  });

  it('browses an artist’s albums and answers null or empty for unknown ids', async () => {
    const browse = await catalog.artistReleaseGroups(PINK_FLOYD, { type: 'album' });
    expect(browse['release-group-count']).toBe(3);
    expect((await catalog.artistReleaseGroups(PINK_FLOYD, { type: 'single' }))['release-groups']).toEqual([]);
    const paged = await catalog.artistReleaseGroups(PINK_FLOYD, { limit: 2, offset: 1 });
    expect(paged['release-groups']).toHaveLength(2);
    expect((await catalog.artistReleaseGroups(PINK_FLOYD, { limit: Number.NaN }))['release-groups']).toHaveLength(3);
    expect(await catalog.artist('00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(await catalog.releaseGroup('00000000-0000-0000-0000-000000000000')).toBeNull();
    expect((await catalog.releases('00000000-0000-0000-0000-000000000000')).releases).toEqual([]);
  });
});
