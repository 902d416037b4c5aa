import type { Kysely } from 'kysely';
import type { Engine } from '../db/database.ts';
import { idColumn, type ServiceMigration } from '../db/migrations.ts';

/** The persisted job queue and recurring schedules; every service includes this migration. */
export const jobsMigration: ServiceMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    await idColumn(db.schema.createTable('jobs'), engine)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('exclusive_group', 'text')
      .addColumn('dedupe_key', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
      .addColumn('run_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text')
      .addColumn('finished_at', 'text')
      .addColumn('last_error', 'text')
      .execute();
    await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
    await db.schema.createIndex('jobs_dedupe').on('jobs').columns(['name', 'dedupe_key', 'status']).execute();
    await db.schema
      .createTable('job_schedules')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('every_seconds', 'integer')
      .addColumn('cron', 'text')
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('next_run_at', 'text', (c) => c.notNull())
      .addColumn('last_run_at', 'text')
      .execute();
  },
};

export interface JobsTables {
  jobs: {
    id: import('kysely').Generated<number>;
    name: string;
    payload: string;
    priority: number;
    exclusive_group: string | null;
    dedupe_key: string | null;
    status: 'queued' | 'running' | 'done' | 'failed';
    attempts: number;
    max_attempts: number;
    run_at: string;
    created_at: string;
    started_at: string | null;
    finished_at: string | null;
    last_error: string | null;
  };
  job_schedules: {
    name: string;
    every_seconds: number | null;
    cron: string | null;
    enabled: number;
    next_run_at: string;
    last_run_at: string | null;
  };
}
