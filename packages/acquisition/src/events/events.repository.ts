import type { Kysely } from 'kysely';
import type { EventsTables } from './events.migration.ts';

export type EventRow = EventsTables['events'];

/** SQL of the event log; one query per method. */
export class EventsRepository {
  constructor(private readonly db: Kysely<EventsTables>) {}

  /** Takes the next running number inside the caller's transaction (locks the sequence row). */
  async takeNextId(trx: Kysely<EventsTables>): Promise<number> {
    const row = await trx
      .updateTable('event_sequence')
      .set((eb) => ({ last: eb('last', '+', 1) }))
      .where('name', '=', 'events')
      .returning('last')
      .executeTakeFirstOrThrow();
    return Number(row.last);
  }

  async insert(trx: Kysely<EventsTables>, row: EventRow): Promise<void> {
    await trx.insertInto('events').values(row).execute();
  }

  listAfter(after: number, limit: number): Promise<EventRow[]> {
    return this.db.selectFrom('events').selectAll().where('id', '>', after).orderBy('id').limit(limit).execute();
  }

  async latestId(): Promise<number> {
    const row = await this.db
      .selectFrom('event_sequence')
      .select('last')
      .where('name', '=', 'events')
      .executeTakeFirstOrThrow();
    return Number(row.last);
  }
}
