import { bigintType, idColumn, type ServiceMigration, sql } from '@hms/platform';
import type { Generated, Kysely } from 'kysely';
import { QUALITIES } from './quality-catalog.ts';
import { DEFAULT_CUSTOM_FORMATS, DEFAULT_DELAY_PROFILE, DEFAULT_PROFILES } from './quality-defaults.ts';

/**
 * Quality definitions, profiles, custom formats and their per-profile scores, release
 * restrictions, delay profiles and the blocklist, with what a fresh install ships: the size
 * limits of every quality, profiles 1 "HD", 2 "4K", 3 "Lossless music" (fixed ids the versions
 * point at), a few common custom formats and one delay profile without delay.
 */
export const qualityMigration: ServiceMigration = {
  async up(db: Kysely<any>, engine) {
    const big = bigintType(engine);
    const now = new Date().toISOString();
    await db.schema
      .createTable('quality_definitions')
      .addColumn('quality', 'text', (c) => c.primaryKey())
      .addColumn('min_mb_per_minute', 'double precision', (c) => c.notNull())
      .addColumn('preferred_mb_per_minute', 'double precision', (c) => c.notNull())
      .addColumn('max_mb_per_minute', 'double precision')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await idColumn(db.schema.createTable('quality_profiles'), engine)
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('items', 'text', (c) => c.notNull())
      .addColumn('cutoff', 'text', (c) => c.notNull())
      .addColumn('upgrade_allowed', 'integer', (c) => c.notNull())
      .addColumn('min_format_score', 'integer', (c) => c.notNull())
      .addColumn('cutoff_format_score', 'integer', (c) => c.notNull())
      .addColumn('min_upgrade_format_score', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await idColumn(db.schema.createTable('custom_formats'), engine)
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('conditions', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('quality_profile_format_scores')
      .addColumn('profile_id', big, (c) => c.notNull().references('quality_profiles.id').onDelete('cascade'))
      .addColumn('custom_format_id', big, (c) => c.notNull().references('custom_formats.id').onDelete('cascade'))
      .addColumn('score', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('quality_profile_format_scores_pk', ['profile_id', 'custom_format_id'])
      .execute();
    await idColumn(db.schema.createTable('release_restrictions'), engine)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('must_contain', 'text', (c) => c.notNull())
      .addColumn('must_not_contain', 'text', (c) => c.notNull())
      .addColumn('indexer', 'text')
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await idColumn(db.schema.createTable('delay_profiles'), engine)
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('preferred_protocol', 'text', (c) => c.notNull())
      .addColumn('usenet_enabled', 'integer', (c) => c.notNull())
      .addColumn('torrent_enabled', 'integer', (c) => c.notNull())
      .addColumn('usenet_delay_minutes', 'integer', (c) => c.notNull())
      .addColumn('torrent_delay_minutes', 'integer', (c) => c.notNull())
      .addColumn('bypass_if_highest_quality', 'integer', (c) => c.notNull())
      .addColumn('bypass_if_above_format_score', 'integer', (c) => c.notNull())
      .addColumn('minimum_bypass_format_score', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await idColumn(db.schema.createTable('blocklist'), engine)
      .addColumn('title_id', big, (c) => c.notNull())
      .addColumn('version_id', 'text')
      .addColumn('release_title', 'text', (c) => c.notNull())
      .addColumn('guid', 'text')
      .addColumn('info_hash', 'text')
      .addColumn('indexer', 'text')
      .addColumn('protocol', 'text')
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('blocklist_title').on('blocklist').columns(['title_id', 'created_at']).execute();

    await db
      .insertInto('quality_definitions')
      .values(
        QUALITIES.map((quality) => ({
          quality: quality.id,
          min_mb_per_minute: quality.min,
          preferred_mb_per_minute: quality.preferred,
          max_mb_per_minute: quality.max,
          updated_at: now,
        })),
      )
      .execute();
    const formatIds = new Map<string, number>();
    for (const format of DEFAULT_CUSTOM_FORMATS) {
      const row = await db
        .insertInto('custom_formats')
        .values({ name: format.name, conditions: JSON.stringify(format.conditions), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      formatIds.set(format.name, Number(row.id));
    }
    for (const profile of DEFAULT_PROFILES) {
      await db
        .insertInto('quality_profiles')
        .values({
          id: profile.id,
          name: profile.name,
          kind: profile.kind,
          items: JSON.stringify(profile.items),
          cutoff: profile.cutoff,
          upgrade_allowed: profile.upgrade_allowed ? 1 : 0,
          min_format_score: profile.min_format_score,
          cutoff_format_score: profile.cutoff_format_score,
          min_upgrade_format_score: profile.min_upgrade_format_score,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const scores = Object.entries(profile.scores).map(([name, score]) => ({
        profile_id: profile.id,
        custom_format_id: formatIds.get(name)!,
        score,
      }));
      if (scores.length > 0) await db.insertInto('quality_profile_format_scores').values(scores).execute();
    }
    const { id: delayId, ...delay } = DEFAULT_DELAY_PROFILE;
    await db
      .insertInto('delay_profiles')
      .values({
        id: delayId,
        name: delay.name,
        preferred_protocol: delay.preferred_protocol,
        usenet_enabled: delay.usenet_enabled ? 1 : 0,
        torrent_enabled: delay.torrent_enabled ? 1 : 0,
        usenet_delay_minutes: delay.usenet_delay_minutes,
        torrent_delay_minutes: delay.torrent_delay_minutes,
        bypass_if_highest_quality: delay.bypass_if_highest_quality ? 1 : 0,
        bypass_if_above_format_score: delay.bypass_if_above_format_score ? 1 : 0,
        minimum_bypass_format_score: delay.minimum_bypass_format_score,
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (engine === 'postgres') {
      // Rows written with explicit ids leave the sequences behind; the next owner-made row must not collide.
      for (const table of ['quality_profiles', 'delay_profiles']) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
      }
    }
  },
};

interface Timestamps {
  created_at: string;
  updated_at: string;
}

export interface QualityTables {
  quality_definitions: {
    quality: string;
    min_mb_per_minute: number;
    preferred_mb_per_minute: number;
    max_mb_per_minute: number | null;
    updated_at: string;
  };
  quality_profiles: Timestamps & {
    id: Generated<number>;
    name: string;
    kind: string;
    items: string;
    cutoff: string;
    upgrade_allowed: number;
    min_format_score: number;
    cutoff_format_score: number;
    min_upgrade_format_score: number;
  };
  custom_formats: Timestamps & { id: Generated<number>; name: string; conditions: string };
  quality_profile_format_scores: { profile_id: number; custom_format_id: number; score: number };
  release_restrictions: Timestamps & {
    id: Generated<number>;
    name: string;
    must_contain: string;
    must_not_contain: string;
    indexer: string | null;
    enabled: number;
  };
  delay_profiles: Timestamps & {
    id: Generated<number>;
    name: string;
    preferred_protocol: string;
    usenet_enabled: number;
    torrent_enabled: number;
    usenet_delay_minutes: number;
    torrent_delay_minutes: number;
    bypass_if_highest_quality: number;
    bypass_if_above_format_score: number;
    minimum_bypass_format_score: number;
  };
  blocklist: {
    id: Generated<number>;
    title_id: number;
    version_id: string | null;
    release_title: string;
    guid: string | null;
    info_hash: string | null;
    indexer: string | null;
    protocol: string | null;
    reason: string;
    created_at: string;
  };
}
