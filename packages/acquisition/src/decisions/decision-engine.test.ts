import { describe, expect, it } from 'vitest';
import type { ParsedRelease } from '../quality/parsed-release-input.ts';
import type { BlocklistEntry } from '../quality/quality.types.ts';
import {
  albumTitle,
  candidate,
  decisionInput,
  episode,
  fixtureProfile,
  movieTitle,
  seriesTitle,
  version,
} from './decision-fixtures.ts';
import type { DecisionInput, Release } from './decision.types.ts';
import { decideReleases, rankReleases } from './decision-engine.ts';

const GIB = 1024 ** 3;

interface Case {
  name: string;
  input?: Partial<DecisionInput>;
  release?: Partial<Release>;
  parsed?: Partial<ParsedRelease>;
  /** Refusal codes expected, in order; [] means accepted. */
  codes: string[];
  params?: Record<string, unknown>;
}

function decideOne(test: Pick<Case, 'input' | 'release' | 'parsed'>) {
  const [decision] = decideReleases(decisionInput({ ...test.input, candidates: [candidate(test.release, test.parsed)] }));
  return decision!;
}

function runCases(cases: Case[]) {
  it.each(cases)('$name', (test) => {
    const decision = decideOne(test);
    expect(decision.refusals.map((refusal) => refusal.code)).toEqual(test.codes);
    expect(decision.accepted).toBe(test.codes.length === 0);
    expect(decision.rank).toBe(test.codes.length === 0 ? 1 : null);
    if (test.params) expect(decision.refusals[0]!.params).toMatchObject(test.params);
  });
}

const blocked = (fields: Partial<BlocklistEntry>): BlocklistEntry => ({
  id: 1,
  title_id: 7,
  version_id: null,
  release_title: 'Some.Other.Name-GRP',
  guid: null,
  info_hash: null,
  indexer: null,
  protocol: null,
  reason: 'download_failed',
  created_at: '2026-02-01T00:00:00.000Z',
  ...fields,
});

const season = { title: 'Severance', year: null, kind: 'episode' as const, season: 1, episodes: [2], resolution: 1080 as const, source: 'webdl' as const };
const seriesInput = (changes: Partial<DecisionInput> = {}) => ({ title: seriesTitle(), ...changes });
const album = {
  kind: 'album' as const,
  title: null,
  year: 1959,
  artist: 'Miles Davis',
  album: 'Kind of Blue',
  resolution: null,
  source: null,
  codec: null,
  audio_format: 'flac' as const,
};
const albumInput = { title: albumTitle(), version: version({ profile: fixtureProfile(3) }) };
const albumSize = { size: 300 * 1024 * 1024 };

describe('title and kind', () => {
  runCases([
    { name: 'accepts the title by its name', codes: [] },
    { name: 'accepts an alias folded across punctuation', input: { title: movieTitle({ names: ['Marvel’s The Avengers', "Marvel's Avengers"] }) }, parsed: { title: 'Marvels The Avengers', year: null }, codes: [] },
    { name: 'refuses another title', parsed: { title: 'The Matrix Reloaded', year: 2003 }, codes: ['unknown_title', 'wrong_year'], params: { title: 'The Matrix Reloaded' } },
    { name: 'refuses a name the parser could not read', parsed: { kind: 'unknown', title: null }, codes: ['unknown_title'] },
    { name: 'refuses an episode for a movie', parsed: { kind: 'episode', season: 1, episodes: [1] }, codes: ['wrong_kind'], params: { expected: 'movie', found: 'episode' } },
    { name: 'refuses a year more than one off', parsed: { year: 2001 }, codes: ['wrong_year'], params: { expected: 1999, found: 2001 } },
    { name: 'accepts a year one off', parsed: { year: 2000 }, codes: [] },
    { name: 'accepts a name without a year', parsed: { year: null }, codes: [] },
    { name: 'accepts an album by artist and album', input: albumInput, parsed: album, release: albumSize, codes: [] },
    { name: 'refuses an album of another artist', input: albumInput, parsed: { ...album, artist: 'John Coltrane' }, release: albumSize, codes: ['unknown_title'] },
    { name: 'refuses another album of the artist', input: albumInput, parsed: { ...album, album: 'Sketches of Spain' }, release: albumSize, codes: ['wrong_album'], params: { album: 'Sketches of Spain' } },
  ]);
});

