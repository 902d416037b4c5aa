import type { Kysely } from 'kysely';
import type { AcquisitionDb } from '../db/schema.ts';
import type { VersionsTable } from './versions.migration.ts';

/** SQL of the `versions` table; one query per method. Removed rows stay to reserve their ids. */
export class VersionsRepository {
  constructor(private readonly db: Kysely<AcquisitionDb>) {}

  listActive(kind?: string): Promise<VersionsTable[]> {
    let query = this.db.selectFrom('versions').selectAll().where('removed_at', 'is', null);
    if (kind) query = query.where('kind', '=', kind as VersionsTable['kind']);
    return query.orderBy('kind').orderBy('position').orderBy('id').execute();
  }

  /** Any row with this id, removed or not. */
  find(id: string): Promise<VersionsTable | undefined> {
    return this.db.selectFrom('versions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Inserts unless the id was ever used; true when this call made it. */
  async insert(row: VersionsTable): Promise<boolean> {
    const result = await this.db
      .insertInto('versions')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async update(
    id: string,
    values: Partial<Pick<VersionsTable, 'name' | 'quality_profile_id' | 'root_folder' | 'position'>>,
  ): Promise<void> {
    await this.db.updateTable('versions').set(values).where('id', '=', id).where('removed_at', 'is', null).execute();
  }

  async markRemoved(id: string, at: string): Promise<void> {
    await this.db.updateTable('versions').set({ removed_at: at }).where('id', '=', id).where('removed_at', 'is', null).execute();
  }
}
