import type { BlocklistEntry } from '../../quality/quality.types.ts';
import type { Release } from '../decision.types.ts';
import { ACCEPT, refuse, type Specification } from './specification.ts';

/** Same guid, same info-hash, or the same release name from the same indexer (any when unrecorded). */
export function blocklistMatches(entry: BlocklistEntry, release: Release): boolean {
  if (entry.guid !== null && entry.guid === release.guid) return true;
  if (entry.info_hash !== null && release.info_hash !== null && entry.info_hash.toLowerCase() === release.info_hash.toLowerCase()) {
    return true;
  }
  if (entry.release_title.toLowerCase() !== release.title.toLowerCase()) return false;
  return entry.indexer === null || entry.indexer.toLowerCase() === release.indexer.toLowerCase();
}

export const blocklistSpecification: Specification = {
  name: 'blocklist',
  check(subject, context) {
    const entry = context.input.version.blocklist.find((candidate) => blocklistMatches(candidate, subject.release));
    if (!entry) return ACCEPT;
    return refuse('blocklisted', { reason: entry.reason, date: entry.created_at, release_title: entry.release_title });
  },
};
