import type { Refusal, ReleaseDecision } from './decision.types.ts';

export interface RefusalCount {
  code: string;
  /** How many releases carry this refusal. */
  releases: number;
  /** The first release refused for it, so a person can see one case. */
  example: { release_title: string; params: Refusal['params'] };
}

export interface DecisionSummary {
  releases: number;
  accepted: number;
  /** The release to take (rank 1), or null when every release was refused. */
  best: ReleaseDecision | null;
  /** Every refusal code found, most frequent first (ties by code). */
  refusals: RefusalCount[];
}

/**
 * What a search came to, in a few lines: `why` and preview tell a person "12 releases, none
 * taken: 9 not an upgrade, 3 too small" without listing every release.
 */
export function summarizeDecisions(decisions: ReleaseDecision[]): DecisionSummary {
  const counts = new Map<string, RefusalCount>();
  let best: ReleaseDecision | null = null;
  let accepted = 0;
  for (const decision of decisions) {
    if (decision.accepted) {
      accepted += 1;
      if (decision.rank === 1) best = decision;
      continue;
    }
    const seen = new Set<string>();
    for (const refusal of decision.refusals) {
      if (seen.has(refusal.code)) continue;
      seen.add(refusal.code);
      const count = counts.get(refusal.code);
      if (count) count.releases += 1;
      else counts.set(refusal.code, { code: refusal.code, releases: 1, example: { release_title: decision.release.title, params: refusal.params } });
    }
  }
  const refusals = [...counts.values()].sort((a, b) => b.releases - a.releases || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { releases: decisions.length, accepted, best, refusals };
}
