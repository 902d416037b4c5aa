/** What a release name says, exactly as /work/shared/contract/parse-output.md lists it. */
export type ReleaseKind = 'movie' | 'episode' | 'season' | 'album' | 'unknown';
export type Resolution = 480 | 576 | 720 | 1080 | 2160;
export type Source = 'cam' | 'telesync' | 'telecine' | 'workprint' | 'dvd' | 'tv' | 'webdl' | 'webrip' | 'bluray';
export type Modifier = 'remux' | 'brdisk' | 'rawhd' | 'screener' | 'regional';
export type Codec = 'x264' | 'x265' | 'xvid' | 'divx' | 'av1' | 'vp9' | 'mpeg2' | 'vc1';
export type HdrFormat = 'dv' | 'hdr10' | 'hdr10plus' | 'hlg';
export type AudioFormat = 'flac' | 'mp3' | 'aac' | 'alac' | 'ogg' | 'opus' | 'wav';

export interface ParsedRelease {
  input: string;
  kind: ReleaseKind;
  title: string | null;
  year: number | null;
  season: number | null;
  episodes: number[];
  full_season: boolean;
  absolute_episodes: number[];
  air_date: string | null;
  artist: string | null;
  album: string | null;
  resolution: Resolution | null;
  source: Source | null;
  modifier: Modifier | null;
  codec: Codec | null;
  hdr: HdrFormat[];
  edition: string | null;
  languages: string[];
  multi: boolean;
  group: string | null;
  revision: number;
  audio_format: AudioFormat | null;
  bitrate: number | null;
}

/** A release with every field present and nothing known; fields are filled in by the parser. */
export function emptyRelease(input: string): ParsedRelease {
  return {
    input,
    kind: 'unknown',
    title: null,
    year: null,
    season: null,
    episodes: [],
    full_season: false,
    absolute_episodes: [],
    air_date: null,
    artist: null,
    album: null,
    resolution: null,
    source: null,
    modifier: null,
    codec: null,
    hdr: [],
    edition: null,
    languages: [],
    multi: false,
    group: null,
    revision: 1,
    audio_format: null,
    bitrate: null,
  };
}
