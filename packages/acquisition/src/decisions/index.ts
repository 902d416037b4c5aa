/** The decision engine: pure functions over plain objects (see decision.types.ts). */
export { decideReleases, rankReleases, SPECIFICATIONS } from './decision-engine.ts';
export { summarizeDecisions, type DecisionSummary, type RefusalCount } from './decision-summary.ts';
export type * from './decision.types.ts';
