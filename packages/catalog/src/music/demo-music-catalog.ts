import { createHash } from 'node:crypto';
import { matchScore } from '../text.ts';
import { DEMO_ARTISTS, type DemoAlbum, type DemoArtist, MADE_UP_ID_PREFIX } from './demo-music-data.ts';
import type {
  ArtistCredit,
  ArtistSearchResult,
  MusicArtist,
  MusicCatalog,
  PageOptions,
  Release,
  ReleaseBrowse,
  ReleaseGroup,
  ReleaseGroupBrowse,
  ReleaseGroupSearchResult,
} from './music.types.ts';

/** A stable made-up UUID (prefix `0de3`) for releases, tracks and recordings of the demo data. */
export function madeUpId(seed: string): string {
  const h = createHash('sha1').update(seed).digest('hex');
  return `${MADE_UP_ID_PREFIX}${h.slice(0, 4)}-${h.slice(4, 8)}-4${h.slice(9, 12)}-8${h.slice(13, 16)}-${h.slice(16, 28)}`;
}

function credit(artist: DemoArtist): ArtistCredit[] {
  return [
    {
      name: artist.name,
      joinphrase: '',
      artist: { id: artist.id, name: artist.name, 'sort-name': artist.sortName, disambiguation: artist.disambiguation },
    },
  ];
}

function releaseGroupOf(artist: DemoArtist, album: DemoAlbum): ReleaseGroup {
  return {
    id: album.id,
    title: album.title,
    'primary-type': album.primaryType,
    'secondary-types': [...album.secondaryTypes],
    'first-release-date': album.firstReleaseDate,
    disambiguation: '',
    'artist-credit': credit(artist),
  };
}

function artistOf(artist: DemoArtist): MusicArtist {
  return {
    id: artist.id,
    name: artist.name,
    'sort-name': artist.sortName,
    type: artist.type,
    country: artist.country,
    disambiguation: artist.disambiguation,
    'life-span': { begin: artist.begin, end: artist.end, ended: artist.end !== null },
  };
}

function releaseOf(album: DemoAlbum): Release {
  const releaseId = madeUpId(`release:${album.id}`);
  return {
    id: releaseId,
    title: album.title,
    status: 'Official',
    date: album.firstReleaseDate,
    country: album.country,
    media: [
      {
        position: 1,
        format: album.format,
        'track-count': album.tracks.length,
        tracks: album.tracks.map(([title, seconds], index) => ({
          id: madeUpId(`track:${releaseId}:${index + 1}`),
          number: String(index + 1),
          position: index + 1,
          title,
          length: seconds * 1000,
          recording: { id: madeUpId(`recording:${album.id}:${index + 1}`), title, length: seconds * 1000 },
        })),
      },
    ],
  };
}

function page<T>(items: T[], options: PageOptions): { items: T[]; offset: number } {
  const whole = (value: number | undefined, fallback: number) =>
    value !== undefined && Number.isFinite(value) ? Math.floor(value) : fallback;
  const offset = Math.max(0, whole(options.offset, 0));
  const limit = Math.min(100, Math.max(1, whole(options.limit, 25)));
  return { items: items.slice(offset, offset + limit), offset };
}

/** MusicBrainz's search score: 100 for an exact name, lower for partial matches. */
const SCORES = [0, 80, 90, 100];

/**
 * The built-in music catalog used when no music catalog is configured (and the data behind the
 * test-kit's fake MusicBrainz): a handful of artists and albums, answers marked `demo: true`.
 */
export class DemoMusicCatalog implements MusicCatalog {
  readonly isDemo = true;

  constructor(readonly artists: DemoArtist[] = DEMO_ARTISTS) {}

  async searchArtists(query: string, options: PageOptions = {}): Promise<ArtistSearchResult> {
    const found = this.artists
      .map((artist) => ({
        artist,
        score: Math.max(matchScore(query, artist.name), matchScore(query, artist.sortName)),
      }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score || a.artist.name.localeCompare(b.artist.name));
    const { items, offset } = page(found, options);
    return {
      count: found.length,
      offset,
      artists: items.map(({ artist, score }) => ({ ...artistOf(artist), score: SCORES[score] ?? 0 })),
      demo: true,
    };
  }

  async searchReleaseGroups(
    query: string,
    options: PageOptions & { artistId?: string } = {},
  ): Promise<ReleaseGroupSearchResult> {
    const found = this.artists
      .filter((artist) => !options.artistId || artist.id === options.artistId.toLowerCase())
      .flatMap((artist) => artist.albums.map((album) => ({ artist, album, score: matchScore(query, album.title) })))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score || a.album.title.localeCompare(b.album.title));
    const { items, offset } = page(found, options);
    return {
      count: found.length,
      offset,
      'release-groups': items.map(({ artist, album, score }) => ({
        ...releaseGroupOf(artist, album),
        score: SCORES[score] ?? 0,
      })),
      demo: true,
    };
  }

  async artist(id: string): Promise<MusicArtist | null> {
    const artist = this.findArtist(id);
    if (!artist) return null;
    return {
      ...artistOf(artist),
      'release-groups': artist.albums.map((album) => {
        const { 'artist-credit': _credit, ...group } = releaseGroupOf(artist, album);
        return group;
      }),
      demo: true,
    };
  }

  async releaseGroup(id: string): Promise<ReleaseGroup | null> {
    const found = this.findAlbum(id);
    return found ? { ...releaseGroupOf(found.artist, found.album), demo: true } : null;
  }

  async artistReleaseGroups(
    artistId: string,
    options: PageOptions & { type?: string } = {},
  ): Promise<ReleaseGroupBrowse> {
    const artist = this.findArtist(artistId);
    const albums = (artist?.albums ?? []).filter(
      (album) => !options.type || album.primaryType.toLowerCase() === options.type.toLowerCase(),
    );
    const { items, offset } = page(albums, options);
    return {
      'release-group-count': albums.length,
      'release-group-offset': offset,
      'release-groups': artist ? items.map((album) => releaseGroupOf(artist, album)) : [],
      demo: true,
    };
  }

  async releases(releaseGroupId: string, options: PageOptions = {}): Promise<ReleaseBrowse> {
    const found = this.findAlbum(releaseGroupId);
    const all = found ? [releaseOf(found.album)] : [];
    const { items, offset } = page(all, options);
    return { 'release-count': all.length, 'release-offset': offset, releases: items, demo: true };
  }

  async verify(): Promise<void> {}

  private findArtist(id: string): DemoArtist | undefined {
    return this.artists.find((artist) => artist.id === id.toLowerCase());
  }

  private findAlbum(id: string): { artist: DemoArtist; album: DemoAlbum } | undefined {
    for (const artist of this.artists) {
      const album = artist.albums.find((candidate) => candidate.id === id.toLowerCase());
      if (album) return { artist, album };
    }
    return undefined;
  }
}
