import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { RequestsDb } from '../db/schema.ts';

export type PushTargetRow = Selectable<RequestsDb['push_targets']>;

/** SQL of callback targets (one per personal token): one query per method. */
export class PushRepository {
  constructor(private readonly db: Kysely<RequestsDb>) {}

  async findByToken(tokenId: number): Promise<PushTargetRow | undefined> {
    return this.db.selectFrom('push_targets').selectAll().where('token_id', '=', tokenId).executeTakeFirst();
  }

  /** A second registration for the same token replaces the first. */
  async upsert(row: Insertable<RequestsDb['push_targets']>): Promise<void> {
    await this.db
      .insertInto('push_targets')
      .values(row)
      .onConflict((oc) =>
        oc.column('token_id').doUpdateSet({
          account_id: row.account_id,
          url: row.url,
          name: row.name ?? null,
          language: row.language ?? null,
          code_checksum: row.code_checksum ?? null,
          code_attempts: 0,
          confirmed: 0,
          confirmed_at: null,
          updated_at: row.updated_at,
          last_success_at: null,
          last_error: null,
          last_error_at: null,
        }),
      )
      .execute();
  }

  async update(tokenId: number, patch: Updateable<RequestsDb['push_targets']>): Promise<void> {
    await this.db.updateTable('push_targets').set(patch).where('token_id', '=', tokenId).execute();
  }

  async deleteByToken(tokenId: number): Promise<number> {
    const result = await this.db.deleteFrom('push_targets').where('token_id', '=', tokenId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async confirmedOf(accountId: number): Promise<PushTargetRow[]> {
    return this.db
      .selectFrom('push_targets')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('confirmed', '=', 1)
      .execute();
  }

  async listOf(accountId: number): Promise<PushTargetRow[]> {
    return this.db.selectFrom('push_targets').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
  }

  async deleteOf(accountId: number, tokenId: number): Promise<number> {
    const result = await this.db
      .deleteFrom('push_targets')
      .where('account_id', '=', accountId)
      .where('token_id', '=', tokenId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
