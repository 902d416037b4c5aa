import type { Generated } from 'kysely';

export type TitleKind = 'movie' | 'series' | 'album' | 'artist';

/** Added through `/api/v1` by a program, or by the owner in the web interface. */
export type AddedVia = 'program' | 'owner';

export interface TitlesTable {
  id: Generated<number>;
  kind: TitleKind;
  /** The ref the title was added by (`catalog:…` or `musicdb:…`); shown as the title's ref. */
  ref: string;
  name: string;
  year: number | null;
  overview: string | null;
  status: string | null;
  /** Movie: release; series: first air date; album: first release. `YYYY-MM-DD`. */
  release_date: string | null;
  anime: number;
  vote_average: number | null;
  vote_count: number | null;
  runtime: number | null;
  /** JSON: kind-specific extras (album: artist ref and name; series: network). */
  details: string;
  /** The title's own switch; for an artist whether its albums are searched at all. */
  monitored: number;
  /** Artist: albums the catalogue gains later are watched too. */
  future_albums: number;
  /** Folder name of the title inside each version's root folder. */
  folder: string;
  origin: string | null;
  added_via: AddedVia;
  added_by: string | null;
  added_at: string;
  refreshed_at: string | null;
  change_number: number;
}

export interface TitleRefsTable {
  title_id: number;
  source: string;
  value: string;
}

export interface SeasonsTable {
  title_id: number;
  season_number: number;
  name: string | null;
  air_date: string | null;
}

export interface EpisodesTable {
  title_id: number;
  season_number: number;
  episode_number: number;
  name: string | null;
  air_date: string | null;
}

export interface TitleVersionsTable {
  title_id: number;
  version_id: string;
  monitored: number;
  /** Series: seasons the catalog names later are watched in this version. */
  future_seasons: number;
  state: string;
  origin: string | null;
  added_via: AddedVia;
  added_by: string | null;
  requested_at: string;
}

export interface SeasonVersionsTable {
  title_id: number;
  version_id: string;
  season_number: number;
  monitored: number;
  state: string;
}

export interface EpisodeVersionsTable {
  title_id: number;
  version_id: string;
  season_number: number;
  episode_number: number;
  monitored: number;
  state: string;
}

export interface ArtistAlbumsTable {
  artist_title_id: number;
  /** The album's musicdb id (a release-group UUID), without the prefix. */
  album_ref: string;
  name: string;
  release_date: string | null;
  primary_type: string | null;
}

export interface LibraryFilesTable {
  id: Generated<number>;
  title_id: number;
  version_id: string;
  season_number: number | null;
  /** JSON array of episode numbers the file holds (series). */
  episodes: string;
  /** Path inside the version's root folder. */
  relative_path: string;
  size: number;
  quality: string | null;
  /** JSON array of language codes. */
  languages: string;
  /** JSON array of subtitle paths inside the version's root folder. */
  subtitles: string;
  added_at: string;
}

export interface TitleHistoryTable {
  id: Generated<number>;
  /** Null once the title is removed; the ref columns keep the entry readable. */
  title_id: number | null;
  title_kind: TitleKind;
  title_ref: string;
  title_name: string;
  kind: string;
  version_id: string | null;
  data: string;
  by: string | null;
  at: string;
}

export interface LibraryRemovalsTable {
  change_number: number;
  kind: TitleKind;
  ref: string;
  refs: string;
  removed_at: string;
}

export interface LibrarySequenceTable {
  id: number;
  value: number;
  /** Highest change number of a removal that was forgotten; `after` below it answers 410. */
  forgotten_through: number;
}

export interface PreviewsTable {
  id: string;
  result: string;
  created_at: string;
  expires_at: string;
}

export interface LibraryTables {
  titles: TitlesTable;
  title_refs: TitleRefsTable;
  seasons: SeasonsTable;
  episodes: EpisodesTable;
  title_versions: TitleVersionsTable;
  season_versions: SeasonVersionsTable;
  episode_versions: EpisodeVersionsTable;
  artist_albums: ArtistAlbumsTable;
  library_files: LibraryFilesTable;
  title_history: TitleHistoryTable;
  library_removals: LibraryRemovalsTable;
  library_sequence: LibrarySequenceTable;
  previews: PreviewsTable;
}
