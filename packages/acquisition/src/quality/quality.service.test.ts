import { AppError, type Database, ManualClock, openDatabase, runMigrations } from '@hms/platform';
import { ENGINES, freshStorage, type TestStorage } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlocklistService } from '../blocklist/blocklist.service.ts';
import { episode, movieTitle, seriesTitle } from '../decisions/decision-fixtures.ts';
import type { Release } from '../decisions/decision.types.ts';
import { QUALITIES } from './quality-catalog.ts';
import { PROFILE_4K, PROFILE_HD, PROFILE_LOSSLESS_MUSIC } from './quality-defaults.ts';
import { type QualityTables, qualityMigration } from './quality.migration.ts';
import { type ProfileInput, QualityService } from './quality.service.ts';
import { ReleaseRulesService } from './release-rules.service.ts';

const GIB = 1024 ** 3;

async function refusal(promise: Promise<unknown>): Promise<{ code: string; params: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, params: error.params };
    throw error;
  }
  throw new Error('expected a refusal');
}

const releaseOf = (title: string, fields: Partial<Release> = {}): Release => ({
  title,
  guid: `guid:${title}`,
  indexer: 'Indexer A',
  protocol: 'usenet',
  size: 8 * GIB,
  publish_date: '2026-02-28T00:00:00.000Z',
  seeders: null,
  peers: null,
  info_hash: null,
  download_url: `http://127.0.0.1/get/${encodeURIComponent(title)}`,
  ...fields,
});

