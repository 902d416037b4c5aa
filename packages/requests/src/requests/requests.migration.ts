import { bigintType, idColumn, type ServiceMigration } from '@hms/platform';
import type { Generated, Kysely } from 'kysely';

/**
 * Requests of movies and series (seed 001, 2.3) and the blocklist of titles nobody may request
 * (2.7). Rows stay when a request ends (cancelled, rejected, ...): the history is the record.
 */
export const requestsMigration: ServiceMigration = {
  async up(db: Kysely<any>, engine) {
    const idType = bigintType(engine);
    await idColumn(db.schema.createTable('requests'), engine)
      .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
      .addColumn('media_type', 'text', (c) => c.notNull())
      .addColumn('fassung', 'text')
      .addColumn('tier', 'text', (c) => c.notNull())
      .addColumn('catalog_id', idType, (c) => c.notNull())
      .addColumn('seriesdb_id', idType)
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('poster_path', 'text')
      .addColumn('release_date', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('quality_profile_id', idType)
      .addColumn('root_folder_path', 'text')
      .addColumn('season', 'integer')
      // JSON list of episode numbers, or null for the whole season
      .addColumn('episodes', 'text')
      .addColumn('monitor_future', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('from_watchlist', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('requested_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('approved_at', 'text')
      .addColumn('approved_by', idType, (c) => c.references('accounts.id').onDelete('set null'))
      .addColumn('completed_at', 'text')
      .addColumn('cancelled_at', 'text')
      .addColumn('rejection_reason', 'text')
      .addColumn('regel_name', 'text')
      .addColumn('error_message', 'text')
      // JSON: the catalog facts lists show beside a request (overview, backdrop, genres, ...),
      // kept from the moment of the request so lists need no catalog call per entry
      .addColumn('media_snapshot', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
    await db.schema.createIndex('requests_account').on('requests').columns(['account_id', 'requested_at']).execute();
    await db.schema.createIndex('requests_title').on('requests').columns(['media_type', 'catalog_id']).execute();
    await db.schema.createIndex('requests_status').on('requests').column('status').execute();

    await db.schema
      .createTable('blocklist')
      .addColumn('media_type', 'text', (c) => c.notNull())
      .addColumn('catalog_id', idType, (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('poster_url', 'text')
      .addColumn('reason', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('blocklist_pk', ['media_type', 'catalog_id'])
      .execute();
  },
};

export interface RequestsTables {
  requests: {
    id: Generated<number>;
    account_id: number;
    media_type: string;
    fassung: string | null;
    tier: string;
    catalog_id: number;
    seriesdb_id: number | null;
    title: string;
    poster_path: string | null;
    release_date: string | null;
    status: string;
    quality_profile_id: number | null;
    root_folder_path: string | null;
    season: number | null;
    episodes: string | null;
    monitor_future: number;
    from_watchlist: number;
    requested_at: string;
    updated_at: string;
    approved_at: string | null;
    approved_by: number | null;
    completed_at: string | null;
    cancelled_at: string | null;
    rejection_reason: string | null;
    regel_name: string | null;
    error_message: string | null;
    media_snapshot: string;
  };
  blocklist: {
    media_type: string;
    catalog_id: number;
    title: string;
    poster_url: string | null;
    reason: string | null;
    created_at: string;
  };
}
