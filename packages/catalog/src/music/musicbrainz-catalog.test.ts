import { AppError, ManualClock, systemClock } from '@hms/platform';
import { type FakeMusicBrainz, startFakeMusicBrainz } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Timing } from '../http/timing.ts';
import { MusicBrainzCatalog } from './musicbrainz-catalog.ts';

const PINK_FLOYD = '83d91898-7763-47d7-b03b-b92132375c47';
const DARK_SIDE = 'f5093c06-23e3-404f-aeaa-40f72885ee3a';

/** A manual clock whose sleeps move it, and the send time of every request. */
function drivenTiming(): { timing: Timing; sent: number[]; fetch: typeof fetch; clock: ManualClock } {
  const clock = new ManualClock();
  const sent: number[] = [];
  return {
    clock,
    sent,
    timing: { clock, sleep: async (ms) => void clock.advance(ms) },
    fetch: (input, init) => {
      sent.push(clock.now().getTime());
      return fetch(input, init);
    },
  };
}

let fake: FakeMusicBrainz;
beforeAll(async () => {
  fake = await startFakeMusicBrainz();
});
afterAll(async () => {
  await fake.close();
});

describe('MusicBrainzCatalog against a MusicBrainz-speaking server', () => {
  it('reads an artist with release groups, a release group and its tracks, with fmt=json and a User-Agent', async () => {
    const { timing, fetch } = drivenTiming();
    const catalog = new MusicBrainzCatalog({ baseUrl: fake.baseUrl, userAgent: 'HmsTest/1.0 ( test@example.org )', timing, fetch });
    const artist = await catalog.artist(PINK_FLOYD);
    expect(artist?.name).toBe('Pink Floyd');
    expect(artist?.['release-groups']?.map((group) => group.title)).toContain('The Dark Side of the Moon');
    const first = fake.requests.at(-1);
    expect(first).toMatchObject({ path: `/ws/2/artist/${PINK_FLOYD}`, query: { inc: 'release-groups', fmt: 'json' } });
    expect(first?.headers['user-agent']).toBe('HmsTest/1.0 ( test@example.org )');
    const group = await catalog.releaseGroup(DARK_SIDE);
    expect(group?.['artist-credit']?.[0]?.artist.id).toBe(PINK_FLOYD);
    const releases = await catalog.releases(DARK_SIDE);
    expect(releases.releases[0]?.media[0]?.tracks.map((track) => track.title)).toContain('Time');
    expect(fake.requests.at(-1)?.query).toMatchObject({ 'release-group': DARK_SIDE, inc: 'recordings' });
    const albums = await catalog.artistReleaseGroups(PINK_FLOYD, { type: 'Album' });
    expect(albums['release-groups'].length).toBe(3);
    expect(fake.requests.at(-1)?.query).toMatchObject({ artist: PINK_FLOYD, type: 'album' });
  });

  it('searches artists and release groups with escaped query syntax', async () => {
    const { timing, fetch } = drivenTiming();
    const catalog = new MusicBrainzCatalog({ baseUrl: fake.baseUrl, timing, fetch });
    expect((await catalog.searchArtists('radiohead')).artists[0]?.id).toBe('a74b1b7f-71a5-4011-9441-d0b5e4122711');
    const groups = await catalog.searchReleaseGroups('OK Computer', { artistId: 'a74b1b7f-71a5-4011-9441-d0b5e4122711' });
    expect(groups['release-groups'][0]?.title).toBe('OK Computer');
    await catalog.searchArtists('AC/DC (live)');
    expect(fake.requests.at(-1)?.query.query).toBe('AC\\/DC \\(live\\)');
  });

  it('answers null or empty for unknown and malformed ids, without asking for malformed ones', async () => {
    const { timing, fetch, sent } = drivenTiming();
    const catalog = new MusicBrainzCatalog({ baseUrl: fake.baseUrl, timing, fetch });
    expect(await catalog.artist('11111111-2222-4333-8444-555555555555')).toBeNull();
    expect((await catalog.releases('11111111-2222-4333-8444-555555555555')).releases).toEqual([]);
    const before = sent.length;
    expect(await catalog.releaseGroup('not-a-uuid')).toBeNull();
    expect(sent.length).toBe(before);
  });

  it('verifies access, and fails verify where no MusicBrainz answers', async () => {
    const { timing, fetch } = drivenTiming();
    await expect(new MusicBrainzCatalog({ baseUrl: fake.baseUrl, timing, fetch }).verify()).resolves.toBeUndefined();
    const wrong = new MusicBrainzCatalog({ baseUrl: `${fake.baseUrl}/elsewhere`, timing, fetch });
    const error = await wrong.verify().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'catalog_http_error', params: { catalog: 'music', status: 404 } });
  });

  it('caches lookups', async () => {
    const { timing, fetch, sent } = drivenTiming();
    const catalog = new MusicBrainzCatalog({ baseUrl: fake.baseUrl, timing, fetch });
    await catalog.releaseGroup(DARK_SIDE);
    await catalog.releaseGroup(DARK_SIDE);
    expect(sent).toHaveLength(1);
  });
});

