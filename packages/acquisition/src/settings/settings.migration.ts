import type { ServiceMigration } from '@hms/platform';

/** 0104: stored settings, one JSON value per name; secrets are stored encrypted. */
export const settingsMigration: ServiceMigration = {
  async up(db) {
    await db.schema
      .createTable('settings')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
};

export interface SettingsTable {
  name: string;
  /** JSON text. */
  value: string;
  updated_at: string;
}

export interface SettingsTables {
  settings: SettingsTable;
}
