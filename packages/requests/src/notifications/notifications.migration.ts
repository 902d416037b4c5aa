import { bigintType, idColumn, type ServiceMigration } from '@hms/platform';
import type { Generated, Kysely } from 'kysely';

/** Notifications stored per account (seed 001, 2.7 and part 6), newest first, with read state. */
export const notificationsMigration: ServiceMigration = {
  async up(db: Kysely<any>, engine) {
    const idType = bigintType(engine);
    await idColumn(db.schema.createTable('notifications'), engine)
      .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('message_key', 'text', (c) => c.notNull())
      .addColumn('message_title', 'text')
      .addColumn('season', 'integer')
      .addColumn('episodes', 'text')
      .addColumn('request_id', idType)
      .addColumn('ticket_id', idType)
      .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('ziel', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('notifications_account')
      .on('notifications')
      .columns(['account_id', 'is_read', 'created_at'])
      .execute();

    // One callback address per personal token (PUT /api/v1/me/push); removed with its token.
    await idColumn(db.schema.createTable('push_targets'), engine)
      .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('token_id', idType, (c) => c.notNull().unique().references('api_tokens.id').onDelete('cascade'))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('language', 'text')
      // checksum of the four-digit code of the last test message; null once confirmed
      .addColumn('code_checksum', 'text')
      .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('confirmed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('last_success_at', 'text')
      .addColumn('last_error', 'text')
      .addColumn('last_error_at', 'text')
      .execute();
  },
};

export interface NotificationsTables {
  notifications: {
    id: Generated<number>;
    account_id: number;
    type: string;
    message_key: string;
    message_title: string | null;
    season: number | null;
    episodes: string | null;
    request_id: number | null;
    ticket_id: number | null;
    is_read: number;
    created_at: string;
    ziel: string;
  };
  push_targets: {
    id: Generated<number>;
    account_id: number;
    token_id: number;
    url: string;
    name: string | null;
    language: string | null;
    code_checksum: string | null;
    code_attempts: number;
    confirmed: number;
    confirmed_at: string | null;
    created_at: string;
    updated_at: string;
    last_success_at: string | null;
    last_error: string | null;
    last_error_at: string | null;
  };
}
