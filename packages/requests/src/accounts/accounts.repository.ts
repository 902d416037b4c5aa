import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { RequestsDb } from '../db/schema.ts';

export type AccountRow = Selectable<RequestsDb['accounts']>;
export type NewAccountRow = Insertable<RequestsDb['accounts']>;
export type AccountPatch = Updateable<RequestsDb['accounts']>;

/** SQL for the accounts table; one query per method, no decisions. */
export class AccountsRepository {
  constructor(private readonly db: Kysely<RequestsDb>) {}

  async insert(row: NewAccountRow): Promise<number> {
    const inserted = await this.db.insertInto('accounts').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  findById(id: number): Promise<AccountRow | undefined> {
    return this.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByUsernameKey(usernameKey: string): Promise<AccountRow | undefined> {
    return this.db.selectFrom('accounts').selectAll().where('username_key', '=', usernameKey).executeTakeFirst();
  }

  findBetreiber(): Promise<AccountRow | undefined> {
    return this.db.selectFrom('accounts').selectAll().where('is_betreiber', '=', 1).executeTakeFirst();
  }

  listAll(): Promise<AccountRow[]> {
    return this.db.selectFrom('accounts').selectAll().orderBy('id').execute();
  }

  listChildren(parentId: number): Promise<AccountRow[]> {
    return this.db.selectFrom('accounts').selectAll().where('parent_id', '=', parentId).orderBy('id').execute();
  }

  async update(id: number, patch: AccountPatch): Promise<void> {
    await this.db.updateTable('accounts').set(patch).where('id', '=', id).execute();
  }

  /** Raises the generation so every access token issued before is refused. */
  async raiseAuthGeneration(id: number, patch: AccountPatch = {}): Promise<void> {
    await this.db
      .updateTable('accounts')
      .set((eb) => ({ ...patch, auth_generation: eb('auth_generation', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async clearBetreiber(): Promise<void> {
    await this.db.updateTable('accounts').set({ is_betreiber: 0 }).where('is_betreiber', '=', 1).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('accounts').where('id', '=', id).execute();
  }
}