describe('episodes and seasons', () => {
  const notWanted = seriesTitle({ episodes: [episode(1, 1), episode(1, 2, { wanted: false }), episode(2, 1, { wanted: false })] });
  runCases([
    { name: 'accepts a wanted episode', input: seriesInput(), parsed: season, release: { size: 2 * GIB }, codes: [] },
    { name: 'refuses a season nobody wants', input: seriesInput(), parsed: { ...season, season: 5, episodes: [1] }, release: { size: 2 * GIB }, codes: ['wrong_season'], params: { season: 5, wanted_seasons: [1, 2, 3] } },
    { name: 'refuses an episode that is not wanted', input: { title: notWanted }, parsed: season, release: { size: 2 * GIB }, codes: ['wrong_episode'], params: { season: 1, episodes: [2] } },
    { name: 'refuses a season all of whose episodes are held', input: { title: notWanted }, parsed: { ...season, season: 2, episodes: [] , kind: 'season', full_season: true }, release: { size: 2 * GIB }, codes: ['wrong_season'] },
    { name: 'accepts a season pack with a wanted episode', input: { title: notWanted }, parsed: { ...season, kind: 'season', full_season: true, episodes: [] }, release: { size: 4 * GIB }, codes: [] },
    { name: 'finds an episode by absolute number', input: seriesInput({ title: seriesTitle({ episodes: [episode(2, 3, { absolute: 1034 })] }) }), parsed: { ...season, season: null, episodes: [], absolute_episodes: [1034] }, release: { size: 2 * GIB }, codes: [] },
    { name: 'finds a daily episode by air date', input: seriesInput({ title: seriesTitle({ episodes: [episode(2024, 31, { air_date: '2024-03-14' })] }) }), parsed: { ...season, season: null, episodes: [], air_date: '2024-03-14' }, release: { size: 2 * GIB }, codes: [] },
    { name: 'refuses a daily episode of another day', input: seriesInput({ title: seriesTitle({ episodes: [episode(2024, 31, { air_date: '2024-03-14' })] }) }), parsed: { ...season, season: null, episodes: [], air_date: '2024-03-15' }, release: { size: 2 * GIB }, codes: ['wrong_episode'], params: { air_date: '2024-03-15' } },
    { name: 'refuses an episode that has not aired', input: seriesInput({ title: seriesTitle({ episodes: [episode(1, 2, { air_date: '2026-04-01' })] }) }), parsed: season, release: { size: 2 * GIB }, codes: ['not_released_yet'], params: { available_from: '2026-04-01' } },
    { name: 'refuses a movie before it is out', input: { title: movieTitle({ available_from: '2026-05-01T00:00:00.000Z' }) }, codes: ['not_released_yet'] },
    { name: 'accepts a movie that is out', input: { title: movieTitle({ available_from: '2026-01-01T00:00:00.000Z' }) }, codes: [] },
  ]);
});

