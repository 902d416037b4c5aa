import { AppError } from '@hms/platform';
import type { SeriesScope } from './library.schemas.ts';
import type { LibraryExecutor, TitleRow } from './library.service.ts';
import { TitlesRepository } from './titles.repository.ts';
import { WantsRepository } from './wants.repository.ts';

/** Seasons and episodes a scope names, checked against the catalog's numbering. */
export interface ResolvedScope {
  seasons: Set<number>;
  episodes: Set<string>;
  future: boolean | null;
}

/** The default scope of a series newly wanted in a version: every season but the specials, and later ones. */
export function defaultSeriesScope(allSeasons: number[]): ResolvedScope {
  return { seasons: new Set(allSeasons.filter((s) => s > 0)), episodes: new Set(), future: true };
}

/** Checks a scope against the title's seasons and episodes: 404 `season_not_found`, 422 `episode_not_found`. */
export async function resolveSeriesScope(db: LibraryExecutor, title: TitleRow, scope: SeriesScope): Promise<ResolvedScope> {
  const titles = new TitlesRepository(db);
  const seasons = new Set((await titles.seasonsOf([title.id])).map((s) => s.season_number));
  const episodes = new Set((await titles.episodesOf(title.id)).map((e) => `${e.season_number}/${e.episode_number}`));
  for (const season of scope.seasons ?? []) {
    if (!seasons.has(season)) throw new AppError('season_not_found', { kind: title.kind, ref: title.ref, season });
  }
  for (const { season, episode } of scope.episodes ?? []) {
    if (!episodes.has(`${season}/${episode}`)) {
      throw new AppError('episode_not_found', { kind: title.kind, ref: title.ref, season, episode });
    }
  }
  return {
    seasons: new Set(scope.seasons ?? []),
    episodes: new Set((scope.episodes ?? []).map((e) => `${e.season}/${e.episode}`)),
    future: scope.future ?? null,
  };
}

/**
 * Sets the season and episode switches of one version for a scope. Rows the version lacks are
 * made (switched on when named, off otherwise). `on: true` switches named seasons (with all their
 * episodes) and named episodes on and never switches anything off; `on: false` switches the
 * named ones off. Answers whether any switch changed.
 */
export async function applySeriesScope(
  db: LibraryExecutor,
  titleId: number,
  versionId: string,
  scope: ResolvedScope,
  on: boolean,
): Promise<boolean> {
  const titles = new TitlesRepository(db);
  const wants = new WantsRepository(db);
  const seasons = await titles.seasonsOf([titleId]);
  const episodes = await titles.episodesOf(titleId);
  const seasonRows = new Map(
    (await wants.seasonVersionsOf([titleId])).filter((r) => r.version_id === versionId).map((r) => [r.season_number, r]),
  );
  const episodeRows = new Map(
    (await wants.episodeVersionsOf(titleId))
      .filter((r) => r.version_id === versionId)
      .map((r) => [`${r.season_number}/${r.episode_number}`, r]),
  );
  const seasonsWithNamedEpisodes = new Set([...scope.episodes].map((key) => Number(key.split('/')[0])));
  const seasonUpdates = [];
  for (const season of seasons) {
    const named = scope.seasons.has(season.season_number);
    const touched = named || seasonsWithNamedEpisodes.has(season.season_number);
    const row = seasonRows.get(season.season_number);
    const target = on ? touched : named ? false : undefined;
    if (!row) {
      seasonUpdates.push({
        title_id: titleId,
        version_id: versionId,
        season_number: season.season_number,
        monitored: on && touched ? 1 : 0,
        state: 'missing',
      });
    } else if (target !== undefined && (on ? target && row.monitored === 0 : row.monitored === 1)) {
      seasonUpdates.push({ ...row, monitored: on ? 1 : 0 });
    }
  }
  const episodeUpdates = [];
  for (const episode of episodes) {
    const key = `${episode.season_number}/${episode.episode_number}`;
    const named = scope.seasons.has(episode.season_number) || scope.episodes.has(key);
    const row = episodeRows.get(key);
    if (!row) {
      episodeUpdates.push({
        title_id: titleId,
        version_id: versionId,
        season_number: episode.season_number,
        episode_number: episode.episode_number,
        monitored: on && named ? 1 : 0,
        state: 'missing',
      });
    } else if (named && row.monitored !== (on ? 1 : 0)) {
      episodeUpdates.push({ ...row, monitored: on ? 1 : 0 });
    }
  }
  if (seasonUpdates.length > 0) await wants.upsertSeasonVersions(seasonUpdates);
  for (let i = 0; i < episodeUpdates.length; i += 200) await wants.upsertEpisodeVersions(episodeUpdates.slice(i, i + 200));
  const switched =
    seasonUpdates.some((u) => seasonRows.has(u.season_number)) ||
    episodeUpdates.some((u) => episodeRows.has(`${u.season_number}/${u.episode_number}`));
  return switched || seasonUpdates.length + episodeUpdates.length > 0;
}

/**
 * After the catalog named new seasons or episodes: rows the version lacks are made. A new season
 * is watched when the version watches later seasons; a new episode follows its season's switch.
 */
export async function fillNewSeriesRows(db: LibraryExecutor, titleId: number, versionId: string, future: boolean): Promise<boolean> {
  const titles = new TitlesRepository(db);
  const wants = new WantsRepository(db);
  const seasonRows = new Map(
    (await wants.seasonVersionsOf([titleId])).filter((r) => r.version_id === versionId).map((r) => [r.season_number, r]),
  );
  const episodeKeys = new Set(
    (await wants.episodeVersionsOf(titleId)).filter((r) => r.version_id === versionId).map((r) => `${r.season_number}/${r.episode_number}`),
  );
  const newSeasons = [];
  for (const season of await titles.seasonsOf([titleId])) {
    if (seasonRows.has(season.season_number)) continue;
    const row = { title_id: titleId, version_id: versionId, season_number: season.season_number, monitored: future && season.season_number > 0 ? 1 : 0, state: 'missing' };
    newSeasons.push(row);
    seasonRows.set(season.season_number, row);
  }
  const newEpisodes = (await titles.episodesOf(titleId))
    .filter((e) => !episodeKeys.has(`${e.season_number}/${e.episode_number}`))
    .map((e) => ({
      title_id: titleId,
      version_id: versionId,
      season_number: e.season_number,
      episode_number: e.episode_number,
      monitored: seasonRows.get(e.season_number)?.monitored ?? 0,
      state: 'missing',
    }));
  if (newSeasons.length > 0) await wants.upsertSeasonVersions(newSeasons);
  for (let i = 0; i < newEpisodes.length; i += 200) await wants.upsertEpisodeVersions(newEpisodes.slice(i, i + 200));
  return newSeasons.length + newEpisodes.length > 0;
}
