import { AppError, inTransaction } from '@hms/platform';
import type { Static } from 'typebox';
import type { ArtistMonitoringIn, SeriesScope, TitleOutT } from './library.schemas.ts';
import { type Actor, VersionSnapshot } from './library.ports.ts';
import { type LibraryService, libraryRepos, type PendingEvent, titleKey } from './library.service.ts';
import { parseRef } from './refs.ts';
import { applySeriesScope, resolveSeriesScope } from './series-scope.ts';
import { buildTitleViews } from './title-views.ts';
import { chooseTitleVersions } from './version-choice.ts';

export interface MonitoringInput {
  monitored: boolean;
  versions?: string[] | null;
  series?: SeriesScope | null;
  artist?: Static<typeof ArtistMonitoringIn> | null;
}

export interface MonitoringResult {
  versions: { version: string; monitored: boolean; state: string }[];
  title: TitleOutT;
}

/**
 * `PUT .../monitoring`: only switches change (no download stops, no file moves). Without a
 * series scope the version's own switch and its later-seasons switch follow `monitored`, so a
 * frozen series keeps seasons named later out and a thawed one takes them in.
 */
export class MonitoringService {
  constructor(private readonly library: LibraryService) {}

  async set(kind: string, ref: string, input: MonitoringInput, actor: Actor): Promise<MonitoringResult> {
    const found = await this.library.requireTitle(kind, ref);
    if (input.series && found.kind !== 'series') throw new AppError('scope_not_for_kind', { scope: 'series', kind: found.kind });
    if (input.artist && found.kind !== 'artist') throw new AppError('scope_not_for_kind', { scope: 'artist', kind: found.kind });
    if (found.kind === 'artist' && input.versions && input.versions.length > 0) {
      throw new AppError('scope_not_for_kind', { scope: 'versions', kind: 'artist' });
    }
    const on = input.monitored ? 1 : 0;
    const pending: PendingEvent[] = [];
    const snapshot = await VersionSnapshot.of(this.library.versions);
    const versionIds = await inTransaction(this.library.db, async (trx) => {
      const title = await this.library.getTitle(trx, found.id);
      const repos = libraryRepos(trx);
      const chosen = await chooseTitleVersions(trx, snapshot, title, input.versions);
      const rows = await repos.wants.versionsOf([title.id]);
      let changed = false;
      if (title.kind === 'artist') {
        changed = await this.artist(trx, title.id, input, actor, pending);
      }
      const scope = input.series ? await resolveSeriesScope(trx, title, input.series) : null;
      for (const id of chosen) {
        const row = rows.find((r) => r.version_id === id);
        if (!row) continue;
        if (scope) {
          changed = (await applySeriesScope(trx, title.id, id, scope, input.monitored)) || changed;
          if (scope.future !== null && row.future_seasons !== (scope.future ? 1 : 0)) {
            await repos.wants.updateVersion(title.id, id, { future_seasons: scope.future ? 1 : 0 });
            changed = true;
          }
        } else if (row.monitored !== on || (title.kind === 'series' && row.future_seasons !== on)) {
          await repos.wants.updateVersion(title.id, id, {
            monitored: on,
            ...(title.kind === 'series' ? { future_seasons: on } : {}),
          });
          changed = true;
        }
      }
      if (changed) {
        await this.library.addHistory(trx, title, 'monitoring', null, { monitored: input.monitored, versions: chosen }, actor);
        pending.push(['title.changed', { ...titleKey(title), reason: 'monitoring', monitored: input.monitored }]);
      }
      await this.library.settle(trx, title.id, changed, pending);
      await this.library.flush(trx, pending);
      return chosen;
    });
    const rows = await libraryRepos(this.library.db).wants.versionsOf([found.id]);
    const [title] = await buildTitleViews(this.library.db, [found.id]);
    if (!title) throw new AppError('title_not_found', { kind, ref });
    return {
      versions: rows
        .filter((r) => versionIds.includes(r.version_id))
        .map((r) => ({ version: r.version_id, monitored: r.monitored === 1, state: r.state })),
      title,
    };
  }

  /** A frozen artist searches none of its albums by itself; named albums switch on or off. */
  private async artist(
    trx: Parameters<LibraryService['settle']>[0],
    artistId: number,
    input: MonitoringInput,
    actor: Actor,
    pending: PendingEvent[],
  ): Promise<boolean> {
    const repos = libraryRepos(trx);
    const artist = await this.library.getTitle(trx, artistId);
    let changed = false;
    const albumsNamed = input.artist?.albums ?? null;
    if (!albumsNamed && artist.monitored !== (input.monitored ? 1 : 0)) {
      await repos.titles.update(artistId, { monitored: input.monitored ? 1 : 0 });
      changed = true;
    }
    if (input.artist?.future !== undefined && input.artist.future !== null) {
      await repos.titles.update(artistId, { future_albums: input.artist.future ? 1 : 0 });
      changed = changed || artist.future_albums !== (input.artist.future ? 1 : 0);
    }
    for (const text of albumsNamed ?? []) {
      const ref = parseRef('album', text);
      const id = await this.library.findTitleId(trx, 'album', ref);
      if (id === null) throw new AppError('title_not_found', { kind: 'album', ref: ref.ref });
      for (const row of await repos.wants.versionsOf([id])) {
        if (row.monitored === (input.monitored ? 1 : 0)) continue;
        await repos.wants.updateVersion(id, row.version_id, { monitored: input.monitored ? 1 : 0 });
        const album = await this.library.getTitle(trx, id);
        await this.library.addHistory(trx, album, 'monitoring', row.version_id, { monitored: input.monitored }, actor);
        await this.library.settle(trx, id, true, pending);
        changed = true;
      }
    }
    return changed;
  }
}