describe('indexer and blocklist', () => {
  runCases([
    { name: 'refuses a release of a switched-off indexer', input: { settings: { ...decisionInput().settings, indexers: { 'Indexer A': { enabled: false, minimum_seeders: 1, priority: 25 } } } }, codes: ['indexer_disabled'], params: { indexer: 'Indexer A' } },
    { name: 'refuses a torrent below the minimum of seeders', release: { protocol: 'torrent', seeders: 0 }, codes: ['minimum_seeders'], params: { seeders: 0, minimum: 1 } },
    { name: 'accepts a torrent without a seeder count', release: { protocol: 'torrent', seeders: null }, codes: [] },
    { name: 'refuses a blocklisted guid', input: { version: version({ blocklist: [blocked({ guid: 'g-1' })] }) }, release: { guid: 'g-1' }, codes: ['blocklisted'], params: { reason: 'download_failed', date: '2026-02-01T00:00:00.000Z' } },
    { name: 'refuses a blocklisted info-hash', input: { version: version({ blocklist: [blocked({ info_hash: 'ABCDEF' })] }) }, release: { protocol: 'torrent', seeders: 10, info_hash: 'abcdef' }, codes: ['blocklisted'] },
    { name: 'refuses a blocklisted name from the same indexer', input: { version: version({ blocklist: [blocked({ release_title: 'The.Matrix.1999.1080p.BluRay.x264-GRP', indexer: 'Indexer A' })] }) }, codes: ['blocklisted'] },
    { name: 'accepts the same name from another indexer', input: { version: version({ blocklist: [blocked({ release_title: 'The.Matrix.1999.1080p.BluRay.x264-GRP', indexer: 'Indexer B' })] }) }, codes: [] },
  ]);
});

describe('quality, score and size', () => {
  runCases([
    { name: 'refuses a CAM twice over: not allowed and scored down', parsed: { source: 'cam', resolution: null }, release: { size: 2 * GIB }, codes: ['quality_not_wanted', 'below_minimum_score'], params: { quality: 'cam', profile: 'HD' } },
    { name: 'refuses 2160p in the HD profile', parsed: { resolution: 2160 }, release: { size: 30 * GIB }, codes: ['quality_not_wanted'] },
    { name: 'accepts 2160p in the 4K profile', input: { version: version({ profile: fixtureProfile(2) }) }, parsed: { resolution: 2160 }, release: { size: 30 * GIB }, codes: [] },
    { name: 'refuses a low-quality group by score', parsed: { group: 'YIFY' }, codes: ['below_minimum_score'], params: { score: -10000, minimum: 0 } },
    { name: 'refuses a release too small for its runtime', release: { size: 500 * 1024 * 1024 }, codes: ['size_too_small'], params: { size: 500 * 1024 * 1024, minimum: Math.round(15 * 136 * 1024 * 1024), runtime_minutes: 136 } },
    { name: 'refuses a release too large for its runtime', release: { size: 40 * GIB }, codes: ['size_too_large'], params: { maximum: Math.round(150 * 136 * 1024 * 1024) } },
    { name: 'skips size limits when the indexer gave no size', release: { size: 0 }, codes: [] },
    { name: 'skips size limits without a runtime', input: { title: movieTitle({ runtime_minutes: null }) }, release: { size: 40 * GIB }, codes: [] },
    { name: 'counts every episode of a season pack', input: seriesInput(), parsed: { ...season, kind: 'season', full_season: true, episodes: [] }, release: { size: 1 * GIB }, codes: ['size_too_small'], params: { runtime_minutes: 150 } },
  ]);
});

describe('restrictions', () => {
  const restriction = (fields: object) => ({
    settings: {
      ...decisionInput().settings,
      restrictions: [{ id: 1, name: 'Mine', must_contain: [], must_not_contain: [], indexer: null, enabled: true, ...fields }],
    },
  });
  runCases([
    { name: 'refuses a name lacking every must-contain term', input: restriction({ must_contain: ['remux', '/\\bHDR\\b/'] }), codes: ['must_contain'], params: { restriction: 'Mine', terms: ['remux', '/\\bHDR\\b/'] } },
    { name: 'accepts a name with one must-contain term', input: restriction({ must_contain: ['remux', '/blu-?ray/'] }), codes: [] },
    { name: 'refuses a name with a must-not-contain term', input: restriction({ must_not_contain: ['x264', 'hindi'] }), codes: ['must_not_contain'], params: { terms: ['x264'] } },
    { name: 'matches must-not-contain regexes case-insensitively', input: restriction({ must_not_contain: ['/-grp$/'] }), codes: ['must_not_contain'] },
    { name: 'ignores a restriction of another indexer', input: restriction({ must_not_contain: ['x264'], indexer: 'Indexer B' }), codes: [] },
    { name: 'ignores a switched-off restriction', input: restriction({ must_not_contain: ['x264'], enabled: false }), codes: [] },
  ]);
});

