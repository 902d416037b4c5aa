import type { Insertable, Kysely } from 'kysely';
import type { RecycleBinEntriesTable, RecycleBinTables } from './recycle-bin.migration.ts';

/** SQL of the recycle bin's entries. */
export class RecycleBinRepository {
  constructor(private readonly db: Kysely<RecycleBinTables>) {}

  insert(row: Insertable<RecycleBinEntriesTable>) {
    return this.db.insertInto('recycle_bin_entries').values(row).returning('id').executeTakeFirstOrThrow();
  }

  /** Entries still in the bin (not restored, not expired), newest first. */
  listOpen(now: string, offset: number, limit: number) {
    return this.db
      .selectFrom('recycle_bin_entries')
      .selectAll()
      .where('restored_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  get(id: number) {
    return this.db.selectFrom('recycle_bin_entries').selectAll().where('id', '=', id).executeTakeFirst();
  }

  markRestored(id: number, at: string) {
    return this.db.updateTable('recycle_bin_entries').set({ restored_at: at }).where('id', '=', id).execute();
  }

  listExpired(now: string) {
    return this.db
      .selectFrom('recycle_bin_entries')
      .selectAll()
      .where('restored_at', 'is', null)
      .where('expires_at', '<=', now)
      .execute();
  }

  delete(id: number) {
    return this.db.deleteFrom('recycle_bin_entries').where('id', '=', id).execute();
  }
}
