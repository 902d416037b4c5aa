import type { Insertable, Kysely, Selectable } from 'kysely';
import type { RequestsDb } from '../db/schema.ts';

export type StorageRow = Selectable<RequestsDb['storage_items']>;

export interface StorageFilter {
  accountId: number;
  /** Case-insensitive part of the title. */
  q?: string | undefined;
  watched?: boolean | undefined;
}

export interface StorageTotals {
  bytes: number;
  items: number;
}

/** SQL of measured storage items: one query per method. */
export class StorageRepository {
  constructor(private readonly db: Kysely<RequestsDb>) {}

  async insert(row: Insertable<RequestsDb['storage_items']>): Promise<number> {
    const inserted = await this.db.insertInto('storage_items').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  async totalsOf(accountId: number): Promise<StorageTotals & { releasedBytes: number }> {
    const row = await this.db
      .selectFrom('storage_items')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), eb.lit(0)).as('bytes'),
        eb.fn.countAll<number>().as('items'),
        eb.fn
          .coalesce(
            eb.fn.sum<number>(eb.case().when('released_at', 'is not', null).then(eb.ref('size_bytes')).else(0).end()),
            eb.lit(0),
          )
          .as('released'),
      ])
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return { bytes: Number(row.bytes), items: Number(row.items), releasedBytes: Number(row.released) };
  }

  async countMatching(filter: StorageFilter): Promise<number> {
    const row = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async pageMatching(filter: StorageFilter, offset: number, limit: number): Promise<StorageRow[]> {
    return this.filtered(filter).selectAll().orderBy('title').orderBy('id').offset(offset).limit(limit).execute();
  }

  async countAll(): Promise<number> {
    const row = await this.db
      .selectFrom('storage_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Distinct titles per media kind, bytes in total and bytes of the house (items owned by nobody). */
  async libraryFigures(): Promise<{ movies: number; series: number; bytes: number; houseBytes: number }> {
    const row = await this.db
      .selectFrom('storage_items')
      .select((eb) => [
        eb.fn
          .count<number>(eb.case().when('media_type', '=', 'movie').then(eb.ref('catalog_id')).end())
          .distinct()
          .as('movies'),
        eb.fn
          .count<number>(eb.case().when('media_type', '=', 'tv').then(eb.ref('catalog_id')).end())
          .distinct()
          .as('series'),
        eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), eb.lit(0)).as('bytes'),
        eb.fn
          .coalesce(
            eb.fn.sum<number>(eb.case().when('account_id', 'is', null).then(eb.ref('size_bytes')).else(0).end()),
            eb.lit(0),
          )
          .as('house'),
      ])
      .executeTakeFirstOrThrow();
    return {
      movies: Number(row.movies),
      series: Number(row.series),
      bytes: Number(row.bytes),
      houseBytes: Number(row.house),
    };
  }

  private filtered(filter: StorageFilter) {
    let query = this.db.selectFrom('storage_items').where('account_id', '=', filter.accountId);
    if (filter.q) {
      const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb(eb.fn('lower', ['title']), 'like', eb.val(pattern)));
    }
    if (filter.watched !== undefined) query = query.where('watched', '=', filter.watched ? 1 : 0);
    return query;
  }
}
