import type { TitleOutT, TitleVersionOutT } from './library.schemas.ts';
import { type LibraryExecutor, libraryRepos } from './library.service.ts';

function group<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/**
 * Builds TitleOut records for many titles with a fixed number of queries (one per table), so a
 * page of the change feed costs the same whether it holds 1 or 2000 titles. Answers in the
 * order of `ids`; ids that no longer exist are left out.
 */
export async function buildTitleViews(db: LibraryExecutor, ids: number[]): Promise<TitleOutT[]> {
  if (ids.length === 0) return [];
  const repos = libraryRepos(db);
  const out: TitleOutT[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    const [titles, refs, versions, sizes] = await Promise.all([
      repos.titles.getMany(chunk),
      repos.titles.refsOf(chunk),
      repos.wants.versionsOf(chunk),
      repos.files.sizes(chunk),
    ]);
    const seriesIds = titles.filter((t) => t.kind === 'series').map((t) => Number(t.id));
    const artistIds = titles.filter((t) => t.kind === 'artist').map((t) => Number(t.id));
    const [seasons, episodeCounts, seasonVersions, tallies, seasonSizes, albums] = await Promise.all([
      seriesIds.length ? repos.titles.seasonsOf(seriesIds) : [],
      seriesIds.length ? repos.titles.episodeCounts(seriesIds) : [],
      seriesIds.length ? repos.wants.seasonVersionsOf(seriesIds) : [],
      seriesIds.length ? repos.wants.episodeTallies(seriesIds) : [],
      seriesIds.length ? repos.files.seasonSizes(seriesIds) : [],
      artistIds.length ? repos.titles.albumsOf(artistIds) : [],
    ]);
    const refsBy = group(refs, (r) => Number(r.title_id));
    const versionsBy = group(versions, (v) => Number(v.title_id));
    const sizeBy = new Map(sizes.map((s) => [`${s.title_id}/${s.version_id}`, s]));
    const seasonsBy = group(seasons, (s) => Number(s.title_id));
    const countBy = new Map(episodeCounts.map((c) => [`${c.title_id}/${c.season_number}`, num(c.count)]));
    const seasonVersionBy = group(seasonVersions, (s) => `${s.title_id}/${s.season_number}`);
    const tallyBy = new Map(tallies.map((t) => [`${t.title_id}/${t.version_id}/${t.season_number}`, t]));
    const seasonSizeBy = new Map(seasonSizes.map((s) => [`${s.title_id}/${s.version_id}/${s.season_number}`, num(s.size)]));
    const albumsBy = group(albums, (a) => Number(a.artist_title_id));
    const talliesBy = group(tallies, (t) => `${t.title_id}/${t.version_id}`);
    // Albums of these artists that are in the library with a watched version.
    const albumTitles = albums.length
      ? (await repos.titles.findByRefs('musicdb', [...new Set(albums.map((a) => a.album_ref))])).filter((t) => t.kind === 'album')
      : [];
    const watchedAlbumIds = new Set(
      (albumTitles.length ? await repos.wants.versionsOf(albumTitles.map((t) => Number(t.id))) : [])
        .filter((v) => v.monitored === 1)
        .map((v) => Number(v.title_id)),
    );
    const watchedRefs = new Set(albumTitles.filter((t) => watchedAlbumIds.has(Number(t.id))).map((t) => t.value));
    const byId = new Map(titles.map((t) => [Number(t.id), t]));

    for (const id of chunk) {
      const title = byId.get(id);
      if (!title) continue;
      const details = JSON.parse(title.details) as Record<string, unknown>;
      const titleVersions: TitleVersionOutT[] = (versionsBy.get(id) ?? []).map((v) => {
        const size = sizeBy.get(`${id}/${v.version_id}`);
        const mine = talliesBy.get(`${id}/${v.version_id}`) ?? [];
        return {
          version: v.version_id,
          monitored: v.monitored === 1,
          state: v.state,
          origin: v.origin,
          requested_at: v.requested_at,
          files: num(size?.count),
          size: num(size?.size),
          series:
            title.kind === 'series'
              ? {
                  future_seasons: v.future_seasons === 1,
                  episodes_monitored: mine.reduce((sum, t) => sum + num(t.monitored), 0),
                  episodes_with_file: mine.reduce((sum, t) => sum + num(t.with_file), 0),
                }
              : null,
        };
      });
      const artistAlbums = albumsBy.get(id) ?? [];
      out.push({
        kind: title.kind,
        ref: title.ref,
        refs: (refsBy.get(id) ?? []).map((r) => `${r.source}:${r.value}`),
        name: title.name,
        year: title.year,
        overview: title.overview,
        monitored: title.kind === 'artist' ? title.monitored === 1 : titleVersions.some((v) => v.monitored),
        origin: title.origin,
        added_at: title.added_at,
        change: Number(title.change_number),
        versions: titleVersions,
        movie:
          title.kind === 'movie' ? { release_date: title.release_date, runtime: title.runtime, status: title.status } : null,
        series:
          title.kind === 'series'
            ? {
                status: title.status,
                first_air_date: title.release_date,
                anime: title.anime === 1,
                network: (details.network as string | null | undefined) ?? null,
                seasons: (seasonsBy.get(id) ?? []).map((s) => ({
                  season: s.season_number,
                  name: s.name,
                  air_date: s.air_date,
                  episodes: countBy.get(`${id}/${s.season_number}`) ?? 0,
                  versions: (seasonVersionBy.get(`${id}/${s.season_number}`) ?? []).map((sv) => {
                    const tally = tallyBy.get(`${id}/${sv.version_id}/${s.season_number}`);
                    return {
                      version: sv.version_id,
                      monitored: sv.monitored === 1,
                      state: sv.state,
                      episodes_monitored: num(tally?.monitored),
                      episodes_with_file: num(tally?.with_file),
                      size: seasonSizeBy.get(`${id}/${sv.version_id}/${s.season_number}`) ?? 0,
                    };
                  }),
                })),
              }
            : null,
        album:
          title.kind === 'album'
            ? {
                artist_ref: (details.artist_ref as string | null | undefined) ?? null,
                artist_name: (details.artist_name as string | null | undefined) ?? null,
                release_date: title.release_date,
                primary_type: (details.primary_type as string | null | undefined) ?? null,
              }
            : null,
        artist:
          title.kind === 'artist'
            ? {
                albums: artistAlbums.length,
                albums_watched: artistAlbums.filter((a) => watchedRefs.has(a.album_ref)).length,
                future_albums: title.future_albums === 1,
              }
            : null,
      });
    }
  }
  return out;
}