describe('MusicBrainzCatalog pacing', () => {
  it('sends at most one request per second, in call order, retries included', async () => {
    const { timing, fetch, sent } = drivenTiming();
    const catalog = new MusicBrainzCatalog({ baseUrl: fake.baseUrl, timing, fetch });
    fake.failNext(1, { status: 503 });
    await Promise.all([
      catalog.artist(PINK_FLOYD),
      catalog.searchArtists('nirvana'),
      catalog.releases(DARK_SIDE),
      catalog.searchArtists('beatles'),
    ]);
    const offsets = sent.map((at) => at - sent[0]!);
    expect(offsets).toHaveLength(5);
    for (let i = 1; i < offsets.length; i += 1) expect(offsets[i]! - offsets[i - 1]!).toBeGreaterThanOrEqual(1000);
  });

  it('never trips a server that enforces one request per second', async () => {
    // The fake shares the test's event loop, so its arrival stamps can lag; hence the tolerance.
    const strict = await startFakeMusicBrainz({ enforceRate: { minIntervalMs: 1000, toleranceMs: 300 } });
    try {
      const catalog = new MusicBrainzCatalog({ baseUrl: strict.baseUrl, maxAttempts: 1 });
      await Promise.all([catalog.artist(PINK_FLOYD), catalog.releaseGroup(DARK_SIDE), catalog.searchArtists('queen')]);
      expect(strict.rateRejections()).toBe(0);
      const arrivals = strict.requests.map((request) => request.at);
      expect(arrivals[2]! - arrivals[0]!).toBeGreaterThanOrEqual(1400);
    } finally {
      await strict.close();
    }
  });

  it('meets 503 from that server when paced too fast, and retries through it', async () => {
    const strict = await startFakeMusicBrainz({ enforceRate: { minIntervalMs: 1000, toleranceMs: 50 } });
    try {
      const hasty = new MusicBrainzCatalog({ baseUrl: strict.baseUrl, minIntervalMs: 1, maxAttempts: 1 });
      await hasty.artist(PINK_FLOYD);
      const error = await hasty.releaseGroup(DARK_SIDE).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'catalog_unavailable', params: { catalog: 'music', status: 503 } });
      const sleeps: number[] = [];
      const patient = new MusicBrainzCatalog({
        baseUrl: strict.baseUrl,
        minIntervalMs: 1,
        backoffMs: 1000,
        timing: {
          clock: systemClock,
          sleep: (ms) => {
            sleeps.push(ms);
            return new Promise((resolve) => setTimeout(resolve, ms));
          },
        },
      });
      expect((await patient.searchArtists('nirvana')).artists[0]?.name).toBe('Nirvana');
      expect(strict.rateRejections()).toBe(2);
      expect(sleeps).toEqual([1000]);
    } finally {
      await strict.close();
    }
  });
});
