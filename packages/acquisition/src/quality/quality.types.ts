import type { QualityKind } from './quality-catalog.ts';

/** Size limits of one quality, in MB per minute of runtime; `max` null means no upper limit. */
export interface QualityDefinition {
  quality: string;
  name: string;
  kind: QualityKind;
  min_mb_per_minute: number;
  preferred_mb_per_minute: number;
  max_mb_per_minute: number | null;
}

/**
 * One rung of a profile's ladder: a single quality or a group of qualities the profile treats
 * as equal (e.g. WEBDL-1080p and WEBRip-1080p). Items are listed worst first.
 */
export interface QualityProfileItem {
  name: string;
  qualities: string[];
  allowed: boolean;
}

export interface FormatScore {
  custom_format_id: number;
  name: string;
  score: number;
}

export interface QualityProfile {
  id: number;
  name: string;
  kind: QualityKind;
  items: QualityProfileItem[];
  /** A quality id; the cutoff is reached at the item holding it or any better one. */
  cutoff: string;
  upgrade_allowed: boolean;
  /** A release scoring below this is refused (`below_minimum_score`). */
  min_format_score: number;
  /** Upgrades stop once the file reaches both the quality cutoff and this score. */
  cutoff_format_score: number;
  /** A same-quality release must beat the file's score by at least this much to replace it. */
  min_upgrade_format_score: number;
  format_scores: FormatScore[];
}

export type ConditionType =
  | 'release_title'
  | 'source'
  | 'resolution'
  | 'modifier'
  | 'codec'
  | 'hdr'
  | 'edition'
  | 'language'
  | 'group'
  | 'size'
  | 'indexer'
  | 'quality';

/**
 * One condition of a custom format, as Radarr's specifications: `value` is a regex for
 * release_title/edition/group, a GB range `{min, max}` for size, otherwise the parser's word.
 */
export interface FormatCondition {
  name: string;
  type: ConditionType;
  negate: boolean;
  required: boolean;
  value: string | number | { min: number | null; max: number | null };
}

export interface CustomFormat {
  id: number;
  name: string;
  conditions: FormatCondition[];
}

/** Must contain (at least one term) / must not contain (none); a term `/.../` is a regex. */
export interface ReleaseRestriction {
  id: number;
  name: string;
  must_contain: string[];
  must_not_contain: string[];
  /** Only releases of this indexer are checked; null checks all. */
  indexer: string | null;
  enabled: boolean;
}

export type Protocol = 'usenet' | 'torrent';

export interface DelayProfile {
  id: number;
  name: string;
  preferred_protocol: Protocol;
  usenet_enabled: boolean;
  torrent_enabled: boolean;
  usenet_delay_minutes: number;
  torrent_delay_minutes: number;
  bypass_if_highest_quality: boolean;
  bypass_if_above_format_score: boolean;
  minimum_bypass_format_score: number;
}

export interface BlocklistEntry {
  id: number;
  title_id: number;
  version_id: string | null;
  release_title: string;
  guid: string | null;
  info_hash: string | null;
  indexer: string | null;
  protocol: Protocol | null;
  reason: string;
  created_at: string;
}
