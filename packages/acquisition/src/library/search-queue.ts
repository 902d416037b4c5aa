import { inTransaction, type JobRunner } from '@hms/platform';
import type { Kysely } from 'kysely';
import type { LibraryTables } from './library.tables.ts';
import type { EventRecorder } from './library.ports.ts';
import { TitlesRepository } from './titles.repository.ts';

export const SEARCH_JOB = 'library.search';

export type SearchAnswer = 'queued' | 'running' | 'nothing_wanted' | 'not_possible';

/**
 * Puts titles into the order of the automatic search: one persisted job per title (asking again
 * while one waits or runs changes nothing), run one after the other in the `indexers` group so
 * many asks at once stay within the indexers' budget. The indexer search itself comes with the
 * fetching issue; until then a run records that it found no indexer to ask.
 */
export class SearchQueue {
  constructor(
    private readonly jobs: JobRunner,
    private readonly db: Kysely<LibraryTables>,
    private readonly events: EventRecorder,
  ) {
    jobs.define<{ title_id: number }>(SEARCH_JOB, {
      group: 'indexers',
      maxAttempts: 1,
      run: (payload) => this.run(payload.title_id),
    });
  }

  /** `queued` when a new or waiting job holds the title, `running` when its search runs now. */
  async enqueue(titleId: number): Promise<'queued' | 'running'> {
    const key = `title:${titleId}`;
    const open = await this.jobs.repositoryForInspection.findOpenByDedupe(SEARCH_JOB, key);
    if (open?.status === 'running') return 'running';
    await this.jobs.enqueue(SEARCH_JOB, { title_id: titleId }, { dedupeKey: key, priority: 10 });
    return 'queued';
  }

  private async run(titleId: number): Promise<void> {
    const title = await new TitlesRepository(this.db).get(titleId);
    if (!title) return;
    await inTransaction(this.db, async (trx) => {
      const subject = { kind: title.kind, ref: title.ref };
      await this.events.record(trx, 'search.started', subject);
      await this.events.record(trx, 'search.finished', { ...subject, indexers: 0, releases: 0, grabbed: false });
    });
  }
}
