import { ACCEPT, refuse, type Specification } from './specification.ts';

/**
 * Series only: the release must cover at least one wanted episode (as Sonarr, a multi-episode
 * file holding some unwanted episodes is fine; the upgrade check guards the ones already held).
 */
export const wantedEpisodeSpecification: Specification = {
  name: 'wanted_episode',
  check(subject, context) {
    const { title } = context.input;
    const { parsed } = subject;
    if (title.kind !== 'series' || (parsed.kind !== 'episode' && parsed.kind !== 'season')) return ACCEPT;
    if (subject.episodes.some((episode) => episode.wanted)) return ACCEPT;
    const wantedSeasons = new Set(title.episodes.filter((episode) => episode.wanted).map((episode) => episode.season));
    if (parsed.season !== null && !wantedSeasons.has(parsed.season)) {
      return refuse('wrong_season', { season: parsed.season, wanted_seasons: [...wantedSeasons].sort((a, b) => a - b) });
    }
    return refuse('wrong_episode', {
      season: parsed.season,
      episodes: parsed.episodes,
      absolute_episodes: parsed.absolute_episodes,
      air_date: parsed.air_date,
    });
  },
};

/** Nothing is taken before it is out: a movie or album before its date, episodes before they air. */
export const releasedSpecification: Specification = {
  name: 'released',
  check(subject, context) {
    const { title } = context.input;
    if (title.kind === 'series') {
      const covered = subject.episodes.filter((episode) => episode.wanted);
      if (covered.length === 0) return ACCEPT;
      const unaired = covered.filter((episode) => episode.air_date !== null && Date.parse(episode.air_date) > context.nowMs);
      if (unaired.length < covered.length) return ACCEPT;
      const first = unaired.map((episode) => episode.air_date!).sort()[0];
      return refuse('not_released_yet', { available_from: first });
    }
    if (title.available_from !== null && Date.parse(title.available_from) > context.nowMs) {
      return refuse('not_released_yet', { available_from: title.available_from });
    }
    return ACCEPT;
  },
};
