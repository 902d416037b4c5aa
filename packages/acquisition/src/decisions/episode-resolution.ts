import type { ParsedRelease } from '../quality/parsed-release-input.ts';
import type { EpisodeInfo } from './decision.types.ts';

/** The known episodes a parsed series release covers, by season/episode, air date or absolute number. */
export function resolveEpisodes(known: EpisodeInfo[], parsed: ParsedRelease): EpisodeInfo[] {
  if (parsed.kind === 'season' || (parsed.full_season && parsed.season !== null)) {
    return known.filter((episode) => episode.season === parsed.season);
  }
  if (parsed.kind !== 'episode') return [];
  if (parsed.air_date !== null) {
    const day = parsed.air_date;
    return known.filter((episode) => episode.air_date !== null && episode.air_date.slice(0, 10) === day);
  }
  if (parsed.season !== null && parsed.episodes.length > 0) {
    const numbers = new Set(parsed.episodes);
    return known.filter((episode) => episode.season === parsed.season && numbers.has(episode.episode));
  }
  if (parsed.absolute_episodes.length > 0) {
    const numbers = new Set(parsed.absolute_episodes);
    return known.filter((episode) => episode.absolute !== null && numbers.has(episode.absolute));
  }
  return [];
}
