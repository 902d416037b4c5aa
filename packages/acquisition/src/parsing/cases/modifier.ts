import type { Modifier, Source } from '../parsed-release.ts';
import { type Case, crossCases, movie } from './case.ts';

const tokens: ReadonlyArray<readonly [string, readonly [Modifier | null, Source]]> = [
  ['BluRay.REMUX', ['remux', 'bluray']],
  ['REMUX', ['remux', 'bluray']],
  ['BDRemux', ['remux', 'bluray']],
  ['UHD.BluRay.REMUX', ['remux', 'bluray']],
  ['Blu-ray.Remux', ['remux', 'bluray']],
  ['COMPLETE.BLURAY', ['brdisk', 'bluray']],
  ['BluRay.BD25', ['brdisk', 'bluray']],
  ['BluRay.BD50', ['brdisk', 'bluray']],
  ['BD66', ['brdisk', 'bluray']],
  ['Blu-ray.AVC', ['brdisk', 'bluray']],
  ['BluRay.VC-1', ['brdisk', 'bluray']],
  ['DVDSCR', ['screener', 'dvd']],
  ['SCREENER', ['screener', 'dvd']],
  ['DVDScr', ['screener', 'dvd']],
  ['R5', ['regional', 'dvd']],
  ['R5.LiNE', ['regional', 'dvd']],
  ['BluRay', [null, 'bluray']],
  ['BDRip', [null, 'bluray']],
  ['WEB-DL', [null, 'webdl']],
  ['DVDRip', [null, 'dvd']],
];

const templates = [
  'Movie.Title.2010.1080p.{}-GRP',
  'Movie Title 2010 {} DTS-HD MA 5.1',
  'Another.Film.(1999).{}',
];

const written: Case[] = [
  ['Show.Name.S01E01.1080i.HDTV.MPEG2.DD5.1-GRP', { kind: 'episode', source: 'tv', modifier: 'rawhd' }],
  ['Show.Name.S01E01.RawHD.1080i', { kind: 'episode', modifier: 'rawhd' }],
  ['Movie.Title.2010.1080p.BluRay.x264-GRP', movie('Movie Title', 2010, { modifier: null })],
  ['Movie.Title.2010.2160p.BluRay.REMUX.HEVC.DTS-HD.MA.TrueHD.7.1.Atmos-FGT', movie('Movie Title', 2010, { modifier: 'remux', source: 'bluray' })],
  ['Movie Title 2010 1080p BluRay REMUX AVC DTS-HD MA 5.1-EPSiLON', movie('Movie Title', 2010, { modifier: 'remux' })],
  ['Movie.Title.2010.1080p.BluRay.AVC.DTS-HD.MA.5.1-GRP', movie('Movie Title', 2010, { modifier: 'brdisk' })],
  ['Movie.Title.2010.1080p.BluRay.x264.DTS-HD.MA.5.1-GRP', movie('Movie Title', 2010, { modifier: null })],
  ['Movie.Title.2010.2160p.UHD.BluRay.HEVC.TrueHD.Atmos-GRP', movie('Movie Title', 2010, { modifier: null })],
  ['Movie.Title.2010.DVDR.NTSC-GRP', movie('Movie Title', 2010, { modifier: null, source: 'dvd' })],
  ['Movie.Title.2010.TS.XviD-GRP', movie('Movie Title', 2010, { modifier: null, source: 'telesync' })],
  ['Movie.Title.2013.BDISO', movie('Movie Title', 2013, { modifier: 'brdisk', source: 'bluray' })],
  ['Movie Title (2012) Bluray ISO [USENET-GRP]', movie('Movie Title', 2012, { modifier: 'brdisk' })],
  ['Movie.Title.1996.Bluray.ISO', movie('Movie Title', 1996, { modifier: 'brdisk' })],
  ['Movie.Title.1993..BD25.ISO', movie('Movie Title', 1993, { modifier: 'brdisk' })],
  ['Movie.Title.2008.BDREMUX.1080p.Bluray.AVC.DTS-HD.MA.5.1-GRP', movie('Movie Title', 2008, { modifier: 'remux' })],
  ['Movie.Title.2008.USA.BluRay.Remux.1080p.MPEG-2.DD.5.1-GRP', movie('Movie Title', 2008, { modifier: 'remux', codec: 'mpeg2' })],
];

export const modifierCases: Case[] = [
  ...written,
  ...crossCases(templates, tokens, ([modifier, source]) => ({ modifier, source })),
];
