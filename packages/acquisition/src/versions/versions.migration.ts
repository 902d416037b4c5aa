import type { ServiceMigration } from '@hms/platform';

/**
 * 0100: versions, with the three defaults of a fresh install. Root folders are kept as written;
 * a relative folder lies under the data folder (so the defaults follow `--data`). A removed
 * version keeps its row with `removed_at` set, so its id is never given out again.
 */
export const versionsMigration: ServiceMigration = {
  async up(db) {
    await db.schema
      .createTable('versions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('quality_profile_id', 'integer', (c) => c.notNull())
      .addColumn('root_folder', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('removed_at', 'text')
      .execute();
    const created_at = new Date().toISOString();
    await db
      .insertInto('versions')
      .values([
        { id: 'v_movie', kind: 'movie', name: 'Movies', quality_profile_id: 1, root_folder: 'library/movies', position: 1, created_at },
        { id: 'v_series', kind: 'series', name: 'Series', quality_profile_id: 1, root_folder: 'library/series', position: 1, created_at },
        { id: 'v_music', kind: 'album', name: 'Music', quality_profile_id: 3, root_folder: 'library/music', position: 1, created_at },
      ])
      .execute();
  },
};

export type VersionKind = 'movie' | 'series' | 'album';

export interface VersionsTable {
  id: string;
  kind: VersionKind;
  name: string;
  quality_profile_id: number;
  root_folder: string;
  position: number;
  created_at: string;
  removed_at: string | null;
}

export interface VersionsTables {
  versions: VersionsTable;
}
