import { AppError, inTransaction } from '@hms/platform';
import type { Static } from 'typebox';
import type { ArtistScope, SeriesScope, TitleOutT } from '../library/library.schemas.ts';
import {
  type LibraryExecutor,
  type LibraryService,
  libraryRepos,
  type PendingEvent,
  type TitleRow,
  titleKey,
} from '../library/library.service.ts';
import type { TitleKind } from '../library/library.tables.ts';
import type { Actor, VersionInfo } from '../library/library.ports.ts';
import { isAddable, parseRef, requireKind } from '../library/refs.ts';
import type { SearchAnswer, SearchQueue } from '../library/search-queue.ts';
import { applySeriesScope, defaultSeriesScope, resolveSeriesScope } from '../library/series-scope.ts';
import { buildTitleViews } from '../library/title-views.ts';
import type { CatalogTitle, TitleSource } from '../library/title-source.ts';
import type { RequestIn } from './requests.schemas.ts';

export interface RequestedVersion {
  version: string;
  added: boolean;
  monitored: boolean;
  state: string;
  ready: boolean;
  reasons: string[];
  origin: string | null;
}

export interface RequestResult {
  created: boolean;
  versions: RequestedVersion[];
  albums_watched: number | null;
  search: SearchAnswer | 'not_asked';
  notes: { code: string; params: Record<string, unknown> }[];
  title: TitleOutT;
}

/**
 * `POST /requests`: adds a missing title from the catalog, adds missing versions and switches
 * seasons, episodes or albums on. Asking twice changes nothing the second time; nothing is ever
 * switched off; a version the title already has keeps the switches the owner set.
 */
export class RequestsService {
  constructor(
    private readonly library: LibraryService,
    private readonly source: TitleSource,
    private readonly search: SearchQueue,
    private readonly options: { animeSupported: boolean },
  ) {}

