import { bigintType, idColumn, type ServiceMigration } from '@hms/platform';
import type { Generated, Kysely } from 'kysely';

/**
 * Measured storage items (seed 001, 2.4): one row per title (per season for series) and
 * version, charged to an account or, with no account, to the house.
 */
export const storageMigration: ServiceMigration = {
  async up(db: Kysely<any>, engine) {
    const idType = bigintType(engine);
    await idColumn(db.schema.createTable('storage_items'), engine)
      .addColumn('account_id', idType, (c) => c.references('accounts.id').onDelete('set null'))
      .addColumn('media_type', 'text', (c) => c.notNull())
      .addColumn('fassung', 'text', (c) => c.notNull())
      .addColumn('tier', 'text', (c) => c.notNull())
      .addColumn('catalog_id', idType)
      .addColumn('seriesdb_id', idType)
      .addColumn('season', 'integer')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('size_bytes', idType, (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('measured_at', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('released_at', 'text')
      .addColumn('release_wish', 'text')
      .addColumn('watched', 'integer')
      .addColumn('managed', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.createIndex('storage_items_account').on('storage_items').column('account_id').execute();
  },
};

export interface StorageTables {
  storage_items: {
    id: Generated<number>;
    account_id: number | null;
    media_type: string;
    fassung: string;
    tier: string;
    catalog_id: number | null;
    seriesdb_id: number | null;
    season: number | null;
    title: string;
    size_bytes: number;
    state: string;
    measured_at: string;
    path: string;
    released_at: string | null;
    release_wish: string | null;
    watched: number | null;
    managed: number;
  };
}
