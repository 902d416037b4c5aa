import { bigintType, idColumn, type ServiceMigration } from '@hms/platform';

/**
 * 0200: the library. A title is one row in `titles` known by every ref in `title_refs`; what is
 * wanted lives per version (`title_versions`) and, for a series, per season and episode and
 * version. `change_number` is the title's place in the change feed; `library_sequence` hands the
 * numbers out and `library_removals` remembers titles that went away (90 days).
 */
export const libraryMigration: ServiceMigration = {
  async up(db, engine) {
    const big = bigintType(engine);
    await idColumn(db.schema.createTable('titles'), engine)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('ref', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('year', 'integer')
      .addColumn('overview', 'text')
      .addColumn('status', 'text')
      .addColumn('release_date', 'text')
      .addColumn('anime', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('vote_average', 'double precision')
      .addColumn('vote_count', 'integer')
      .addColumn('runtime', 'integer')
      .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('monitored', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('future_albums', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('folder', 'text', (c) => c.notNull())
      .addColumn('origin', 'text')
      .addColumn('added_via', 'text', (c) => c.notNull())
      .addColumn('added_by', 'text')
      .addColumn('added_at', 'text', (c) => c.notNull())
      .addColumn('refreshed_at', 'text')
      .addColumn('change_number', big, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('titles_change').on('titles').column('change_number').unique().execute();
    await db.schema.createIndex('titles_kind_change').on('titles').columns(['kind', 'change_number']).execute();

    await db.schema
      .createTable('title_refs')
      .addColumn('title_id', big, (c) => c.notNull().references('titles.id').onDelete('cascade'))
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('title_refs_pk', ['title_id', 'source', 'value'])
      .execute();
    await db.schema.createIndex('title_refs_lookup').on('title_refs').columns(['source', 'value']).execute();

    await db.schema
      .createTable('seasons')
      .addColumn('title_id', big, (c) => c.notNull().references('titles.id').onDelete('cascade'))
      .addColumn('season_number', 'integer', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('air_date', 'text')
      .addPrimaryKeyConstraint('seasons_pk', ['title_id', 'season_number'])
      .execute();
    await db.schema
      .createTable('episodes')
      .addColumn('title_id', big, (c) => c.notNull().references('titles.id').onDelete('cascade'))
      .addColumn('season_number', 'integer', (c) => c.notNull())
      .addColumn('episode_number', 'integer', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('air_date', 'text')
      .addPrimaryKeyConstraint('episodes_pk', ['title_id', 'season_number', 'episode_number'])
      .execute();

    await db.schema
      .createTable('title_versions')
      .addColumn('title_id', big, (c) => c.notNull().references('titles.id').onDelete('cascade'))
      .addColumn('version_id', 'text', (c) => c.notNull())
      .addColumn('monitored', 'integer', (c) => c.notNull())
      .addColumn('future_seasons', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('origin', 'text')
      .addColumn('added_via', 'text', (c) => c.notNull())
      .addColumn('added_by', 'text')
      .addColumn('requested_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('title_versions_pk', ['title_id', 'version_id'])
      .execute();
    await db.schema
      .createTable('season_versions')
      .addColumn('title_id', big, (c) => c.notNull().references('titles.id').onDelete('cascade'))
      .addColumn('version_id', 'text', (c) => c.notNull())
      .addColumn('season_number', 'integer', (c) => c.notNull())
      .addColumn('monitored', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('season_versions_pk', ['title_id', 'version_id', 'season_number'])
      .execute();
    await db.schema
      .createTable('episode_versions')
      .addColumn('title_id', big, (c) => c.notNull().references('titles.id').onDelete('cascade'))
      .addColumn('version_id', 'text', (c) => c.notNull())
      .addColumn('season_number', 'integer', (c) => c.notNull())
      .addColumn('episode_number', 'integer', (c) => c.notNull())
      .addColumn('monitored', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('episode_versions_pk', ['title_id', 'version_id', 'season_number', 'episode_number'])
      .execute();

    await db.schema
      .createTable('artist_albums')
      .addColumn('artist_title_id', big, (c) => c.notNull().references('titles.id').onDelete('cascade'))
      .addColumn('album_ref', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('release_date', 'text')
      .addColumn('primary_type', 'text')
      .addPrimaryKeyConstraint('artist_albums_pk', ['artist_title_id', 'album_ref'])
      .execute();

    await idColumn(db.schema.createTable('library_files'), engine)
      .addColumn('title_id', big, (c) => c.notNull().references('titles.id').onDelete('cascade'))
      .addColumn('version_id', 'text', (c) => c.notNull())
      .addColumn('season_number', 'integer')
      .addColumn('episodes', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('relative_path', 'text', (c) => c.notNull())
      .addColumn('size', big, (c) => c.notNull())
      .addColumn('quality', 'text')
      .addColumn('languages', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('subtitles', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('added_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('library_files_title').on('library_files').columns(['title_id', 'version_id']).execute();

    await idColumn(db.schema.createTable('title_history'), engine)
      .addColumn('title_id', big)
      .addColumn('title_kind', 'text', (c) => c.notNull())
      .addColumn('title_ref', 'text', (c) => c.notNull())
      .addColumn('title_name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('version_id', 'text')
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('by', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('title_history_title').on('title_history').columns(['title_id', 'id']).execute();

    await db.schema
      .createTable('library_removals')
      .addColumn('change_number', big, (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('ref', 'text', (c) => c.notNull())
      .addColumn('refs', 'text', (c) => c.notNull())
      .addColumn('removed_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('library_sequence')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('value', big, (c) => c.notNull())
      .addColumn('forgotten_through', big, (c) => c.notNull())
      .execute();
    await db.insertInto('library_sequence').values({ id: 1, value: 0, forgotten_through: 0 }).execute();

    await db.schema
      .createTable('previews')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('result', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
  },
};
