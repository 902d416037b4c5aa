/**
 * State computation from facts (contract "States"). The list is in order of precedence: the
 * first state whose condition holds wins. Versions of a movie or album and episodes are single
 * items; seasons and series versions aggregate their episodes.
 */
export const STATE_PRECEDENCE = [
  'importing',
  'stuck',
  'downloading',
  'available',
  'upgrading',
  'frozen',
  'not_released',
  'waiting',
  'searching',
  'missing',
] as const;

export type ItemState = (typeof STATE_PRECEDENCE)[number];

/** What a download or search currently does with an item; none exist before the fetching issue. */
export type Activity = 'importing' | 'stuck' | 'downloading' | 'waiting' | 'searching' | null;

export interface ItemFacts {
  monitored: boolean;
  hasFile: boolean;
  /** False when the file is below the profile's cutoff and an upgrade is wanted. */
  cutoffMet: boolean;
  /** `YYYY-MM-DD` or an ISO time; null = no date known, counts as not released. */
  releaseDate: string | null;
  activity?: Activity;
}

/** True once the date has come (whole UTC days: a date is released on its day). */
export function isReleased(releaseDate: string | null, now: Date): boolean {
  if (!releaseDate) return false;
  return releaseDate.slice(0, 10) <= now.toISOString().slice(0, 10);
}

export function itemState(facts: ItemFacts, now: Date): ItemState {
  const activity = facts.activity ?? null;
  if (activity === 'importing' || activity === 'stuck' || activity === 'downloading') return activity;
  if (facts.hasFile) return facts.cutoffMet || !facts.monitored ? 'available' : 'upgrading';
  if (!facts.monitored) return 'frozen';
  if (!isReleased(facts.releaseDate, now)) return 'not_released';
  if (activity === 'waiting' || activity === 'searching') return activity;
  return 'missing';
}

/**
 * The state of a group (a season, or a series in one version) from its episodes' states.
 * A group is `available` when nothing in it is missing and at least one file is there; it is
 * `frozen` when its switch is off (or every episode's is) and it holds no file; `not_released`
 * when everything wanted in it is still to come.
 */
export function groupState(states: readonly ItemState[], monitored: boolean): ItemState {
  for (const active of ['importing', 'stuck', 'downloading'] as const) {
    if (states.includes(active)) return active;
  }
  const open = states.some((s) => s === 'missing' || s === 'searching' || s === 'waiting');
  if (!open) {
    if (states.includes('upgrading')) return 'upgrading';
    if (states.includes('available')) return 'available';
    if (!monitored) return 'frozen';
    if (states.includes('not_released')) return 'not_released';
    return states.length === 0 ? 'not_released' : 'frozen';
  }
  if (states.includes('waiting')) return 'waiting';
  if (states.includes('searching')) return 'searching';
  return 'missing';
}
