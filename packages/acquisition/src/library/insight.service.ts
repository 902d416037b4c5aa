import { AppError, type JobRunner } from '@hms/platform';
import type { Actor } from './library.ports.ts';
import { type LibraryService, libraryRepos, type TitleRow } from './library.service.ts';
import type { TitleKind } from './library.tables.ts';
import { isAddable, parseRef, requireKind, TITLE_KINDS } from './refs.ts';
import type { TitleSource } from './title-source.ts';
import type { SearchAnswer, SearchQueue } from './search-queue.ts';
import { SEARCH_JOB } from './search-queue.ts';
import { isReleased } from './states.ts';

export const WANTED_STATES = ['missing', 'upgrading', 'searching', 'waiting'];

/** Reasons of `why`, weightiest first: the first that applies to a version is given. */
export const WHY_REASONS = [
  'importing',
  'stuck',
  'loading',
  'version_not_ready',
  'not_released',
  'frozen',
  'search_queued',
  'waiting_for_search',
  'upgrade_wanted',
  'available',
] as const;

type Reason = { code: (typeof WHY_REASONS)[number]; params: Record<string, unknown> };

/**
 * Questions about titles that ask no indexer: why a version is not there, what is wanted, what
 * comes out when, and the catalog's ratings; plus putting a title into the search order.
 */
export class InsightService {
  constructor(
    private readonly library: LibraryService,
    private readonly search: SearchQueue,
    private readonly jobs: JobRunner,
    private readonly options: { animeSupported: boolean },
    private readonly source: TitleSource,
  ) {}

  async why(kind: string, ref: string) {
    const title = await this.library.requireTitle(kind, ref);
    return this.whyOf(title);
  }

