import type { BlocklistRow } from '../blocklist/blocklist.repository.ts';
import { qualityInfo } from './quality-catalog.ts';
import type { QualityTables } from './quality.migration.ts';
import type {
  BlocklistEntry,
  CustomFormat,
  DelayProfile,
  FormatScore,
  Protocol,
  QualityDefinition,
  QualityProfile,
  ReleaseRestriction,
} from './quality.types.ts';

/** Rows (JSON as text, booleans as 0/1) to the plain objects the service and the engine use. */
type Selected<T> = { [K in keyof T]: T[K] extends import('kysely').Generated<infer V> ? V : T[K] };

export function toDefinition(row: QualityTables['quality_definitions']): QualityDefinition {
  const info = qualityInfo(row.quality);
  return {
    quality: row.quality,
    name: info?.name ?? row.quality,
    kind: info?.kind ?? 'video',
    min_mb_per_minute: row.min_mb_per_minute,
    preferred_mb_per_minute: row.preferred_mb_per_minute,
    max_mb_per_minute: row.max_mb_per_minute,
  };
}

export function toProfile(row: Selected<QualityTables['quality_profiles']>, scores: FormatScore[]): QualityProfile {
  return {
    id: Number(row.id),
    name: row.name,
    kind: row.kind === 'music' ? 'music' : 'video',
    items: JSON.parse(row.items),
    cutoff: row.cutoff,
    upgrade_allowed: row.upgrade_allowed === 1,
    min_format_score: row.min_format_score,
    cutoff_format_score: row.cutoff_format_score,
    min_upgrade_format_score: row.min_upgrade_format_score,
    format_scores: scores,
  };
}

export function toCustomFormat(row: Selected<QualityTables['custom_formats']>): CustomFormat {
  return { id: Number(row.id), name: row.name, conditions: JSON.parse(row.conditions) };
}

export function toRestriction(row: Selected<QualityTables['release_restrictions']>): ReleaseRestriction {
  return {
    id: Number(row.id),
    name: row.name,
    must_contain: JSON.parse(row.must_contain),
    must_not_contain: JSON.parse(row.must_not_contain),
    indexer: row.indexer,
    enabled: row.enabled === 1,
  };
}

export function toDelayProfile(row: Selected<QualityTables['delay_profiles']>): DelayProfile {
  return {
    id: Number(row.id),
    name: row.name,
    preferred_protocol: row.preferred_protocol as Protocol,
    usenet_enabled: row.usenet_enabled === 1,
    torrent_enabled: row.torrent_enabled === 1,
    usenet_delay_minutes: row.usenet_delay_minutes,
    torrent_delay_minutes: row.torrent_delay_minutes,
    bypass_if_highest_quality: row.bypass_if_highest_quality === 1,
    bypass_if_above_format_score: row.bypass_if_above_format_score === 1,
    minimum_bypass_format_score: row.minimum_bypass_format_score,
  };
}

export function toBlocklistEntry(row: Selected<BlocklistRow>): BlocklistEntry {
  return {
    id: Number(row.id),
    title_id: Number(row.title_id),
    version_id: row.version_id,
    release_title: row.release_title,
    guid: row.guid,
    info_hash: row.info_hash,
    indexer: row.indexer,
    protocol: row.protocol as Protocol | null,
    reason: row.reason,
    created_at: row.created_at,
  };
}
