import { AppError } from '@hms/platform';
import type { TitleOutT } from './library.schemas.ts';
import { type LibraryService, libraryRepos } from './library.service.ts';
import type { TitleKind } from './library.tables.ts';
import { type ParsedRef, parseRef, requireKind } from './refs.ts';
import { buildTitleViews } from './title-views.ts';

export const HISTORY_PAGE_DEFAULT = 50;
export const HISTORY_PAGE_MAX = 500;
export const LOOKUP_MAX = 100;

const baseName = (path: string) => path.split('/').pop() ?? path;

/** Reading one title and its parts: the title, a season's episodes, files, history, albums. */
export class ReadingService {
  constructor(private readonly library: LibraryService) {}

  async title(kind: string, ref: string): Promise<TitleOutT> {
    const row = await this.library.requireTitle(kind, ref);
    const [view] = await buildTitleViews(this.library.db, [row.id]);
    if (!view) throw new AppError('title_not_found', { kind, ref });
    return view;
  }

  /** Many titles straight from the library; an entry that cannot be answered carries `error`. */
  async lookup(items: { kind: string; ref: string }[]) {
    type Failure = { code: string; params: Record<string, unknown> };
    const parsed: (ParsedRef & { kind: TitleKind } | Failure)[] = items.map((item) => {
      try {
        const kind = requireKind(item.kind);
        return { ...parseRef(kind, item.ref), kind };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return { code: error.code, params: error.params };
      }
    });
    // One query per source for the whole batch instead of one per entry.
    const matches = new Map<string, { id: number; kind: string }[]>();
    const bySource = new Map<string, string[]>();
    for (const entry of parsed) {
      if ('code' in entry) continue;
      bySource.set(entry.source, [...(bySource.get(entry.source) ?? []), entry.value]);
    }
    const repos = libraryRepos(this.library.db);
    for (const [source, values] of bySource) {
      for (const row of await repos.titles.findByRefs(source, [...new Set(values)])) {
        const key = `${source}:${row.value}`;
        matches.set(key, [...(matches.get(key) ?? []), { id: Number(row.id), kind: row.kind }]);
      }
    }
    const found: (number | Failure)[] = parsed.map((entry) => {
      if ('code' in entry) return entry;
      const ids = (matches.get(entry.ref) ?? []).filter((m) => m.kind === entry.kind);
      if (ids.length > 1) return { code: 'ref_ambiguous', params: { kind: entry.kind, ref: entry.ref } };
      return ids[0]?.id ?? { code: 'title_not_found', params: { kind: entry.kind, ref: entry.ref } };
    });
    const views = await buildTitleViews(
      this.library.db,
      found.filter((f): f is number => typeof f === 'number'),
    );
    const byId = new Map(views.map((v, i) => [found.filter((f) => typeof f === 'number')[i] as number, v]));
    return items.map((item, index) => {
      const entry = found[index];
      if (typeof entry === 'number') return { kind: item.kind, ref: item.ref, title: byId.get(entry) ?? null, error: null };
      return { kind: item.kind, ref: item.ref, title: null, error: entry ?? null };
    });
  }

  async season(ref: string, seasonNumber: number) {
    const title = await this.library.requireTitle('series', ref);
    const repos = libraryRepos(this.library.db);
    const season = (await repos.titles.seasonsOf([title.id])).find((s) => s.season_number === seasonNumber);
    if (!season) throw new AppError('season_not_found', { kind: 'series', ref: title.ref, season: seasonNumber });
    const episodes = (await repos.titles.episodesOf(title.id)).filter((e) => e.season_number === seasonNumber);
    const rows = (await repos.wants.episodeVersionsOf(title.id)).filter((e) => e.season_number === seasonNumber);
    const files = (await repos.files.filesOf([title.id])).filter((f) => f.season_number === seasonNumber);
    const versionIds = (await repos.wants.versionsOf([title.id])).map((v) => v.version_id);
    return {
      season: seasonNumber,
      name: season.name,
      episodes: episodes.map((episode) => ({
        episode: episode.episode_number,
        name: episode.name,
        air_date: episode.air_date,
        versions: versionIds.map((version) => {
          const row = rows.find((r) => r.version_id === version && r.episode_number === episode.episode_number);
          const file = files.find(
            (f) => f.version_id === version && (JSON.parse(f.episodes) as number[]).includes(episode.episode_number),
          );
          return {
            version,
            monitored: row?.monitored === 1,
            state: row?.state ?? 'unknown',
            size: file ? Number(file.size) : null,
            quality: file?.quality ?? null,
          };
        }),
      })),
    };
  }

  async files(kind: string, ref: string) {
    const title = await this.library.requireTitle(kind, ref);
    const repos = libraryRepos(this.library.db);
    const versions = await repos.wants.versionsOf([title.id]);
    const files = await repos.files.filesOf([title.id]);
    return {
      versions: versions.map((v) => ({
        version: v.version_id,
        files: files
          .filter((f) => f.version_id === v.version_id)
          .map((f) => ({
            id: Number(f.id),
            name: baseName(f.relative_path),
            size: Number(f.size),
            quality: f.quality,
            languages: JSON.parse(f.languages) as string[],
            season: f.season_number,
            episodes: JSON.parse(f.episodes) as number[],
            added_at: f.added_at,
          })),
      })),
    };
  }

  /** One title's history (or the library's when kind and ref are null), newest first. */
  async history(title: { kind: string; ref: string } | null, before: number | null, limit: number) {
    const id = title ? (await this.library.requireTitle(title.kind, title.ref)).id : null;
    const rows = await libraryRepos(this.library.db).history.page(id, before, limit);
    const last = rows[rows.length - 1];
    return {
      items: rows.map((r) => ({
        id: Number(r.id),
        at: r.at,
        kind: r.kind,
        title: { kind: r.title_kind, ref: r.title_ref, name: r.title_name },
        version: r.version_id,
        by: r.by,
        data: JSON.parse(r.data) as Record<string, unknown>,
      })),
      next_before: rows.length === limit && last ? Number(last.id) : null,
    };
  }

  async albums(ref: string) {
    const artist = await this.library.requireTitle('artist', ref);
    const repos = libraryRepos(this.library.db);
    const albums = await repos.titles.albumsOf([artist.id]);
    const ids = await this.library.findIdsByValues(this.library.db, 'album', 'musicdb', albums.map((a) => a.album_ref));
    const titleOf = new Map(ids.map((i) => [i.value, Number(i.id)]));
    const versions = await repos.wants.versionsOf([...titleOf.values()]);
    return {
      items: albums.map((album) => {
        const id = titleOf.get(album.album_ref);
        const albumRef = parseRef('album', `musicdb:${album.album_ref}`).ref;
        return {
          ref: albumRef,
          name: album.name,
          release_date: album.release_date,
          primary_type: album.primary_type,
          in_library: id !== undefined,
          versions: versions
            .filter((v) => Number(v.title_id) === id)
            .map((v) => ({ version: v.version_id, monitored: v.monitored === 1, state: v.state })),
        };
      }),
    };
  }
}
