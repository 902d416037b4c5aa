import type { Insertable } from 'kysely';
import type { LibraryFilesTable } from './library.tables.ts';
import type { LibraryDb } from './titles.repository.ts';

/** SQL of the files the library holds per title and version. */
export class FilesRepository {
  constructor(private readonly db: LibraryDb) {}

  filesOf(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('library_files')
      .selectAll()
      .where('title_id', 'in', ids)
      .orderBy('title_id')
      .orderBy('version_id')
      .orderBy('season_number')
      .orderBy('relative_path')
      .execute();
  }

  get(id: number) {
    return this.db.selectFrom('library_files').selectAll().where('id', '=', id).executeTakeFirst();
  }

  insert(row: Insertable<LibraryFilesTable>) {
    return this.db.insertInto('library_files').values(row).returning('id').executeTakeFirstOrThrow();
  }

  delete(id: number) {
    return this.db.deleteFrom('library_files').where('id', '=', id).execute();
  }

  /** Size on disk per title, version and season. */
  seasonSizes(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('library_files')
      .select(['title_id', 'version_id', 'season_number'])
      .select((eb) => eb.fn.sum<number>('size').as('size'))
      .where('title_id', 'in', ids)
      .groupBy(['title_id', 'version_id', 'season_number'])
      .execute();
  }

  /** Size on disk per title and version, for many titles at once. */
  sizes(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('library_files')
      .select(['title_id', 'version_id'])
      .select((eb) => eb.fn.sum<number>('size').as('size'))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('title_id', 'in', ids)
      .groupBy(['title_id', 'version_id'])
      .execute();
  }
}
