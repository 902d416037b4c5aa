import type { ParsedRelease } from '../quality/parsed-release-input.ts';
import type {
  BlocklistEntry,
  CustomFormat,
  DelayProfile,
  Protocol,
  QualityDefinition,
  QualityProfile,
  ReleaseRestriction,
} from '../quality/quality.types.ts';

/** A release as an indexer reported it. */
export interface Release {
  title: string;
  guid: string;
  indexer: string;
  protocol: Protocol;
  /** Bytes. */
  size: number;
  /** ISO time the indexer says it was posted; null when unknown. */
  publish_date: string | null;
  seeders: number | null;
  peers: number | null;
  info_hash: string | null;
  download_url: string;
}

export interface EpisodeInfo {
  season: number;
  episode: number;
  absolute: number | null;
  /** `YYYY-MM-DD` or a full ISO time; null when not known yet. */
  air_date: string | null;
  /** True for the episodes this search looks for. */
  wanted: boolean;
}

export interface TitleContext {
  kind: 'movie' | 'series' | 'album';
  /** The title's name and its aliases; compared with the parsed title after folding. */
  names: string[];
  year: number | null;
  /** Runtime of a movie, of one episode, or of the whole album. */
  runtime_minutes: number | null;
  /** Movies and albums: the day it can first be had; null when unknown or already out. */
  available_from: string | null;
  /** Series: every known episode of the series (the wanted ones flagged). */
  episodes: EpisodeInfo[];
  /** Music: the artist's names; the album's names are `names`. */
  artist_names: string[];
}

export interface ExistingFile {
  quality: string;
  revision: number;
  custom_format_score: number;
}

export interface QueuedItem {
  release_title: string;
  guid: string | null;
  quality: string;
  custom_format_score: number;
  /** Series: which episodes the queued download covers (empty for movies and albums). */
  season: number | null;
  episodes: number[];
}

export interface EpisodeFile extends ExistingFile {
  season: number;
  episode: number;
}

export interface VersionContext {
  profile: QualityProfile;
  /** The file the version holds (movie, album); null when missing. */
  existing: ExistingFile | null;
  /** Series: the files the version holds, one row per episode they cover. */
  episode_files: EpisodeFile[];
  queued: QueuedItem[];
  blocklist: BlocklistEntry[];
}

export interface IndexerPolicy {
  enabled: boolean;
  minimum_seeders: number;
  /** 1 (first) to 50 (last), as in Radarr; default 25. */
  priority: number;
}

export interface DecisionSettings {
  definitions: QualityDefinition[];
  custom_formats: CustomFormat[];
  restrictions: ReleaseRestriction[];
  delay_profile: DelayProfile | null;
  /** By indexer name; an indexer not listed is enabled, needs 1 seeder and has priority 25. */
  indexers: Record<string, IndexerPolicy>;
}

export interface Candidate {
  release: Release;
  parsed: ParsedRelease;
}

export interface DecisionInput {
  title: TitleContext;
  version: VersionContext;
  settings: DecisionSettings;
  candidates: Candidate[];
  /** ISO time; the engine reads no clock of its own. */
  now: string;
  /** A person searching by hand waits out no delay profile. */
  interactive?: boolean;
}

export interface Refusal {
  code: string;
  params: Record<string, unknown>;
}

export interface QualityOut {
  id: string;
  name: string;
  revision: number;
}

/** Plain JSON: stored with a search result and shown by `why` and preview. */
export interface ReleaseDecision {
  release: Release;
  parsed: ParsedRelease;
  quality: QualityOut;
  custom_formats: { name: string; score: number }[];
  score: number;
  accepted: boolean;
  refusals: Refusal[];
  /** 1 for the release to take; null for refused ones. */
  rank: number | null;
}
