/**
 * Music catalog results in the shape of the MusicBrainz web service v2 (JSON, `fmt=json`), field
 * names as MusicBrainz writes them (`sort-name`, `primary-type`, `first-release-date` ...).
 */

export interface ArtistRef {
  id: string;
  name: string;
  'sort-name': string;
  disambiguation?: string;
}

export interface ArtistCredit {
  name: string;
  joinphrase: string;
  artist: ArtistRef;
}

export interface ReleaseGroup {
  id: string;
  title: string;
  /** `Album`, `Single`, `EP`, `Broadcast`, `Other`, or null. */
  'primary-type': string | null;
  /** `Compilation`, `Live`, `Soundtrack` ... */
  'secondary-types': string[];
  /** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; '' when unknown. */
  'first-release-date': string;
  disambiguation: string;
  'artist-credit'?: ArtistCredit[];
  demo?: boolean;
}

export interface MusicArtist {
  id: string;
  name: string;
  'sort-name': string;
  /** `Person`, `Group`, `Orchestra`, `Choir`, `Character`, `Other`, or null. */
  type: string | null;
  country: string | null;
  disambiguation: string;
  'life-span'?: { begin: string | null; end: string | null; ended: boolean };
  /** Present when asked for with `inc=release-groups`. */
  'release-groups'?: ReleaseGroup[];
  demo?: boolean;
}

export interface Recording {
  id: string;
  title: string;
  /** Milliseconds, or null when unknown. */
  length: number | null;
}

export interface Track {
  id: string;
  /** As printed, e.g. `1` or `A1`. */
  number: string;
  position: number;
  title: string;
  length: number | null;
  recording: Recording;
}

export interface Medium {
  position: number;
  format: string | null;
  'track-count': number;
  tracks: Track[];
}

export interface Release {
  id: string;
  title: string;
  status: string | null;
  date: string;
  country: string | null;
  media: Medium[];
}

export interface ArtistSearchResult {
  count: number;
  offset: number;
  artists: Array<MusicArtist & { score?: number }>;
  demo?: boolean;
}

export interface ReleaseGroupSearchResult {
  count: number;
  offset: number;
  'release-groups': Array<ReleaseGroup & { score?: number }>;
  demo?: boolean;
}

export interface ReleaseGroupBrowse {
  'release-group-count': number;
  'release-group-offset': number;
  'release-groups': ReleaseGroup[];
  demo?: boolean;
}

export interface ReleaseBrowse {
  'release-count': number;
  'release-offset': number;
  releases: Release[];
  demo?: boolean;
}

export interface PageOptions {
  /** MusicBrainz allows 1–100; default 25. */
  limit?: number;
  offset?: number;
}

/**
 * What the acquisition service asks of a music catalog. Unknown ids are `null`; failures of the
 * catalog are `AppError`s with the `catalog_*` codes (`params.catalog = 'music'`).
 */
export interface MusicCatalog {
  readonly isDemo: boolean;
  searchArtists(query: string, options?: PageOptions): Promise<ArtistSearchResult>;
  searchReleaseGroups(query: string, options?: PageOptions & { artistId?: string }): Promise<ReleaseGroupSearchResult>;
  /** The artist with its release groups (`inc=release-groups`). */
  artist(id: string): Promise<MusicArtist | null>;
  /** The release group with its artist credit. */
  releaseGroup(id: string): Promise<ReleaseGroup | null>;
  /** An artist's release groups, optionally only of a primary type (`album`, `single`, `ep`). */
  artistReleaseGroups(artistId: string, options?: PageOptions & { type?: string }): Promise<ReleaseGroupBrowse>;
  /** The releases of a release group with their media and tracks (`inc=recordings`). */
  releases(releaseGroupId: string, options?: PageOptions): Promise<ReleaseBrowse>;
  verify(): Promise<void>;
}

/** MusicBrainz ids are UUIDs; anything else is refused before a request goes out. */
export const MBID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
