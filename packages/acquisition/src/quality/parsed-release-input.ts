/**
 * The parser's output as /work/shared/contract/parse-output.md defines it. The quality module is
 * written against this shape so it does not wait on the parser; once `../parsing/index.ts`
 * exports `ParsedRelease`, this file re-exports that type instead.
 */
export type ParsedKind = 'movie' | 'episode' | 'season' | 'album' | 'unknown';
export type ParsedSource =
  | 'cam'
  | 'telesync'
  | 'telecine'
  | 'workprint'
  | 'dvd'
  | 'tv'
  | 'webdl'
  | 'webrip'
  | 'bluray';
export type ParsedModifier = 'remux' | 'brdisk' | 'rawhd' | 'screener' | 'regional';
export type ParsedCodec = 'x264' | 'x265' | 'xvid' | 'divx' | 'av1' | 'vp9' | 'mpeg2' | 'vc1';
export type ParsedAudioFormat = 'flac' | 'mp3' | 'aac' | 'alac' | 'ogg' | 'opus' | 'wav';

export interface ParsedRelease {
  input: string;
  kind: ParsedKind;
  title: string | null;
  year: number | null;
  season: number | null;
  episodes: number[];
  full_season: boolean;
  absolute_episodes: number[];
  air_date: string | null;
  artist: string | null;
  album: string | null;
  resolution: 480 | 576 | 720 | 1080 | 2160 | null;
  source: ParsedSource | null;
  modifier: ParsedModifier | null;
  codec: ParsedCodec | null;
  hdr: string[];
  edition: string | null;
  languages: string[];
  multi: boolean;
  group: string | null;
  revision: number;
  audio_format: ParsedAudioFormat | null;
  bitrate: number | null;
}
