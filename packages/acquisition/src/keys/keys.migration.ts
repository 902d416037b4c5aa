import { idColumn, type ServiceMigration } from '@hms/platform';
import type { Generated } from 'kysely';

/** 0101: API keys. Only the SHA-256 fingerprint of a key is kept; the key itself is shown once. */
export const keysMigration: ServiceMigration = {
  async up(db, engine) {
    await idColumn(db.schema.createTable('api_keys'), engine)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('scopes', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull().unique())
      .addColumn('origin', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
  },
};

export interface ApiKeysTable {
  id: Generated<number>;
  name: string;
  /** Comma-separated scope words in canonical order, e.g. `read,request`. */
  scopes: string;
  /** Hex SHA-256 of the key. */
  fingerprint: string;
  /** How the key came to be: `owner` (web), `cli` or `pairing`. */
  origin: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface KeysTables {
  api_keys: ApiKeysTable;
}
