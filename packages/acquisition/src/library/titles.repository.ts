import type { Insertable, Kysely, Updateable } from 'kysely';
import type {
  ArtistAlbumsTable,
  EpisodesTable,
  LibraryTables,
  SeasonsTable,
  TitleKind,
  TitlesTable,
} from './library.tables.ts';

export type LibraryDb = Kysely<LibraryTables>;

/** SQL of titles, their refs, seasons, episodes, artist albums and the change sequence. */
export class TitlesRepository {
  constructor(private readonly db: LibraryDb) {}

  /**
   * Titles (of any kind) known by a ref; the caller keeps those of its kind. The kind is not a
   * condition here on purpose: with it SQLite may walk the kind index of 50,000 titles instead
   * of the ref index.
   */
  findByRef(source: string, value: string) {
    return this.db
      .selectFrom('title_refs')
      .innerJoin('titles', 'titles.id', 'title_refs.title_id')
      .select(['titles.id', 'titles.kind'])
      .where('title_refs.source', '=', source)
      .where('title_refs.value', '=', value)
      .orderBy('titles.id')
      .execute();
  }

  /** For many refs of one source at once: every (title id, kind, value). */
  findByRefs(source: string, values: string[]) {
    if (values.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('title_refs')
      .innerJoin('titles', 'titles.id', 'title_refs.title_id')
      .select(['titles.id', 'titles.kind', 'title_refs.value'])
      .where('title_refs.source', '=', source)
      .where('title_refs.value', 'in', values)
      .execute();
  }

  get(id: number) {
    return this.db.selectFrom('titles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  getMany(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('titles').selectAll().where('id', 'in', ids).execute();
  }

  insert(row: Insertable<TitlesTable>) {
    return this.db.insertInto('titles').values(row).returning('id').executeTakeFirstOrThrow();
  }

  insertMany(rows: Insertable<TitlesTable>[]) {
    return this.db.insertInto('titles').values(rows).returning(['id', 'ref']).execute();
  }

  update(id: number, changes: Updateable<TitlesTable>) {
    return this.db.updateTable('titles').set(changes).where('id', '=', id).execute();
  }

  delete(id: number) {
    return this.db.deleteFrom('titles').where('id', '=', id).execute();
  }

  refsOf(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('title_refs')
      .selectAll()
      .where('title_id', 'in', ids)
      .orderBy('title_id')
      .orderBy('source')
      .execute();
  }

  insertRefs(rows: { title_id: number; source: string; value: string }[]) {
    return this.db.insertInto('title_refs').values(rows).onConflict((oc) => oc.doNothing()).execute();
  }

  seasonsOf(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('seasons')
      .selectAll()
      .where('title_id', 'in', ids)
      .orderBy('title_id')
      .orderBy('season_number')
      .execute();
  }

  upsertSeasons(rows: SeasonsTable[]) {
    return this.db
      .insertInto('seasons')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['title_id', 'season_number']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          air_date: eb.ref('excluded.air_date'),
        })),
      )
      .execute();
  }

  episodesOf(titleId: number) {
    return this.db
      .selectFrom('episodes')
      .selectAll()
      .where('title_id', '=', titleId)
      .orderBy('season_number')
      .orderBy('episode_number')
      .execute();
  }

  episodeCounts(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('episodes')
      .select(['title_id', 'season_number'])
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('title_id', 'in', ids)
      .groupBy(['title_id', 'season_number'])
      .execute();
  }

  upsertEpisodes(rows: EpisodesTable[]) {
    return this.db
      .insertInto('episodes')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['title_id', 'season_number', 'episode_number']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          air_date: eb.ref('excluded.air_date'),
        })),
      )
      .execute();
  }

  albumsOf(artistIds: number[]) {
    if (artistIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('artist_albums')
      .selectAll()
      .where('artist_title_id', 'in', artistIds)
      .orderBy('release_date')
      .orderBy('name')
      .execute();
  }

  upsertAlbums(rows: ArtistAlbumsTable[]) {
    return this.db
      .insertInto('artist_albums')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['artist_title_id', 'album_ref']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          release_date: eb.ref('excluded.release_date'),
          primary_type: eb.ref('excluded.primary_type'),
        })),
      )
      .execute();
  }

  /** Artists whose catalogue lists an album. */
  artistsOfAlbum(albumRef: string) {
    return this.db
      .selectFrom('artist_albums')
      .select('artist_title_id')
      .where('album_ref', '=', albumRef)
      .execute();
  }

  /** Movies and albums coming out in a window (calendar). */
  releasesBetween(from: string, to: string, kinds: TitleKind[]) {
    return this.db
      .selectFrom('titles')
      .selectAll()
      .where('kind', 'in', kinds)
      .where('release_date', '>=', from)
      .where('release_date', '<=', to)
      .orderBy('release_date')
      .execute();
  }

  /** Episodes airing in a window, with their series (calendar). */
  airingsBetween(from: string, to: string) {
    return this.db
      .selectFrom('episodes')
      .innerJoin('titles', 'titles.id', 'episodes.title_id')
      .select([
        'episodes.title_id',
        'episodes.season_number',
        'episodes.episode_number',
        'episodes.name',
        'episodes.air_date',
        'titles.ref',
        'titles.name as title_name',
      ])
      .where('episodes.air_date', '>=', from)
      .where('episodes.air_date', '<=', to)
      .orderBy('episodes.air_date')
      .limit(2000)
      .execute();
  }

  insertPreview(row: { id: string; result: string; created_at: string; expires_at: string }) {
    return this.db.insertInto('previews').values(row).execute();
  }

  getPreview(id: string) {
    return this.db.selectFrom('previews').selectAll().where('id', '=', id).executeTakeFirst();
  }

  deleteExpiredPreviews(now: string) {
    return this.db.deleteFrom('previews').where('expires_at', '<=', now).execute();
  }

  /** Moves the global change sequence on and answers the new number (locks it until commit). */
  nextChangeNumber() {
    return this.db
      .updateTable('library_sequence')
      .set((eb) => ({ value: eb('value', '+', 1) }))
      .where('id', '=', 1)
      .returning('value')
      .executeTakeFirstOrThrow();
  }

  /** Reserves `count` numbers at once (bulk loads); answers the last one. */
  reserveChangeNumbers(count: number) {
    return this.db
      .updateTable('library_sequence')
      .set((eb) => ({ value: eb('value', '+', count) }))
      .where('id', '=', 1)
      .returning('value')
      .executeTakeFirstOrThrow();
  }

  sequence() {
    return this.db.selectFrom('library_sequence').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  }

  setForgottenThrough(value: number) {
    return this.db.updateTable('library_sequence').set({ forgotten_through: value }).where('id', '=', 1).execute();
  }
}