describe('upgrades and the queue', () => {
  const has = (quality: string, score = 0, revision = 1) => ({ quality, custom_format_score: score, revision });
  const uhd = fixtureProfile(2);
  runCases([
    { name: 'accepts a better quality than the file', input: { version: version({ existing: has('webdl-1080p') }) }, codes: [] },
    { name: 'refuses when the file meets the cutoff', input: { version: version({ existing: has('bluray-1080p') }) }, codes: ['already_have', 'not_an_upgrade'], params: { reason: 'cutoff_met', existing_quality: 'bluray-1080p' } },
    { name: 'refuses when the profile allows no upgrades', input: { version: version({ existing: has('hdtv-720p'), profile: fixtureProfile(1, { upgrade_allowed: false }) }) }, codes: ['already_have'], params: { reason: 'upgrades_disabled' } },
    { name: 'refuses a worse quality than the file', input: { version: version({ existing: has('bluray-720p') }) }, parsed: { source: 'tv', resolution: 720 }, release: { size: 3 * GIB }, codes: ['not_an_upgrade'], params: { quality: 'hdtv-720p', existing_quality: 'bluray-720p' } },
    { name: 'refuses the same quality and score', input: { version: version({ existing: has('webdl-1080p') }) }, parsed: { source: 'webrip' }, codes: ['not_an_upgrade'] },
    { name: 'accepts a PROPER of the same quality', input: { version: version({ existing: has('webdl-1080p') }) }, parsed: { source: 'webdl', revision: 2 }, codes: [] },
    { name: 'accepts a higher score at the quality cutoff below the score cutoff', input: { version: version({ profile: uhd, existing: has('bluray-2160p', 50) }) }, parsed: { resolution: 2160, hdr: ['hdr10'] }, release: { size: 30 * GIB }, codes: [] },
    { name: 'refuses a score gain below the minimum step', input: { version: version({ profile: { ...uhd, cutoff_format_score: 1000 }, existing: has('bluray-2160p', 145) }) }, parsed: { resolution: 2160, codec: 'x265', hdr: ['hdr10'] }, release: { size: 30 * GIB }, codes: ['not_an_upgrade'] },
    { name: 'refuses a season pack when one of its episodes is at the cutoff', input: { ...seriesInput(), version: version({ episode_files: [{ season: 1, episode: 1, ...has('bluray-1080p') }] }) }, parsed: { ...season, kind: 'season', full_season: true, episodes: [] }, release: { size: 10 * GIB }, codes: ['already_have', 'not_an_upgrade'] },
    { name: 'refuses what is already queued at that quality', input: { version: version({ queued: [{ release_title: 'Other-GRP', guid: 'x', quality: 'bluray-1080p', custom_format_score: 0, season: null, episodes: [] }] }) }, codes: ['already_queued'], params: { release_title: 'Other-GRP' } },
    { name: 'accepts an upgrade over a queued download', input: { version: version({ queued: [{ release_title: 'Other-GRP', guid: 'x', quality: 'webdl-720p', custom_format_score: 0, season: null, episodes: [] }] }) }, codes: [] },
    { name: 'accepts an episode while another one is queued', input: { ...seriesInput(), version: version({ queued: [{ release_title: 'S01E01', guid: 'x', quality: 'webdl-1080p', custom_format_score: 0, season: 1, episodes: [1] }] }) }, parsed: season, release: { size: 2 * GIB }, codes: [] },
  ]);
});

