import type { Insertable, Kysely } from 'kysely';
import type { QualityTables } from '../quality/quality.migration.ts';

type Db = Kysely<Pick<QualityTables, 'blocklist'>>;
export type BlocklistRow = QualityTables['blocklist'];

/** SQL of the blocklist; one query per method, no decisions. */
export class BlocklistRepository {
  constructor(private readonly db: Db) {}

  insert(values: Insertable<BlocklistRow>) {
    return this.db.insertInto('blocklist').values(values).returning('id').executeTakeFirstOrThrow();
  }

  get(id: number) {
    return this.db.selectFrom('blocklist').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Newest first. */
  listForTitle(titleId: number) {
    return this.db.selectFrom('blocklist').selectAll().where('title_id', '=', titleId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  }

  /** Newest first, a page at a time (ids below `before`). */
  list(limit: number, before: number | null) {
    let query = this.db.selectFrom('blocklist').selectAll().orderBy('id', 'desc').limit(limit);
    if (before !== null) query = query.where('id', '<', before);
    return query.execute();
  }

  delete(id: number) {
    return this.db.deleteFrom('blocklist').where('id', '=', id).executeTakeFirst();
  }

  deleteForTitle(titleId: number) {
    return this.db.deleteFrom('blocklist').where('title_id', '=', titleId).executeTakeFirst();
  }
}
