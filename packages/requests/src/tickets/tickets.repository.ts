import type { Insertable, Kysely, Updateable } from 'kysely';
import type { RequestsDb } from '../db/schema.ts';

/** SQL of the tickets table: one query per method. */
export class TicketsRepository {
  constructor(private readonly db: Kysely<RequestsDb>) {}

  async insert(row: Insertable<RequestsDb['tickets']>): Promise<number> {
    const inserted = await this.db.insertInto('tickets').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  async update(id: number, patch: Updateable<RequestsDb['tickets']>): Promise<void> {
    await this.db.updateTable('tickets').set(patch).where('id', '=', id).execute();
  }

  async countWithStatus(statuses: readonly string[]): Promise<number> {
    const row = await this.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', 'in', [...statuses])
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The account's tickets in `statuses` whose last reply came from somebody else. */
  async countAnsweredOf(accountId: number, statuses: readonly string[]): Promise<number> {
    const row = await this.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('account_id', '=', accountId)
      .where('status', 'in', [...statuses])
      .where('last_reply_by', 'is not', null)
      .where('last_reply_by', '!=', accountId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