  async request(input: Static<typeof RequestIn>, actor: Actor): Promise<RequestResult> {
    const kind = requireKind(input.kind);
    const ref = parseRef(kind, input.ref);
    if (input.series && kind !== 'series') throw new AppError('scope_not_for_kind', { scope: 'series', kind });
    if (input.artist && kind !== 'artist') throw new AppError('scope_not_for_kind', { scope: 'artist', kind });
    const versions = await this.chooseVersions(kind, input.versions ?? null);
    const origin = input.origin ?? null;

    let data: CatalogTitle | null = null;
    if ((await this.library.findTitleId(this.library.db, kind, ref)) === null) {
      if (!isAddable(kind, ref)) {
        throw new AppError('ref_not_addable', { kind, ref: ref.ref, accepted: `${kind === 'album' || kind === 'artist' ? 'musicdb' : 'catalog'}:` });
      }
      data = await this.source.fetch(kind, ref);
      if (!data) throw new AppError('title_not_found', { kind, ref: ref.ref });
    }

    const pending: PendingEvent[] = [];
    const [music] = kind === 'artist' ? await this.library.versions.list('album') : [];
    const outcome = await inTransaction(this.library.db, async (trx) => {
      // The sequence row is the library's write lock: a second identical request waits here and
      // then finds the title the first one added.
      await libraryRepos(trx).titles.nextChangeNumber();
      let id = await this.library.findTitleId(trx, kind, ref);
      const created = id === null;
      if (id === null) {
        if (!data) throw new AppError('title_not_found', { kind, ref: ref.ref });
        id = await this.library.createTitle(trx, data, actor, origin);
      }
      const title = await this.library.getTitle(trx, id);
      if (created) await this.library.addHistory(trx, title, 'added', null, { origin }, actor);
      let changed = created;
      const requested: { version: VersionInfo; added: boolean }[] = [];
      for (const version of versions) {
        const added = await this.addVersion(trx, title, version, input.series ?? null, actor, origin, pending);
        requested.push({ version, added: added.added });
        changed = changed || added.changed;
      }
      let albumsWatched: number | null = null;
      if (kind === 'artist') {
        albumsWatched = await this.watchAlbums(trx, title, input.artist ?? null, actor, origin, pending, music);
        changed = changed || albumsWatched > 0;
      }
      if (created) {
        pending.unshift(['title.added', { ...titleKey(title), name: title.name, origin }]);
      } else if (changed) {
        pending.push(['title.changed', { ...titleKey(title), reason: 'requested' }]);
      }
      await this.library.settle(trx, id, changed, pending);
      await this.library.flush(trx, pending);
      return { id, created, requested, albumsWatched, anime: title.anime === 1 };
    });

    const rows = libraryRepos(this.library.db);
    const states = await rows.wants.versionsOf([outcome.id]);
    const notes: RequestResult['notes'] = [];
    const answered: RequestedVersion[] = [];
    for (const { version, added } of outcome.requested) {
      const row = states.find((s) => s.version_id === version.id);
      const readiness = await this.library.versions.readiness(version.id);
      if (!readiness.ready) notes.push({ code: 'version_not_ready', params: { version: version.id, reasons: readiness.reasons } });
      answered.push({
        version: version.id,
        added,
        monitored: row?.monitored === 1,
        state: row?.state ?? 'unknown',
        ready: readiness.ready,
        reasons: readiness.reasons,
        origin: row?.origin ?? null,
      });
    }
    let search: RequestResult['search'] = 'not_asked';
    if (kind === 'series' && outcome.anime && !this.options.animeSupported) {
      search = 'not_possible';
      notes.push({ code: 'anime_not_supported', params: { kind, ref: ref.ref } });
    } else if (input.search_now) {
      const open = states.filter((s) => s.state !== 'available');
      search = kind === 'artist' || open.length > 0 ? await this.search.enqueue(outcome.id) : 'nothing_wanted';
    }
    const [title] = await buildTitleViews(this.library.db, [outcome.id]);
    if (!title) throw new AppError('title_not_found', { kind, ref: ref.ref });
    return {
      created: outcome.created,
      versions: answered,
      albums_watched: outcome.albumsWatched,
      search,
      notes,
      title,
    };
  }

  /** VER checks of the `versions` field for the kind. */
  private async chooseVersions(kind: TitleKind, ids: string[] | null): Promise<VersionInfo[]> {
    if (kind === 'artist') {
      if (ids && ids.length > 0) throw new AppError('scope_not_for_kind', { scope: 'versions', kind });
      return [];
    }
    if (!ids || ids.length === 0) {
      const own = kind === 'album' ? await this.library.versions.list('album') : [];
      if (own.length === 1 && own[0]) return [own[0]];
      throw new AppError('invalid_input', {
        errors: [{ path: 'body/versions', code: 'required' }],
        summary: `versions are needed for a ${kind}`,
      });
    }
    const chosen: VersionInfo[] = [];
    for (const id of [...new Set(ids)]) {
      const version = await this.library.versions.get(id);
      if (!version) throw new AppError('version_unknown', { version: id });
      if (version.kind !== kind) throw new AppError('version_kind_mismatch', { version: id, kind });
      chosen.push(version);
    }
    return chosen;
  }

