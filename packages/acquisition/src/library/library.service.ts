import { AppError, type Clock } from '@hms/platform';
import type { Kysely, Transaction } from 'kysely';
import type { EventKind } from '../events/event-kinds.ts';
import { FeedRepository } from './feed.repository.ts';
import { FilesRepository } from './files.repository.ts';
import { HistoryRepository } from './history.repository.ts';
import type { LibraryTables, TitleKind, TitlesTable } from './library.tables.ts';
import type { Actor, CutoffPort, EventRecorder, VersionDirectory } from './library.ports.ts';
import { type ParsedRef, parseRef, requireKind } from './refs.ts';
import { type ItemState, groupState, itemState } from './states.ts';
import type { CatalogTitle } from './title-source.ts';
import { TitlesRepository } from './titles.repository.ts';
import { WantsRepository } from './wants.repository.ts';

export type LibraryExecutor = Kysely<LibraryTables>;
export type TitleRow = Omit<TitlesTable, 'id'> & { id: number };

export function libraryRepos(db: LibraryExecutor) {
  return {
    titles: new TitlesRepository(db),
    wants: new WantsRepository(db),
    files: new FilesRepository(db),
    history: new HistoryRepository(db),
    feed: new FeedRepository(db),
  };
}

export type PendingEvent = [EventKind, Record<string, unknown>];

export interface StateChange {
  version: string;
  from: string;
  to: string;
}

