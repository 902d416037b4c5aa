import { AppError, inTransaction } from '@hms/platform';
import type { RemovedOutT, TitleOutT } from './library.schemas.ts';
import { type LibraryService, libraryRepos } from './library.service.ts';
import type { TitleKind } from './library.tables.ts';
import { requireKind } from './refs.ts';
import { buildTitleViews } from './title-views.ts';

export const TITLES_PAGE_DEFAULT = 500;
export const TITLES_PAGE_MAX = 2000;
export const REMOVAL_MEMORY_DAYS = 90;

export interface TitlesPage {
  items: TitleOutT[];
  removed: RemovedOutT[];
  next_after: number;
  more: boolean;
  latest: number;
}

/**
 * The change feed `GET /titles?after=`: titles whose number is above `after` and, unless the ask
 * starts at 0, the removals above it, oldest change first. `latest` is read first and bounds the
 * page, so a change that commits while the page is read is never skipped: it is in the next one.
 */
export class FeedService {
  constructor(private readonly library: LibraryService) {}

  async page(after: number, kindText: string | null, limit: number): Promise<TitlesPage> {
    const kind: TitleKind | null = kindText ? requireKind(kindText) : null;
    await this.forgetOldRemovals();
    const repos = libraryRepos(this.library.db);
    const sequence = await repos.titles.sequence();
    const latest = Number(sequence.value);
    const forgotten = Number(sequence.forgotten_through);
    if (after > 0 && after < forgotten) throw new AppError('marker_too_old', { after, oldest: forgotten });
    const titles = await repos.feed.changedTitles(after, latest, kind, limit + 1);
    const removals = after === 0 ? [] : await repos.feed.removals(after, latest, kind, limit + 1);
    const merged = [
      ...titles.map((t) => ({ number: Number(t.change_number), title: Number(t.id) })),
      ...removals.map((r) => ({ number: Number(r.change_number), removal: r })),
    ].sort((a, b) => a.number - b.number);
    const taken = merged.slice(0, limit);
    const more = merged.length > limit;
    const last = taken[taken.length - 1];
    const items = await buildTitleViews(
      this.library.db,
      taken.flatMap((t) => ('title' in t && t.title !== undefined ? [t.title] : [])),
    );
    const removed: RemovedOutT[] = taken.flatMap((t) =>
      'removal' in t && t.removal
        ? [
            {
              kind: t.removal.kind,
              ref: t.removal.ref,
              refs: JSON.parse(t.removal.refs) as string[],
              change: Number(t.removal.change_number),
              removed_at: t.removal.removed_at,
            },
          ]
        : [],
    );
    return {
      items,
      removed,
      next_after: more && last ? last.number : Math.max(after, latest),
      more,
      latest,
    };
  }

  /** Removals older than 90 days are forgotten; markers before them answer 410. */
  private async forgetOldRemovals(): Promise<void> {
    const cutoff = new Date(this.library.clock.now().getTime() - REMOVAL_MEMORY_DAYS * 86_400_000).toISOString();
    const newest = await libraryRepos(this.library.db).feed.newestRemovalBefore(cutoff);
    if (newest?.change_number === null || newest?.change_number === undefined) return;
    await inTransaction(this.library.db, async (trx) => {
      const repos = libraryRepos(trx);
      const sequence = await repos.titles.sequence();
      const through = Math.max(Number(sequence.forgotten_through), Number(newest.change_number));
      await repos.titles.setForgottenThrough(through);
      await repos.feed.deleteRemovalsBefore(cutoff);
    });
  }
}
