import type { Insertable, Updateable } from 'kysely';
import type { EpisodeVersionsTable, SeasonVersionsTable, TitleKind, TitleVersionsTable } from './library.tables.ts';
import type { LibraryDb } from './titles.repository.ts';

/** SQL of what is wanted: per title and version, per season and version, per episode and version. */
export class WantsRepository {
  constructor(private readonly db: LibraryDb) {}

  /** One title that has the version, if any. */
  anyWithVersion(versionId: string) {
    return this.db.selectFrom('title_versions').select('title_id').where('version_id', '=', versionId).limit(1).executeTakeFirst();
  }

  versionsOf(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('title_versions')
      .selectAll()
      .where('title_id', 'in', ids)
      .orderBy('title_id')
      .orderBy('requested_at')
      .orderBy('version_id')
      .execute();
  }

  insertVersion(row: Insertable<TitleVersionsTable>) {
    return this.db.insertInto('title_versions').values(row).execute();
  }

  insertVersions(rows: Insertable<TitleVersionsTable>[]) {
    return this.db.insertInto('title_versions').values(rows).execute();
  }

  updateVersion(titleId: number, versionId: string, changes: Updateable<TitleVersionsTable>) {
    return this.db
      .updateTable('title_versions')
      .set(changes)
      .where('title_id', '=', titleId)
      .where('version_id', '=', versionId)
      .execute();
  }

  deleteVersion(titleId: number, versionId: string) {
    return this.db
      .deleteFrom('title_versions')
      .where('title_id', '=', titleId)
      .where('version_id', '=', versionId)
      .execute();
  }

  seasonVersionsOf(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('season_versions')
      .selectAll()
      .where('title_id', 'in', ids)
      .orderBy('title_id')
      .orderBy('season_number')
      .execute();
  }

  upsertSeasonVersions(rows: SeasonVersionsTable[]) {
    return this.db
      .insertInto('season_versions')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['title_id', 'version_id', 'season_number']).doUpdateSet((eb) => ({
          monitored: eb.ref('excluded.monitored'),
          state: eb.ref('excluded.state'),
        })),
      )
      .execute();
  }

  deleteSeasonVersions(titleId: number, versionId: string) {
    return this.db
      .deleteFrom('season_versions')
      .where('title_id', '=', titleId)
      .where('version_id', '=', versionId)
      .execute();
  }

  episodeVersionsOf(titleId: number) {
    return this.db
      .selectFrom('episode_versions')
      .selectAll()
      .where('title_id', '=', titleId)
      .orderBy('season_number')
      .orderBy('episode_number')
      .execute();
  }

  upsertEpisodeVersions(rows: EpisodeVersionsTable[]) {
    return this.db
      .insertInto('episode_versions')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['title_id', 'version_id', 'season_number', 'episode_number']).doUpdateSet((eb) => ({
          monitored: eb.ref('excluded.monitored'),
          state: eb.ref('excluded.state'),
        })),
      )
      .execute();
  }

  deleteEpisodeVersions(titleId: number, versionId: string) {
    return this.db
      .deleteFrom('episode_versions')
      .where('title_id', '=', titleId)
      .where('version_id', '=', versionId)
      .execute();
  }

  /** Per title, version and season: episodes watched and episodes with a file. */
  episodeTallies(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('episode_versions')
      .select(['title_id', 'version_id', 'season_number'])
      .select((eb) => eb.fn.sum<number>(eb.case().when('monitored', '=', 1).then(1).else(0).end()).as('monitored'))
      .select((eb) =>
        eb.fn.sum<number>(eb.case().when('state', 'in', ['available', 'upgrading']).then(1).else(0).end()).as('with_file'),
      )
      .where('title_id', 'in', ids)
      .groupBy(['title_id', 'version_id', 'season_number'])
      .execute();
  }

  /** Titles with something not yet released: their states move with the clock. */
  titlesWaitingForRelease() {
    return this.db
      .selectFrom('title_versions')
      .select('title_id')
      .distinct()
      .where('state', '=', 'not_released')
      .union(
        this.db.selectFrom('episode_versions').select('title_id').distinct().where('state', '=', 'not_released'),
      )
      .execute();
  }

  /** Wanted page: title versions in one of the states, oldest request first. */
  versionsInStates(states: string[], kinds: TitleKind[], offset: number, limit: number) {
    return this.db
      .selectFrom('title_versions')
      .innerJoin('titles', 'titles.id', 'title_versions.title_id')
      .select(['title_versions.title_id', 'title_versions.version_id', 'title_versions.state'])
      .where('title_versions.state', 'in', states)
      .where('titles.kind', 'in', kinds)
      .orderBy('title_versions.requested_at')
      .orderBy('title_versions.title_id')
      .orderBy('title_versions.version_id')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  countVersionsInStates(states: string[], kinds: TitleKind[]) {
    return this.db
      .selectFrom('title_versions')
      .innerJoin('titles', 'titles.id', 'title_versions.title_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('title_versions.state', 'in', states)
      .where('titles.kind', 'in', kinds)
      .executeTakeFirstOrThrow();
  }
}
