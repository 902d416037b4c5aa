import type { DecisionContext, Subject } from '../decision-context.ts';
import { ACCEPT, refuse, type Specification } from './specification.ts';

/** The profile must list the release's quality as allowed. */
export const qualityAllowedSpecification: Specification = {
  name: 'quality_allowed',
  check(subject, context) {
    if (context.allowedQualities.has(subject.quality.id)) return ACCEPT;
    return refuse('quality_not_wanted', { quality: subject.quality.id, profile: context.input.version.profile.name });
  },
};

/** The custom-format score must reach the profile's minimum. */
export const minimumScoreSpecification: Specification = {
  name: 'minimum_score',
  check(subject, context) {
    const minimum = context.input.version.profile.min_format_score;
    return subject.score < minimum ? refuse('below_minimum_score', { score: subject.score, minimum }) : ACCEPT;
  },
};

const MIB = 1024 * 1024;

/** Minutes of runtime the release holds; null when the title's runtime is not known. */
export function releaseRuntimeMinutes(subject: Subject, context: DecisionContext): number | null {
  const { title } = context.input;
  const runtime = title.runtime_minutes;
  if (runtime === null || runtime <= 0) return null;
  if (title.kind !== 'series') return runtime;
  const count = Math.max(subject.episodes.length, subject.parsed.episodes.length, subject.parsed.absolute_episodes.length, 1);
  return runtime * count;
}

/**
 * Size limits of the quality, per minute of runtime (Radarr's model); skipped without a runtime,
 * and for a release whose indexer gave no size (0), as Radarr does.
 */
export const sizeSpecification: Specification = {
  name: 'size',
  check(subject, context) {
    const minutes = releaseRuntimeMinutes(subject, context);
    const definition = context.definitions.get(subject.quality.id);
    const size = subject.release.size;
    if (minutes === null || definition === undefined || !(size > 0)) return ACCEPT;
    const minimum = Math.round(definition.min_mb_per_minute * minutes * MIB);
    if (size < minimum) return refuse('size_too_small', { size, minimum, runtime_minutes: minutes });
    if (definition.max_mb_per_minute !== null) {
      const maximum = Math.round(definition.max_mb_per_minute * minutes * MIB);
      if (size > maximum) return refuse('size_too_large', { size, maximum, runtime_minutes: minutes });
    }
    return ACCEPT;
  },
};

/** Bytes the profile would like for this release (the preferred size), or null without a runtime. */
export function preferredSize(subject: Subject, context: DecisionContext): number | null {
  const minutes = releaseRuntimeMinutes(subject, context);
  const definition = context.definitions.get(subject.quality.id);
  if (minutes === null || definition === undefined) return null;
  return definition.preferred_mb_per_minute * minutes * MIB;
}
