import { bigintType, type ServiceMigration } from '@hms/platform';

/**
 * The event log. Ids are not auto-increment: each comes from the one-row `event_sequence`,
 * incremented inside the recording transaction. On PostgreSQL the row lock makes event-writing
 * transactions commit in id order, so a reader that has seen id n never later finds a smaller
 * one appearing (no holes a stream could skip); a rolled-back transaction gives its number back.
 */
export const eventsMigration: ServiceMigration = {
  async up(db, engine) {
    await db.schema
      .createTable('events')
      .addColumn('id', bigintType(engine), (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('event_sequence')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('last', bigintType(engine), (c) => c.notNull())
      .execute();
    await db.insertInto('event_sequence').values({ name: 'events', last: 0 }).execute();
  },
};

export interface EventsTables {
  events: { id: number; kind: string; at: string; data: string };
  event_sequence: { name: string; last: number };
}
