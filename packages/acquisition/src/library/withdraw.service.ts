import { AppError, inTransaction } from '@hms/platform';
import type { Transaction } from 'kysely';
import type { DeletedVersion, LibraryFilesService } from './files.service.ts';
import type { SeriesScope } from './library.schemas.ts';
import type { LibraryTables } from './library.tables.ts';
import { type Actor, VersionSnapshot } from './library.ports.ts';
import { type LibraryService, libraryRepos, type PendingEvent, type TitleRow, titleKey } from './library.service.ts';
import { applySeriesScope, type ResolvedScope, resolveSeriesScope } from './series-scope.ts';
import { chooseTitleVersions } from './version-choice.ts';

type Trx = Transaction<LibraryTables>;

export interface WithdrawnVersion {
  version: string;
  removed: boolean;
  monitored: boolean;
  state: string | null;
  files_deleted: number;
}

export interface WithdrawResult {
  title_removed: boolean;
  versions: WithdrawnVersion[];
  albums: { ref: string; name: string; title_removed: boolean; versions: WithdrawnVersion[] }[] | null;
}

/**
 * Taking requests back (`withdraw`), moving files to the bin (`delete-files`) and removing a
 * title (`DELETE`). A title or version a program brought that is empty afterwards (nothing
 * watched, no file) goes; what the owner added stays, only switched off.
 */
export class WithdrawService {
  constructor(
    private readonly library: LibraryService,
    private readonly files: LibraryFilesService,
  ) {}

  async withdraw(
    kind: string,
    ref: string,
    input: { versions?: string[] | null; series?: SeriesScope | null; delete_files?: boolean },
    actor: Actor,
  ): Promise<WithdrawResult> {
    const found = await this.library.requireTitle(kind, ref);
    if (input.series && found.kind !== 'series') throw new AppError('scope_not_for_kind', { scope: 'series', kind: found.kind });
    const pending: PendingEvent[] = [];
    const snapshot = await VersionSnapshot.of(this.library.versions);
    return inTransaction(this.library.db, async (trx) => {
      const title = await this.library.getTitle(trx, found.id);
      if (title.kind === 'artist') return this.withdrawArtist(trx, title, input.delete_files ?? false, actor, pending, snapshot);
      const chosen = await chooseTitleVersions(trx, snapshot, title, input.versions);
      const scope = input.series ? await resolveSeriesScope(trx, title, input.series) : null;
      const result = await this.withdrawVersions(trx, title, chosen, scope, input.delete_files ?? false, actor, pending, snapshot);
      await this.library.flush(trx, pending);
      return { ...result, albums: null };
    });
  }

  private async withdrawVersions(
    trx: Trx,
    title: TitleRow,
    chosen: string[],
    scope: ResolvedScope | null,
    deleteFiles: boolean,
    actor: Actor,
    pending: PendingEvent[],
    snapshot: VersionSnapshot,
  ): Promise<Omit<WithdrawResult, 'albums'>> {
    const repos = libraryRepos(trx);
    const deleted = deleteFiles
      ? await this.files.moveToBin(trx, title, await this.files.filesInScope(trx, title, chosen, scope, null), actor, pending, snapshot)
      : [];
    for (const id of chosen) {
      if (scope) await applySeriesScope(trx, title.id, id, scope, false);
      else await repos.wants.updateVersion(title.id, id, { monitored: 0, future_seasons: 0 });
      await this.library.addHistory(trx, title, 'withdrawn', id, { delete_files: deleteFiles }, actor);
      pending.push(['version.withdrawn', { ...titleKey(title), version: id, delete_files: deleteFiles }]);
    }
    await this.library.recompute(trx, title.id);
    const files = await repos.files.filesOf([title.id]);
    const episodeRows = title.kind === 'series' ? await repos.wants.episodeVersionsOf(title.id) : [];
    const removedVersions = new Set<string>();
    for (const row of await repos.wants.versionsOf([title.id])) {
      if (!chosen.includes(row.version_id) || row.added_via !== 'program') continue;
      const watched =
        row.monitored === 1 &&
        (title.kind !== 'series' || episodeRows.some((e) => e.version_id === row.version_id && e.monitored === 1));
      if (watched || files.some((f) => f.version_id === row.version_id)) continue;
      await repos.wants.deleteEpisodeVersions(title.id, row.version_id);
      await repos.wants.deleteSeasonVersions(title.id, row.version_id);
      await repos.wants.deleteVersion(title.id, row.version_id);
      removedVersions.add(row.version_id);
    }
    const left = await repos.wants.versionsOf([title.id]);
    const titleRemoved = left.length === 0 && title.added_via === 'program' && files.length === 0;
    if (titleRemoved) {
      await this.library.removeTitle(trx, title);
      pending.push(['title.removed', { ...titleKey(title), reason: 'withdrawn' }]);
    } else {
      await this.library.settle(trx, title.id, true, pending);
      pending.push(['title.changed', { ...titleKey(title), reason: 'withdrawn' }]);
    }
    const after = titleRemoved ? [] : await repos.wants.versionsOf([title.id]);
    return {
      title_removed: titleRemoved,
      versions: chosen.map((id) => {
        const row = after.find((r) => r.version_id === id);
        return {
          version: id,
          removed: titleRemoved || removedVersions.has(id),
          monitored: row?.monitored === 1,
          state: row?.state ?? null,
          files_deleted: deleted.find((d) => d.version === id)?.files_deleted ?? 0,
        };
      }),
    };
  }

