import type { MovieSeriesCatalog } from '@hms/catalog/movie-series/movie-series.types';
import type { MusicCatalog, ReleaseGroup } from '@hms/catalog/music/music.types';
import type { TitleKind } from './library.tables.ts';
import { AppError } from '@hms/platform';
import { type ParsedRef, refText } from './refs.ts';

/** A title as the catalog describes it, in the library's own words. */
export interface CatalogTitle {
  kind: TitleKind;
  /** The addable ref (`catalog:…` / `musicdb:…`). */
  ref: string;
  /** Every ref the catalog knows the title by, the addable one included. */
  refs: { source: string; value: string }[];
  name: string;
  year: number | null;
  overview: string | null;
  status: string | null;
  releaseDate: string | null;
  anime: boolean;
  voteAverage: number | null;
  voteCount: number | null;
  runtime: number | null;
  details: Record<string, unknown>;
  seasons: CatalogSeason[];
  albums: CatalogAlbum[];
}

export interface CatalogSeason {
  season: number;
  name: string | null;
  airDate: string | null;
  episodes: { episode: number; name: string | null; airDate: string | null }[];
}

export interface CatalogAlbum {
  /** musicdb release-group id without prefix. */
  id: string;
  name: string;
  releaseDate: string | null;
  primaryType: string | null;
}

/** What the library asks of the catalogs: one title by its addable ref; null when unknown. */
export interface TitleSource {
  fetch(kind: TitleKind, ref: ParsedRef): Promise<CatalogTitle | null>;
}


const ANIMATION_GENRE = 16;

function yearOf(date: string | null | undefined): number | null {
  if (!date || !/^\d{4}/.test(date)) return null;
  return Number(date.slice(0, 4));
}

/**
 * Reads movies and series from a TMDB-shaped catalog. A series is anime when the catalog files
 * it under Animation and it comes from Japan (TMDB has no anime flag; Sonarr's series type is
 * the owner's choice, this is the closest automatic guess).
 */
export class CatalogTitleSource implements TitleSource {
  constructor(
    private readonly movieSeries: () => Promise<MovieSeriesCatalog>,
    private readonly music: () => Promise<MusicCatalog | null>,
  ) {}

  async fetch(kind: TitleKind, ref: ParsedRef): Promise<CatalogTitle | null> {
    if (kind === 'album' || kind === 'artist') {
      const music = await this.music();
      if (!music) throw new AppError('catalog_not_configured', { catalog: 'music' });
      return kind === 'album' ? this.album(music, ref.value) : this.artist(music, ref.value);
    }
    const catalog = await this.movieSeries();
    const id = Number(ref.value);
    return kind === 'movie' ? this.movie(catalog, id) : this.series(catalog, id);
  }

  private async movie(catalog: MovieSeriesCatalog, id: number): Promise<CatalogTitle | null> {
    const movie = await catalog.movie(id);
    if (!movie) return null;
    const refs = [{ source: 'catalog', value: String(movie.id) }];
    if (movie.external_ids?.imdb_id ?? movie.imdb_id) {
      refs.push({ source: 'altdb', value: String(movie.external_ids?.imdb_id ?? movie.imdb_id) });
    }
    return {
      kind: 'movie',
      ref: refText('catalog', String(movie.id)),
      refs,
      name: movie.title,
      year: yearOf(movie.release_date),
      overview: movie.overview || null,
      status: movie.status || null,
      releaseDate: movie.release_date || null,
      anime: false,
      voteAverage: movie.vote_average ?? null,
      voteCount: movie.vote_count ?? null,
      runtime: movie.runtime ?? null,
      details: {},
      seasons: [],
      albums: [],
    };
  }

  private async series(catalog: MovieSeriesCatalog, id: number): Promise<CatalogTitle | null> {
    const tv = await catalog.tv(id);
    if (!tv) return null;
    const refs = [{ source: 'catalog', value: String(tv.id) }];
    if (tv.external_ids?.imdb_id) refs.push({ source: 'altdb', value: tv.external_ids.imdb_id });
    if (tv.external_ids?.tvdb_id) refs.push({ source: 'seriesdb', value: String(tv.external_ids.tvdb_id) });
    const seasons: CatalogSeason[] = [];
    for (const summary of [...tv.seasons].sort((a, b) => a.season_number - b.season_number)) {
      const detail = await catalog.season(tv.id, summary.season_number);
      seasons.push({
        season: summary.season_number,
        name: detail?.name ?? summary.name ?? null,
        airDate: detail?.air_date ?? summary.air_date ?? null,
        episodes: (detail?.episodes ?? []).map((e) => ({
          episode: e.episode_number,
          name: e.name || null,
          airDate: e.air_date || null,
        })),
      });
    }
    const japanese = tv.original_language === 'ja' || tv.origin_country.includes('JP');
    return {
      kind: 'series',
      ref: refText('catalog', String(tv.id)),
      refs,
      name: tv.name,
      year: yearOf(tv.first_air_date),
      overview: tv.overview || null,
      status: tv.status || null,
      releaseDate: tv.first_air_date || null,
      anime: japanese && tv.genres.some((g) => g.id === ANIMATION_GENRE),
      voteAverage: tv.vote_average ?? null,
      voteCount: tv.vote_count ?? null,
      runtime: tv.episode_run_time[0] ?? null,
      details: { network: tv.networks?.[0]?.name ?? null },
      seasons,
      albums: [],
    };
  }

  private async album(music: MusicCatalog, id: string): Promise<CatalogTitle | null> {
    const group = await music.releaseGroup(id);
    if (!group) return null;
    const artist = group['artist-credit']?.[0]?.artist ?? null;
    return {
      ...emptyMusicTitle('album', group.id, group.title, group['first-release-date'] || null),
      details: {
        artist_ref: artist ? `musicdb:${artist.id}` : null,
        artist_name: artist?.name ?? null,
        primary_type: group['primary-type'],
      },
    };
  }

  private async artist(music: MusicCatalog, id: string): Promise<CatalogTitle | null> {
    const artist = await music.artist(id);
    if (!artist) return null;
    const groups: ReleaseGroup[] = artist['release-groups'] ?? (await music.artistReleaseGroups(id, { type: 'album', limit: 100 }))['release-groups'];
    return {
      ...emptyMusicTitle('artist', artist.id, artist.name, artist['life-span']?.begin ?? null),
      overview: artist.disambiguation || null,
      details: { type: artist.type, country: artist.country },
      albums: groups
        .filter((g) => g['primary-type'] === 'Album')
        .map((g) => ({
          id: g.id,
          name: g.title,
          releaseDate: g['first-release-date'] || null,
          primaryType: g['primary-type'],
        })),
    };
  }
}

function emptyMusicTitle(kind: 'album' | 'artist', id: string, name: string, date: string | null): CatalogTitle {
  return {
    kind,
    ref: refText('musicdb', id),
    refs: [{ source: 'musicdb', value: id }],
    name,
    year: yearOf(date),
    overview: null,
    status: null,
    releaseDate: date,
    anime: false,
    voteAverage: null,
    voteCount: null,
    runtime: null,
    details: {},
    seasons: [],
    albums: [],
  };
}
