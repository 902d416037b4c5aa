import type { Kysely } from 'kysely';
import type { JobsTables } from './jobs.migration.ts';

export type JobRow = JobsTables['jobs'];
type Db = Kysely<JobsTables>;

/** SQL of the job runner; one query per method, no decisions. */
export class JobsRepository {
  constructor(private readonly db: Db) {}

  insert(job: Omit<JobRow, 'id'>): Promise<{ id: number }> {
    return this.db.insertInto('jobs').values(job).returning('id').executeTakeFirstOrThrow();
  }

  findOpenByDedupe(name: string, dedupeKey: string) {
    return this.db
      .selectFrom('jobs')
      .select(['id', 'status'])
      .where('name', '=', name)
      .where('dedupe_key', '=', dedupeKey)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
  }

  /** Due queued jobs, most urgent first. */
  listDue(now: string, limit: number) {
    return this.db
      .selectFrom('jobs')
      .selectAll()
      .where('status', '=', 'queued')
      .where('run_at', '<=', now)
      .orderBy('priority', 'desc')
      .orderBy('run_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  listRunningGroups() {
    return this.db
      .selectFrom('jobs')
      .select('exclusive_group')
      .distinct()
      .where('status', '=', 'running')
      .where('exclusive_group', 'is not', null)
      .execute();
  }

  /** Claims a job; false when another claimer was first. */
  async claim(id: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set((eb) => ({ status: 'running', started_at: now, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  finish(id: number, now: string) {
    return this.db.updateTable('jobs').set({ status: 'done', finished_at: now, last_error: null }).where('id', '=', id).execute();
  }

  fail(id: number, now: string, error: string, retryAt: string | null) {
    return this.db
      .updateTable('jobs')
      .set(
        retryAt
          ? { status: 'queued', run_at: retryAt, last_error: error }
          : { status: 'failed', finished_at: now, last_error: error },
      )
      .where('id', '=', id)
      .execute();
  }

  /** Jobs left running by a process that died go back to the queue. */
  requeueInterrupted() {
    return this.db.updateTable('jobs').set({ status: 'queued' }).where('status', '=', 'running').execute();
  }

  get(id: number) {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  list(limit: number) {
    return this.db.selectFrom('jobs').selectAll().orderBy('id', 'desc').limit(limit).execute();
  }

  deleteFinishedBefore(before: string) {
    return this.db.deleteFrom('jobs').where('status', 'in', ['done', 'failed']).where('finished_at', '<', before).execute();
  }

  getSchedule(name: string) {
    return this.db.selectFrom('job_schedules').selectAll().where('name', '=', name).executeTakeFirst();
  }

  insertSchedule(row: JobsTables['job_schedules']) {
    return this.db.insertInto('job_schedules').values(row).execute();
  }

  updateScheduleRule(name: string, everySeconds: number | null, cron: string | null, nextRunAt: string) {
    return this.db
      .updateTable('job_schedules')
      .set({ every_seconds: everySeconds, cron, next_run_at: nextRunAt })
      .where('name', '=', name)
      .execute();
  }

  listDueSchedules(now: string) {
    return this.db
      .selectFrom('job_schedules')
      .selectAll()
      .where('enabled', '=', 1)
      .where('next_run_at', '<=', now)
      .execute();
  }

  markScheduleRun(name: string, lastRunAt: string, nextRunAt: string) {
    return this.db
      .updateTable('job_schedules')
      .set({ last_run_at: lastRunAt, next_run_at: nextRunAt })
      .where('name', '=', name)
      .execute();
  }

  listSchedules() {
    return this.db.selectFrom('job_schedules').selectAll().orderBy('name').execute();
  }
}
