import { bigintType, idColumn, type ServiceMigration } from '@hms/platform';
import type { Generated, Kysely } from 'kysely';

/** Support tickets (seed 001, 2.6): the summary fields; messages come with the ticket centre. */
export const ticketsMigration: ServiceMigration = {
  async up(db: Kysely<any>, engine) {
    const idType = bigintType(engine);
    await idColumn(db.schema.createTable('tickets'), engine)
      .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('closed_at', 'text')
      .addColumn('last_reply_at', 'text')
      .addColumn('last_reply_by', idType, (c) => c.references('accounts.id').onDelete('set null'))
      .addColumn('media_type', 'text')
      .addColumn('catalog_id', idType)
      .addColumn('media_title', 'text')
      .addColumn('opened_by', idType, (c) => c.references('accounts.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('tickets_status').on('tickets').columns(['status', 'account_id']).execute();
  },
};

export interface TicketsTables {
  tickets: {
    id: Generated<number>;
    account_id: number;
    subject: string;
    status: string;
    created_at: string;
    updated_at: string;
    closed_at: string | null;
    last_reply_at: string | null;
    last_reply_by: number | null;
    media_type: string | null;
    catalog_id: number | null;
    media_title: string | null;
    opened_by: number | null;
  };
}
