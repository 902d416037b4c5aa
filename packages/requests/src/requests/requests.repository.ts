import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { RequestsDb } from '../db/schema.ts';

export type RequestRow = Selectable<RequestsDb['requests']>;
export type NewRequestRow = Insertable<RequestsDb['requests']>;
export type RequestPatch = Updateable<RequestsDb['requests']>;

export interface TitleKey {
  mediaType: string;
  catalogId: number;
}

/** SQL of the requests table: one query per method, no decisions. */
export class RequestsRepository {
  constructor(private readonly db: Kysely<RequestsDb>) {}

  async insert(row: NewRequestRow): Promise<number> {
    const inserted = await this.db.insertInto('requests').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  async findById(id: number): Promise<RequestRow | undefined> {
    return this.db.selectFrom('requests').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async listByAccount(accountId: number): Promise<RequestRow[]> {
    return this.db
      .selectFrom('requests')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('requested_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async countForAccountSince(
    accountId: number,
    mediaType: string,
    since: string,
    statuses: readonly string[],
  ): Promise<number> {
    const row = await this.db
      .selectFrom('requests')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('account_id', '=', accountId)
      .where('media_type', '=', mediaType)
      .where('requested_at', '>=', since)
      .where('status', 'in', [...statuses])
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The newest request of the same title, tier, version and season in one of `statuses`. */
  async findSame(
    key: TitleKey & { tier: string; fassung: string | null; season: number | null },
    statuses: readonly string[],
  ): Promise<RequestRow | undefined> {
    return this.db
      .selectFrom('requests')
      .selectAll()
      .where('media_type', '=', key.mediaType)
      .where('catalog_id', '=', key.catalogId)
      .where('tier', '=', key.tier)
      .where((eb) => (key.fassung === null ? eb('fassung', 'is', null) : eb('fassung', '=', key.fassung)))
      .where((eb) => (key.season === null ? eb('season', 'is', null) : eb('season', '=', key.season)))
      .where('status', 'in', [...statuses])
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** The newest request of a title in a tier whose status is not one of `ignored`. */
  async newestForTitle(key: TitleKey, tier: string, ignored: readonly string[]): Promise<RequestRow | undefined> {
    return this.db
      .selectFrom('requests')
      .selectAll()
      .where('media_type', '=', key.mediaType)
      .where('catalog_id', '=', key.catalogId)
      .where('tier', '=', tier)
      .where('status', 'not in', [...ignored])
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  async update(id: number, patch: RequestPatch): Promise<void> {
    await this.db.updateTable('requests').set(patch).where('id', '=', id).execute();
  }

  async countByStatus(statuses: readonly string[]): Promise<number> {
    const row = await this.db
      .selectFrom('requests')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', 'in', [...statuses])
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async countByStatusUpdatedSince(statuses: readonly string[], since: string): Promise<number> {
    const row = await this.db
      .selectFrom('requests')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', 'in', [...statuses])
      .where('updated_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async recentlyCompleted(limit: number): Promise<RequestRow[]> {
    return this.db
      .selectFrom('requests')
      .selectAll()
      .where('status', '=', 'downloaded')
      .where('completed_at', 'is not', null)
      .orderBy('completed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
