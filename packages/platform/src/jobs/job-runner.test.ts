import { ENGINES, freshStorage, type TestStorage } from '@hms/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock/clock.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { runMigrations } from '../db/migrations.ts';
import { createLogger } from '../logging/logger.ts';
import { JobRunner } from './job-runner.ts';
import { jobsMigration } from './jobs.migration.ts';

const logger = createLogger({ service: 'test', level: 'silent' });

describe.each(ENGINES)('job runner on %s', (engine) => {
  const opened: { storage: TestStorage; database: Database<any> }[] = [];
  afterEach(async () => {
    for (const { storage, database } of opened.splice(0)) {
      await database.close();
      storage.cleanup();
    }
  });

  async function open(storage = freshStorage(engine)) {
    const database = await openDatabase<any>({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir, schema: 'jobs_test' });
    await runMigrations(database, { '0001-jobs': jobsMigration });
    opened.push({ storage, database });
    return { storage, database };
  }

  it('runs a one-off job when it is due, not before', async () => {
    const { database } = await open();
    const clock = new ManualClock('2026-01-01T00:00:00.000Z');
    const ran: unknown[] = [];
    const runner = new JobRunner({ db: database.db, clock, logger }).define('greet', {
      run: async (payload) => {
        ran.push(payload);
      },
    });
    await runner.enqueue('greet', { name: 'a' }, { runAt: new Date('2026-01-01T00:05:00.000Z') });
    expect(await runner.runDue()).toBe(0);
    clock.advanceMinutes(5);
    expect(await runner.runDue()).toBe(1);
    expect(ran).toEqual([{ name: 'a' }]);
  });

  it('runs higher priority first and one job at a time per exclusive group', async () => {
    const { database } = await open();
    const clock = new ManualClock();
    const order: string[] = [];
    let inGroup = 0;
    let maxInGroup = 0;
    const runner = new JobRunner({ db: database.db, clock, logger, concurrency: 3 }).define<{ n: string }>('work', {
      group: 'indexer',
      run: async ({ n }) => {
        inGroup += 1;
        maxInGroup = Math.max(maxInGroup, inGroup);
        order.push(n);
        await new Promise((resolve) => setImmediate(resolve));
        inGroup -= 1;
      },
    });
    await runner.enqueue('work', { n: 'low' }, { priority: 0 });
    await runner.enqueue('work', { n: 'high' }, { priority: 10 });
    await runner.enqueue('work', { n: 'mid' }, { priority: 5 });
    expect(await runner.runDue()).toBe(3);
    expect(order).toEqual(['high', 'mid', 'low']);
    expect(maxInGroup).toBe(1);
  });

  it('keeps one open job per dedupe key', async () => {
    const { database } = await open();
    const runner = new JobRunner({ db: database.db, clock: new ManualClock(), logger }).define('search', { run: async () => {} });
    const first = await runner.enqueue('search', {}, { dedupeKey: 'movie:603' });
    const second = await runner.enqueue('search', {}, { dedupeKey: 'movie:603' });
    expect(second).toEqual({ id: first.id, created: false });
    await runner.runDue();
    const third = await runner.enqueue('search', {}, { dedupeKey: 'movie:603' });
    expect(third.created).toBe(true);
  });

  it('retries a failing job with growing waits and then gives it up as failed', async () => {
    const { database } = await open();
    const clock = new ManualClock('2026-01-01T00:00:00.000Z');
    let attempts = 0;
    const runner = new JobRunner({ db: database.db, clock, logger, baseRetrySeconds: 30 }).define('flaky', {
      maxAttempts: 3,
      run: async () => {
        attempts += 1;
        throw new Error(`attempt ${attempts} failed`);
      },
    });
    const { id } = await runner.enqueue('flaky');
    await runner.runDue();
    let row = await runner.repositoryForInspection.get(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, run_at: '2026-01-01T00:00:30.000Z', last_error: 'attempt 1 failed' });
    clock.advance(30_000);
    await runner.runDue();
    row = await runner.repositoryForInspection.get(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 2, run_at: '2026-01-01T00:02:30.000Z' });
    clock.advance(120_000);
    await runner.runDue();
    row = await runner.repositoryForInspection.get(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: 'attempt 3 failed' });
  });

  it('keeps schedules and queued jobs across a restart and requeues interrupted ones', async () => {
    const first = await open();
    const clock = new ManualClock('2026-01-01T00:00:00.000Z');
    let ticks = 0;
    const define = (runner: JobRunner) =>
      runner.define('housekeeping', {
        run: async () => {
          ticks += 1;
        },
      });
    const runner = define(new JobRunner({ db: first.database.db, clock, logger }));
    await runner.schedule('housekeeping', { everySeconds: 3600 });
    clock.advanceMinutes(60);
    await runner.runDue();
    expect(ticks).toBe(1);
    // a job left running by a process that died
    const { id } = await runner.enqueue('housekeeping');
    await runner.repositoryForInspection.claim(id, clock.now().toISOString());
    await first.database.close();
    opened.length = 0;

    const second = await open(first.storage);
    const restarted = define(new JobRunner({ db: second.database.db, clock, logger }));
    await restarted.schedule('housekeeping', { everySeconds: 3600 });
    expect(await restarted.recover()).toBe(1);
    await restarted.runDue();
    expect(ticks).toBe(2);
    clock.advanceMinutes(59);
    await restarted.runDue();
    expect(ticks).toBe(2);
    clock.advanceMinutes(1);
    await restarted.runDue();
    expect(ticks).toBe(3);
  });

  it('computes cron schedules in UTC', async () => {
    const { database } = await open();
    const clock = new ManualClock('2026-01-01T10:30:00.000Z');
    const runner = new JobRunner({ db: database.db, clock, logger }).define('nightly', { run: async () => {} });
    await runner.schedule('nightly', { cron: '0 3 * * *' });
    const [schedule] = await runner.repositoryForInspection.listSchedules();
    expect(schedule?.next_run_at).toBe('2026-01-02T03:00:00.000Z');
  });
});
