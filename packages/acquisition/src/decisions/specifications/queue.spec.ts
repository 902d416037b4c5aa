import type { DecisionContext, Subject } from '../decision-context.ts';
import type { QueuedItem } from '../decision.types.ts';
import { ACCEPT, refuse, type Specification } from './specification.ts';
import { isUpgrade } from './upgrade.spec.ts';

function overlaps(item: QueuedItem, subject: Subject, context: DecisionContext): boolean {
  if (context.input.title.kind !== 'series') return true;
  if (item.season === null) return true;
  return subject.episodes.some(
    (episode) => episode.season === item.season && (item.episodes.length === 0 || item.episodes.includes(episode.episode)),
  );
}

/** A download already on its way is not fetched again, nor replaced by one that is no better. */
export const queueSpecification: Specification = {
  name: 'queue',
  check(subject, context) {
    const release = { quality: subject.quality.id, revision: subject.quality.revision, score: subject.score };
    for (const item of context.input.version.queued) {
      if (!overlaps(item, subject, context)) continue;
      const same = item.guid !== null && item.guid === subject.release.guid;
      const queuedFile = { quality: item.quality, revision: 1, custom_format_score: item.custom_format_score };
      if (same || !isUpgrade(release, queuedFile, context)) {
        return refuse('already_queued', { release_title: item.release_title, quality: item.quality });
      }
    }
    return ACCEPT;
  },
};
