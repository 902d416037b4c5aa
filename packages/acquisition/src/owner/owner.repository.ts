import type { Kysely } from 'kysely';
import type { AcquisitionDb } from '../db/schema.ts';
import type { OwnerAccountTable, OwnerSessionsTable } from './owner.migration.ts';

export const OWNER_ID = 1;

/** SQL of the owner account and its sessions; one query per method. */
export class OwnerRepository {
  constructor(private readonly db: Kysely<AcquisitionDb>) {}

  findOwner(): Promise<OwnerAccountTable | undefined> {
    return this.db.selectFrom('owner_account').selectAll().where('id', '=', OWNER_ID).executeTakeFirst();
  }

  /** Inserts the owner unless one exists; true when this call made it. */
  async insertOwner(row: OwnerAccountTable): Promise<boolean> {
    const result = await this.db
      .insertInto('owner_account')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async updateOwner(values: Pick<OwnerAccountTable, 'username' | 'password_hash' | 'updated_at'>): Promise<void> {
    await this.db.updateTable('owner_account').set(values).where('id', '=', OWNER_ID).execute();
  }

  async insertSession(row: Omit<OwnerSessionsTable, 'id'>): Promise<void> {
    await this.db.insertInto('owner_sessions').values(row).execute();
  }

  findSession(tokenHash: string): Promise<{ id: number; expires_at: string } | undefined> {
    return this.db
      .selectFrom('owner_sessions')
      .select(['id', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('owner_sessions').where('token_hash', '=', tokenHash).execute();
  }

  async deleteAllSessions(): Promise<void> {
    await this.db.deleteFrom('owner_sessions').execute();
  }

  async deleteExpiredSessions(now: string): Promise<void> {
    await this.db.deleteFrom('owner_sessions').where('expires_at', '<=', now).execute();
  }
}
