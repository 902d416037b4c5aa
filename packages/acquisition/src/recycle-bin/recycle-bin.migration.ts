import { bigintType, idColumn, type ServiceMigration } from '@hms/platform';
import type { Generated } from 'kysely';

/** 0201: the recycle bin. Files moved here lie in `<data>/recycle-bin/<entry id>/` until restored or expired. */
export const recycleBinMigration: ServiceMigration = {
  async up(db, engine) {
    await idColumn(db.schema.createTable('recycle_bin_entries'), engine)
      .addColumn('title_kind', 'text', (c) => c.notNull())
      .addColumn('title_ref', 'text', (c) => c.notNull())
      .addColumn('title_name', 'text', (c) => c.notNull())
      .addColumn('version_id', 'text', (c) => c.notNull())
      .addColumn('season_number', 'integer')
      .addColumn('episodes', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('size', bigintType(engine), (c) => c.notNull())
      .addColumn('quality', 'text')
      .addColumn('languages', 'text', (c) => c.notNull())
      .addColumn('original_path', 'text', (c) => c.notNull())
      .addColumn('relative_path', 'text', (c) => c.notNull())
      .addColumn('subtitles', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text', (c) => c.notNull())
      .addColumn('deleted_by', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('restored_at', 'text')
      .execute();
    await db.schema.createIndex('recycle_bin_open').on('recycle_bin_entries').columns(['restored_at', 'expires_at']).execute();
  },
};

export interface RecycleBinEntriesTable {
  id: Generated<number>;
  title_kind: string;
  title_ref: string;
  title_name: string;
  version_id: string;
  season_number: number | null;
  /** JSON array of episode numbers. */
  episodes: string;
  file_name: string;
  size: number;
  quality: string | null;
  languages: string;
  /** Absolute path the file had. */
  original_path: string;
  /** Path inside the version's root folder (to file it again on restore). */
  relative_path: string;
  /** JSON array of {original, name}: subtitles that went with the file. */
  subtitles: string;
  deleted_at: string;
  /** Key name of the program, or `owner`. */
  deleted_by: string;
  expires_at: string;
  restored_at: string | null;
}

export interface RecycleBinTables {
  recycle_bin_entries: RecycleBinEntriesTable;
}
