import type { Insertable, Kysely, Selectable } from 'kysely';
import type { RequestsDb } from '../db/schema.ts';

export type SessionRow = Selectable<RequestsDb['sessions']>;

/** SQL for browser sessions and the service's signing secret; one query per method. */
export class AuthRepository {
  constructor(private readonly db: Kysely<RequestsDb>) {}

  async insertSession(row: Insertable<RequestsDb['sessions']>): Promise<void> {
    await this.db.insertInto('sessions').values(row).execute();
  }

  findSession(id: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Swaps the refresh checksum only if it is still the one presented (one winner per rotation). */
  async rotateSession(id: string, fromChecksum: string, toChecksum: string, usedAt: string, expiresAt: string) {
    const result = await this.db
      .updateTable('sessions')
      .set({
        refresh_checksum: toChecksum,
        previous_checksum: fromChecksum,
        rotated_at: usedAt,
        last_used_at: usedAt,
        expires_at: expiresAt,
      })
      .where('id', '=', id)
      .where('refresh_checksum', '=', fromChecksum)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteSession(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  async deleteSessionsOf(accountId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('account_id', '=', accountId).execute();
  }

  async deleteExpiredSessionsOf(accountId: number, now: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('account_id', '=', accountId).where('expires_at', '<=', now).execute();
  }

  async deleteAllSessions(): Promise<void> {
    await this.db.deleteFrom('sessions').execute();
  }

  findSecret(name: string): Promise<{ value: string } | undefined> {
    return this.db.selectFrom('auth_secrets').select('value').where('name', '=', name).executeTakeFirst();
  }

  /** Inserts unless present (two processes starting at once keep the first secret). */
  async insertSecret(name: string, value: string, createdAt: string): Promise<void> {
    await this.db
      .insertInto('auth_secrets')
      .values({ name, value, created_at: createdAt })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
}
