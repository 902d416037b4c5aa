import { DEFAULT_INDEXER_POLICY } from '../decision-context.ts';
import type { IndexerPolicy } from '../decision.types.ts';
import type { Refusal } from '../decision.types.ts';
import type { Specification } from './specification.ts';

export function indexerPolicy(indexers: Record<string, IndexerPolicy>, name: string): IndexerPolicy {
  return indexers[name] ?? DEFAULT_INDEXER_POLICY;
}

/** Releases of a switched-off indexer are refused; torrents need the indexer's minimum of seeders. */
export const indexerSpecification: Specification = {
  name: 'indexer',
  check(subject, context) {
    const refusals: Refusal[] = [];
    const { release } = subject;
    const policy = indexerPolicy(context.input.settings.indexers, release.indexer);
    if (!policy.enabled) refusals.push({ code: 'indexer_disabled', params: { indexer: release.indexer } });
    // An indexer that reports no seeder count is not held against the release.
    if (release.protocol === 'torrent' && release.seeders !== null && release.seeders < policy.minimum_seeders) {
      refusals.push({ code: 'minimum_seeders', params: { seeders: release.seeders, minimum: policy.minimum_seeders } });
    }
    return refusals;
  },
};