  /** An artist: each album in the library is withdrawn; a program's artist goes when no album is left. */
  private async withdrawArtist(
    trx: Trx,
    artist: TitleRow,
    deleteFiles: boolean,
    actor: Actor,
    pending: PendingEvent[],
    snapshot: VersionSnapshot,
  ) {
    const repos = libraryRepos(trx);
    const catalogue = await repos.titles.albumsOf([artist.id]);
    const inLibrary = await this.library.findIdsByValues(trx, 'album', 'musicdb', catalogue.map((a) => a.album_ref));
    const albums: NonNullable<WithdrawResult['albums']> = [];
    for (const { id, value } of inLibrary) {
      const album = await this.library.getTitle(trx, Number(id));
      const versions = (await repos.wants.versionsOf([album.id])).map((v) => v.version_id);
      const result = await this.withdrawVersions(trx, album, versions, null, deleteFiles, actor, pending, snapshot);
      albums.push({ ref: `musicdb:${value}`, name: album.name, title_removed: result.title_removed, versions: result.versions });
    }
    const left = albums.filter((a) => !a.title_removed).length;
    const titleRemoved = artist.added_via === 'program' && left === 0;
    if (titleRemoved) {
      await this.library.removeTitle(trx, artist);
      pending.push(['title.removed', { ...titleKey(artist), reason: 'withdrawn' }]);
    } else {
      await repos.titles.update(artist.id, { monitored: 0 });
      await this.library.settle(trx, artist.id, true, pending);
    }
    await this.library.addHistory(trx, artist, 'withdrawn', null, { albums: albums.length }, actor);
    await this.library.flush(trx, pending);
    return { title_removed: titleRemoved, versions: [], albums };
  }

  /** `POST .../delete-files`: the scope's files go to the recycle bin; switches stay. */
  async deleteFiles(
    kind: string,
    ref: string,
    input: { versions?: string[] | null; series?: SeriesScope | null; album?: { tracks: number[] } | null },
    actor: Actor,
  ): Promise<{ versions: DeletedVersion[] }> {
    const found = await this.library.requireTitle(kind, ref);
    if (input.series && found.kind !== 'series') throw new AppError('scope_not_for_kind', { scope: 'series', kind: found.kind });
    if (input.album && found.kind !== 'album') throw new AppError('scope_not_for_kind', { scope: 'album', kind: found.kind });
    const pending: PendingEvent[] = [];
    const snapshot = await VersionSnapshot.of(this.library.versions);
    return inTransaction(this.library.db, async (trx) => {
      const title = await this.library.getTitle(trx, found.id);
      const chosen = await chooseTitleVersions(trx, snapshot, title, input.versions);
      const scope = input.series ? await resolveSeriesScope(trx, title, input.series) : null;
      const tracks = input.album?.tracks ?? null;
      const files = await this.files.filesInScope(trx, title, chosen, scope, tracks);
      for (const track of tracks ?? []) {
        if (!files.some((f) => (JSON.parse(f.episodes) as number[]).includes(track))) {
          throw new AppError('track_not_found', { kind: title.kind, ref: title.ref, track });
        }
      }
      const deleted = await this.files.moveToBin(trx, title, files, actor, pending, snapshot);
      await this.library.settle(trx, title.id, deleted.length > 0, pending);
      await this.library.flush(trx, pending);
      return {
        versions: chosen.map(
          (id) => deleted.find((d) => d.version === id) ?? { version: id, files_deleted: 0, size: 0, entries: [] },
        ),
      };
    });
  }

  /** `DELETE /titles/{kind}/{ref}`: the service's own versions go and then the title. */
  async remove(kind: string, ref: string, deleteFiles: boolean, actor: Actor) {
    const found = await this.library.requireTitle(kind, ref);
    const pending: PendingEvent[] = [];
    const snapshot = await VersionSnapshot.of(this.library.versions);
    return inTransaction(this.library.db, async (trx) => {
      const title = await this.library.getTitle(trx, found.id);
      const repos = libraryRepos(trx);
      const versions = (await repos.wants.versionsOf([title.id])).map((v) => v.version_id);
      const files = await repos.files.filesOf([title.id]);
      const deleted = deleteFiles ? await this.files.moveToBin(trx, title, files, actor, pending, snapshot) : [];
      await this.library.addHistory(trx, title, 'removed', null, { delete_files: deleteFiles }, actor);
      await this.library.removeTitle(trx, title);
      pending.push(['title.removed', { ...titleKey(title), reason: 'deleted', delete_files: deleteFiles }]);
      await this.library.flush(trx, pending);
      return {
        title_removed: true,
        versions,
        files_deleted: deleted.reduce((sum, d) => sum + d.files_deleted, 0),
      };
    });
  }
}
