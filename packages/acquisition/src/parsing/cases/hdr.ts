import type { HdrFormat } from '../parsed-release.ts';
import { type Case, crossCases, episode, movie } from './case.ts';

const tokens: ReadonlyArray<readonly [string, HdrFormat[]]> = [
  ['HDR', ['hdr10']],
  ['HDR10', ['hdr10']],
  ['HDR10+', ['hdr10plus']],
  ['HDR10Plus', ['hdr10plus']],
  ['DV', ['dv']],
  ['DoVi', ['dv']],
  ['Dolby.Vision', ['dv']],
  ['DV.HDR', ['dv', 'hdr10']],
  ['DV.HDR10', ['dv', 'hdr10']],
  ['HDR.DV', ['dv', 'hdr10']],
  ['DV.HDR10+', ['dv', 'hdr10plus']],
  ['HLG', ['hlg']],
  ['SDR', []],
  ['10bit', []],
];

const templates = [
  'Movie.Title.2010.2160p.WEB-DL.DDP5.1.Atmos.{}.H.265-GRP',
  'Movie Title 2010 2160p UHD BluRay {} HEVC',
  'Show.Name.S01E01.2160p.AMZN.WEB-DL.{}.H.265-GRP',
  'Movie Title (2010) [2160p {} x265]',
];

const written: Case[] = [
  ['Movie.Title.2010.1080p.BluRay.x264-GRP', movie('Movie Title', 2010, { hdr: [] })],
  ['Movie.Title.2010.HDRip.XviD-GRP', movie('Movie Title', 2010, { hdr: [] })],
  ['Movie.Title.2010.2160p.HDR.DV.HDR10Plus.WEB-DL', movie('Movie Title', 2010, { hdr: ['dv', 'hdr10', 'hdr10plus'] })],
  ['HDR.Movie.2010.1080p.WEB-DL', movie('HDR Movie', 2010, { hdr: [] })],
  ['Show.Name.S02E05.2160p.WEB.H265-GRP', episode('Show Name', 2, [5], { hdr: [] })],
  ['Show.Name.S02E05.DV.2160p.WEB.H265-GRP', episode('Show Name', 2, [5], { hdr: ['dv'] })],
  ['Movie.Title.2010.2160p.UHD.BluRay.REMUX.DV.HDR10.HEVC.TrueHD.7.1.Atmos-GRP', movie('Movie Title', 2010, { hdr: ['dv', 'hdr10'] })],
  ['Movie Title 2010 2160p HDR10 HLG', movie('Movie Title', 2010, { hdr: ['hdr10', 'hlg'] })],
  ['Movie.Title.2010.2160p.DoVi.HDR10.P8.WEB-DL', movie('Movie Title', 2010, { hdr: ['dv', 'hdr10'] })],
  ['Movie.Title.2010.2160p.DVHDR.WEB-DL', movie('Movie Title', 2010, { hdr: ['dv', 'hdr10'] })],
];

export const hdrCases: Case[] = [...written, ...crossCases(templates, tokens, (hdr) => ({ hdr }))];