  async whyMany(items: { kind: string; ref: string }[]) {
    const out = [];
    for (const item of items) {
      try {
        const answer = await this.why(item.kind, item.ref);
        out.push({ kind: item.kind, ref: item.ref, versions: answer.versions, error: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        out.push({ kind: item.kind, ref: item.ref, versions: null, error: { code: error.code, params: error.params } });
      }
    }
    return { items: out };
  }

  private async whyOf(title: TitleRow) {
    const rows = await libraryRepos(this.library.db).wants.versionsOf([title.id]);
    const open = await this.jobs.repositoryForInspection.findOpenByDedupe(SEARCH_JOB, `title:${title.id}`);
    const versions = [];
    for (const row of rows) {
      const readiness = await this.library.versions.readiness(row.version_id);
      const reasons: Reason[] = [];
      if (row.state === 'importing' || row.state === 'stuck') reasons.push({ code: row.state, params: {} });
      if (row.state === 'downloading') reasons.push({ code: 'loading', params: {} });
      if (!readiness.ready) reasons.push({ code: 'version_not_ready', params: { reasons: readiness.reasons } });
      if (row.state === 'not_released') reasons.push({ code: 'not_released', params: { release_date: title.release_date } });
      if (row.state === 'frozen') reasons.push({ code: 'frozen', params: {} });
      if (open) reasons.push({ code: 'search_queued', params: { status: open.status } });
      if (row.state === 'missing' || row.state === 'searching' || row.state === 'waiting') {
        reasons.push({ code: 'waiting_for_search', params: { next_search_at: null } });
      }
      if (row.state === 'upgrading') reasons.push({ code: 'upgrade_wanted', params: {} });
      if (row.state === 'available') reasons.push({ code: 'available', params: {} });
      reasons.sort((a, b) => WHY_REASONS.indexOf(a.code) - WHY_REASONS.indexOf(b.code));
      const first = reasons[0] ?? { code: 'waiting_for_search', params: { next_search_at: null } };
      versions.push({ version: row.version_id, state: row.state, reason: first.code, params: first.params });
    }
    return { kind: title.kind, ref: title.ref, versions };
  }

  /** `POST .../search`: into the search order even with its switch off. */
  async searchTitle(kind: string, ref: string, actor: Actor): Promise<{ search: SearchAnswer }> {
    const title = await this.library.requireTitle(kind, ref);
    const answer = await this.searchAnswer(title);
    await this.library.addHistory(this.library.db, title, 'search_asked', null, { search: answer }, actor);
    return { search: answer };
  }

  private async searchAnswer(title: TitleRow): Promise<SearchAnswer> {
    if (title.kind === 'series' && title.anime === 1 && !this.options.animeSupported) return 'not_possible';
    const rows = await libraryRepos(this.library.db).wants.versionsOf([title.id]);
    const wanted = title.kind === 'artist' || rows.some((r) => r.state !== 'available');
    if (!wanted) return 'nothing_wanted';
    return this.search.enqueue(title.id);
  }

  async wanted(kindText: string | null, offset: number, limit: number) {
    const kinds: TitleKind[] = kindText ? [requireKind(kindText)] : [...TITLE_KINDS];
    const repos = libraryRepos(this.library.db);
    const rows = await repos.wants.versionsInStates(WANTED_STATES, kinds, offset, limit);
    const { count } = await repos.wants.countVersionsInStates(WANTED_STATES, kinds);
    const titles = new Map((await repos.titles.getMany([...new Set(rows.map((r) => Number(r.title_id)))])).map((t) => [Number(t.id), t]));
    return {
      items: rows.flatMap((row) => {
        const title = titles.get(Number(row.title_id));
        return title
          ? [{ kind: title.kind, ref: title.ref, name: title.name, version: row.version_id, state: row.state, release_date: title.release_date }]
          : [];
      }),
      total: Number(count),
      next_offset: offset + rows.length < Number(count) ? offset + rows.length : null,
    };
  }

  async calendar(from: string, to: string, kindText: string | null) {
    if (to < from) {
      throw new AppError('invalid_input', { errors: [{ path: 'querystring/to', code: 'before_from' }], summary: 'to is before from' });
    }
    const kind = kindText ? requireKind(kindText) : null;
    const repos = libraryRepos(this.library.db);
    const items = [];
    if (!kind || kind !== 'series') {
      for (const title of await repos.titles.releasesBetween(from, to, kind ? [kind] : ['movie', 'album'])) {
        const versions = await repos.wants.versionsOf([Number(title.id)]);
        items.push({
          date: title.release_date ?? from,
          kind: title.kind,
          ref: title.ref,
          name: title.name,
          season: null,
          episode: null,
          episode_name: null,
          versions: versions.map((v) => ({ version: v.version_id, monitored: v.monitored === 1, state: v.state })),
        });
      }
    }
    if (!kind || kind === 'series') {
      for (const episode of await repos.titles.airingsBetween(from, to)) {
        const rows = (await repos.wants.episodeVersionsOf(Number(episode.title_id))).filter(
          (e) => e.season_number === episode.season_number && e.episode_number === episode.episode_number,
        );
        items.push({
          date: episode.air_date ?? from,
          kind: 'series',
          ref: episode.ref,
          name: episode.title_name,
          season: episode.season_number,
          episode: episode.episode_number,
          episode_name: episode.name,
          versions: rows.map((v) => ({ version: v.version_id, monitored: v.monitored === 1, state: v.state })),
        });
      }
    }
    items.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
    return { from, to, items };
  }

  async ratings(refs: string[], kindText: string) {
    const kind = requireKind(kindText);
    const items = [];
    for (const ref of refs) {
      try {
        const parsed = parseRef(kind, ref);
        const id = await this.library.findTitleId(this.library.db, kind, parsed);
        if (id !== null) {
          const title = await this.library.getTitle(this.library.db, id);
          items.push({ ref, average: title.vote_average === null ? null : Number(title.vote_average), votes: title.vote_count, source: 'catalog', error: null });
          continue;
        }
        // Not in the library: the catalog answers when the ref is one it knows titles by.
        const data = isAddable(kind, parsed) ? await this.source.fetch(kind, parsed) : null;
        if (!data) throw new AppError('title_not_found', { kind, ref: parsed.ref });
        items.push({ ref, average: data.voteAverage, votes: data.voteCount, source: 'catalog', error: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        items.push({ ref, average: null, votes: null, source: 'catalog', error: { code: error.code, params: error.params } });
      }
    }
    return { items };
  }

  /** True when the date has come, for previews and notes. */
  released(date: string | null): boolean {
    return isReleased(date, this.library.clock.now());
  }
}
