import type { Insertable } from 'kysely';
import type { TitleHistoryTable } from './library.tables.ts';
import type { LibraryDb } from './titles.repository.ts';

/** SQL of the library's history: what happened to which title, newest first. */
export class HistoryRepository {
  constructor(private readonly db: LibraryDb) {}

  insert(row: Insertable<TitleHistoryTable>) {
    return this.db.insertInto('title_history').values(row).execute();
  }

  /** A page of one title's entries (or the whole library's when titleId is null), newest first. */
  page(titleId: number | null, before: number | null, limit: number) {
    let query = this.db.selectFrom('title_history').selectAll();
    if (titleId !== null) query = query.where('title_id', '=', titleId);
    if (before !== null) query = query.where('id', '<', before);
    return query.orderBy('id', 'desc').limit(limit).execute();
  }

  /** A removed title's entries keep its kind and ref but lose the link. */
  detach(titleId: number) {
    return this.db.updateTable('title_history').set({ title_id: null }).where('title_id', '=', titleId).execute();
  }
}
