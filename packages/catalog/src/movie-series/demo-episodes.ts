import type { DemoSeason, DemoSeries } from './demo-data/demo-data.types.ts';
import type { Episode } from './movie-series.types.ts';

/**
 * Episodes of the demo catalog are generated from each season's count, first air date and
 * release cadence rather than stored one by one (One Piece alone has over a thousand).
 * Season and episode ids are synthetic (derived from the series id), not the catalog's own.
 */

const DAY_MS = 86_400_000;

export function syntheticSeasonId(seriesId: number, seasonNumber: number): number {
  return seriesId * 1000 + seasonNumber;
}

export function syntheticEpisodeId(seriesId: number, seasonNumber: number, episodeNumber: number): number {
  return (seriesId * 1000 + seasonNumber) * 10_000 + episodeNumber;
}

export function episodeAirDate(season: DemoSeason, episodeNumber: number): string {
  const cadence = season.cadence ?? 'weekly';
  let offsetDays: number;
  if (cadence === 'all_at_once') offsetDays = 0;
  else if (cadence === 'weekly') offsetDays = 7 * (episodeNumber - 1);
  else offsetDays = cadence.every_days * Math.floor((episodeNumber - 1) / (cadence.per_release ?? 1));
  const first = Date.parse(`${season.first_air_date}T00:00:00Z`);
  return new Date(first + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

export function seasonName(season: DemoSeason, lang: string): string {
  const named = season.name?.[lang as 'en' | 'de'] ?? season.name?.en;
  if (named) return named;
  if (season.season_number === 0) return 'Specials';
  return lang === 'de' ? `Staffel ${season.season_number}` : `Season ${season.season_number}`;
}

export function generateEpisodes(series: DemoSeries, season: DemoSeason, lang: string): Episode[] {
  const episodes: Episode[] = [];
  for (let n = 1; n <= season.episode_count; n += 1) {
    const label = season.season_number === 0 ? 'Special' : lang === 'de' ? 'Folge' : 'Episode';
    episodes.push({
      id: syntheticEpisodeId(series.id, season.season_number, n),
      show_id: series.id,
      season_number: season.season_number,
      episode_number: n,
      name: season.episode_names?.[n - 1] ?? `${label} ${n}`,
      overview: '',
      air_date: episodeAirDate(season, n),
      runtime: series.episode_run_time,
      still_path: null,
      vote_average: 0,
    });
  }
  return episodes;
}

/** The air date of a season's last episode. */
export function seasonLastAirDate(season: DemoSeason): string {
  return episodeAirDate(season, Math.max(1, season.episode_count));
}
