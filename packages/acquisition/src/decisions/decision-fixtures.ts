import type { ParsedRelease } from '../quality/parsed-release-input.ts';
import { QUALITIES } from '../quality/quality-catalog.ts';
import { DEFAULT_CUSTOM_FORMATS, DEFAULT_DELAY_PROFILE, DEFAULT_PROFILES } from '../quality/quality-defaults.ts';
import type { CustomFormat, QualityDefinition, QualityProfile } from '../quality/quality.types.ts';
import type { Candidate, DecisionInput, EpisodeInfo, Release, TitleContext, VersionContext } from './decision.types.ts';

/**
 * Builders for decision inputs (tests and the bench): the shipped defaults with ids given in
 * order, and releases described by only the fields a case cares about.
 */
export const FIXTURE_NOW = '2026-03-01T12:00:00.000Z';
const GIB = 1024 ** 3;

export const fixtureFormats: CustomFormat[] = DEFAULT_CUSTOM_FORMATS.map((format, index) => ({ id: index + 1, ...format }));

export function fixtureProfile(id: number, changes: Partial<QualityProfile> = {}): QualityProfile {
  const base = DEFAULT_PROFILES.find((profile) => profile.id === id);
  if (!base) throw new Error(`no default profile ${id}`);
  const { scores, ...profile } = base;
  const format_scores = Object.entries(scores).map(([name, score]) => {
    const format = fixtureFormats.find((candidate) => candidate.name === name)!;
    return { custom_format_id: format.id, name, score };
  });
  return { ...structuredClone(profile), format_scores, ...changes };
}

export const fixtureDefinitions: QualityDefinition[] = QUALITIES.map((quality) => ({
  quality: quality.id,
  name: quality.name,
  kind: quality.kind,
  min_mb_per_minute: quality.min,
  preferred_mb_per_minute: quality.preferred,
  max_mb_per_minute: quality.max,
}));

export function parsed(fields: Partial<ParsedRelease>): ParsedRelease {
  return {
    input: '',
    kind: 'movie',
    title: 'The Matrix',
    year: 1999,
    season: null,
    episodes: [],
    full_season: false,
    absolute_episodes: [],
    air_date: null,
    artist: null,
    album: null,
    resolution: 1080,
    source: 'bluray',
    modifier: null,
    codec: 'x264',
    hdr: [],
    edition: null,
    languages: [],
    multi: false,
    group: 'GRP',
    revision: 1,
    audio_format: null,
    bitrate: null,
    ...fields,
  };
}

let guidCounter = 0;

export function release(fields: Partial<Release> = {}): Release {
  guidCounter += 1;
  return {
    title: 'The.Matrix.1999.1080p.BluRay.x264-GRP',
    guid: `guid-${String(guidCounter).padStart(6, '0')}`,
    indexer: 'Indexer A',
    protocol: 'usenet',
    size: 8 * GIB,
    publish_date: '2026-02-28T12:00:00.000Z',
    seeders: null,
    peers: null,
    info_hash: null,
    download_url: 'http://127.0.0.1/download/1',
    ...fields,
  };
}

export function candidate(releaseFields: Partial<Release> = {}, parsedFields: Partial<ParsedRelease> = {}): Candidate {
  const made = release(releaseFields);
  return { release: made, parsed: parsed({ input: made.title, ...parsedFields }) };
}

export function movieTitle(changes: Partial<TitleContext> = {}): TitleContext {
  return {
    kind: 'movie',
    names: ['The Matrix'],
    year: 1999,
    runtime_minutes: 136,
    available_from: null,
    episodes: [],
    artist_names: [],
    ...changes,
  };
}

export function episode(season: number, number: number, changes: Partial<EpisodeInfo> = {}): EpisodeInfo {
  return { season, episode: number, absolute: null, air_date: '2020-01-01', wanted: true, ...changes };
}

export function seriesTitle(changes: Partial<TitleContext> = {}): TitleContext {
  return {
    kind: 'series',
    names: ['Severance'],
    year: 2022,
    runtime_minutes: 50,
    available_from: null,
    episodes: [1, 2, 3].flatMap((season) => [1, 2, 3].map((number) => episode(season, number))),
    artist_names: [],
    ...changes,
  };
}

export function albumTitle(changes: Partial<TitleContext> = {}): TitleContext {
  return {
    kind: 'album',
    names: ['Kind of Blue'],
    year: 1959,
    runtime_minutes: 46,
    available_from: null,
    episodes: [],
    artist_names: ['Miles Davis'],
    ...changes,
  };
}

export function version(changes: Partial<VersionContext> = {}): VersionContext {
  return { profile: fixtureProfile(1), existing: null, episode_files: [], queued: [], blocklist: [], ...changes };
}

export function decisionInput(changes: Partial<DecisionInput> = {}): DecisionInput {
  return {
    title: movieTitle(),
    version: version(),
    settings: {
      definitions: fixtureDefinitions,
      custom_formats: fixtureFormats,
      restrictions: [],
      delay_profile: { ...DEFAULT_DELAY_PROFILE },
      indexers: {},
    },
    candidates: [],
    now: FIXTURE_NOW,
    ...changes,
  };
}
