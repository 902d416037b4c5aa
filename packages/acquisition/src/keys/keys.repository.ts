import type { Kysely } from 'kysely';
import type { AcquisitionDb } from '../db/schema.ts';
import type { ApiKeysTable } from './keys.migration.ts';

export type ApiKeyRow = Omit<ApiKeysTable, 'id'> & { id: number };
export type NewApiKeyRow = Omit<ApiKeyRow, 'id' | 'last_used_at' | 'revoked_at'>;

/** SQL of the `api_keys` table; one query per method. */
export class KeysRepository {
  constructor(private readonly db: Kysely<AcquisitionDb>) {}

  insert(row: NewApiKeyRow): Promise<ApiKeyRow> {
    return this.db.insertInto('api_keys').values(row).returningAll().executeTakeFirstOrThrow();
  }

  findByFingerprint(fingerprint: string): Promise<ApiKeyRow | undefined> {
    return this.db.selectFrom('api_keys').selectAll().where('fingerprint', '=', fingerprint).executeTakeFirst();
  }

  findById(id: number): Promise<ApiKeyRow | undefined> {
    return this.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
  }

  list(): Promise<ApiKeyRow[]> {
    return this.db.selectFrom('api_keys').selectAll().orderBy('id').execute();
  }

  async revoke(id: number, at: string): Promise<void> {
    await this.db.updateTable('api_keys').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  }

  async touch(id: number, at: string): Promise<void> {
    await this.db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
  }
}
