import type { Insertable, Kysely, Selectable } from 'kysely';
import type { RequestsDb } from '../db/schema.ts';

export type TokenRow = Selectable<RequestsDb['api_tokens']>;

/** SQL for personal tokens; one query per method. */
export class TokensRepository {
  constructor(private readonly db: Kysely<RequestsDb>) {}

  async insert(row: Insertable<RequestsDb['api_tokens']>): Promise<number> {
    const inserted = await this.db.insertInto('api_tokens').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  findByChecksum(checksum: string): Promise<TokenRow | undefined> {
    return this.db.selectFrom('api_tokens').selectAll().where('checksum', '=', checksum).executeTakeFirst();
  }

  findById(id: number): Promise<TokenRow | undefined> {
    return this.db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirst();
  }

  listOfAccount(accountId: number): Promise<TokenRow[]> {
    return this.db.selectFrom('api_tokens').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
  }

  listAllWithOwner() {
    return this.db
      .selectFrom('api_tokens')
      .innerJoin('accounts', 'accounts.id', 'api_tokens.account_id')
      .selectAll('api_tokens')
      .select('accounts.username')
      .orderBy('api_tokens.id')
      .execute();
  }

  async touch(id: number, at: string): Promise<void> {
    await this.db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
  }

  /** Deletes the token only when it belongs to the account; returns whether one was deleted. */
  async deleteOwned(id: number, accountId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('api_tokens')
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
