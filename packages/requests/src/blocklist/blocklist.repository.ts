import type { Insertable, Kysely, Selectable } from 'kysely';
import type { RequestsDb } from '../db/schema.ts';

export type BlocklistRow = Selectable<RequestsDb['blocklist']>;

interface TitleKey {
  mediaType: string;
  catalogId: number;
}

/** SQL of the blocklist (titles nobody may request): one query per method. */
export class BlocklistRepository {
  constructor(private readonly db: Kysely<RequestsDb>) {}

  async find(key: TitleKey): Promise<BlocklistRow | undefined> {
    return this.db
      .selectFrom('blocklist')
      .selectAll()
      .where('media_type', '=', key.mediaType)
      .where('catalog_id', '=', key.catalogId)
      .executeTakeFirst();
  }

  /** Blocking twice is no error: the first entry stays. */
  async insertIfMissing(row: Insertable<RequestsDb['blocklist']>): Promise<void> {
    await this.db
      .insertInto('blocklist')
      .values(row)
      .onConflict((oc) => oc.columns(['media_type', 'catalog_id']).doNothing())
      .execute();
  }

  async delete(key: TitleKey): Promise<void> {
    await this.db
      .deleteFrom('blocklist')
      .where('media_type', '=', key.mediaType)
      .where('catalog_id', '=', key.catalogId)
      .execute();
  }
}