describe('delay profiles', () => {
  const delayed = (fields: object, interactive = false) => ({
    interactive,
    settings: {
      ...decisionInput().settings,
      delay_profile: { ...decisionInput().settings.delay_profile!, torrent_delay_minutes: 120, bypass_if_highest_quality: false, ...fields },
    },
  });
  const fresh = { protocol: 'torrent' as const, seeders: 50, publish_date: '2026-03-01T11:30:00.000Z' };
  runCases([
    { name: 'holds back a fresh torrent', input: delayed({}), release: fresh, codes: ['delayed'], params: { protocol: 'torrent', delay_minutes: 120, available_at: '2026-03-01T13:30:00.000Z' } },
    { name: 'lets an old enough torrent through', input: delayed({}), release: { ...fresh, publish_date: '2026-03-01T09:00:00.000Z' }, codes: [] },
    { name: 'lets the best quality of the profile through', input: delayed({ bypass_if_highest_quality: true }), release: fresh, codes: [] },
    { name: 'still holds a lower quality when bypassing on best quality', input: delayed({ bypass_if_highest_quality: true }), release: fresh, parsed: { source: 'webdl' }, codes: ['delayed'] },
    { name: 'lets a high enough score through', input: delayed({ bypass_if_above_format_score: true, minimum_bypass_format_score: 10 }), release: { ...fresh, title: 'The.Matrix.1999.REMASTERED.1080p.BluRay.x264-GRP' }, codes: [] },
    { name: 'does not hold a search run by hand', input: delayed({}, true), release: fresh, codes: [] },
    { name: 'refuses a switched-off protocol', input: delayed({ torrent_enabled: false }), release: fresh, codes: ['protocol_disabled'], params: { protocol: 'torrent' } },
  ]);
});

describe('decision records', () => {
  it('keeps every refusal of a release and is plain JSON', () => {
    const decisions = decideReleases(
      decisionInput({
        version: version({ blocklist: [blocked({ guid: 'bad' })] }),
        candidates: [candidate({ guid: 'bad', size: 100 * 1024 * 1024 }, { title: 'Other Film', source: 'cam', year: 2010 })],
      }),
    );
    const [decision] = decisions;
    expect(decision!.refusals.map((refusal) => refusal.code)).toEqual([
      'unknown_title',
      'wrong_year',
      'blocklisted',
      'quality_not_wanted',
      'below_minimum_score',
    ]);
    expect(decision!.custom_formats).toEqual([{ name: 'Pre-release (CAM, TS, screener)', score: -10000 }]);
    expect(JSON.parse(JSON.stringify(decisions))).toEqual(decisions);
  });

  it('reports quality, custom formats and score of an accepted release', () => {
    const [decision] = decideReleases(
      decisionInput({
        version: version({ profile: fixtureProfile(2) }),
        candidates: [candidate({ title: 'The.Matrix.1999.REMASTERED.2160p.UHD.BluRay.x265.HDR.DV-GRP', size: 40 * GIB }, { resolution: 2160, codec: 'x265', hdr: ['dv', 'hdr10'] })],
      }),
    );
    expect(decision).toMatchObject({
      quality: { id: 'bluray-2160p', name: 'Bluray-2160p', revision: 1 },
      score: 310,
      accepted: true,
      rank: 1,
      refusals: [],
    });
    expect(decision!.custom_formats.map((format) => format.name)).toEqual(['x265 (HEVC)', 'HDR', 'Dolby Vision', 'Remaster']);
  });

  it('answers accepted releases first by rank, then refused ones in input order', () => {
    const refusedA = candidate({ guid: 'refused-a' }, { source: 'cam' });
    const low = candidate({ guid: 'low', size: 3 * GIB }, { source: 'webdl', resolution: 720 });
    const refusedB = candidate({ guid: 'refused-b' }, { title: 'Else' });
    const high = candidate({ guid: 'high' });
    const decisions = decideReleases(decisionInput({ candidates: [refusedA, low, refusedB, high] }));
    expect(decisions.map((decision) => [decision.release.guid, decision.rank])).toEqual([
      ['high', 1],
      ['low', 2],
      ['refused-a', null],
      ['refused-b', null],
    ]);
    expect(rankReleases(decisionInput({ candidates: [refusedA, low, refusedB, high] })).map((d) => d.release.guid)).toEqual(['high', 'low']);
  });
});
