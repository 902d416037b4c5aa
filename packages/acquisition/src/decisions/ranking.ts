import type { DecisionContext, Subject } from './decision-context.ts';
import { indexerPolicy } from './specifications/indexer.spec.ts';
import { preferredSize } from './specifications/quality.spec.ts';

type Comparison = (a: Subject, b: Subject, context: DecisionContext) => number;

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

const byQuality: Comparison = (a, b) => b.rank - a.rank || b.quality.revision - a.quality.revision;
const byScore: Comparison = (a, b) => b.score - a.score;
const byProtocol: Comparison = (a, b, context) => {
  const preferred = context.input.settings.delay_profile?.preferred_protocol ?? 'usenet';
  return Number(b.release.protocol === preferred) - Number(a.release.protocol === preferred);
};
const byIndexerPriority: Comparison = (a, b, context) => {
  const { indexers } = context.input.settings;
  return indexerPolicy(indexers, a.release.indexer).priority - indexerPolicy(indexers, b.release.indexer).priority;
};
const bySeedersOrAge: Comparison = (a, b, context) => {
  if (a.release.protocol !== b.release.protocol) return 0;
  if (a.release.protocol === 'torrent') return seederBucket(b) - seederBucket(a);
  return ageBucket(b, context) - ageBucket(a, context);
};
const bySize: Comparison = (a, b, context) => {
  const preferredA = preferredSize(a, context);
  const preferredB = preferredSize(b, context);
  if (preferredA === null || preferredB === null) return b.release.size - a.release.size;
  return Math.abs(a.release.size - preferredA) - Math.abs(b.release.size - preferredB);
};
const byGuid: Comparison = (a, b) => (a.release.guid < b.release.guid ? -1 : a.release.guid > b.release.guid ? 1 : 0);

/**
 * The order the field expects (Radarr/Sonarr's download-decision comparer): quality in profile
 * order (then revision), custom-format score, the delay profile's preferred protocol, indexer
 * priority, seeders for torrents / age for usenet, size nearest the preferred size; the guid
 * settles the rest so a ranking never depends on input order.
 */
export const RANKING: readonly Comparison[] = [byQuality, byScore, byProtocol, byIndexerPriority, bySeedersOrAge, bySize, byGuid];

export function compareSubjects(a: Subject, b: Subject, context: DecisionContext): number {
  for (const comparison of RANKING) {
    const result = comparison(a, b, context);
    if (result !== 0) return result;
  }
  return 0;
}
