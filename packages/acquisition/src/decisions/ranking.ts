import type { DecisionContext, Subject } from './decision-context.ts';
import { indexerPolicy } from './specifications/indexer.spec.ts';
import { preferredSize } from './specifications/quality.spec.ts';

/** What the ranking compares, worked out once per release rather than once per comparison. */
export interface RankKey {
  subject: Subject;
  quality: number;
  revision: number;
  score: number;
  preferredProtocol: number;
  indexerPriority: number;
  protocol: string;
  seeders: number;
  age: number;
  /** Distance from the preferred size, or minus the size when no preferred size is known. */
  size: number;
  guid: string;
}

/** Seeder counts compared by order of magnitude, so 480 and 510 seeders count as equal. */
function seederBucket(subject: Subject): number {
  return Math.round(Math.log10(Math.max(1, subject.release.seeders ?? 0)));
}

/** Sonarr's usenet age buckets: under an hour, under a day, under a week, older. */
function ageBucket(subject: Subject, context: DecisionContext): number {
  const published = subject.release.publish_date === null ? Number.NaN : Date.parse(subject.release.publish_date);
  if (Number.isNaN(published)) return 0;
  const hours = (context.nowMs - published) / 3_600_000;
  if (hours < 1) return 3;
  if (hours <= 24) return 2;
  if (hours <= 24 * 7) return 1;
  return 0;
}

export function rankKey(subject: Subject, context: DecisionContext): RankKey {
  const { release } = subject;
  const { settings } = context.input;
  const preferred = preferredSize(subject, context);
  return {
    subject,
    quality: subject.rank,
    revision: subject.quality.revision,
    score: subject.score,
    preferredProtocol: Number(release.protocol === (settings.delay_profile?.preferred_protocol ?? 'usenet')),
    indexerPriority: indexerPolicy(settings.indexers, release.indexer).priority,
    protocol: release.protocol,
    seeders: release.protocol === 'torrent' ? seederBucket(subject) : 0,
    age: release.protocol === 'usenet' ? ageBucket(subject, context) : 0,
    size: preferred === null ? -release.size : Math.abs(release.size - preferred),
    guid: release.guid,
  };
}

/**
 * The order the field expects (Radarr/Sonarr's download-decision comparer): quality in profile
 * order (then revision), custom-format score, the delay profile's preferred protocol, indexer
 * priority (lower first), seeders for torrents / age for usenet (newer first), size nearest the
 * preferred size (larger first without a runtime); the guid settles the rest so a ranking never
 * depends on input order.
 */
export function compareRankKeys(a: RankKey, b: RankKey): number {
  return (
    b.quality - a.quality ||
    b.revision - a.revision ||
    b.score - a.score ||
    b.preferredProtocol - a.preferredProtocol ||
    a.indexerPriority - b.indexerPriority ||
    (a.protocol === b.protocol ? b.seeders - a.seeders || b.age - a.age : 0) ||
    a.size - b.size ||
    (a.guid < b.guid ? -1 : a.guid > b.guid ? 1 : 0)
  );
}

/** The subjects best first. */
export function rankSubjects(subjects: Subject[], context: DecisionContext): Subject[] {
  return subjects
    .map((subject) => rankKey(subject, context))
    .sort(compareRankKeys)
    .map((key) => key.subject);
}
