import type { Codec } from '../parsed-release.ts';
import { type Case, crossCases, movie } from './case.ts';

const tokens: ReadonlyArray<readonly [string, Codec]> = [
  ['x264', 'x264'],
  ['X264', 'x264'],
  ['H.264', 'x264'],
  ['H264', 'x264'],
  ['h264', 'x264'],
  ['AVC', 'x264'],
  ['x265', 'x265'],
  ['X265', 'x265'],
  ['H.265', 'x265'],
  ['H265', 'x265'],
  ['HEVC', 'x265'],
  ['x265.10bit', 'x265'],
  ['XviD', 'xvid'],
  ['XVID', 'xvid'],
  ['DivX', 'divx'],
  ['AV1', 'av1'],
  ['VP9', 'vp9'],
  ['MPEG2', 'mpeg2'],
  ['MPEG-2', 'mpeg2'],
  ['VC-1', 'vc1'],
  ['VC1', 'vc1'],
];

const templates = [
  'Movie.Title.2010.1080p.WEB-DL.DD5.1.{}-GRP',
  'Show Name S01E01 720p HDTV {}-GRP',
  'Movie Title (2010) [1080p {} AAC]',
  'Show_Name_S03E07_720p_{}',
];

const written: Case[] = [
  ['Movie.Title.2010.1080p.BluRay-GRP', movie('Movie Title', 2010, { codec: null })],
  ['Movie.Title.2010.1080p.BluRay.DTS.x264-GRP', movie('Movie Title', 2010, { codec: 'x264' })],
  ['Movie Title 2010 1080p WEB-DL H 264', movie('Movie Title', 2010, { codec: 'x264' })],
  ['Movie.Title.2010.2160p.WEB-DL.DDP5.1.DV.HDR.H.265-GRP', movie('Movie Title', 2010, { codec: 'x265' })],
  ['Movie.Title.2010.1080p.BluRay.HEVC.x265-GRP', movie('Movie Title', 2010, { codec: 'x265' })],
  ['Movie.Title.2010.720p.BluRay.h.264-GRP', movie('Movie Title', 2010, { codec: 'x264' })],
  ['Movie.Title.2010.DVDRip.XviD.AC3-GRP', movie('Movie Title', 2010, { codec: 'xvid' })],
  ['Movie.Title.2010.DVDRip.DivX-GRP', movie('Movie Title', 2010, { codec: 'divx' })],
  ['Movie.Title.2010.2160p.WEB-DL.AV1.Opus-GRP', movie('Movie Title', 2010, { codec: 'av1' })],
  ['Movie.Title.2010.1080p.WEBRip.VP9.Opus-GRP', movie('Movie Title', 2010, { codec: 'vp9' })],
  ['Show.Name.S01E01.1080i.HDTV.MPEG2-GRP', { kind: 'episode', codec: 'mpeg2' }],
  ['Movie.Title.2010.1080p.BluRay.VC-1.DTS-HD.MA-GRP', movie('Movie Title', 2010, { codec: 'vc1' })],
  ['X264.Movie.2010.1080p.BluRay.x265', movie('X264 Movie', 2010, { codec: 'x265' })],
  ['Movie Title 2010 1080p AMZN WEB-DL DDP5 1 H 264-NTG', movie('Movie Title', 2010, { codec: 'x264' })],
  ['[Group] Show Name - 05 [1080p HEVC]', { kind: 'episode', codec: 'x265' }],
  ['[Group] Show Name - 05 [1080p AVC]', { kind: 'episode', codec: 'x264' }],
];

export const codecCases: Case[] = [...written, ...crossCases(templates, tokens, (codec) => ({ codec }))];
