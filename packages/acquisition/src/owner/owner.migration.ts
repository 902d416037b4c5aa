import { idColumn, type ServiceMigration } from '@hms/platform';
import type { Generated } from 'kysely';

/** 0102: the one owner account and its sign-in sessions (only a hash of each session token). */
export const ownerMigration: ServiceMigration = {
  async up(db, engine) {
    await db.schema
      .createTable('owner_account')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await idColumn(db.schema.createTable('owner_sessions'), engine)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
  },
};

export interface OwnerAccountTable {
  /** Always 1: there is one owner. */
  id: number;
  username: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export interface OwnerSessionsTable {
  id: Generated<number>;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface OwnerTables {
  owner_account: OwnerAccountTable;
  owner_sessions: OwnerSessionsTable;
}
