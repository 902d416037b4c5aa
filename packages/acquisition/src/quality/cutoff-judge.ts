import { QUALITIES } from './quality-catalog.ts';
import type { QualityProfile } from './quality.types.ts';

/** Answers, without any I/O, whether a file's quality is all a profile wants. */
export type CutoffJudge = (profileId: number, qualityName: string | null) => boolean;

const ID_BY_NAME = new Map(QUALITIES.map((quality) => [quality.name.toLowerCase(), quality.id]));

/**
 * Builds the judge from loaded profiles, so other modules can use it inside their own
 * transactions (on SQLite the transaction holds the one connection). A file meets the cutoff
 * when its quality ranks at or above the profile's cutoff; a profile with upgrades off is met by
 * any file; a file whose quality is unknown or not in the profile is below the cutoff, as in
 * Radarr, so it is upgraded when something better comes. An unknown profile cannot ask for more.
 */
export function buildCutoffJudge(profiles: QualityProfile[]): CutoffJudge {
  const byId = new Map(
    profiles.map((profile) => {
      const rank = new Map<string, number>();
      profile.items.forEach((item, index) => {
        for (const quality of item.qualities) rank.set(quality, index);
      });
      return [profile.id, { profile, rank, cutoffRank: rank.get(profile.cutoff) ?? Number.POSITIVE_INFINITY }];
    }),
  );
  return (profileId, qualityName) => {
    const entry = byId.get(profileId);
    if (!entry || !entry.profile.upgrade_allowed) return true;
    const qualityId = qualityName === null ? undefined : (ID_BY_NAME.get(qualityName.toLowerCase()) ?? qualityName);
    const rank = qualityId === undefined ? undefined : entry.rank.get(qualityId);
    return rank !== undefined && rank >= entry.cutoffRank;
  };
}
