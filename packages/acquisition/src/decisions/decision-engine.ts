import { buildSubject, type DecisionContext, prepareContext, type Subject } from './decision-context.ts';
import type { DecisionInput, Refusal, ReleaseDecision } from './decision.types.ts';
import { rankSubjects } from './ranking.ts';
import { blocklistSpecification } from './specifications/blocklist.spec.ts';
import { delaySpecification } from './specifications/delay.spec.ts';
import { releasedSpecification, wantedEpisodeSpecification } from './specifications/episodes.spec.ts';
import { indexerSpecification } from './specifications/indexer.spec.ts';
import { minimumScoreSpecification, qualityAllowedSpecification, sizeSpecification } from './specifications/quality.spec.ts';
import { queueSpecification } from './specifications/queue.spec.ts';
import { restrictionsSpecification } from './specifications/restrictions.spec.ts';
import type { Specification } from './specifications/specification.ts';
import { titleMatchSpecification, yearSpecification } from './specifications/title-match.spec.ts';
import { upgradeSpecification } from './specifications/upgrade.spec.ts';

/** Every check, in the order their refusals are listed (the weightiest for a person first). */
export const SPECIFICATIONS: readonly Specification[] = [
  titleMatchSpecification,
  yearSpecification,
  wantedEpisodeSpecification,
  releasedSpecification,
  indexerSpecification,
  blocklistSpecification,
  qualityAllowedSpecification,
  minimumScoreSpecification,
  sizeSpecification,
  restrictionsSpecification,
  upgradeSpecification,
  queueSpecification,
  delaySpecification,
];

function refusalsOf(subject: Subject, context: DecisionContext): Refusal[] {
  const refusals: Refusal[] = [];
  for (const specification of SPECIFICATIONS) {
    const found = specification.check(subject, context);
    for (const refusal of found) refusals.push(refusal);
  }
  return refusals;
}

function toDecision(subject: Subject, refusals: Refusal[], rank: number | null): ReleaseDecision {
  return {
    release: subject.release,
    parsed: subject.parsed,
    quality: subject.quality,
    custom_formats: subject.formats,
    score: subject.score,
    accepted: refusals.length === 0,
    refusals,
    rank,
  };
}

/**
 * Runs every release of one search through every specification and ranks the accepted ones.
 * Pure: no database, no clock, no network; the same input gives the same answer. Answers the
 * accepted releases first, best first (rank 1, 2, ...), then the refused ones in input order,
 * each keeping all of its refusals.
 */
export function decideReleases(input: DecisionInput): ReleaseDecision[] {
  const context = prepareContext(input);
  const accepted: Subject[] = [];
  const refused: { subject: Subject; refusals: Refusal[] }[] = [];
  for (const candidate of input.candidates) {
    const subject = buildSubject(context, candidate);
    const refusals = refusalsOf(subject, context);
    if (refusals.length === 0) accepted.push(subject);
    else refused.push({ subject, refusals });
  }
  return [
    ...rankSubjects(accepted, context).map((subject, index) => toDecision(subject, [], index + 1)),
    ...refused.map(({ subject, refusals }) => toDecision(subject, refusals, null)),
  ];
}

/** The accepted releases only, best first. */
export function rankReleases(input: DecisionInput): ReleaseDecision[] {
  return decideReleases(input).filter((decision) => decision.accepted);
}