/** A folder name that is safe on every file system: the title and its year. */
export function folderName(name: string, year: number | null): string {
  const clean = name.replace(/[<>:"/\\|?*\x00-\x1f]/g, '').replace(/\s+/g, ' ').trim().replace(/\.+$/, '');
  return `${clean || 'Untitled'}${year ? ` (${year})` : ''}`;
}

/** Where a title lies inside its version's root folder; an album under its artist (Lidarr). */
export function titleFolder(data: Pick<CatalogTitle, 'kind' | 'name' | 'year' | 'details'>): string {
  const own = folderName(data.name, data.year);
  const artist = data.kind === 'album' ? data.details.artist_name : null;
  return typeof artist === 'string' && artist.trim() !== '' ? `${folderName(artist, null)}/${own}` : own;
}

/**
 * The library's core: finding titles by any of their refs, storing catalog data, computing
 * states from facts, moving change numbers and recording history and events. The request,
 * withdraw, feed and reading services build on it.
 */
export class LibraryService {
  constructor(
    readonly db: LibraryExecutor,
    readonly clock: Clock,
    readonly versions: VersionDirectory,
    private readonly events: EventRecorder,
  ) {}

  private cutoff: CutoffPort = { judgeIn: async () => () => true };

  /** Late wiring: the quality module judges whether files meet their profile's cutoff. */
  connect(parts: { cutoff?: CutoffPort }): void {
    if (parts.cutoff) this.cutoff = parts.cutoff;
  }

  /** The title of a kind known by a ref, or null; 409 `ref_ambiguous` when several are. */
  async findTitleId(db: LibraryExecutor, kind: TitleKind, ref: ParsedRef): Promise<number | null> {
    const rows = (await new TitlesRepository(db).findByRef(ref.source, ref.value)).filter((r) => r.kind === kind);
    if (rows.length > 1) throw new AppError('ref_ambiguous', { kind, ref: ref.ref });
    return rows[0] ? Number(rows[0].id) : null;
  }

  /** Titles of a kind known by any of the values of one source: (id, value) pairs. */
  async findIdsByValues(db: LibraryExecutor, kind: TitleKind, source: string, values: string[]) {
    if (values.length === 0) return [];
    const rows = await new TitlesRepository(db).findByRefs(source, values);
    return rows.filter((r) => r.kind === kind).map((r) => ({ id: Number(r.id), value: r.value }));
  }

  /** For the versions module: a version some title has cannot be removed. */
  async isInUse(versionId: string): Promise<boolean> {
    return (await new WantsRepository(this.db).anyWithVersion(versionId)) !== undefined;
  }

  /** Validates kind and ref as a client wrote them and finds the title (REF errors). */
  async requireTitle(kindText: string, refText: string, db: LibraryExecutor = this.db): Promise<TitleRow> {
    const kind = requireKind(kindText);
    const ref = parseRef(kind, refText);
    const id = await this.findTitleId(db, kind, ref);
    const row = id === null ? undefined : await new TitlesRepository(db).get(id);
    if (!row) throw new AppError('title_not_found', { kind, ref: ref.ref });
    return normalizeTitle(row);
  }

  async getTitle(db: LibraryExecutor, id: number): Promise<TitleRow> {
    const row = await new TitlesRepository(db).get(id);
    if (!row) throw new AppError('title_not_found', { id });
    return normalizeTitle(row);
  }

  /** Adds a title from catalog data; its change number is given by `touch` afterwards. */
  async createTitle(trx: LibraryExecutor, data: CatalogTitle, actor: Actor, origin: string | null): Promise<number> {
    const repos = libraryRepos(trx);
    const change = await repos.titles.nextChangeNumber();
    const { id } = await repos.titles.insert({
      kind: data.kind,
      ref: data.ref,
      name: data.name,
      year: data.year,
      overview: data.overview,
      status: data.status,
      release_date: data.releaseDate,
      anime: data.anime ? 1 : 0,
      vote_average: data.voteAverage,
      vote_count: data.voteCount,
      runtime: data.runtime,
      details: JSON.stringify(data.details),
      monitored: 1,
      future_albums: 0,
      folder: titleFolder(data),
      origin,
      added_via: actor.via,
      added_by: actor.name,
      added_at: this.clock.now().toISOString(),
      refreshed_at: this.clock.now().toISOString(),
      change_number: Number(change.value),
    });
    await this.storeCatalogData(trx, Number(id), data);
    // Back again: its earlier removal would contradict the title in the same feed page.
    await repos.feed.deleteRemovalsOf(data.kind, data.ref);
    return Number(id);
  }

  /** Refs, seasons, episodes and albums from the catalog; existing rows are updated, none removed. */
  async storeCatalogData(trx: LibraryExecutor, id: number, data: CatalogTitle): Promise<void> {
    const repos = libraryRepos(trx);
    await repos.titles.insertRefs(data.refs.map((r) => ({ title_id: id, source: r.source, value: r.value })));
    if (data.seasons.length > 0) {
      await repos.titles.upsertSeasons(
        data.seasons.map((s) => ({ title_id: id, season_number: s.season, name: s.name, air_date: s.airDate })),
      );
      const episodes = data.seasons.flatMap((s) =>
        s.episodes.map((e) => ({
          title_id: id,
          season_number: s.season,
          episode_number: e.episode,
          name: e.name,
          air_date: e.airDate,
        })),
      );
      for (let i = 0; i < episodes.length; i += 200) await repos.titles.upsertEpisodes(episodes.slice(i, i + 200));
    }
    if (data.albums.length > 0) {
      await repos.titles.upsertAlbums(
        data.albums.map((a) => ({
          artist_title_id: id,
          album_ref: a.id,
          name: a.name,
          release_date: a.releaseDate,
          primary_type: a.primaryType,
        })),
      );
    }
  }

  /** Moves the title's change number: it shows again in `GET /titles?after=`. */
  async touch(trx: LibraryExecutor, id: number): Promise<number> {
    const titles = new TitlesRepository(trx);
    const { value } = await titles.nextChangeNumber();
    await titles.update(id, { change_number: Number(value) });
    return Number(value);
  }

  /**
   * Computes every state of the title from its facts (switches, files, dates, the clock) and
   * stores those that changed; answers the version states that moved.
   */
  async recompute(trx: LibraryExecutor, id: number): Promise<{ changes: StateChange[]; anyChanged: boolean }> {
    const repos = libraryRepos(trx);
    const title = await this.getTitle(trx, id);
    const now = this.clock.now();
    const versions = await repos.wants.versionsOf([id]);
    const files = await repos.files.filesOf([id]);
    const meetsCutoff = await this.cutoff.judgeIn(trx);
    const changes: StateChange[] = [];
    let anyChanged = false;
    if (title.kind !== 'series') {
      for (const version of versions) {
        const own = files.filter((f) => f.version_id === version.version_id);
        const state = itemState(
          {
            monitored: version.monitored === 1,
            hasFile: own.length > 0,
            // An album is met when every track file is; a movie has one file.
            cutoffMet: own.every((f) => meetsCutoff(version.version_id, f.quality)),
            releaseDate: title.release_date,
          },
          now,
        );
        if (state !== version.state) {
          await repos.wants.updateVersion(id, version.version_id, { state });
          changes.push({ version: version.version_id, from: version.state, to: state });
        }
      }
      return { changes, anyChanged: changes.length > 0 };
    }
    const episodes = await repos.titles.episodesOf(id);
    const seasonRows = await repos.wants.seasonVersionsOf([id]);
    const episodeRows = await repos.wants.episodeVersionsOf(id);
    // version/season/episode → the quality of the file holding it
    const withFile = new Map<string, string | null>();
    for (const file of files) {
      for (const episode of JSON.parse(file.episodes) as number[]) {
        withFile.set(`${file.version_id}/${file.season_number}/${episode}`, file.quality);
      }
    }
    const airDate = new Map(episodes.map((e) => [`${e.season_number}/${e.episode_number}`, e.air_date]));
    for (const version of versions) {
      const versionOn = version.monitored === 1;
      const seasonOn = new Map(
        seasonRows.filter((s) => s.version_id === version.version_id).map((s) => [s.season_number, s.monitored === 1]),
      );
      const bySeason = new Map<number, ItemState[]>();
      const all: ItemState[] = [];
      const changedEpisodes = [];
      for (const row of episodeRows.filter((e) => e.version_id === version.version_id)) {
        const key = `${row.season_number}/${row.episode_number}`;
        const state = itemState(
          {
            monitored: versionOn && (seasonOn.get(row.season_number) ?? false) && row.monitored === 1,
            hasFile: withFile.has(`${version.version_id}/${key}`),
            cutoffMet: meetsCutoff(version.version_id, withFile.get(`${version.version_id}/${key}`) ?? null),
            releaseDate: airDate.get(key) ?? null,
          },
          now,
        );
        bySeason.set(row.season_number, [...(bySeason.get(row.season_number) ?? []), state]);
        all.push(state);
        if (state !== row.state) changedEpisodes.push({ ...row, state });
      }
      if (changedEpisodes.length > 0) {
        anyChanged = true;
        for (let i = 0; i < changedEpisodes.length; i += 200) {
          await repos.wants.upsertEpisodeVersions(changedEpisodes.slice(i, i + 200));
        }
      }
      const changedSeasons = [];
      for (const season of seasonRows.filter((s) => s.version_id === version.version_id)) {
        const state = groupState(bySeason.get(season.season_number) ?? [], versionOn && season.monitored === 1);
        if (state !== season.state) changedSeasons.push({ ...season, state });
      }
      if (changedSeasons.length > 0) {
        anyChanged = true;
        await repos.wants.upsertSeasonVersions(changedSeasons);
      }
      const state = groupState(all, versionOn);
      if (state !== version.state) {
        await repos.wants.updateVersion(id, version.version_id, { state });
        changes.push({ version: version.version_id, from: version.state, to: state });
      }
    }
    return { changes, anyChanged: anyChanged || changes.length > 0 };
  }

  /**
   * Recomputes states and, when anything the list shows changed, moves the number; the state
   * changes join `pending` (events are written last: they hold the event sequence till commit).
   */
  async settle(trx: LibraryExecutor, id: number, changedBefore: boolean, pending: PendingEvent[]): Promise<boolean> {
    const { changes, anyChanged } = await this.recompute(trx, id);
    const moved = changedBefore || anyChanged;
    if (moved) await this.touch(trx, id);
    const title = await this.getTitle(trx, id);
    if (moved && title.kind === 'album') {
      // An artist's list shows how many of its albums are watched: it changed too.
      const albumId = title.ref.slice('musicdb:'.length);
      for (const { artist_title_id } of await new TitlesRepository(trx).artistsOfAlbum(albumId)) {
        await this.touch(trx, Number(artist_title_id));
      }
    }
    for (const change of changes) {
      if (change.from !== '') pending.push(['version.state_changed', { ...titleKey(title), ...change }]);
    }
    return moved;
  }

  /** Writes the collected events; call as the last step of the transaction. */
  async flush(trx: Transaction<any>, pending: PendingEvent[]): Promise<void> {
    for (const [kind, data] of pending) await this.events.record(trx, kind, data);
    pending.length = 0;
  }

  /** Takes the title out of the library and remembers the removal for the change feed. */
  async removeTitle(trx: LibraryExecutor, title: TitleRow): Promise<void> {
    const repos = libraryRepos(trx);
    const refs = await repos.titles.refsOf([title.id]);
    const { value } = await repos.titles.nextChangeNumber();
    await repos.feed.insertRemoval({
      change_number: Number(value),
      kind: title.kind,
      ref: title.ref,
      refs: JSON.stringify(refs.map((r) => `${r.source}:${r.value}`)),
      removed_at: this.clock.now().toISOString(),
    });
    await repos.history.detach(title.id);
    await repos.titles.delete(title.id);
  }

  async addHistory(
    trx: LibraryExecutor,
    title: TitleRow,
    kind: string,
    versionId: string | null,
    data: Record<string, unknown>,
    actor: Actor | null,
  ): Promise<void> {
    await new HistoryRepository(trx).insert({
      title_id: title.id,
      title_kind: title.kind,
      title_ref: title.ref,
      title_name: title.name,
      kind,
      version_id: versionId,
      data: JSON.stringify(data),
      by: actor ? (actor.via === 'owner' ? 'owner' : actor.name) : null,
      at: this.clock.now().toISOString(),
    });
  }

}

export function titleKey(title: Pick<TitleRow, 'kind' | 'ref'>): { kind: TitleKind; ref: string } {
  return { kind: title.kind, ref: title.ref };
}

function normalizeTitle<T extends { id: number; change_number: number }>(row: T): T {
  return { ...row, id: Number(row.id), change_number: Number(row.change_number) };
}
