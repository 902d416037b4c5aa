import { Cron } from 'croner';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock/clock.ts';
import type { Logger } from '../logging/logger.ts';
import type { JobsTables } from './jobs.migration.ts';
import { JobsRepository } from './jobs.repository.ts';

export interface JobDefinition<P = unknown> {
  run(payload: P, context: { jobId: number; attempt: number }): Promise<void>;
  /** Jobs sharing a group run one at a time (e.g. everything that talks to one indexer). */
  group?: string;
  /** Attempts before the job is given up and shown as failed; default 3. */
  maxAttempts?: number;
  priority?: number;
}

export interface EnqueueOptions {
  priority?: number;
  runAt?: Date;
  group?: string;
  /** When a queued or running job with the same name and key exists, that one is kept. */
  dedupeKey?: string;
}

export type ScheduleRule = { everySeconds: number } | { cron: string };

export interface JobRunnerOptions {
  db: Kysely<any>;
  clock: Clock;
  logger: Logger;
  /** How many jobs of different groups may run at once; default 2. */
  concurrency?: number;
  /** Wait between retries: attempt n waits baseRetrySeconds * 4^(n-1); default 30 s. */
  baseRetrySeconds?: number;
}

/**
 * A persisted job and schedule runner. One-off commands and recurring tasks are rows, so they
 * survive a restart; a job a dead process left running is queued again at start. Time comes
 * from the injected clock: tests call `runDue()` after moving the clock, the service calls
 * `start()`, which polls on a real timer.
 */
export class JobRunner {
  private readonly repository: JobsRepository;
  private readonly definitions = new Map<string, JobDefinition<any>>();
  private readonly running = new Map<number, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;
  private readonly concurrency: number;
  private readonly baseRetrySeconds: number;

  constructor(private readonly options: JobRunnerOptions) {
    this.repository = new JobsRepository(options.db as Kysely<JobsTables>);
    this.concurrency = options.concurrency ?? 2;
    this.baseRetrySeconds = options.baseRetrySeconds ?? 30;
  }

  define<P>(name: string, definition: JobDefinition<P>): this {
    this.definitions.set(name, definition);
    return this;
  }

  async enqueue(name: string, payload: unknown = {}, options: EnqueueOptions = {}): Promise<{ id: number; created: boolean }> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`job ${name} is not defined`);
    if (options.dedupeKey) {
      const open = await this.repository.findOpenByDedupe(name, options.dedupeKey);
      if (open) return { id: open.id, created: false };
    }
    const now = this.options.clock.now().toISOString();
    const { id } = await this.repository.insert({
      name,
      payload: JSON.stringify(payload),
      priority: options.priority ?? definition.priority ?? 0,
      exclusive_group: options.group ?? definition.group ?? null,
      dedupe_key: options.dedupeKey ?? null,
      status: 'queued',
      attempts: 0,
      max_attempts: definition.maxAttempts ?? 3,
      run_at: (options.runAt ?? this.options.clock.now()).toISOString(),
      created_at: now,
      started_at: null,
      finished_at: null,
      last_error: null,
    });
    return { id: Number(id), created: true };
  }

  /** Creates or updates a recurring schedule; its next run survives restarts. */
  async schedule(name: string, rule: ScheduleRule): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`job ${name} is not defined`);
    const everySeconds = 'everySeconds' in rule ? rule.everySeconds : null;
    const cron = 'cron' in rule ? rule.cron : null;
    const existing = await this.repository.getSchedule(name);
    const now = this.options.clock.now();
    if (!existing) {
      await this.repository.insertSchedule({
        name,
        every_seconds: everySeconds,
        cron,
        enabled: 1,
        next_run_at: this.nextRun(rule, now).toISOString(),
        last_run_at: null,
      });
    } else if (existing.every_seconds !== everySeconds || existing.cron !== cron) {
      await this.repository.updateScheduleRule(name, everySeconds, cron, this.nextRun(rule, now).toISOString());
    }
  }

  private nextRun(rule: ScheduleRule, from: Date): Date {
    if ('everySeconds' in rule) return new Date(from.getTime() + rule.everySeconds * 1000);
    const next = new Cron(rule.cron, { timezone: 'UTC' }).nextRun(from);
    if (!next) throw new Error(`cron ${rule.cron} never runs`);
    return next;
  }

  /** Puts back jobs a dead process left running. Call once at start, before `start()`. */
  async recover(): Promise<number> {
    const result = await this.repository.requeueInterrupted();
    return Number(result[0]?.numUpdatedRows ?? 0);
  }

  /** Enqueues due schedules and starts every eligible job; returns the started ones. */
  async tick(): Promise<Promise<void>[]> {
    const now = this.options.clock.now();
    const iso = now.toISOString();
    for (const schedule of await this.repository.listDueSchedules(iso)) {
      const rule: ScheduleRule =
        schedule.cron !== null ? { cron: schedule.cron } : { everySeconds: schedule.every_seconds ?? 60 };
      await this.repository.markScheduleRun(schedule.name, iso, this.nextRun(rule, now).toISOString());
      if (this.definitions.has(schedule.name)) await this.enqueue(schedule.name, {}, { dedupeKey: 'schedule' });
    }
    const free = this.concurrency - this.running.size;
    if (free <= 0 || this.stopping) return [];
    const busyGroups = new Set((await this.repository.listRunningGroups()).map((r) => r.exclusive_group));
    const started: Promise<void>[] = [];
    for (const job of await this.repository.listDue(iso, 50)) {
      if (started.length >= free) break;
      if (job.exclusive_group && busyGroups.has(job.exclusive_group)) continue;
      if (!this.definitions.has(job.name)) continue;
      if (!(await this.repository.claim(job.id, iso))) continue;
      if (job.exclusive_group) busyGroups.add(job.exclusive_group);
      const promise = this.execute(job.id, job.name, job.payload, job.attempts + 1, job.max_attempts);
      this.running.set(job.id, promise);
      started.push(promise);
    }
    return started;
  }

  /** Runs everything due now, including jobs that become eligible as others finish. */
  async runDue(): Promise<number> {
    let count = 0;
    for (;;) {
      const started = await this.tick();
      if (started.length === 0 && this.running.size === 0) return count;
      count += started.length;
      await Promise.race([...this.running.values()]);
    }
  }

  private async execute(id: number, name: string, payload: string, attempt: number, maxAttempts: number): Promise<void> {
    const definition = this.definitions.get(name);
    const log = this.options.logger.child({ job: name, job_id: id, attempt });
    try {
      await definition?.run(JSON.parse(payload), { jobId: id, attempt });
      await this.repository.finish(id, this.options.clock.now().toISOString());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = this.options.clock.now();
      const retryAt =
        attempt < maxAttempts
          ? new Date(now.getTime() + this.baseRetrySeconds * 1000 * 4 ** (attempt - 1)).toISOString()
          : null;
      log.warn({ err: error, retry_at: retryAt }, 'job failed');
      await this.repository.fail(id, now.toISOString(), message, retryAt);
    } finally {
      this.running.delete(id);
    }
  }

  start(pollMs = 1000): void {
    this.stopping = false;
    const loop = async () => {
      try {
        await this.tick();
      } catch (error) {
        this.options.logger.error({ err: error }, 'job runner tick failed');
      }
      if (!this.stopping) this.timer = setTimeout(loop, pollMs);
    };
    this.timer = setTimeout(loop, 0);
  }

  /** Stops taking new jobs and waits for the running ones. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.allSettled([...this.running.values()]);
  }

  get repositoryForInspection(): JobsRepository {
    return this.repository;
  }
}
