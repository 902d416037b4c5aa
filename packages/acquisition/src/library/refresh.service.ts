import { inTransaction, type JobRunner } from '@hms/platform';
import type { LibraryFilesService } from './files.service.ts';
import { type LibraryService, libraryRepos, type PendingEvent, titleKey } from './library.service.ts';
import { VersionSnapshot } from './library.ports.ts';
import { parseRef } from './refs.ts';
import { fillNewSeriesRows } from './series-scope.ts';
import type { TitleSource } from './title-source.ts';

export const REFRESH_JOB = 'library.refresh';
export const STATES_JOB = 'library.states';

/**
 * `POST .../refresh`: a persisted job (one per title at a time) re-reads the title from the
 * catalog (new seasons, episodes, dates, ratings; nothing is removed) and rescans its folders.
 */
export class RefreshService {
  constructor(
    private readonly library: LibraryService,
    private readonly source: TitleSource,
    private readonly files: LibraryFilesService,
    private readonly jobs: JobRunner,
  ) {
    jobs.define<{ title_id: number }>(REFRESH_JOB, { group: 'catalog', maxAttempts: 3, run: (p) => this.refresh(p.title_id) });
    jobs.define(STATES_JOB, {
      maxAttempts: 1,
      run: async () => {
        await this.sweepStates();
      },
    });
  }

  /** States move with the clock (a release date comes): an hourly sweep recomputes them. */
  async scheduleStateSweep(): Promise<void> {
    await this.jobs.schedule(STATES_JOB, { everySeconds: 3600 });
  }

  /** Recomputes titles whose states can change with time; a title whose states moved gets a new number. */
  async sweepStates(): Promise<number> {
    let moved = 0;
    for (const { title_id } of await libraryRepos(this.library.db).wants.titlesWaitingForRelease()) {
      await inTransaction(this.library.db, async (trx) => {
        const pending: PendingEvent[] = [];
        if (await this.library.settle(trx, Number(title_id), false, pending)) moved += 1;
        await this.library.flush(trx, pending);
      });
    }
    return moved;
  }

  async enqueue(kind: string, ref: string): Promise<{ refresh: 'queued' }> {
    const title = await this.library.requireTitle(kind, ref);
    await this.jobs.enqueue(REFRESH_JOB, { title_id: title.id }, { dedupeKey: `title:${title.id}` });
    return { refresh: 'queued' };
  }

  async refresh(titleId: number): Promise<void> {
    const before = await libraryRepos(this.library.db).titles.get(titleId);
    if (!before) return;
    const data = await this.source.fetch(before.kind, parseRef(before.kind, before.ref));
    const pending: PendingEvent[] = [];
    const versions = await VersionSnapshot.of(this.library.versions);
    await inTransaction(this.library.db, async (trx) => {
      const title = await this.library.getTitle(trx, titleId);
      const repos = libraryRepos(trx);
      let changed = false;
      if (data) {
        const fields = {
          name: data.name,
          year: data.year,
          overview: data.overview,
          status: data.status,
          release_date: data.releaseDate,
          vote_average: data.voteAverage,
          vote_count: data.voteCount,
          runtime: data.runtime,
        };
        changed = (Object.keys(fields) as (keyof typeof fields)[]).some((k) => String(fields[k]) !== String(title[k]));
        await repos.titles.update(titleId, { ...fields, refreshed_at: this.library.clock.now().toISOString() });
        const seasonsBefore = (await repos.titles.seasonsOf([titleId])).length;
        const albumsBefore = (await repos.titles.albumsOf([titleId])).length;
        await this.library.storeCatalogData(trx, titleId, data);
        changed = changed || (await repos.titles.seasonsOf([titleId])).length !== seasonsBefore;
        changed = changed || (await repos.titles.albumsOf([titleId])).length !== albumsBefore;
        if (title.kind === 'series') {
          for (const version of await repos.wants.versionsOf([titleId])) {
            changed = (await fillNewSeriesRows(trx, titleId, version.version_id, version.future_seasons === 1)) || changed;
          }
        }
      }
      changed = (await this.files.rescan(trx, title, versions)) || changed;
      await this.library.addHistory(trx, title, 'refreshed', null, { catalog: data !== null }, null);
      if (changed) pending.push(['title.changed', { ...titleKey(title), reason: 'refreshed' }]);
      await this.library.settle(trx, titleId, changed, pending);
      await this.library.flush(trx, pending);
    });
  }
}