describe.each(ENGINES)('quality settings on %s', (engine) => {
  let storage: TestStorage;
  let database: Database<QualityTables>;
  let quality: QualityService;
  let rules: ReleaseRulesService;
  let blocklist: BlocklistService;
  const inUse = new Set<number>();
  const clock = new ManualClock('2026-03-01T12:00:00.000Z');

  beforeAll(async () => {
    storage = freshStorage(engine);
    database = await openDatabase<QualityTables>({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir, schema: 'acquisition' });
    await runMigrations(database, { '0400-quality': qualityMigration });
    rules = new ReleaseRulesService(database.db, clock);
    blocklist = new BlocklistService(database.db, clock);
    quality = new QualityService({ db: database.db, clock, rules, blocklist, profileInUse: async (id) => inUse.has(id) });
  });
  afterAll(async () => {
    await database.close();
    storage.cleanup();
  });

  it('ships the three default profiles with fixed ids', async () => {
    const profiles = await quality.listProfiles();
    expect(profiles.map((profile) => [profile.id, profile.name, profile.kind, profile.cutoff])).toEqual([
      [PROFILE_HD, 'HD', 'video', 'bluray-1080p'],
      [PROFILE_4K, '4K', 'video', 'bluray-2160p'],
      [PROFILE_LOSSLESS_MUSIC, 'Lossless music', 'music', 'flac'],
    ]);
    const uhd = await quality.getProfile(PROFILE_4K);
    expect(uhd.format_scores).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'x265 (HEVC)', score: 50 }), expect.objectContaining({ name: 'HDR', score: 100 })]),
    );
    expect(await quality.profileExists(PROFILE_LOSSLESS_MUSIC)).toBe(true);
    expect(await quality.profileExists(99)).toBe(false);
    expect(await quality.profileFits(PROFILE_HD, 'series')).toBe(true);
    expect(await quality.profileFits(PROFILE_HD, 'album')).toBe(false);
    expect(await quality.profileFits(PROFILE_LOSSLESS_MUSIC, 'album')).toBe(true);
    expect(await quality.profileFits(99, 'movie')).toBe(false);
    expect(await refusal(quality.getProfile(99))).toEqual({ code: 'quality_profile_not_found', params: { profile_id: 99 } });
  });

  it('ships size limits for every quality and lets the owner tune them', async () => {
    const definitions = await quality.listDefinitions();
    expect(definitions.map((definition) => definition.quality)).toEqual(QUALITIES.map((q) => q.id));
    const changed = await quality.updateDefinition('bluray-1080p', { min_mb_per_minute: 20, preferred_mb_per_minute: 45.5, max_mb_per_minute: null });
    expect(changed).toMatchObject({ quality: 'bluray-1080p', name: 'Bluray-1080p', min_mb_per_minute: 20, preferred_mb_per_minute: 45.5, max_mb_per_minute: null });
    const bad = await refusal(quality.updateDefinition('bluray-1080p', { min_mb_per_minute: 50, preferred_mb_per_minute: 10, max_mb_per_minute: 5 }));
    expect(bad.code).toBe('invalid_input');
    expect(bad.params.errors).toEqual([
      { path: 'preferred_mb_per_minute', code: 'below_min' },
      { path: 'max_mb_per_minute', code: 'below_preferred' },
    ]);
    expect((await refusal(quality.updateDefinition('nope', { min_mb_per_minute: 1, preferred_mb_per_minute: 2, max_mb_per_minute: 3 }))).code).toBe(
      'quality_definition_not_found',
    );
  });

  it('creates, changes and deletes a profile with its scores', async () => {
    const formats = await quality.listCustomFormats();
    const x265 = formats.find((format) => format.name === 'x265 (HEVC)')!;
    const hd = await quality.getProfile(PROFILE_HD);
    const input: ProfileInput = { ...hd, name: 'Small files', cutoff: 'webdl-1080p', format_scores: [{ custom_format_id: x265.id, score: 25 }] };
    const created = await quality.createProfile(input);
    expect(created.id).toBe(4);
    expect(created).toMatchObject({ name: 'Small files', cutoff: 'webdl-1080p', format_scores: [{ custom_format_id: x265.id, name: 'x265 (HEVC)', score: 25 }] });
    expect(await refusal(quality.createProfile(input))).toEqual({ code: 'quality_profile_name_taken', params: { name: 'Small files' } });

    const updated = await quality.updateProfile(created.id, { ...input, upgrade_allowed: false, format_scores: [] });
    expect(updated).toMatchObject({ upgrade_allowed: false, format_scores: [] });

    inUse.add(created.id);
    expect((await refusal(quality.deleteProfile(created.id))).code).toBe('quality_profile_in_use');
    inUse.delete(created.id);
    quality.connect({ profileInUse: async (id) => id === created.id });
    expect((await refusal(quality.deleteProfile(created.id))).code).toBe('quality_profile_in_use');
    quality.connect({ profileInUse: async (id) => inUse.has(id) });
    await quality.deleteProfile(created.id);
    expect(await quality.profileExists(created.id)).toBe(false);
  });

  it('refuses a profile that does not hold together, naming every mistake', async () => {
    const hd = await quality.getProfile(PROFILE_HD);
    const bad = await refusal(
      quality.createProfile({
        ...hd,
        name: 'Broken',
        items: [
          { name: 'A', qualities: ['bluray-1080p', 'flac'], allowed: true },
          { name: 'B', qualities: ['bluray-1080p', 'nonsense'], allowed: false },
        ],
        cutoff: 'remux-2160p',
        format_scores: [{ custom_format_id: 999, score: 5 }],
      }),
    );
    expect(bad.code).toBe('invalid_input');
    expect(bad.params.errors).toEqual([
      { path: 'items/0/qualities/1', code: 'quality_kind' },
      { path: 'items/1/qualities/0', code: 'duplicate' },
      { path: 'items/1/qualities/1', code: 'quality_unknown' },
      { path: 'cutoff', code: 'not_allowed' },
      { path: 'format_scores/0/custom_format_id', code: 'custom_format_unknown' },
    ]);
    expect((await quality.listProfiles()).map((profile) => profile.name)).not.toContain('Broken');
  });

  it('keeps custom formats, validating their conditions, and drops their scores with them', async () => {
    const format = await quality.createCustomFormat({
      name: 'German',
      conditions: [{ name: 'de', type: 'language', negate: false, required: true, value: 'de' }],
    });
    const profile = await quality.getProfile(PROFILE_HD);
    await quality.updateProfile(PROFILE_HD, { ...profile, format_scores: [...profile.format_scores, { custom_format_id: format.id, score: -50 }] });
    expect((await quality.getProfile(PROFILE_HD)).format_scores).toContainEqual({ custom_format_id: format.id, name: 'German', score: -50 });

    const renamed = await quality.updateCustomFormat(format.id, { ...format, name: 'Deutsch' });
    expect(renamed.name).toBe('Deutsch');
    expect((await refusal(quality.updateCustomFormat(format.id, { ...format, name: 'HDR' }))).code).toBe('custom_format_name_taken');

    const bad = await refusal(
      quality.createCustomFormat({
        name: 'Bad',
        conditions: [
          { name: 'r', type: 'release_title', negate: false, required: false, value: '(' },
          { name: 's', type: 'source', negate: false, required: false, value: 'vhs' },
          { name: 'z', type: 'size', negate: false, required: false, value: { min: 10, max: 2 } },
        ],
      }),
    );
    expect(bad.params.errors).toEqual([
      { path: 'conditions/0/value', code: 'regex' },
      { path: 'conditions/1/value', code: 'enum' },
      { path: 'conditions/2/value', code: 'range' },
    ]);

    await quality.deleteCustomFormat(format.id);
    expect((await quality.getProfile(PROFILE_HD)).format_scores.map((score) => score.name)).not.toContain('Deutsch');
    expect((await refusal(quality.getCustomFormat(format.id))).code).toBe('custom_format_not_found');
  });

  it('keeps release restrictions', async () => {
    const made = await rules.createRestriction({ name: 'No hardsubs', must_contain: [], must_not_contain: ['hc', '/\\bkorsub\\b/'], indexer: null, enabled: true });
    expect(await rules.listRestrictions()).toEqual([made]);
    const changed = await rules.updateRestriction(made.id, { ...made, enabled: false });
    expect(changed.enabled).toBe(false);
    const bad = await refusal(rules.createRestriction({ name: '', must_contain: ['/(/'], must_not_contain: [], indexer: null, enabled: true }));
    expect(bad.params.errors).toEqual([
      { path: 'name', code: 'name' },
      { path: 'must_contain/0', code: 'regex' },
    ]);
    await rules.deleteRestriction(made.id);
    expect((await refusal(rules.getRestriction(made.id))).code).toBe('restriction_not_found');
  });

  it('keeps delay profiles and never removes the default', async () => {
    const standard = await rules.getDelayProfile();
    expect(standard).toMatchObject({ id: 1, name: 'Default', preferred_protocol: 'usenet', usenet_delay_minutes: 0 });
    const slow = await rules.createDelayProfile({ ...standard, name: 'Patient', torrent_delay_minutes: 240, preferred_protocol: 'torrent' });
    expect(slow).toMatchObject({ id: 2, torrent_delay_minutes: 240, preferred_protocol: 'torrent' });
    expect((await refusal(rules.createDelayProfile({ ...standard }))).code).toBe('delay_profile_name_taken');
    expect((await refusal(rules.updateDelayProfile(slow.id, { ...slow, usenet_enabled: false, torrent_enabled: false }))).params.errors).toEqual([
      { path: 'usenet_enabled', code: 'no_protocol' },
    ]);
    expect((await refusal(rules.deleteDelayProfile(1))).code).toBe('delay_profile_default');
    await rules.deleteDelayProfile(slow.id);
    expect((await rules.listDelayProfiles()).map((profile) => profile.id)).toEqual([1]);
  });

  it('keeps the blocklist per title', async () => {
    const entry = await blocklist.add({ title_id: 7, release_title: 'Film.2020-GRP', info_hash: 'ABC123', protocol: 'torrent', reason: 'download_failed' });
    expect(entry).toMatchObject({ title_id: 7, info_hash: 'abc123', reason: 'download_failed', created_at: '2026-03-01T12:00:00.000Z' });
    await blocklist.add({ title_id: 8, release_title: 'Other-GRP', reason: 'owner_removed' });
    expect((await blocklist.listForTitle(7)).map((row) => row.id)).toEqual([entry.id]);
    expect((await refusal(blocklist.add({ title_id: 7, release_title: '', reason: 'Bad Reason' }))).params.errors).toEqual([
      { path: 'release_title', code: 'type' },
      { path: 'reason', code: 'pattern' },
    ]);
    await blocklist.remove(entry.id);
    expect((await refusal(blocklist.remove(entry.id))).code).toBe('blocklist_entry_not_found');
    expect(await blocklist.clearForTitle(8)).toBe(1);
    expect(await blocklist.list()).toEqual([]);
  });

  it('decides real release names with the stored settings, blocklist and clock', async () => {
    await blocklist.add({ title_id: 42, release_title: 'The.Matrix.1999.1080p.BluRay.x264-BAD', reason: 'download_failed' });
    const restriction = await rules.createRestriction({ name: 'No 3D', must_contain: [], must_not_contain: ['3D'], indexer: null, enabled: true });
    const decisions = await quality.decide({
      profile_id: PROFILE_HD,
      title_id: 42,
      title: movieTitle(),
      releases: [
        releaseOf('The.Matrix.1999.720p.WEB-DL.DD5.1.H.264-GRP', { size: 4 * GIB }),
        releaseOf('The.Matrix.1999.1080p.BluRay.x264-BAD'),
        releaseOf('The.Matrix.1999.CAM.XviD-NoGrp', { size: 1 * GIB }),
        releaseOf('The.Matrix.1999.1080p.BluRay.x264-GOOD'),
        releaseOf('The.Matrix.1999.3D.1080p.BluRay.x264-GRP'),
        releaseOf('The.Matrix.Reloaded.2003.1080p.BluRay.x264-GRP'),
      ],
    });
    expect(decisions.map((decision) => [decision.release.title, decision.rank, decision.refusals.map((r) => r.code)])).toEqual([
      ['The.Matrix.1999.1080p.BluRay.x264-GOOD', 1, []],
      ['The.Matrix.1999.720p.WEB-DL.DD5.1.H.264-GRP', 2, []],
      ['The.Matrix.1999.1080p.BluRay.x264-BAD', null, ['blocklisted']],
      ['The.Matrix.1999.CAM.XviD-NoGrp', null, ['quality_not_wanted', 'below_minimum_score']],
      ['The.Matrix.1999.3D.1080p.BluRay.x264-GRP', null, ['must_not_contain']],
      ['The.Matrix.Reloaded.2003.1080p.BluRay.x264-GRP', null, ['unknown_title', 'wrong_year']],
    ]);
    expect(decisions[0]!.quality).toEqual({ id: 'bluray-1080p', name: 'Bluray-1080p', revision: 1 });
    await rules.deleteRestriction(restriction.id);

    const series = await quality.rankReleases({
      profile_id: PROFILE_HD,
      title: seriesTitle({ episodes: [episode(1, 1, { wanted: false }), episode(1, 2)] }),
      episode_files: [{ season: 1, episode: 1, quality: 'bluray-1080p', revision: 1, custom_format_score: 0 }],
      releases: [
        releaseOf('Severance.S01E02.1080p.WEB.H264-GRP', { size: 2 * GIB }),
        releaseOf('Severance.S01.1080p.WEB.H264-GRP', { size: 4 * GIB }),
        releaseOf('Severance.S01E02.720p.HDTV.x264-GRP', { size: 1 * GIB, protocol: 'torrent', seeders: 20 }),
      ],
    });
    expect(series.map((decision) => [decision.release.title, decision.rank])).toEqual([
      ['Severance.S01E02.1080p.WEB.H264-GRP', 1],
      ['Severance.S01E02.720p.HDTV.x264-GRP', 2],
    ]);
  });

  it('decides album releases for the lossless music profile', async () => {
    const mib = 1024 * 1024;
    const ranked = await quality.decide({
      profile_id: PROFILE_LOSSLESS_MUSIC,
      title: { kind: 'album', names: ['Kind of Blue'], year: 1959, runtime_minutes: 46, available_from: null, episodes: [], artist_names: ['Miles Davis'] },
      existing: { quality: 'mp3-320', revision: 1, custom_format_score: 0 },
      releases: [
        releaseOf('Miles Davis - Kind of Blue (1959) [MP3 320]', { size: 105 * mib }),
        releaseOf('Miles Davis - Kind of Blue (1959) [FLAC]', { size: 300 * mib }),
        releaseOf('Miles Davis - Sketches of Spain (1960) [FLAC]', { size: 300 * mib }),
      ],
    });
    expect(ranked.map((decision) => [decision.quality.id, decision.rank, decision.refusals.map((r) => r.code)])).toEqual([
      ['flac', 1, []],
      ['mp3-320', null, ['not_an_upgrade']],
      ['flac', null, ['wrong_album']],
    ]);
  });
});
