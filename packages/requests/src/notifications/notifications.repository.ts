import type { Insertable, Kysely, Selectable } from 'kysely';
import type { RequestsDb } from '../db/schema.ts';

export type NotificationRow = Selectable<RequestsDb['notifications']>;

/** SQL of stored notifications: one query per method. */
export class NotificationsRepository {
  constructor(private readonly db: Kysely<RequestsDb>) {}

  async insert(row: Insertable<RequestsDb['notifications']>): Promise<NotificationRow> {
    return this.db.insertInto('notifications').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async countUnread(accountId: number): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('account_id', '=', accountId)
      .where('is_read', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async listForAccount(accountId: number, limit: number): Promise<NotificationRow[]> {
    return this.db
      .selectFrom('notifications')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