  private async addVersion(
    trx: LibraryExecutor,
    title: TitleRow,
    version: VersionInfo,
    scope: SeriesScope | null,
    actor: Actor,
    origin: string | null,
    pending: PendingEvent[],
  ): Promise<{ added: boolean; changed: boolean }> {
    const repos = libraryRepos(trx);
    const existing = (await repos.wants.versionsOf([title.id])).find((v) => v.version_id === version.id);
    const resolved =
      title.kind === 'series' && scope
        ? await resolveSeriesScope(trx, title, scope)
        : title.kind === 'series' && !existing
          ? defaultSeriesScope((await repos.titles.seasonsOf([title.id])).map((s) => s.season_number))
          : null;
    let changed = false;
    if (!existing) {
      await repos.wants.insertVersion({
        title_id: title.id,
        version_id: version.id,
        monitored: 1,
        future_seasons: resolved?.future ? 1 : 0,
        // Computed by settle before the transaction ends; '' marks a row that never had a state.
        state: '',
        origin,
        added_via: actor.via,
        added_by: actor.name,
        requested_at: this.library.clock.now().toISOString(),
      });
      await this.library.addHistory(trx, title, 'requested', version.id, { origin }, actor);
      pending.push(['version.requested', { ...titleKey(title), version: version.id, origin }]);
      changed = true;
    } else if (resolved?.future && existing.future_seasons === 0) {
      await repos.wants.updateVersion(title.id, version.id, { future_seasons: 1 });
      changed = true;
    }
    if (resolved) {
      const switched = await applySeriesScope(trx, title.id, version.id, resolved, true);
      if (switched && existing) {
        await this.library.addHistory(trx, title, 'requested', version.id, { origin, scope }, actor);
        pending.push(['version.requested', { ...titleKey(title), version: version.id, origin, scope }]);
      }
      changed = changed || switched;
    }
    return { added: !existing, changed };
  }

  /** Switches an artist's albums on (album titles are made from the artist's catalogue). */
  private async watchAlbums(
    trx: LibraryExecutor,
    artist: TitleRow,
    scope: ArtistScope | null,
    actor: Actor,
    origin: string | null,
    pending: PendingEvent[],
    music: VersionInfo | undefined,
  ): Promise<number> {
    const repos = libraryRepos(trx);
    const catalogue = await repos.titles.albumsOf([artist.id]);
    let wanted = catalogue;
    if (scope?.albums) {
      wanted = [];
      for (const [index, text] of scope.albums.entries()) {
        const albumRef = parseRef('album', text);
        const album = catalogue.find((a) => a.album_ref === albumRef.value);
        if (!album) {
          throw new AppError('invalid_input', {
            errors: [{ path: `body/artist/albums/${index}`, code: 'not_in_catalogue' }],
            summary: `${albumRef.ref} is not an album of ${artist.ref}`,
          });
        }
        wanted.push(album);
      }
    }
    if (scope?.future && artist.future_albums === 0) await repos.titles.update(artist.id, { future_albums: 1 });
    if (!music) return 0;
    let watched = 0;
    for (const album of wanted) {
      const ref = parseRef('album', `musicdb:${album.album_ref}`);
      let id = await this.library.findTitleId(trx, 'album', ref);
      if (id === null) {
        const details = await repos.titles.get(artist.id);
        id = await this.library.createTitle(
          trx,
          {
            kind: 'album',
            ref: ref.ref,
            refs: [{ source: 'musicdb', value: album.album_ref }],
            name: album.name,
            year: album.release_date ? Number(album.release_date.slice(0, 4)) : null,
            overview: null,
            status: null,
            releaseDate: album.release_date,
            anime: false,
            voteAverage: null,
            voteCount: null,
            runtime: null,
            details: { artist_ref: artist.ref, artist_name: details?.name ?? null, primary_type: album.primary_type },
            seasons: [],
            albums: [],
          },
          actor,
          origin,
        );
        const albumTitle = await this.library.getTitle(trx, id);
        pending.push(['title.added', { ...titleKey(albumTitle), name: albumTitle.name, origin }]);
      }
      const albumTitle = await this.library.getTitle(trx, id);
      const result = await this.addVersion(trx, albumTitle, music, null, actor, origin, pending);
      const row = (await repos.wants.versionsOf([id])).find((v) => v.version_id === music.id);
      if (result.added || row?.monitored === 0) {
        if (row?.monitored === 0) await repos.wants.updateVersion(id, music.id, { monitored: 1 });
        watched += 1;
      }
      await this.library.settle(trx, id, result.changed, pending);
    }
    return watched;
  }
}
