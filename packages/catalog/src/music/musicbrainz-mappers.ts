import type {
  ArtistCredit,
  ArtistSearchResult,
  Medium,
  MusicArtist,
  Release,
  ReleaseBrowse,
  ReleaseGroup,
  ReleaseGroupBrowse,
  ReleaseGroupSearchResult,
} from './music.types.ts';
import { asRaw, list, num, numOrNull, str, strOrNull } from '../http/lenient-json.ts';

/** Lenient readers of MusicBrainz JSON: missing or odd fields become neutral values. */

function readArtistCredit(value: unknown): ArtistCredit[] {
  return list(value).map((item) => {
    const raw = asRaw(item);
    const artist = asRaw(raw.artist);
    return {
      name: str(raw.name) || str(artist.name),
      joinphrase: str(raw.joinphrase),
      artist: {
        id: str(artist.id),
        name: str(artist.name),
        'sort-name': str(artist['sort-name']),
        disambiguation: str(artist.disambiguation),
      },
    };
  });
}

export function readReleaseGroup(value: unknown): ReleaseGroup & { score?: number } {
  const raw = asRaw(value);
  return {
    id: str(raw.id),
    title: str(raw.title),
    'primary-type': strOrNull(raw['primary-type']),
    'secondary-types': list(raw['secondary-types']).filter((item): item is string => typeof item === 'string'),
    'first-release-date': str(raw['first-release-date']),
    disambiguation: str(raw.disambiguation),
    ...(Array.isArray(raw['artist-credit']) ? { 'artist-credit': readArtistCredit(raw['artist-credit']) } : {}),
    ...(typeof raw.score === 'number' ? { score: raw.score } : {}),
  };
}

export function readArtist(value: unknown): MusicArtist & { score?: number } {
  const raw = asRaw(value);
  const lifeSpan = asRaw(raw['life-span']);
  return {
    id: str(raw.id),
    name: str(raw.name),
    'sort-name': str(raw['sort-name']),
    type: strOrNull(raw.type),
    country: strOrNull(raw.country),
    disambiguation: str(raw.disambiguation),
    'life-span': {
      begin: strOrNull(lifeSpan.begin),
      end: strOrNull(lifeSpan.end),
      ended: lifeSpan.ended === true,
    },
    ...(Array.isArray(raw['release-groups']) ? { 'release-groups': raw['release-groups'].map(readReleaseGroup) } : {}),
    ...(typeof raw.score === 'number' ? { score: raw.score } : {}),
  };
}

function readMedium(value: unknown): Medium {
  const raw = asRaw(value);
  const tracks = list(raw.tracks).map((item) => {
    const track = asRaw(item);
    const recording = asRaw(track.recording);
    return {
      id: str(track.id),
      number: str(track.number),
      position: num(track.position),
      title: str(track.title) || str(recording.title),
      length: numOrNull(track.length),
      recording: { id: str(recording.id), title: str(recording.title), length: numOrNull(recording.length) },
    };
  });
  return {
    position: num(raw.position),
    format: strOrNull(raw.format),
    'track-count': num(raw['track-count']) || tracks.length,
    tracks,
  };
}

function readRelease(value: unknown): Release {
  const raw = asRaw(value);
  return {
    id: str(raw.id),
    title: str(raw.title),
    status: strOrNull(raw.status),
    date: str(raw.date),
    country: strOrNull(raw.country),
    media: list(raw.media).map(readMedium),
  };
}

export function readArtistSearch(value: unknown): ArtistSearchResult {
  const raw = asRaw(value);
  return { count: num(raw.count), offset: num(raw.offset), artists: list(raw.artists).map(readArtist) };
}

export function readReleaseGroupSearch(value: unknown): ReleaseGroupSearchResult {
  const raw = asRaw(value);
  return {
    count: num(raw.count),
    offset: num(raw.offset),
    'release-groups': list(raw['release-groups']).map(readReleaseGroup),
  };
}

export function readReleaseGroupBrowse(value: unknown): ReleaseGroupBrowse {
  const raw = asRaw(value);
  return {
    'release-group-count': num(raw['release-group-count']),
    'release-group-offset': num(raw['release-group-offset']),
    'release-groups': list(raw['release-groups']).map(readReleaseGroup),
  };
}

export function readReleaseBrowse(value: unknown): ReleaseBrowse {
  const raw = asRaw(value);
  return {
    'release-count': num(raw['release-count']),
    'release-offset': num(raw['release-offset']),
    releases: list(raw.releases).map(readRelease),
  };
}
