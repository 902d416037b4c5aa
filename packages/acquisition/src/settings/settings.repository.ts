import type { Kysely } from 'kysely';
import type { AcquisitionDb } from '../db/schema.ts';
import type { SettingsTable } from './settings.migration.ts';

/** SQL of the `settings` table; one query per method. */
export class SettingsRepository {
  constructor(private readonly db: Kysely<AcquisitionDb>) {}

  find(name: string): Promise<SettingsTable | undefined> {
    return this.db.selectFrom('settings').selectAll().where('name', '=', name).executeTakeFirst();
  }

  async upsert(row: SettingsTable): Promise<void> {
    await this.db
      .insertInto('settings')
      .values(row)
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
      .execute();
  }

  /** Writes only when no value exists yet (two processes starting at once keep the first). */
  async insertIfMissing(row: SettingsTable): Promise<void> {
    await this.db
      .insertInto('settings')
      .values(row)
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }

  async remove(name: string): Promise<void> {
    await this.db.deleteFrom('settings').where('name', '=', name).execute();
  }
}
