import type { DecisionContext, Subject } from '../decision-context.ts';
import type { ExistingFile, Refusal } from '../decision.types.ts';
import { ACCEPT, type Specification } from './specification.ts';

function rankOf(context: DecisionContext, quality: string): number {
  return context.qualityRank.get(quality) ?? -1;
}

/** The file reached both the quality cutoff and the cutoff score: nothing more is wanted. */
export function cutoffMet(file: ExistingFile, context: DecisionContext): boolean {
  const { profile } = context.input.version;
  return rankOf(context, file.quality) >= context.cutoffRank && file.custom_format_score >= profile.cutoff_format_score;
}

/**
 * Whether a release would replace a file. Quality climbs only while the file is below the quality
 * cutoff; at equal quality a higher revision (PROPER/REPACK) wins, then a score at least
 * `min_upgrade_format_score` (and at least 1) above the file's.
 */
export function isUpgrade(
  release: { quality: string; revision: number; score: number },
  file: ExistingFile,
  context: DecisionContext,
): boolean {
  const releaseRank = rankOf(context, release.quality);
  const fileRank = rankOf(context, file.quality);
  const step = Math.max(1, context.input.version.profile.min_upgrade_format_score);
  const scoreUpgrade = release.score >= file.custom_format_score + step;
  if (releaseRank > fileRank) return fileRank < context.cutoffRank || scoreUpgrade;
  if (releaseRank < fileRank) return false;
  if (release.revision !== file.revision) return release.revision > file.revision;
  return scoreUpgrade;
}

/** Files the release would replace: the version's file, or the files of the episodes it covers. */
export function filesReplaced(subject: Subject, context: DecisionContext): ExistingFile[] {
  const { title, version } = context.input;
  if (title.kind !== 'series') return version.existing ? [version.existing] : [];
  const covered = new Set(subject.episodes.map((episode) => `${episode.season}:${episode.episode}`));
  return version.episode_files.filter((file) => covered.has(`${file.season}:${file.episode}`));
}

/** Upgrades: only when the profile allows them, the cutoff is not reached and the release is better. */
export const upgradeSpecification: Specification = {
  name: 'upgrade',
  check(subject, context) {
    const files = filesReplaced(subject, context);
    if (files.length === 0) return ACCEPT;
    const { profile } = context.input.version;
    const refusals: Refusal[] = [];
    const describe = (file: ExistingFile) => ({ existing_quality: file.quality, existing_score: file.custom_format_score });
    if (!profile.upgrade_allowed) {
      refusals.push({ code: 'already_have', params: { reason: 'upgrades_disabled', ...describe(files[0]!) } });
      return refusals;
    }
    const atCutoff = files.find((file) => cutoffMet(file, context));
    if (atCutoff) {
      refusals.push({ code: 'already_have', params: { reason: 'cutoff_met', cutoff: profile.cutoff, ...describe(atCutoff) } });
    }
    const release = { quality: subject.quality.id, revision: subject.quality.revision, score: subject.score };
    const better = files.find((file) => !isUpgrade(release, file, context));
    if (better) {
      refusals.push({
        code: 'not_an_upgrade',
        params: { quality: subject.quality.id, score: subject.score, ...describe(better) },
      });
    }
    return refusals;
  },
};
