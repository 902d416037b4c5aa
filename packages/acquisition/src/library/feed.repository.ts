import type { Insertable } from 'kysely';
import type { LibraryRemovalsTable, TitleKind } from './library.tables.ts';
import type { LibraryDb } from './titles.repository.ts';

/** SQL of the change feed: titles and removals in change-number order. */
export class FeedRepository {
  constructor(private readonly db: LibraryDb) {}

  changedTitles(after: number, upTo: number, kind: TitleKind | null, limit: number) {
    let query = this.db
      .selectFrom('titles')
      .select(['id', 'change_number'])
      .where('change_number', '>', after)
      .where('change_number', '<=', upTo);
    if (kind) query = query.where('kind', '=', kind);
    return query.orderBy('change_number').limit(limit).execute();
  }

  removals(after: number, upTo: number, kind: TitleKind | null, limit: number) {
    let query = this.db
      .selectFrom('library_removals')
      .selectAll()
      .where('change_number', '>', after)
      .where('change_number', '<=', upTo);
    if (kind) query = query.where('kind', '=', kind);
    return query.orderBy('change_number').limit(limit).execute();
  }

  insertRemoval(row: Insertable<LibraryRemovalsTable>) {
    return this.db.insertInto('library_removals').values(row).execute();
  }

  /** The newest removal older than the cutoff: everything up to it is forgotten. */
  newestRemovalBefore(cutoff: string) {
    return this.db
      .selectFrom('library_removals')
      .select((eb) => eb.fn.max('change_number').as('change_number'))
      .where('removed_at', '<', cutoff)
      .executeTakeFirst();
  }

  deleteRemovalsOf(kind: TitleKind, ref: string) {
    return this.db.deleteFrom('library_removals').where('kind', '=', kind).where('ref', '=', ref).execute();
  }

  deleteRemovalsBefore(cutoff: string) {
    return this.db.deleteFrom('library_removals').where('removed_at', '<', cutoff).execute();
  }
}
