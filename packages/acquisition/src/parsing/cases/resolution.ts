import type { Resolution } from '../parsed-release.ts';
import { type Case, crossCases, episode, movie } from './case.ts';

const tokens: ReadonlyArray<readonly [string, Resolution | null]> = [
  ['2160p', 2160],
  ['4K', 2160],
  ['UHD', 2160],
  ['3840x2160', 2160],
  ['1080p', 1080],
  ['1080i', 1080],
  ['1920x1080', 1080],
  ['FHD', 1080],
  ['720p', 720],
  ['1280x720', 720],
  ['576p', 576],
  ['480p', 480],
  ['640x480', 480],
  ['480i', 480],
];

const templates = [
  'Movie.Title.2010.{}.BluRay.x264-GRP',
  'Movie Title 2010 {} WEB-DL',
  'Movie Title (2010) [{}]',
  'Show.Name.S01E01.{}.WEB.H264-GRP',
  'Show Name - S02E03 - Episode Title [{}]',
  '[Group] Show Name - 01 ({})',
];

const written: Case[] = [
  ['Movie.Title.2010.BluRay.x264-GRP', movie('Movie Title', 2010, { resolution: null })],
  ['Movie.Title.2010.DVDRip.XviD-GRP', movie('Movie Title', 2010, { resolution: null })],
  ['Show.Name.S01E01.HDTV.x264-GRP', episode('Show Name', 1, [1], { resolution: null })],
  ['Movie.Title.2010.1080P.BLURAY.X264-GRP', movie('Movie Title', 2010, { resolution: 1080 })],
  ['Movie.Title.2010.2160P.UHD.BLURAY.X265-GRP', movie('Movie Title', 2010, { resolution: 2160 })],
  ['Movie.Title.2010.4K.HDR.2160p.WEB-DL', movie('Movie Title', 2010, { resolution: 2160 })],
  ['Movie Title 2010 UHD BluRay 2160p', movie('Movie Title', 2010, { resolution: 2160 })],
  ['Show Name - S02E01 1920x910', episode('Show Name', 2, [1], { resolution: 1080 })],
  ['Movie.Title.2010.1080p.BluRay.1920x800.x264', movie('Movie Title', 2010, { resolution: 1080 })],
  ['Movie.Title.2010.540p.WEB-DL', movie('Movie Title', 2010, { resolution: null })],
  ['Movie.Title.2010.360p.WEB', movie('Movie Title', 2010, { resolution: null })],
  ['Movie Title (2010) 1080', movie('Movie Title', 2010, { resolution: null })],
  ['Movie.Title.2010.720p.1080p.Mixed', movie('Movie Title', 2010, { resolution: 720 })],
  ['Show.Name.S01E01.720p.HDTV.x264-GRP', episode('Show Name', 1, [1], { resolution: 720 })],
  ['Show_Name_S01E01_1080i_HDTV_MPEG2', episode('Show Name', 1, [1], { resolution: 1080 })],
  ['Movie Title 2010 [576p] DVDRip', movie('Movie Title', 2010, { resolution: 576 })],
  ['Movie Title 2010 720x576 DVD', movie('Movie Title', 2010, { resolution: 576 })],
  ['Movie Title 2010 720x480 DVD', movie('Movie Title', 2010, { resolution: 480 })],
  ['The.720.Movie.2010.1080p.WEB-DL', movie('The 720 Movie', 2010, { resolution: 1080 })],
  ['1080p.Movie.2010.720p.WEB-DL', movie('1080p Movie', 2010, { resolution: 720 })],
];

export const resolutionCases: Case[] = [...written, ...crossCases(templates, tokens, (resolution) => ({ resolution }))];
