import type { ServiceMigration } from '@hms/platform';

/**
 * 0103: pairing requests. The secret is kept as a SHA-256 hash. No key is stored here: the key
 * is made when the program first polls after the owner confirmed, and handed over in that answer.
 */
export const pairingMigration: ServiceMigration = {
  async up(db) {
    await db.schema
      .createTable('pairings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('app', 'text', (c) => c.notNull())
      .addColumn('scopes_requested', 'text', (c) => c.notNull())
      .addColumn('scopes_granted', 'text')
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('key_id', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'text')
      .addColumn('collected_at', 'text')
      .execute();
  },
};

export type PairingStoredState = 'awaiting' | 'confirmed' | 'refused';

export interface PairingsTable {
  id: string;
  app: string;
  scopes_requested: string;
  scopes_granted: string | null;
  secret_hash: string;
  code: string;
  state: PairingStoredState;
  key_id: number | null;
  created_at: string;
  expires_at: string;
  decided_at: string | null;
  collected_at: string | null;
}

export interface PairingTables {
  pairings: PairingsTable;
}
